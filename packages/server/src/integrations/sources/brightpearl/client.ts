import { setTimeout as sleep } from 'node:timers/promises';
import { fetchWithRetry, type RetryOptions } from '../../http.ts';
import { OAuthSession, refusedAuthorization } from '../../oauth/refresh.ts';
import { renewalOf } from '../../oauth/renewal.ts';
import { VendorError } from '../../vendor-error.ts';
import type { SourceOptions } from '../shared/options.ts';

/**
 * The Brightpearl source's detail: the form's account code (spec 2 §3) plus what the OAuth flow
 * stores (providers.ts): the token pair and the account's API domain from the token answer.
 */
export type BrightpearlDetail = {
  account: string;
  accessToken: string;
  refreshToken?: string;
  /** e.g. ws-use.brightpearl.com (reference §7: the datacenter host) */
  apiDomain?: string;
  sendEmail?: boolean;
  email?: string;
};

/** Our code for a refused authorization (spec 2 §8 names none for Brightpearl). */
export const invalidToken = (reason: string) => refusedAuthorization('Brightpearl', reason);

/** reference §7: at most 500 rows a search page. */
export const PAGE_SIZE = 500;
/** IDs per multi-get (an ID set in the path; kept short enough for any proxy's URL limit). */
export const ID_SET_SIZE = 200;
/** The longest we wait for the rolling minute to free a request. */
const MAX_THROTTLE_WAIT_MS = 60_000;

const ACCOUNT = /^[\w-]{1,100}$/;
/** The token answer's api_domain must be one of Brightpearl's hosts before a token is sent to it. */
const API_DOMAIN = /^[a-z0-9-]+(\.[a-z0-9-]+)*\.brightpearl(app)?\.com$/i;

/**
 * When each account's spent request window frees (ms since epoch): the 200-a-minute pool is the
 * account's, shared by every client of it in this process (one per stream pull).
 */
const throttleResets = new Map<string, number>();

export interface SearchPage {
  rows: Record<string, unknown>[];
  more: boolean;
}

/**
 * One Brightpearl account's public API (reference source-apis.md §7) with an OAuth token:
 * `Authorization: Bearer` plus our integration's `brightpearl-app-ref` (the OAuth client id). The
 * client paces itself on `brightpearl-requests-remaining` / `brightpearl-next-throttle-period`, so
 * the pool's 503 is the exception, retried by the shared helper. A refused token is renewed once.
 */
export class BrightpearlClient {
  private readonly base: string;
  private readonly appRef: string;
  private readonly session: OAuthSession;
  private readonly retry: RetryOptions | undefined;

  constructor(detail: BrightpearlDetail, options: SourceOptions = {}) {
    if (!detail.accessToken) throw invalidToken('no token');
    const account = String(detail.account ?? '').trim();
    if (!ACCOUNT.test(account)) throw invalidToken('no valid account code');
    const host = options.endpoints?.brightpearl ?? apiHost(detail.apiDomain);
    this.base = `${host.replace(/\/+$/, '')}/public-api/${encodeURIComponent(account)}`;
    // the integration's reference is its OAuth client id (Brightpearl's token docs); without a
    // configured client the product's name stands in (docs/vendors/brightpearl.md)
    this.appRef = renewalOf(detail)?.clients.brightpearl?.id ?? 'storelens';
    this.session = new OAuthSession(detail, {
      provider: 'brightpearl',
      vendor: 'Brightpearl',
      endpoints: options.endpoints,
    });
    this.retry = options.retry;
  }

  /** One search page: rows zipped with `metaData.columns` (reference §7: rows are positional). */
  async search(path: string, params: Record<string, string>, firstResult: number, pageSize = PAGE_SIZE) {
    const query = new URLSearchParams({ ...params, pageSize: String(pageSize), firstResult: String(firstResult) });
    const body = await this.get<{
      metaData?: { morePagesAvailable?: boolean; columns?: Array<{ name: string }> };
      results?: unknown[][];
    }>(`${path}?${query}`);
    const names = (body?.metaData?.columns ?? []).map((c) => c.name);
    const rows = (body?.results ?? []).map((values) => Object.fromEntries(names.map((name, i) => [name, values[i]])));
    const page: SearchPage = { rows, more: body?.metaData?.morePagesAvailable === true };
    return page;
  }

  /** A multi-get by ID set; none found is Brightpearl's 404 (reference §7), answered here as `none`. */
  async byIds<T>(path: string, ids: readonly (string | number)[], none: T): Promise<T> {
    return (await this.get<T>(`${path}/${ids.join(',')}`, true)) ?? none;
  }

  /** A plain GET of `{service}/{resource}`; `response` unwrapped (null on a 404 when `emptyOn404`). */
  async list<T>(path: string, emptyOn404 = false): Promise<T> {
    return this.get<T>(path, emptyOn404);
  }

  private async get<T>(path: string, emptyOn404 = false, renewed = false): Promise<T> {
    await this.waitForThrottle();
    const token = this.session.accessToken;
    const res = await fetchWithRetry(
      `${this.base}/${path}`,
      {
        headers: { authorization: `Bearer ${token}`, 'brightpearl-app-ref': this.appRef, accept: 'application/json' },
      },
      this.retry,
    );
    this.noteThrottle(res);
    if (res.status === 401) {
      const reason = await errorText(res);
      if (renewed) throw invalidToken(reason);
      await this.session.renew(token, reason);
      return this.get<T>(path, emptyOn404, true);
    }
    if (res.status === 403) throw invalidToken(await errorText(res));
    if (res.status === 404 && emptyOn404) {
      await res.body?.cancel();
      return undefined as T;
    }
    if (!res.ok) {
      throw new VendorError(
        'invalid',
        'VendorError',
        `Brightpearl answered ${res.status}: ${await errorText(res)}`,
        res.status,
      );
    }
    const body = (await res.json()) as { response?: T };
    return body.response as T;
  }

  private async waitForThrottle(): Promise<void> {
    const resetAt = throttleResets.get(this.base);
    if (resetAt === undefined) return;
    const wait = resetAt - Date.now();
    if (wait > 0) await sleep(Math.min(wait, MAX_THROTTLE_WAIT_MS));
    throttleResets.delete(this.base);
  }

  /** The pool's last request spent: wait out the period the answer names before the next call. */
  private noteThrottle(res: Response): void {
    const remaining = res.headers.get('brightpearl-requests-remaining');
    const period = Number(res.headers.get('brightpearl-next-throttle-period'));
    if (remaining !== null && Number(remaining) <= 0 && Number.isFinite(period))
      throttleResets.set(this.base, Date.now() + period);
  }
}

function apiHost(apiDomain: string | undefined): string {
  const domain = String(apiDomain ?? '').trim();
  if (!API_DOMAIN.test(domain)) throw invalidToken('no Brightpearl API domain was stored with the token');
  return `https://${domain}`;
}

async function errorText(res: Response): Promise<string> {
  const body = (await res.json().catch(() => null)) as { errors?: Array<{ message?: string }> } | null;
  return body?.errors?.[0]?.message ?? `HTTP ${res.status}`;
}

/** Brightpearl's "2024-01-01T10:00:00.000+00:00" as ISO UTC. */
export const isoOf = (time: unknown): string => new Date(String(time)).toISOString();
