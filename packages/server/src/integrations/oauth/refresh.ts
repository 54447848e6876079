import * as oauth from 'oauth4webapi';
import type { OAuthProvider } from '../../config.ts';
import type { VendorEndpoints } from '../connector.ts';
import { fetchWithRetry } from '../http.ts';
import { VendorError } from '../vendor-error.ts';
import { renewalOf } from './renewal.ts';

/**
 * Renewing an OAuth 2 authorization with its refresh token (RFC 6749 §6) for the sources whose
 * vendors issue one: Lightspeed (reference source-apis.md §4: the newer auth server rotates both
 * tokens), Brightpearl (§7) and Perkville (§11). A client calls `renew` when the vendor refuses its
 * access token; the renewed pair is stored sealed in the source (CredentialRenewal) before the
 * call is repeated, because a rotated refresh token is spent the moment it is used.
 *
 * 'reconnect' (VendorError kind 'credentials') only when the vendor really refuses: the refresh
 * token is refused, or there is none to send. A token endpoint that cannot be reached is
 * 'retryable': the next run tries again with the same stored refresh token.
 */

export type RenewableProvider = Extract<OAuthProvider, 'lightspeed' | 'brightpearl' | 'perkville'>;

type Detail = Record<string, unknown>;

/** The providers' auth hosts (the same defaults as the validation flow's, providers.ts). */
const AUTH_HOSTS: Record<RenewableProvider, { key: keyof VendorEndpoints; host: string }> = {
  lightspeed: { key: 'lightspeedAuth', host: 'https://cloud.lightspeedapp.com' },
  brightpearl: { key: 'brightpearlAuth', host: 'https://oauth.brightpearl.com' },
  perkville: { key: 'perkvilleAuth', host: 'https://www.perkville.com' },
};

/** Where each provider's token endpoint is (the validation flow exchanges its codes there too). */
export function tokenEndpoint(endpoints: VendorEndpoints, provider: RenewableProvider, detail: Detail): string {
  const { key, host } = AUTH_HOSTS[provider];
  const base = (endpoints[key] ?? host).replace(/\/+$/, '');
  switch (provider) {
    case 'lightspeed':
      return `${base}/auth/oauth/token`;
    case 'perkville':
      return `${base}/api/token/`;
    default:
      return `${base}/token/${encodeURIComponent(String(detail.account ?? ''))}`;
  }
}

export interface OAuthSessionOptions {
  provider: RenewableProvider;
  /** the vendor's name in messages a user reads */
  vendor: string;
  endpoints?: VendorEndpoints;
}

/** The code and message of a refused authorization (spec 2 §8 names none for these vendors). */
export const refusedAuthorization = (vendor: string, reason: string) =>
  new VendorError(
    'credentials',
    'InvalidToken',
    `${vendor} refused the authorization (${reason}); reconnect ${vendor}`,
    401,
  );

/**
 * One source's OAuth tokens during a pull. `detail` is the engine's detail object itself: a renewal
 * writes the new pair into it, so the streams pulled after this one use it too.
 */
export class OAuthSession {
  private renewing: Promise<void> | null = null;

  constructor(
    private readonly detail: Detail,
    private readonly options: OAuthSessionOptions,
  ) {}

  get accessToken(): string {
    return String(this.detail.accessToken ?? '');
  }

  /**
   * Renews after the vendor refused `refused` (the token the call sent). Calls that fail together
   * share one renewal; a call that sent an older token than the current one just retries.
   */
  renew(refused: string, reason: string): Promise<void> {
    if (refused !== this.accessToken) return Promise.resolve();
    this.renewing ??= this.refresh(reason).finally(() => {
      this.renewing = null;
    });
    return this.renewing;
  }

  private async refresh(reason: string): Promise<void> {
    const { provider, vendor } = this.options;
    const renewal = renewalOf(this.detail);
    const client = renewal?.clients[provider];
    const refreshToken = String(this.detail.refreshToken ?? '');
    if (!renewal || !client || !refreshToken) throw refusedAuthorization(vendor, reason);
    // another run or a preview may have renewed the pair since this detail was read
    const stored = await renewal.current();
    if (typeof stored.accessToken === 'string' && stored.accessToken && stored.accessToken !== this.accessToken) {
      Object.assign(this.detail, { accessToken: stored.accessToken, refreshToken: stored.refreshToken });
      return;
    }
    const url = tokenEndpoint(this.options.endpoints ?? {}, provider, this.detail);
    const as: oauth.AuthorizationServer = { issuer: new URL(url).origin, token_endpoint: url };
    const oauthClient: oauth.Client = { client_id: client.id };
    let tokens: oauth.TokenEndpointResponse;
    try {
      const res = await oauth.refreshTokenGrantRequest(
        as,
        oauthClient,
        oauth.ClientSecretPost(client.secret),
        refreshToken,
        {
          // one attempt: a refresh token that reached the vendor may already be spent
          [oauth.customFetch]: (u, init) => fetchWithRetry(u, init as RequestInit, { attempts: 1, timeoutMs: 20_000 }),
          // the hosts are ours to configure: VENDOR_ENDPOINTS may point them at local fakes over http
          [oauth.allowInsecureRequests]: new URL(url).protocol === 'http:',
        },
      );
      tokens = await oauth.processRefreshTokenResponse(as, oauthClient, res);
    } catch (err) {
      throw renewalFailure(vendor, err);
    }
    const fields: Detail = {
      accessToken: tokens.access_token,
      // a provider that does not rotate keeps the refresh token it had
      refreshToken:
        typeof tokens.refresh_token === 'string' && tokens.refresh_token ? tokens.refresh_token : refreshToken,
    };
    Object.assign(this.detail, fields);
    await renewal.save(fields);
  }
}

/**
 * The HTTP status behind an oauth4webapi failure: an error answer's own, or the unexpected response an
 * OperationProcessingError carries; undefined when no answer came (a network failure, a malformed body).
 */
export function oauthErrorStatus(err: unknown): number | undefined {
  if (err instanceof oauth.ResponseBodyError || err instanceof oauth.WWWAuthenticateChallengeError) return err.status;
  if (err instanceof oauth.OperationProcessingError && err.cause instanceof Response) return err.cause.status;
  return undefined;
}

/** A refused refresh (the vendor's 4xx) needs the user; anything else is tried again later. */
function renewalFailure(vendor: string, err: unknown): VendorError {
  if (err instanceof VendorError) return err;
  const status = oauthErrorStatus(err);
  const detail = err instanceof oauth.ResponseBodyError ? err.error : err instanceof Error ? err.message : String(err);
  if (status !== undefined && status >= 400 && status < 500)
    return refusedAuthorization(vendor, `the refresh token was refused: ${detail}`);
  return new VendorError(
    'retryable',
    'VendorUnavailable',
    `${vendor} could not renew the authorization right now${status ? ` (HTTP ${status})` : ''}; the next run tries again`,
    status,
  );
}
