import { setTimeout as sleep } from 'node:timers/promises';
import { fetchWithRetry, type RetryOptions } from '../../http.ts';
import { VendorError } from '../../vendor-error.ts';

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
}

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

interface ThrottleStatus {
  maximumAvailable: number;
  currentlyAvailable: number;
  restoreRate: number;
}

interface GraphqlAnswer<T> {
  data?: T | null;
  errors?: { message: string; extensions?: { code?: string } }[] | string;
  extensions?: { cost?: { requestedQueryCost: number; throttleStatus?: ThrottleStatus } };
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
  private lastStatus: ThrottleStatus | null = null;
  private lastCost = 0;

  constructor(
    private readonly detail: ShopifyDetail,
    private readonly options: ShopifyClientOptions = {},
  ) {
    const storeName = normaliseStoreName(detail.storeName ?? '');
    if (!storeName) throw invalidAuth(detail);
    const base = (options.endpoint ?? SHOPIFY_DEFAULT_ENDPOINT).replace('{storeName}', storeName).replace(/\/$/, '');
    this.url = `${base}/admin/api/${SHOPIFY_API_VERSION}/graphql.json`;
    this.headers = { 'content-type': 'application/json', accept: 'application/json', ...authHeaders(detail) };
  }

  async query<T>(query: string, variables: Record<string, unknown> = {}): Promise<T> {
    const maxWaits = this.options.maxThrottleWaits ?? 20;
    for (let wait = 0; ; wait++) {
      await this.waitForBucket();
      const answer = await this.post<T>(query, variables);
      const cost = answer.extensions?.cost;
      this.lastStatus = cost?.throttleStatus ?? null;
      this.lastCost = cost?.requestedQueryCost ?? 0;
      const errors = Array.isArray(answer.errors) ? answer.errors : [];
      const codes = errors.map((e) => e.extensions?.code);
      if (codes.includes('THROTTLED')) {
        if (wait >= maxWaits) throw new VendorError('retryable', 'RateLimited', 'Shopify kept throttling the query');
        continue;
      }
      // a token without a needed scope: the "Access Level" part of the InvalidAuth message
      if (codes.includes('ACCESS_DENIED')) throw invalidAuth(this.detail);
      if (errors.length || !answer.data) {
        const message = errors.map((e) => e.message).join('; ') || 'no data';
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
    if (!res.ok) {
      const text = await res.text().catch(() => '');
      throw new VendorError(
        'invalid',
        'VendorError',
        `Shopify answered ${res.status}: ${text.slice(0, 200)}`,
        res.status,
      );
    }
    return (await res.json()) as GraphqlAnswer<T>;
  }

  /** Before a query, waits until the bucket has restored what the previous one cost (reference §1 "Rate limit"). */
  private async waitForBucket() {
    const status = this.lastStatus;
    if (!status || status.currentlyAvailable >= this.lastCost || status.restoreRate <= 0) return;
    const seconds = (this.lastCost - status.currentlyAvailable) / status.restoreRate;
    await sleep(Math.ceil(seconds * 1000) + 50);
    this.lastStatus = null;
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

/** The numeric id at the end of a GID: gid://shopify/Order/123 → "123". */
export function legacyId(gid: string): string {
  const match = /\/(\d+)(?:\?.*)?$/.exec(gid);
  return match ? match[1]! : gid;
}
