import { baseUrlOf, fetchWithRetry } from '../../http.ts';
import { credentialsRefusal, VendorError } from '../../vendor-error.ts';
import type { VendorClientOptions } from '../shared/options.ts';
import { VendorApiClient } from '../shared/vendor-client.ts';

/** The Haku source's detail (spec 2 §3). */
export type HakuDetail = {
  clientId: string;
  clientSecret: string;
};

/**
 * ASSUMED: the only public trace of a Haku API host is one seed file naming this base (reference
 * source-apis.md §16). docs/vendors/haku.md lists what to confirm with Haku before going live.
 */
export const HAKU_DEFAULT_ENDPOINT = 'https://api.hakuapp.com/v1';

/** spec 2 §8: Haku InvalidCredentials 'Invalid Client Id or Secret'. */
export const invalidCredentials = credentialsRefusal(
  'InvalidCredentials',
  'Invalid Client Id or Secret',
  'clientSecret',
);

/** A token is taken as expired this long before Haku says, so a request never carries a dying one. */
const EXPIRY_MARGIN_MS = 60_000;

/** Access tokens by (API, client id, secret): the client-credentials grant issues one per client. */
const tokenCache = new Map<string, { token: string; expiresAt: number }>();

/**
 * Haku's API as assumed from its form (a Client Id and a Client Secret, spec 2 §3): an OAuth 2
 * client-credentials token, sent as a Bearer token. The grant issues no refresh token, so an expired
 * token (or a 401 on a read) is replaced by asking for a new one with the same client credentials;
 * only a refused grant is a credentials failure.
 */
export class HakuClient extends VendorApiClient<HakuDetail> {
  private readonly cacheKey: string;

  constructor(detail: HakuDetail, options: VendorClientOptions = {}) {
    if (!detail.clientId || !detail.clientSecret) throw invalidCredentials();
    super(detail, options, baseUrlOf(options.endpoint, HAKU_DEFAULT_ENDPOINT));
    this.cacheKey = `${this.base} ${detail.clientId} ${detail.clientSecret}`;
  }

  /** A new token from the client-credentials grant; a 400/401 is the credentials' refusal. */
  async issueToken(): Promise<string> {
    const res = await fetchWithRetry(
      `${this.base}/oauth/token`,
      {
        method: 'POST',
        headers: { accept: 'application/json', 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          grant_type: 'client_credentials',
          client_id: this.detail.clientId,
          client_secret: this.detail.clientSecret,
        }).toString(),
      },
      this.options.retry,
    );
    const body = (await res.json().catch(() => null)) as { access_token?: unknown; expires_in?: unknown } | null;
    if (res.status === 400 || res.status === 401 || res.status === 403) throw invalidCredentials();
    if (!res.ok || typeof body?.access_token !== 'string') {
      throw new VendorError(
        'invalid',
        'VendorError',
        `Haku answered HTTP ${res.status} to the token request`,
        res.status,
      );
    }
    const seconds = typeof body.expires_in === 'number' ? body.expires_in : 3600;
    tokenCache.set(this.cacheKey, {
      token: body.access_token,
      expiresAt: Date.now() + seconds * 1000 - EXPIRY_MARGIN_MS,
    });
    return body.access_token;
  }

  private async token(): Promise<string> {
    const cached = tokenCache.get(this.cacheKey);
    return cached && cached.expiresAt > Date.now() ? cached.token : this.issueToken();
  }

  async get<T>(path: string, params: Record<string, string | number>): Promise<T> {
    const url = new URL(`${this.base}${path}`);
    for (const [name, value] of Object.entries(params)) url.searchParams.set(name, String(value));
    for (let attempt = 1; ; attempt++) {
      const res = await fetchWithRetry(
        url.toString(),
        { headers: { accept: 'application/json', authorization: `Bearer ${await this.token()}` } },
        this.options.retry,
      );
      if (res.status === 401 && attempt === 1) {
        // the token ended early (revoked, or Haku's clock): one fresh token, then a 401 is real
        await res.body?.cancel().catch(() => undefined);
        tokenCache.delete(this.cacheKey);
        continue;
      }
      if (res.status === 401 || res.status === 403) throw invalidCredentials();
      if (!res.ok) {
        await res.body?.cancel().catch(() => undefined);
        throw new VendorError('invalid', 'VendorError', `Haku answered HTTP ${res.status}`, res.status);
      }
      return (await res.json()) as T;
    }
  }
}
