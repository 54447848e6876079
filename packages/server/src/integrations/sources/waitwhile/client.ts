import { baseUrlOf, fetchWithRetry, parseJson } from '../../http.ts';
import { credentialsRefusal, VendorError } from '../../vendor-error.ts';
import type { VendorClientOptions } from '../shared/options.ts';
import { VendorApiClient } from '../shared/vendor-client.ts';

/** The Waitwhile source's detail (spec 2 §3). */
export type WaitwhileDetail = {
  apiKey: string;
  timezone: string;
};

/** `endpoint`: the API base, `{endpoint}/{list}` (reference §14 "Base") */
export const WAITWHILE_DEFAULT_ENDPOINT = 'https://api.waitwhile.com/v2';

/** spec 2 §8 Waitwhile InvalidApiKey; the spec gives no text, so it names the field to fix. */
export const invalidApiKey = credentialsRefusal('InvalidApiKey', 'Invalid API Key', 'apiKey');

/** The largest `limit` Waitwhile takes (reference §14: 1–100). */
export const WAITWHILE_MAX_LIMIT = 100;

/**
 * Waitwhile's REST API (reference source-apis.md §14): `GET` with the key in an `apikey` header (the
 * header most public clients send). A 429 or 5xx is retried by the shared helper, which honours
 * `Retry-After`; Waitwhile documents no limit (docs/vendors/waitwhile.md).
 */
export class WaitwhileClient extends VendorApiClient<WaitwhileDetail> {
  constructor(detail: WaitwhileDetail, options: VendorClientOptions = {}) {
    if (!detail.apiKey) throw invalidApiKey();
    super(detail, options, baseUrlOf(options.endpoint, WAITWHILE_DEFAULT_ENDPOINT));
  }

  /**
   * One page of a list. The envelope is not confirmed (reference §14): the items are read from
   * `results`, `data` or a bare array, whichever the answer has.
   */
  async list<T>(path: string, params: Record<string, string | number | undefined>): Promise<T[]> {
    const url = new URL(`${this.base}${path}`);
    for (const [name, value] of Object.entries(params)) {
      if (value !== undefined) url.searchParams.set(name, String(value));
    }
    const res = await fetchWithRetry(
      url.toString(),
      { headers: { accept: 'application/json', apikey: this.detail.apiKey } },
      this.options.retry,
    );
    const text = await res.text().catch(() => '');
    if (res.status === 401 || res.status === 403) throw invalidApiKey();
    if (!res.ok) {
      throw new VendorError(
        'invalid',
        'VendorError',
        `Waitwhile answered ${res.status}: ${messageOf(text)}`,
        res.status,
      );
    }
    const body = parseJson(text);
    if (Array.isArray(body)) return body as T[];
    const envelope = body && typeof body === 'object' ? (body as { results?: unknown; data?: unknown }) : {};
    const items = envelope.results ?? envelope.data;
    if (!Array.isArray(items)) throw new VendorError('invalid', 'VendorError', 'Waitwhile sent no list.', res.status);
    return items as T[];
  }
}

/** The vendor's `message` when it sent one, else the start of its answer. */
function messageOf(text: string): string {
  const body = parseJson(text);
  const message = body && typeof body === 'object' ? (body as { message?: unknown }).message : undefined;
  return (typeof message === 'string' ? message : text).slice(0, 200);
}
