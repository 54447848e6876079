import type { VendorEndpoints } from '../../connector.ts';
import { fetchWithRetry } from '../../http.ts';
import { OAuthSession, refusedAuthorization } from '../../oauth/refresh.ts';
import { unexpectedResponse, VendorError } from '../../vendor-error.ts';
import type { VendorClientOptions } from '../shared/options.ts';

/** How web sales are recognised (spec 2 §9 "Lightspeed identifier types"; the contract's values). */
export type EcomIdentifierType =
  | 'referenceSource'
  | 'referenceNumber'
  | 'register'
  | 'salesperson'
  | 'shop'
  | 'tenderName'
  | 'tenderType';

/**
 * The Lightspeed source's detail (spec 2 §3) plus what the OAuth flow stores in it: the token pair
 * and the account id the tokens work on (reference §4).
 */
export type LightspeedDetail = {
  accessToken: string;
  refreshToken?: string;
  accountId: string;
  ecomIdentifierType?: EcomIdentifierType;
  /** identifiers of web sales (spec 2 §5: one per line, blanks dropped, lower-cased, trimmed) */
  ecomIdentifier?: string | string[];
  /** shops (ids or names) whose stock is not pulled, one per line */
  inventoryStoreIgnore?: string | string[];
  sendEmail?: boolean;
  email?: string;
};

/** `endpoints`: where the token endpoint is (lightspeedAuth), for renewing an expired token. */
export type LightspeedClientOptions = VendorClientOptions & { endpoints?: VendorEndpoints };

export const LIGHTSPEED_DEFAULT_ENDPOINT = 'https://api.lightspeedapp.com';

/**
 * Our code for a refused Lightspeed authorization (spec 2 §8 names none for Lightspeed): given only
 * once the refresh token is refused too (or there is none), see OAuthSession.
 */
export const invalidToken = (reason: string) => refusedAuthorization('Lightspeed', reason);

export type LsAttributes = { next?: string; previous?: string };

/** One-per-line settings (as typed, or as the contract's parsed list): blanks dropped, lower-cased and trimmed (spec 2 §5). */
export const lines = (value: string | string[] | undefined) =>
  (Array.isArray(value) ? value : (value ?? '').split(/\r?\n/))
    .map((line) => line.trim().toLowerCase())
    .filter(Boolean);

/** Lightspeed sends a list of one as a bare object and none as a missing key. */
export function asList<T>(value: T | T[] | undefined | null): T[] {
  if (value === undefined || value === null) return [];
  return Array.isArray(value) ? value : [value];
}

/** One account's Retail API V3 (reference source-apis.md §4). 429 + Retry-After is waited out by fetchWithRetry. */
export class LightspeedClient {
  private readonly base: string;
  private readonly origin: string;
  private readonly session: OAuthSession;

  constructor(
    detail: LightspeedDetail,
    private readonly options: LightspeedClientOptions = {},
  ) {
    if (!detail.accessToken) throw invalidToken('no token');
    // the engine's detail object itself: a renewed pair is written into it for the next streams
    this.session = new OAuthSession(detail, {
      provider: 'lightspeed',
      vendor: 'Lightspeed',
      endpoints: options.endpoints,
    });
    if (!/^\d+$/.test(String(detail.accountId ?? ''))) throw invalidToken('no account');
    this.origin = new URL(options.endpoint ?? LIGHTSPEED_DEFAULT_ENDPOINT).origin;
    this.base = `${(options.endpoint ?? LIGHTSPEED_DEFAULT_ENDPOINT).replace(/\/$/, '')}/API/V3/Account/${detail.accountId}`;
  }

  /** The first page of a resource list, e.g. `Sale` with `{ timeStamp: '>=,2024-01-01T00:00:00' }`. */
  firstPage<T>(resource: string, params: Record<string, string>) {
    const url = new URL(`${this.base}/${resource}.json`);
    for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
    return this.page<T>(resource, url.toString());
  }

  /** A page by URL (`@attributes.next`), with its records and the next page's URL ('' at the end). */
  async page<T>(resource: string, url: string): Promise<{ rows: T[]; next: string }> {
    // `next` comes from the vendor: follow it only on the API's own origin, where the token belongs
    if (new URL(url).origin !== this.origin)
      throw new VendorError('invalid', 'VendorError', 'Lightspeed paged off its host');
    const body = await this.get<Record<string, unknown> & { '@attributes'?: LsAttributes }>(url);
    return { rows: asList(body[resource] as T | T[] | undefined), next: body['@attributes']?.next ?? '' };
  }

  async account(): Promise<{ accountID: string; name: string }> {
    const body = await this.get<{ Account: { accountID: string; name: string } }>(`${this.base}.json`);
    return body.Account;
  }

  /**
   * A GET with the current access token. A 401 ("Token has expired", reference §4) renews the pair
   * with the refresh token and asks once more; only a refused renewal means reconnecting.
   */
  private async get<T>(url: string, renewed = false): Promise<T> {
    const token = this.session.accessToken;
    const headers = { authorization: `Bearer ${token}`, accept: 'application/json' };
    const res = await fetchWithRetry(url, { headers }, this.options.retry);
    if (res.status === 401 || res.status === 403) {
      const body = (await res.json().catch(() => ({}))) as { message?: string };
      const reason = body.message ?? `HTTP ${res.status}`;
      // 403 is a missing permission: a new token would not have it either
      if (res.status === 403 || renewed) throw invalidToken(reason);
      await this.session.renew(token, reason);
      return this.get<T>(url, true);
    }
    if (!res.ok) throw await unexpectedResponse('Lightspeed', res);
    return (await res.json()) as T;
  }
}

/** Lightspeed's `timeStamp` ("2024-01-01T10:00:00+00:00") as ISO UTC. */
export const isoOf = (timeStamp: string) => new Date(timeStamp).toISOString();
