import { setTimeout as sleep } from 'node:timers/promises';
import { baseUrlOf, fetchWithRetry, parseJson } from '../../http.ts';
import { credentialsRefusal, VendorError } from '../../vendor-error.ts';
import type { VendorClientOptions } from '../shared/options.ts';
import { VendorApiClient } from '../shared/vendor-client.ts';

/** The SKU Vault source's detail (spec 2 §3). */
export type SkuVaultDetail = {
  tenantToken: string;
  userToken: string;
};

/** `endpoint`: the API base; calls are `{endpoint}/{area}/{call}` (reference §8 "Base") */
export const SKUVAULT_DEFAULT_ENDPOINT = 'https://app.skuvault.com/api';

/** spec 2 §8: SKU Vault InvalidToken 'Invalid Tenant and/or User Token'. */
export const invalidToken = credentialsRefusal('InvalidToken', 'Invalid Tenant and/or User Token', 'tenantToken');

/** The longest we wait for a call's throttling window to reset (reference §8: budgets per minute). */
const MAX_THROTTLE_WAIT_MS = 65_000;

/**
 * When each (API, user, call) budget resets (ms since epoch): SkuVault throttles per user and per call
 * (reference §8), and every client of the same user in this process shares that budget.
 */
const throttleResets = new Map<string, number>();

/**
 * SkuVault's API (reference source-apis.md §8): every call a POST of JSON with the tenant and user
 * tokens in the body. The budgets are small (heavy reads about 5 a minute), so the client paces
 * itself on `X-RateLimit-Remaining` / `X-RateLimit-Reset` instead of spending calls on 429s; a 429
 * or 5xx that still happens is retried by the shared helper.
 */
export class SkuVaultClient extends VendorApiClient<SkuVaultDetail> {
  constructor(detail: SkuVaultDetail, options: VendorClientOptions = {}) {
    if (!detail.tenantToken || !detail.userToken) throw invalidToken();
    super(detail, options, baseUrlOf(options.endpoint, SKUVAULT_DEFAULT_ENDPOINT));
  }

  async call<T>(name: string, body: Record<string, unknown>): Promise<T> {
    const budget = `${this.base} ${this.detail.userToken} ${name}`;
    const waitMs = (throttleResets.get(budget) ?? 0) - Date.now();
    if (waitMs > 0) await sleep(Math.min(waitMs, MAX_THROTTLE_WAIT_MS));
    const res = await fetchWithRetry(
      `${this.base}/${name}`,
      {
        method: 'POST',
        headers: { accept: 'application/json', 'content-type': 'application/json' },
        body: JSON.stringify({ ...body, TenantToken: this.detail.tenantToken, UserToken: this.detail.userToken }),
      },
      this.options.retry,
    );
    this.noteBudget(budget, res);
    const text = await res.text().catch(() => '');
    // the status for refused tokens is not documented: 401/403, or an error naming the token (docs/vendors/skuvault.md)
    if (res.status === 401 || res.status === 403) throw invalidToken();
    const parsed = parseJson(text);
    const errors = errorsOf(parsed);
    if (errors.some((e) => /token/i.test(e))) throw invalidToken();
    if (!res.ok || parsed === undefined) {
      throw new VendorError(
        'invalid',
        'VendorError',
        `SKU Vault answered ${res.status}: ${(errors.join('; ') || text).slice(0, 200)}`,
        res.status,
      );
    }
    return parsed as T;
  }

  private noteBudget(budget: string, res: Response): void {
    const remaining = Number(res.headers.get('x-ratelimit-remaining'));
    const resetSeconds = Number(res.headers.get('x-ratelimit-reset'));
    const known = res.headers.has('x-ratelimit-remaining') && Number.isFinite(remaining) && resetSeconds > 0;
    if (known && remaining <= 0) throttleResets.set(budget, resetSeconds * 1000);
    else throttleResets.delete(budget);
  }
}

/** The `Errors` array SkuVault answers carry (reference §8), as strings. */
function errorsOf(body: unknown): string[] {
  const errors =
    body && typeof body === 'object' && !Array.isArray(body) ? (body as { Errors?: unknown }).Errors : null;
  return Array.isArray(errors) ? errors.map((e) => (typeof e === 'string' ? e : JSON.stringify(e))) : [];
}

/** SkuVault dates are UTC; some come without a zone suffix. To ISO, whole seconds. */
export const utc = (value: string | null | undefined): string | null => {
  if (!value) return null;
  const ms = Date.parse(/[zZ]|[+-]\d\d:?\d\d$/.test(value) ? value : `${value}Z`);
  return Number.isNaN(ms) ? null : new Date(ms).toISOString().replace('.000Z', 'Z');
};
