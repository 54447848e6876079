import { setTimeout as sleep } from 'node:timers/promises';
import { fetchWithRetry, type RetryOptions } from '../../http.ts';
import { unexpectedResponse, VendorError } from '../../vendor-error.ts';
import { estimateCost, SHOPIFY_MAX_QUERY_COST } from './query-cost.ts';

/** The Shopify source's detail (spec 2 §3). */
export type ShopifyDetail = {
  storeName: string;
  appType?: 'custom' | 'private';
  apiKey?: string;
  password?: string;
  accessToken?: string;
  /** location ids (numeric or GID) or names whose stock is not pulled */
  ignoredInventoryLocations?: string[];
  isGqlSalespersonFetchEnabled?: boolean;
};

export interface ShopifyClientOptions {
  /** base URL; `{storeName}` is replaced by the shop's name */
  endpoint?: string;
  retry?: RetryOptions;
  /** how many THROTTLED answers in a row to wait out before giving up */
  maxThrottleWaits?: number;
  /** the longest wait between two looks at a running bulk operation (ms) */
  bulkPollMs?: number;
}

/**
 * The requested cost a page aims at: half the bucket, so that a page is sent as soon as half the
 * bucket is back instead of waiting for all of it, and well inside the 1,000-point single-query limit.
 */
const PAGE_BUDGET_SHARE = 0.5;

export const SHOPIFY_DEFAULT_ENDPOINT = 'https://{storeName}.myshopify.com';
export const SHOPIFY_API_VERSION = '2025-01';

/** spec 2 §8: the one code Shopify credential problems map to, with the message for each app type. */
export function invalidAuth(detail: Pick<ShopifyDetail, 'appType'>): VendorError {
  const message =
    detail.appType === 'private'
      ? 'Invalid Store Name, API Key, Password, or Access Level'
      : 'Invalid Store Name, Access Token, or Access Level';
  return new VendorError('credentials', 'InvalidAuth', message, 401, 'storeName');
}

export interface ThrottleStatus {
  maximumAvailable: number;
  currentlyAvailable: number;
  restoreRate: number;
}

interface GraphqlAnswer<T> {
  data?: T | null;
  errors?: { message: string; extensions?: { code?: string } }[] | string;
  extensions?: {
    cost?: { requestedQueryCost: number; actualQueryCost: number | null; throttleStatus?: ThrottleStatus };
  };
}

/** Accepts "my-shop", "my-shop.myshopify.com" or "https://my-shop.myshopify.com/"; null when it cannot be a shop name. */
export function normaliseStoreName(storeName: string): string | null {
  const name = storeName
    .trim()
    .toLowerCase()
    .replace(/^https?:\/\//, '')
    .replace(/\.myshopify\.com\/?$/, '');
  // the name becomes part of a host name, so only host-name characters may pass (no other hosts, no paths)
  return /^[a-z0-9][a-z0-9-]{0,99}$/.test(name) ? name : null;
}

/**
 * One shop's GraphQL Admin API (reference source-apis.md §1). Network errors, 429 and 5xx are retried
 * by fetchWithRetry; Shopify's own throttling (HTTP 200 + THROTTLED) is waited out here, using the
 * bucket figures in `extensions.cost`.
 */
export class ShopifyClient {
  private readonly url: string;
  private readonly headers: Record<string, string>;
  /** the bucket as the last answer left it, and when that answer came */
  private bucket: { status: ThrottleStatus; atMs: number } | null = null;
  /** THROTTLED answers waited out, for tests and the run's log */
  throttledAnswers = 0;

  constructor(
    private readonly detail: ShopifyDetail,
    readonly options: ShopifyClientOptions = {},
  ) {
    const storeName = normaliseStoreName(detail.storeName ?? '');
    if (!storeName) throw invalidAuth(detail);
    const base = (options.endpoint ?? SHOPIFY_DEFAULT_ENDPOINT).replace('{storeName}', storeName).replace(/\/$/, '');
    this.url = `${base}/admin/api/${SHOPIFY_API_VERSION}/graphql.json`;
    this.headers = { 'content-type': 'application/json', accept: 'application/json', ...authHeaders(detail) };
  }

  /** The requested cost one page may have: a share of the shop's bucket, never over the single-query limit. */
  async pageBudget(): Promise<number> {
    // a shop's bucket can be smaller than the single-query limit, and a page larger than the bucket
    // would be throttled for ever: learn the bucket with a 1-point query before the first page
    if (!this.bucket) await this.query('query Bucket { shop { name } }');
    const maximum = this.bucket?.status.maximumAvailable ?? SHOPIFY_MAX_QUERY_COST;
    return Math.floor(Math.min(SHOPIFY_MAX_QUERY_COST, maximum) * PAGE_BUDGET_SHARE);
  }

  async query<T>(query: string, variables: Record<string, unknown> = {}): Promise<T> {
    const maxWaits = this.options.maxThrottleWaits ?? 20;
    const requested = estimateCost(query, variables);
    for (let wait = 0; ; wait++) {
      await this.waitForBucket(requested);
      const answer = await this.post<T>(query, variables);
      const status = answer.extensions?.cost?.throttleStatus;
      this.bucket = status ? { status, atMs: Date.now() } : null;
      const errors = Array.isArray(answer.errors) ? answer.errors : [];
      const codes = errors.map((e) => e.extensions?.code);
      if (codes.includes('THROTTLED')) {
        this.throttledAnswers++;
        if (wait >= maxWaits) throw new VendorError('retryable', 'RateLimited', 'Shopify kept throttling the query');
        // with the bucket figures the next waitForBucket waits exactly; without them, back off
        if (!status) await sleep(Math.min(30_000, 1000 * 2 ** wait));
        continue;
      }
      // a token without a needed scope: the "Access Level" part of the InvalidAuth message
      if (codes.includes('ACCESS_DENIED')) throw invalidAuth(this.detail);
      if (errors.length || !answer.data) {
        // MAX_COST_EXCEEDED lands here too: our page sizes are priced before sending, so it is our bug
        const message = errors.map((e) => e.message.split('\n')[0]).join('; ') || 'no data';
        throw new VendorError('invalid', 'VendorError', `Shopify refused the query: ${message}`);
      }
      return answer.data;
    }
  }

  private async post<T>(query: string, variables: Record<string, unknown>): Promise<GraphqlAnswer<T>> {
    const body = JSON.stringify({ query, variables });
    const res = await fetchWithRetry(this.url, { method: 'POST', headers: this.headers, body }, this.options.retry);
    // 401 = wrong token/key/password; 402/403/404/423 = no such shop, unpaid or locked shop
    if ([401, 402, 403, 404, 423].includes(res.status)) {
      await res.body?.cancel();
      throw invalidAuth(this.detail);
    }
    if (!res.ok) throw await unexpectedResponse('Shopify', res);
    return (await res.json()) as GraphqlAnswer<T>;
  }

  /**
   * Before a query, waits until the bucket holds what the query will ask for (reference §1 "Rate
   * limit"): the last answer's `currentlyAvailable` plus what `restoreRate` has brought back since.
   */
  private async waitForBucket(requested: number) {
    const bucket = this.bucket;
    if (!bucket || bucket.status.restoreRate <= 0) return;
    const { maximumAvailable, currentlyAvailable, restoreRate } = bucket.status;
    const needed = Math.min(requested, maximumAvailable);
    const available = currentlyAvailable + ((Date.now() - bucket.atMs) / 1000) * restoreRate;
    if (available >= needed) return;
    await sleep(Math.ceil(((needed - available) / restoreRate) * 1000) + 20);
  }
}

function authHeaders(detail: ShopifyDetail): Record<string, string> {
  if (detail.appType === 'private') {
    // legacy private app: HTTP Basic with the API key as user and the app password
    if (!detail.apiKey || !detail.password) throw invalidAuth(detail);
    return { authorization: `Basic ${Buffer.from(`${detail.apiKey}:${detail.password}`).toString('base64')}` };
  }
  if (!detail.accessToken) throw invalidAuth(detail);
  return { 'x-shopify-access-token': detail.accessToken };
}

const DIGITS = /^\d+$/;

/** The numeric id at the end of a GID: gid://shopify/Order/123 → "123". */
export function legacyId(gid: string): string {
  // the common case without a regular expression: it runs for every order, line and variant
  const slash = gid.lastIndexOf('/');
  if (slash >= 0 && gid.indexOf('?', slash) < 0) {
    const tail = gid.slice(slash + 1);
    if (tail.length > 0 && DIGITS.test(tail)) return tail;
  }
  const match = /\/(\d+)(?:\?.*)?$/.exec(gid);
  return match ? match[1]! : gid;
}
