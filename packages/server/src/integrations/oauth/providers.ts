import type { OAuthClient, OAuthProvider } from '../../config.ts';
import type { VendorEndpoints } from '../connector.ts';

/**
 * The providers' side of source validation (spec 2 §4, §7; reference source-apis.md §1, §4, §7,
 * §9, §10, §11): authorize URLs with `state` = the validation token, code exchanges
 * (oauth2-flows.ts), RunSignup's OAuth 1.0a token dance (runsignup-flow.ts) and Race Roster's
 * password grant (raceroster-login.ts). What they share stands here: where each provider lives
 * (hosts come from VendorEndpoints so that tests and the demo talk to the local fakes), our client
 * at each, and how a call to one fails.
 *
 * The standard code exchanges (Lightspeed, Perkville, Brightpearl) go through `oauth4webapi`, the
 * OAuth 1.0a signatures through `oauth-1.0a` (oauth1.ts). Shopify's exchange and Race Roster's
 * login are not standard OAuth 2 token requests and are written out (see each).
 */

/** How a provider call failed: `refused` = the provider said no (bad code, login, signature). */
export class OAuthFlowError extends Error {
  constructor(
    readonly kind: 'refused' | 'unavailable' | 'notConfigured',
    message: string,
  ) {
    super(message);
    this.name = 'OAuthFlowError';
  }
}

export interface OAuthContext {
  endpoints: VendorEndpoints;
  clients: Partial<Record<OAuthProvider, OAuthClient>>;
  /** our public URL, without a trailing slash */
  publicUrl: string;
}

export type Detail = Record<string, unknown>;

export const DEFAULT_AUTH_HOSTS = {
  lightspeedAuth: 'https://cloud.lightspeedapp.com',
  perkvilleAuth: 'https://www.perkville.com',
  brightpearlAuth: 'https://oauth.brightpearl.com',
  runSignup: 'https://runsignup.com',
  raceRoster: 'https://raceroster.com',
} as const;

export const host = (ctx: OAuthContext, key: keyof typeof DEFAULT_AUTH_HOSTS) =>
  (ctx.endpoints[key] ?? DEFAULT_AUTH_HOSTS[key]).replace(/\/+$/, '');

export const clientFor = (ctx: OAuthContext, provider: OAuthProvider): OAuthClient => {
  const client = ctx.clients[provider];
  if (!client) throw new OAuthFlowError('notConfigured', `no OAuth client is configured for ${provider}`);
  return client;
};

/** A provider that could not be reached (network, timeout) is unavailable, not a refusal. */
export const unreachable = (err: unknown) =>
  new OAuthFlowError('unavailable', err instanceof Error ? err.message : String(err));

const asText = async (res: Response) => (await res.text().catch(() => '')).slice(0, 300);

/**
 * A token answer read by hand (Shopify, Race Roster): refused on 4xx, unavailable on anything else
 * that is not 2xx JSON with an access token.
 */
export async function readTokens(res: Response, provider: string): Promise<Record<string, unknown>> {
  if (res.status >= 400 && res.status < 500)
    throw new OAuthFlowError('refused', `${provider} refused the exchange (${res.status}): ${await asText(res)}`);
  if (!res.ok) throw new OAuthFlowError('unavailable', `${provider} answered ${res.status}: ${await asText(res)}`);
  const body = (await res.json().catch(() => null)) as Record<string, unknown> | null;
  // one Race Roster client reads the token wrapped in `data` (reference §10)
  const tokens = (body && typeof body.data === 'object' && body.data !== null ? body.data : body) as Record<
    string,
    unknown
  > | null;
  if (!tokens || typeof tokens.access_token !== 'string' || !tokens.access_token)
    throw new OAuthFlowError('unavailable', `${provider} answered without an access token`);
  return tokens;
}

export const tokenFields = (tokens: Record<string, unknown>): Detail => ({
  accessToken: tokens.access_token,
  ...(typeof tokens.refresh_token === 'string' && tokens.refresh_token ? { refreshToken: tokens.refresh_token } : {}),
});
