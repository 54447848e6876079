import { setTimeout as sleep } from 'node:timers/promises';
import { OUTBOUND_REFUSAL_CODE } from '@storelens/contract/domain/outbound';
import { checkOutboundUrl, OutboundRefused } from '../platform/outbound.ts';
import { VendorError } from './vendor-error.ts';

export interface RetryOptions {
  /** attempts in all, including the first */
  attempts?: number;
  /** first backoff in ms; doubles each time, with jitter */
  baseDelayMs?: number;
  /** longest single wait, whatever Retry-After says */
  maxDelayMs?: number;
  timeoutMs?: number;
}

export interface FetchOptions extends RetryOptions {
  /**
   * The detail field that named the host (a WooCommerce site, a Runit or Teamwork server): the URL
   * is a user's address, so the outbound guard checks it first and a private, loopback, link-local
   * or metadata address is refused on that field without a connection being made.
   */
  userHostField?: string;
}

const DEFAULTS: Required<RetryOptions> = { attempts: 5, baseDelayMs: 500, maxDelayMs: 30_000, timeoutMs: 60_000 };

const retryAfterMs = (res: Response): number | null => {
  const header = res.headers.get('retry-after');
  if (!header) return null;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return seconds * 1000;
  const at = Date.parse(header);
  return Number.isNaN(at) ? null : Math.max(0, at - Date.now());
};

const isRetryableStatus = (status: number) => status === 429 || status >= 500;

/**
 * An error raised while the request was being built, before anything was sent: a header value
 * with a character HTTP cannot carry (undici's 'invalid header value', Node's ERR_INVALID_CHAR,
 * a ByteString conversion), an invalid URL. Sending it again cannot succeed.
 */
export const isRaisedBeforeSending = (err: unknown): boolean => {
  if (!(err instanceof Error)) return false;
  const code = (err as { code?: unknown }).code;
  if (code === 'ERR_INVALID_CHAR' || code === 'ERR_INVALID_URL' || code === 'ERR_INVALID_HTTP_TOKEN') return true;
  if (err.name === 'AbortError' || err.name === 'TimeoutError') return false;
  // fetch wraps network failures as TypeError('fetch failed') with a cause; a TypeError without
  // one was thrown by the Request/Headers constructors on the caller's input
  return err instanceof TypeError && err.message !== 'fetch failed' && err.cause === undefined;
};

/**
 * A vendor's base URL: the endpoint a connector was handed (a fake's in tests) or the vendor's own,
 * with its `{name}` placeholders filled from `fill` (the site or server a source names), and no
 * trailing slash.
 */
export function baseUrlOf(endpoint: string | undefined, vendorDefault: string, fill: Record<string, string> = {}) {
  let url = endpoint ?? vendorDefault;
  for (const [name, value] of Object.entries(fill)) url = url.replace(`{${name}}`, value);
  return url.replace(/\/+$/, '');
}

/** A vendor's answer text as JSON, or undefined when it is not JSON (an HTML error page, an empty body). */
export function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** How the vendor is named in a message a user may see: never by its address (an internal host or port). */
const SERVICE = 'the service';

/**
 * fetch with the retry policy every vendor client shares: 429 and 5xx answers and network
 * errors/timeouts are retried with exponential backoff, honouring Retry-After. The last
 * retryable failure throws a VendorError of kind 'retryable'; other answers are returned as they are.
 */
export async function fetchWithRetry(url: string, init: RequestInit = {}, options: FetchOptions = {}) {
  if (options.userHostField) await refuseInternalAddress(url, options.userHostField);
  const opts = { ...DEFAULTS, ...options };
  let lastError: VendorError | null = null;
  for (let attempt = 1; attempt <= opts.attempts; attempt++) {
    let waitMs: number | null = null;
    try {
      const res = await fetch(url, { ...init, signal: AbortSignal.timeout(opts.timeoutMs) });
      if (!isRetryableStatus(res.status)) return res;
      waitMs = retryAfterMs(res);
      // the answer's body is the vendor's (it may echo our request): it is not repeated to the user
      await res.body?.cancel().catch(() => undefined);
      lastError = new VendorError(
        'retryable',
        res.status === 429 ? 'RateLimited' : 'VendorUnavailable',
        res.status === 429
          ? `${SERVICE} is limiting requests (HTTP ${res.status})`
          : `${SERVICE} answered HTTP ${res.status}`,
        res.status,
      );
    } catch (err) {
      if (isRaisedBeforeSending(err)) {
        // our own request could not be built: no retry, and no address in the message
        throw new VendorError(
          'invalid',
          'InvalidRequest',
          'The request could not be sent: a value contains a character that cannot be sent to the service.',
        );
      }
      lastError = new VendorError('retryable', 'NetworkError', `no connection to ${SERVICE}`);
    }
    if (attempt === opts.attempts) break;
    const backoff = opts.baseDelayMs * 2 ** (attempt - 1) * (0.75 + Math.random() / 2);
    await sleep(Math.min(opts.maxDelayMs, waitMs ?? backoff));
  }
  throw lastError ?? new VendorError('retryable', 'NetworkError', 'request failed');
}

/** The outbound guard's verdict on a user's address, as the refusal of the field that named it. */
async function refuseInternalAddress(url: string, field: string): Promise<void> {
  try {
    await checkOutboundUrl(url, { allowPrivate: false });
  } catch (err) {
    if (!(err instanceof OutboundRefused)) throw err;
    // a name that does not resolve cannot be reached either: the fetch fails as the vendor's own
    // wrong-address refusal (WooCommerce's InvalidURL), which says more than the guard's words
    if (err.reason === 'unresolved') return;
    throw new VendorError('invalid', OUTBOUND_REFUSAL_CODE, err.message, undefined, field);
  }
}
