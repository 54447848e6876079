import { fetchWithRetry } from '../../http.ts';
import { VendorError } from '../../vendor-error.ts';
import type { VendorClientOptions } from '../shared/options.ts';

/** The Waitwhile source's detail (spec 2 §3). */
export type WaitwhileDetail = {
  apiKey: string;
  timezone: string;
};

/** `endpoint`: the API base, `{endpoint}/{list}` (reference §14 "Base") */
export type WaitwhileClientOptions = VendorClientOptions;

export const WAITWHILE_DEFAULT_ENDPOINT = 'https://api.waitwhile.com/v2';

/** spec 2 §8 Waitwhile InvalidApiKey; the spec gives no text, so it names the field to fix. */
export const invalidApiKey = () => new VendorError('credentials', 'InvalidApiKey', 'Invalid API Key', 401, 'apiKey');

/** The largest `limit` Waitwhile takes (reference §14: 1–100). */
export const WAITWHILE_MAX_LIMIT = 100;

/**
 * Waitwhile's REST API (reference source-apis.md §14): `GET` with the key in an `apikey` header (the
 * header most public clients send). A 429 or 5xx is retried by the shared helper, which honours
 * `Retry-After`; Waitwhile documents no limit (docs/vendors/waitwhile.md).
 */
export class WaitwhileClient {
  private readonly base: string;

  constructor(
    private readonly detail: WaitwhileDetail,
    private readonly options: WaitwhileClientOptions = {},
  ) {
    if (!detail.apiKey) throw invalidApiKey();
    this.base = (options.endpoint ?? WAITWHILE_DEFAULT_ENDPOINT).replace(/\/$/, '');
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

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** The vendor's `message` when it sent one, else the start of its answer. */
function messageOf(text: string): string {
  const body = parseJson(text);
  const message = body && typeof body === 'object' ? (body as { message?: unknown }).message : undefined;
  return (typeof message === 'string' ? message : text).slice(0, 200);
}
