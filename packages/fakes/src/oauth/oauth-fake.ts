import { serveFake } from '../shared/define-fake.ts';
import type { FakeRequest, FakeResponse } from '../shared/http.ts';
import { createOAuth2Provider, DEFAULT_OAUTH_CLIENT, type OAuthClientCredentials } from './oauth2-provider.ts';
import { createRaceRosterAuth, DEFAULT_RACEROSTER_USER } from './raceroster-auth.ts';
import { createRunSignupOAuth } from './runsignup-oauth1.ts';

/**
 * One local server for the vendors' auth hosts that have no API fake of their own here, each under
 * a path prefix that stands for its host (so a base URL is `{url}/{prefix}`):
 * - `/lightspeed`  → https://cloud.lightspeedapp.com   (OAuth 2; redirect URI registered, not sent)
 * - `/perkville`   → https://www.perkville.com         (OAuth 2 at /api/authorize/ and /api/token/)
 * - `/brightpearl` → https://oauth.brightpearl.com     (OAuth 2 per account at /authorize/{account}, /token/{account})
 * - `/runsignup`   → https://runsignup.com             (OAuth 1.0a)
 * - `/raceroster`  → https://raceroster.com            (password grant)
 * Shopify's OAuth lives on the shop's host, so the Shopify fake serves it (shopify-oauth.ts).
 */
export interface OAuthFakeOptions {
  port?: number;
  client?: OAuthClientCredentials;
  /** where the OAuth 2 providers send the browser back (our /finalizeOauth); empty = any URI */
  redirectUris?: string[];
  /** the access token Lightspeed issues (default: the Lightspeed fake's) */
  lightspeedAccessToken?: string;
  /** the access token Brightpearl issues (default: the Brightpearl fake's) */
  brightpearlAccessToken?: string;
  /** the access token Perkville issues (default: the Perkville fake's) */
  perkvilleAccessToken?: string;
  raceRosterUsers?: Array<{ username: string; password: string }>;
}

/** The tokens the API fakes accept by default (brightpearl/, perkville/), so a finished flow syncs. */
export const BRIGHTPEARL_ACCESS_TOKEN = 'bp-test-access-token';
export const PERKVILLE_ACCESS_TOKEN = 'pv-test-access-token';

export const OAUTH_FAKE_PREFIXES = ['lightspeed', 'perkville', 'brightpearl', 'runsignup', 'raceroster'] as const;

export async function startOAuthFake(options: OAuthFakeOptions = {}) {
  const client = options.client ?? DEFAULT_OAUTH_CLIENT;
  const redirectUris = options.redirectUris ?? [];
  const lightspeed = createOAuth2Provider({
    client,
    redirectUris,
    scopes: ['employee:all', 'employee:customers_read', 'employee:inventory_read', 'employee:register_read'],
    accessToken: options.lightspeedAccessToken ?? 'ls-test-access-token',
  });
  const perkville = createOAuth2Provider({
    client,
    redirectUris,
    redirectUriOnToken: true,
    accessToken: options.perkvilleAccessToken ?? PERKVILLE_ACCESS_TOKEN,
    scopes: [
      'PUBLIC',
      'USER_CUSTOMER_INFO',
      'ADMIN_CUSTOMER_INFO',
      'ADMIN_CUSTOMER_REDEEM',
      'ADMIN_CUSTOMER_GRANT_POINTS',
      'ADMIN_PERK',
      'ADMIN_LOCATION',
    ],
  });
  const brightpearl = createOAuth2Provider({
    client,
    redirectUris,
    redirectUriOnToken: true,
    accessToken: options.brightpearlAccessToken ?? BRIGHTPEARL_ACCESS_TOKEN,
    tokenExtras: { api_domain: 'ws-use.brightpearl.com', installation_instance_id: '1' },
  });
  const runSignup = createRunSignupOAuth({ consumer: client });
  const raceRoster = createRaceRosterAuth({ client, users: options.raceRosterUsers ?? [DEFAULT_RACEROSTER_USER] });

  const notFound: FakeResponse = { status: 404, body: { error: 'not_found' } };

  const handle = (request: FakeRequest): FakeResponse => {
    const match = /^\/([a-z]+)(\/.*)$/.exec(request.url.pathname);
    if (!match) return notFound;
    const [, prefix, path] = match as unknown as [string, string, string];
    switch (prefix) {
      case 'lightspeed':
        if (path === '/auth/oauth/authorize' && request.method === 'GET') return lightspeed.authorize(request.url);
        if (path === '/auth/oauth/token') return lightspeed.token(request);
        return notFound;
      case 'perkville':
        if (path === '/api/authorize/' && request.method === 'GET') return perkville.authorize(request.url);
        if (path === '/api/token/') return perkville.token(request);
        return notFound;
      case 'brightpearl':
        // one client, any account code
        if (/^\/authorize\/[\w-]+$/.test(path) && request.method === 'GET') return brightpearl.authorize(request.url);
        if (/^\/token\/[\w-]+$/.test(path)) return brightpearl.token(request);
        return notFound;
      case 'runsignup':
        return runSignup.handle(request, path) ?? notFound;
      case 'raceroster':
        return raceRoster.handle(request, path) ?? notFound;
      default:
        return notFound;
    }
  };

  return serveFake({ port: options.port, handle }, ({ url }) => ({
    client,
    /** the VendorEndpoints of these hosts */
    endpoints: {
      lightspeedAuth: `${url}/lightspeed`,
      perkvilleAuth: `${url}/perkville`,
      brightpearlAuth: `${url}/brightpearl`,
      runSignup: `${url}/runsignup`,
      raceRoster: `${url}/raceroster`,
    },
    lightspeed,
    perkville,
    brightpearl,
    runSignup,
    raceRoster,
  }));
}

export type OAuthFake = Awaited<ReturnType<typeof startOAuthFake>>;
