import { baseUrlOf, fetchWithRetry, parseJson } from '../../http.ts';
import { credentialsRefusal, VendorError } from '../../vendor-error.ts';
import type { VendorClientOptions } from '../shared/options.ts';
import { VendorApiClient } from '../shared/vendor-client.ts';
import { instantOfWallClock, isoSeconds, toWallTime } from '../shared/wall-time.ts';

/** The Runit source's detail (spec 2 §3): the store server's address, the store id, its time zone, web tenders. */
export type RunitDetail = {
  url: string;
  storeId: string;
  timezone: string;
  tenderType: string[];
};

/** `endpoint`: the server base; `{url}` is replaced by the detail's server address */
export const RUNIT_DEFAULT_ENDPOINT = 'https://{url}';
/** the store's API under the server (assumed, docs/vendors/runit.md) */
const API_PATH = '/api/v1/stores';

/** spec 2 §8: Runit InvalidUrlStoreId. The spec gives no text; this one names both fields to check. */
export const invalidUrlStoreId = credentialsRefusal('InvalidUrlStoreId', 'Invalid URL or Store Id', 'url', 404);

/** A server address: a host with an optional port and path; a typed scheme and trailing slashes are dropped. */
export function normaliseServerUrl(url: string): string | null {
  const server = url
    .trim()
    .replace(/^https?:\/\//i, '')
    .replace(/\/+$/, '');
  return /^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*(:\d{1,5})?(\/[\w.~-]+)*$/i.test(server)
    ? server
    : null;
}

export interface RunitPage<T> {
  rows: T[];
  total: number;
}

/**
 * One Runit store's API (assumed shape, docs/vendors/runit.md): GET lists under
 * `{server}/api/v1/stores/{storeId}` with `page`/`pageSize` and `modifiedSince` in the store's wall time.
 * No key: the server and the store id name the store (spec 2 §3). A 404, a refusal or an answer that is
 * not JSON means the address or the store id is wrong (InvalidUrlStoreId); 429/5xx go through the
 * shared retry, which honours Retry-After.
 */
export class RunitClient extends VendorApiClient<RunitDetail> {
  constructor(detail: RunitDetail, options: VendorClientOptions = {}) {
    const server = normaliseServerUrl(detail.url ?? '');
    const storeId = (detail.storeId ?? '').trim();
    if (!server || !storeId) throw invalidUrlStoreId();
    super(
      detail,
      options,
      `${baseUrlOf(options.endpoint, RUNIT_DEFAULT_ENDPOINT, { url: server })}${API_PATH}/${encodeURIComponent(storeId)}`,
      'url',
    );
  }

  get storeId(): string {
    return this.detail.storeId.trim();
  }

  get timezone(): string {
    return this.detail.timezone || 'Etc/UTC';
  }

  async store<T>(): Promise<T> {
    return this.get<T>('', {});
  }

  async list<T>(resource: string, params: Record<string, string | number>): Promise<RunitPage<T>> {
    const body = await this.get<{ Items?: T[]; TotalCount?: number }>(`/${resource}`, params);
    const rows = Array.isArray(body.Items) ? body.Items : [];
    return { rows, total: typeof body.TotalCount === 'number' ? body.TotalCount : rows.length };
  }

  private async get<T>(path: string, params: Record<string, string | number>): Promise<T> {
    const url = new URL(`${this.base}${path}`);
    for (const [name, value] of Object.entries(params)) url.searchParams.set(name, String(value));
    const res = await fetchWithRetry(url.toString(), { headers: { accept: 'application/json' } }, this.fetchOptions);
    const text = await res.text().catch(() => '');
    if (res.status === 404 || res.status === 401 || res.status === 403) throw invalidUrlStoreId();
    const parsed = parseJson(text);
    if (!res.ok) {
      const message = messageOf(parsed) ?? text.slice(0, 200);
      throw new VendorError('invalid', 'VendorError', `Runit answered ${res.status}: ${message}`, res.status);
    }
    // a web server that is not a Runit server answers pages, not JSON
    if (parsed === undefined || parsed === null || typeof parsed !== 'object') throw invalidUrlStoreId();
    return parsed as T;
  }
}

const messageOf = (body: unknown): string | null =>
  body && typeof body === 'object' && typeof (body as { Message?: unknown }).Message === 'string'
    ? (body as { Message: string }).Message
    : null;

const HAS_OFFSET = /([zZ]|[+-]\d\d:?\d\d)$/;

/**
 * A Runit date to a UTC ISO instant (whole seconds). Runit writes the store's wall time without an
 * offset (assumed: why the source has a time zone); a date that carries an offset is taken as it is.
 * A wall time that happens twice (the autumn hour) is its first occurrence; one that never happens
 * (the spring gap) is read with the offset of the hours before it.
 */
export function runitToUtc(value: string | null | undefined, timeZone: string): string | null {
  if (!value) return null;
  if (HAS_OFFSET.test(value)) {
    const ms = Date.parse(value);
    return Number.isNaN(ms) ? null : isoSeconds(ms);
  }
  const wall = Date.parse(`${value.slice(0, 19)}Z`);
  if (Number.isNaN(wall)) return null;
  return isoSeconds(instantOfWallClock(wall, timeZone, wall - 12 * 3_600_000));
}

/** A UTC instant as the store's wall time, for `modifiedSince`. */
export function utcToRunit(iso: string, timeZone: string): string {
  return toWallTime(Date.parse(iso), timeZone);
}
