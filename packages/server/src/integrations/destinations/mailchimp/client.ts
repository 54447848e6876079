import { createHash } from 'node:crypto';
import { fetchWithRetry } from '../../http.ts';
import { VendorError } from '../../vendor-error.ts';
import type { DestinationOptions } from '../options.ts';

/** spec 2 §3: the Mailchimp destination's detail. */
export interface MailchimpDetail {
  apiKey: string;
  listId: string;
  storeId: string;
  storeName: string;
  ignoreWebOrders?: boolean;
}

export type JsonObject = Record<string, unknown>;

/** The datacenter is the API key's suffix after the last '-' (`...-us21` → `us21`) [M1][M2]. */
export function datacenterOf(apiKey: string): string | null {
  const dash = apiKey.lastIndexOf('-');
  const dc = dash > 0 ? apiKey.slice(dash + 1) : '';
  return /^[a-z]+\d+$/.test(dc) ? dc : null;
}

/** Mailchimp's subscriber hash: MD5 hex of the lower-cased email [M3]. */
export const subscriberHash = (email: string) => createHash('md5').update(email.trim().toLowerCase()).digest('hex');

export const invalidApiKey = () => new VendorError('credentials', 'InvalidApiKey', 'Invalid Api Key', 401, 'apiKey');

/**
 * A thin Marketing API v3 client: Basic auth with the key as password, `{dc}` substituted into the
 * endpoint (default `https://{dc}.api.mailchimp.com`), 429/5xx retried by fetchWithRetry.
 */
export class MailchimpClient {
  private readonly baseUrl: string;
  private readonly auth: string;

  constructor(
    apiKey: string,
    private readonly options: DestinationOptions = {},
  ) {
    const key = apiKey.trim();
    const dc = datacenterOf(key);
    // A key without a datacenter suffix cannot address any host; Mailchimp would refuse it anyway.
    if (!dc) throw invalidApiKey();
    const template = options.endpoints?.mailchimp ?? 'https://{dc}.api.mailchimp.com';
    this.baseUrl = `${template.replace('{dc}', dc).replace(/\/+$/, '')}/3.0`;
    this.auth = `Basic ${Buffer.from(`storelens:${key}`).toString('base64')}`;
  }

  /** One call; answers the parsed body, or null for 404 when `allowNotFound`. */
  async request(method: string, path: string, body?: JsonObject, allowNotFound = false): Promise<JsonObject | null> {
    const res = await fetchWithRetry(
      `${this.baseUrl}${path}`,
      {
        method,
        headers: { authorization: this.auth, 'content-type': 'application/json', accept: 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      },
      this.options.retry,
    );
    const text = await res.text();
    const parsed: unknown = text ? JSON.parse(text) : {};
    const json = typeof parsed === 'object' && parsed !== null ? (parsed as JsonObject) : {};
    if (res.ok) return json;
    if (res.status === 404 && allowNotFound) return null;
    throw problemToError(res.status, json);
  }
}

/**
 * Mailchimp's problem+json to a VendorError: 401 (bad key, wrong datacenter, disabled key) and 403
 * (API access disabled) mean the key is unusable [M9]; other refusals carry title and detail.
 */
export function problemToError(status: number, problem: JsonObject): VendorError {
  if (status === 401 || status === 403) return invalidApiKey();
  const title = typeof problem.title === 'string' ? problem.title : `HTTP ${status}`;
  const detail = typeof problem.detail === 'string' ? problem.detail : '';
  const errors = Array.isArray(problem.errors) ? ` ${JSON.stringify(problem.errors)}` : '';
  return new VendorError('invalid', title.replace(/\s+/g, ''), `Mailchimp: ${title}: ${detail}${errors}`, status);
}
