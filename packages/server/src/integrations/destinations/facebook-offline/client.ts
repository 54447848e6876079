import { setTimeout as sleep } from 'node:timers/promises';
import { fetchWithRetry, type RetryOptions } from '../../http.ts';
import { VendorError } from '../../vendor-error.ts';
import type { DestinationOptions } from '../options.ts';

/** spec 2 §3: the Facebook Offline destination's detail (the Meta dataset, ex offline event set). */
export interface FacebookOfflineDetail {
  datasetId: string;
}

export type JsonObject = Record<string, unknown>;

/**
 * Graph API root with its version. v16.0 ended the legacy Offline Conversions API; offline events go
 * to the Conversions API on a dataset since [F3]. The version is ours to choose; VENDOR_ENDPOINTS
 * `facebook` overrides it (with the version in the path).
 */
const DEFAULT_ENDPOINT = 'https://graph.facebook.com/v21.0';

/** Graph's throttling codes (app, user, page, custom, business use case) and its transient ones [F5][F7]. */
const THROTTLE_CODES = new Set([1, 2, 4, 17, 32, 341, 613]);
const isThrottle = (code: number) => THROTTLE_CODES.has(code) || (code >= 80_000 && code <= 80_014);
/** Permission refusals: 10 and 200–299 [F5]. */
const isPermission = (code: number) => code === 10 || (code >= 200 && code <= 299);

const RETRY_DEFAULTS = { attempts: 5, baseDelayMs: 2_000, maxDelayMs: 60_000 };

export const invalidDataset = (status?: number) =>
  new VendorError('credentials', 'InvalidDatasetId', 'Invalid / No Permissions for Dataset', status, 'datasetId');

export const notConfigured = () =>
  new VendorError(
    'invalid',
    'NotConfigured',
    'Facebook Offline is not set up on this server: its Meta access token (FACEBOOK_ACCESS_TOKEN) is missing.',
  );

interface GraphError {
  message: string;
  code: number;
  subcode: number | null;
}

const graphErrorOf = (json: JsonObject): GraphError | null => {
  const error = json.error;
  if (typeof error !== 'object' || error === null) return null;
  const e = error as JsonObject;
  return {
    message: typeof e.message === 'string' ? e.message : '',
    code: typeof e.code === 'number' ? e.code : 0,
    subcode: typeof e.error_subcode === 'number' ? e.error_subcode : null,
  };
};

/** A Graph refusal as the product tells it: the dataset is the user's field; the token is ours. */
function toVendorError(error: GraphError | null, status: number, text: string): VendorError {
  if (error && ((error.code === 100 && error.subcode === 33) || isPermission(error.code)))
    return invalidDataset(status);
  if (error?.code === 190 || error?.code === 2500)
    return new VendorError(
      'invalid',
      'InvalidAccessToken',
      "Meta refused StoreLens's access token; an administrator must renew FACEBOOK_ACCESS_TOKEN.",
      status,
    );
  if (error && isThrottle(error.code))
    return new VendorError('retryable', 'RateLimited', `Meta is limiting requests (code ${error.code})`, status);
  return new VendorError(
    'invalid',
    'FacebookRejected',
    `Meta refused the request: ${error?.message || text.slice(0, 300) || `HTTP ${status}`}`,
    status,
  );
}

/**
 * Graph API calls with the server's own system-user token (the form holds only the dataset id, so
 * the advertiser grants StoreLens's business access to the dataset). Graph throttles with HTTP 400
 * and a code in the body, not 429 [F6]: those codes are retried here with backoff, on top of the
 * 429/5xx retries of fetchWithRetry.
 */
export class FacebookClient {
  private readonly baseUrl: string;
  private readonly retry: Required<Pick<RetryOptions, 'attempts' | 'baseDelayMs' | 'maxDelayMs'>>;

  constructor(
    private readonly token: string | undefined,
    private readonly options: DestinationOptions = {},
  ) {
    this.baseUrl = (options.endpoints?.facebook ?? DEFAULT_ENDPOINT).replace(/\/+$/, '');
    this.retry = { ...RETRY_DEFAULTS, ...options.retry };
  }

  async request(method: 'GET' | 'POST', path: string, body?: JsonObject): Promise<JsonObject> {
    if (!this.token) throw notConfigured();
    // GET carries the token in the query as documented; a POST carries it in the body, out of URLs and logs
    const url =
      method === 'GET'
        ? `${this.baseUrl}${path}${path.includes('?') ? '&' : '?'}access_token=${encodeURIComponent(this.token)}`
        : `${this.baseUrl}${path}`;
    const init: RequestInit = {
      method,
      headers: { accept: 'application/json', ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify({ ...body, access_token: this.token }) : undefined,
    };
    for (let attempt = 1; ; attempt++) {
      const res = await fetchWithRetry(url, init, this.options.retry);
      const text = await res.text();
      let json: JsonObject = {};
      try {
        const parsed: unknown = text ? JSON.parse(text) : {};
        if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)) json = parsed as JsonObject;
      } catch {
        // not JSON: reported below with the status
      }
      if (res.ok) return json;
      const error = graphErrorOf(json);
      if (error && isThrottle(error.code) && attempt < this.retry.attempts) {
        const backoff = this.retry.baseDelayMs * 2 ** (attempt - 1) * (0.75 + Math.random() / 2);
        await sleep(Math.min(this.retry.maxDelayMs, backoff));
        continue;
      }
      throw toVendorError(error, res.status, text);
    }
  }
}
