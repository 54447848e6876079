import { setTimeout as sleep } from 'node:timers/promises';
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
 * fetch with the retry policy every vendor client shares: 429 and 5xx answers and network
 * errors/timeouts are retried with exponential backoff, honouring Retry-After. The last
 * retryable failure throws a VendorError of kind 'retryable'; other answers are returned as they are.
 */
export async function fetchWithRetry(url: string, init: RequestInit = {}, options: RetryOptions = {}) {
  const opts = { ...DEFAULTS, ...options };
  let lastError: VendorError | null = null;
  for (let attempt = 1; attempt <= opts.attempts; attempt++) {
    let waitMs: number | null = null;
    try {
      const res = await fetch(url, { ...init, signal: AbortSignal.timeout(opts.timeoutMs) });
      if (!isRetryableStatus(res.status)) return res;
      waitMs = retryAfterMs(res);
      const body = await res.text().catch(() => '');
      lastError = new VendorError(
        'retryable',
        res.status === 429 ? 'RateLimited' : 'VendorUnavailable',
        `${new URL(url).host} answered ${res.status}${body ? `: ${body.slice(0, 200)}` : ''}`,
        res.status,
      );
    } catch (err) {
      const reason = err instanceof Error ? err.message : String(err);
      lastError = new VendorError('retryable', 'NetworkError', `${new URL(url).host} could not be reached: ${reason}`);
    }
    if (attempt === opts.attempts) break;
    const backoff = opts.baseDelayMs * 2 ** (attempt - 1) * (0.75 + Math.random() / 2);
    await sleep(Math.min(opts.maxDelayMs, waitMs ?? backoff));
  }
  throw lastError ?? new VendorError('retryable', 'NetworkError', 'request failed');
}
