import { createHmac, timingSafeEqual } from 'node:crypto';
import { CREDENTIAL_FLOWS, SOURCE_TYPE, type SourceTypeId } from '@storelens/contract/domain/connectors';
import * as oauth from 'oauth4webapi';
import type { OAuthClient, OAuthProvider } from '../../config.ts';
import type { VendorEndpoints } from '../connector.ts';
import { fetchWithRetry } from '../http.ts';
import { LIGHTSPEED_DEFAULT_ENDPOINT } from '../sources/lightspeed/client.ts';
import { normaliseStoreName, SHOPIFY_DEFAULT_ENDPOINT } from '../sources/shopify/client.ts';
import { oauth1Header } from './oauth1.ts';

/**
 * The providers' side of source validation (spec 2 §4, §7; reference source-apis.md §1, §4, §7,
 * §9, §10, §11): authorize URLs with `state` = the validation token, code exchanges, RunSignup's
 * OAuth 1.0a token dance and Race Roster's password grant. Hosts come from VendorEndpoints so that
 * tests and the demo talk to the local fakes.
 *
 * The standard code exchanges (Lightspeed, Perkville, Brightpearl) go through `oauth4webapi`, the
 * OAuth 1.0a signatures through `oauth-1.0a` (oauth1.ts). Shopify's exchange and Race Roster's
 * login are not standard OAuth 2 token requests and stay written out here (see each).
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

type Detail = Record<string, unknown>;

export const DEFAULT_AUTH_HOSTS = {
  lightspeedAuth: 'https://cloud.lightspeedapp.com',
  perkvilleAuth: 'https://www.perkville.com',
  brightpearlAuth: 'https://oauth.brightpearl.com',
  runSignup: 'https://runsignup.com',
  raceRoster: 'https://raceroster.com',
} as const;

const host = (ctx: OAuthContext, key: keyof typeof DEFAULT_AUTH_HOSTS) =>
  (ctx.endpoints[key] ?? DEFAULT_AUTH_HOSTS[key]).replace(/\/+$/, '');

/** The OAuth 2 provider of each oauth2 source type. */
const OAUTH2_PROVIDER: Partial<Record<SourceTypeId, OAuthProvider>> = {
  [SOURCE_TYPE.lightspeed]: 'lightspeed',
  [SOURCE_TYPE.brightpearl]: 'brightpearl',
  [SOURCE_TYPE.perkville]: 'perkville',
  [SOURCE_TYPE.shopify]: 'shopify',
};

const clientFor = (ctx: OAuthContext, provider: OAuthProvider): OAuthClient => {
  const client = ctx.clients[provider];
  if (!client) throw new OAuthFlowError('notConfigured', `no OAuth client is configured for ${provider}`);
  return client;
};

const redirectUri = (ctx: OAuthContext, type: SourceTypeId) =>
  `${ctx.publicUrl}${CREDENTIAL_FLOWS[type]?.returnPath ?? '/finalizeOauth'}`;

const shopBase = (ctx: OAuthContext, detail: Detail) => {
  const storeName = normaliseStoreName(String(detail.storeName ?? ''));
  if (!storeName) throw new OAuthFlowError('refused', 'the source has no valid Shopify store name');
  return {
    storeName,
    base: (ctx.endpoints.shopify ?? SHOPIFY_DEFAULT_ENDPOINT).replace('{storeName}', storeName).replace(/\/+$/, ''),
  };
};

const brightpearlAccount = (detail: Detail) => {
  const account = String(detail.account ?? '').trim();
  if (!/^[\w-]{1,100}$/.test(account))
    throw new OAuthFlowError('refused', 'the source has no valid Brightpearl account');
  return account;
};

/**
 * The provider's authorize URL for an OAuth 2 source type, with `state` equal to the validation
 * token (spec 2 §7) and the spec's scopes (CREDENTIAL_FLOWS).
 */
export function oauth2AuthorizeUrl(ctx: OAuthContext, type: SourceTypeId, detail: Detail, state: string): string {
  const provider = OAUTH2_PROVIDER[type];
  if (!provider) throw new OAuthFlowError('refused', `source type ${type} has no OAuth 2 flow`);
  const client = clientFor(ctx, provider);
  const scopes = CREDENTIAL_FLOWS[type]?.scopes ?? [];
  let url: URL;
  switch (provider) {
    case 'shopify': {
      // Shopify: comma-separated scopes; redirect_uri must be one the app lists
      url = new URL(`${shopBase(ctx, detail).base}/admin/oauth/authorize`);
      url.searchParams.set('client_id', client.id);
      url.searchParams.set('scope', scopes.join(','));
      url.searchParams.set('redirect_uri', redirectUri(ctx, type));
      break;
    }
    case 'lightspeed': {
      // reference §4: the redirect URI is the one registered with the client
      url = new URL(`${host(ctx, 'lightspeedAuth')}/auth/oauth/authorize`);
      url.searchParams.set('response_type', 'code');
      url.searchParams.set('client_id', client.id);
      url.searchParams.set('scope', scopes.join(' '));
      break;
    }
    case 'perkville': {
      url = new URL(`${host(ctx, 'perkvilleAuth')}/api/authorize/`);
      url.searchParams.set('response_type', 'code');
      url.searchParams.set('client_id', client.id);
      url.searchParams.set('redirect_uri', redirectUri(ctx, type));
      url.searchParams.set('scope', scopes.join(' '));
      break;
    }
    default: {
      // Brightpearl instance apps: authorize per account (reference §7: details not verified)
      url = new URL(`${host(ctx, 'brightpearlAuth')}/authorize/${encodeURIComponent(brightpearlAccount(detail))}`);
      url.searchParams.set('response_type', 'code');
      url.searchParams.set('client_id', client.id);
      url.searchParams.set('redirect_uri', redirectUri(ctx, type));
    }
  }
  url.searchParams.set('state', state);
  return url.toString();
}

/** RunSignup's user-authorization URL (reference §9); the page adds `oauth_token`. */
export const runSignupVerifyUrl = (ctx: OAuthContext) => `${host(ctx, 'runSignup')}/OAuth/Verify`;

const asText = async (res: Response) => (await res.text().catch(() => '')).slice(0, 300);

/** A form POST to a provider that is not standard enough for oauth4webapi (Race Roster's login). */
async function postForm(url: string, form: Record<string, string>, headers: Record<string, string> = {}) {
  try {
    return await fetchWithRetry(
      url,
      {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json', ...headers },
        body: new URLSearchParams(form).toString(),
      },
      // a code is single use: never send it twice
      { attempts: 1, timeoutMs: 20_000 },
    );
  } catch (err) {
    throw new OAuthFlowError('unavailable', err instanceof Error ? err.message : String(err));
  }
}

/**
 * A token answer read by hand (Shopify, Race Roster): refused on 4xx, unavailable on anything else
 * that is not 2xx JSON with an access token.
 */
async function readTokens(res: Response, provider: string): Promise<Record<string, unknown>> {
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

/** The exchange's options: our fetch, one attempt (a code is single use), 20 s. */
const tokenRequestOptions = (tokenEndpoint: string): oauth.TokenEndpointRequestOptions => ({
  [oauth.customFetch]: (url, init) => fetchWithRetry(url, init as RequestInit, { attempts: 1, timeoutMs: 20_000 }),
  // the hosts are ours to configure: VENDOR_ENDPOINTS may point them at local fakes over http
  [oauth.allowInsecureRequests]: new URL(tokenEndpoint).protocol === 'http:',
});

/** How a failed exchange is told: the provider's 4xx answer is a refusal, anything else unavailable. */
function exchangeFailure(provider: string, err: unknown): OAuthFlowError {
  if (err instanceof OAuthFlowError) return err;
  const status =
    err instanceof oauth.ResponseBodyError || err instanceof oauth.WWWAuthenticateChallengeError
      ? err.status
      : err instanceof oauth.OperationProcessingError && err.cause instanceof Response
        ? err.cause.status
        : undefined;
  const detail =
    err instanceof oauth.ResponseBodyError
      ? `${err.error}${err.error_description ? `: ${err.error_description}` : ''}`
      : err instanceof Error
        ? err.message
        : String(err);
  if (status !== undefined && status >= 400 && status < 500)
    return new OAuthFlowError('refused', `${provider} refused the exchange (${status}): ${detail}`);
  return new OAuthFlowError('unavailable', `${provider} exchange failed${status ? ` (${status})` : ''}: ${detail}`);
}

/**
 * RFC 6749 §4.1.3 with oauth4webapi: the code for tokens at `tokenEndpoint`, the client
 * authenticated in the body (client_secret_post) and the redirect URI repeated. The route found
 * the source by `state` (the validation token), so only the code is handed on here.
 */
async function exchangeCode(
  provider: string,
  tokenEndpoint: string,
  credentials: OAuthClient,
  code: string,
  redirect: string,
): Promise<oauth.TokenEndpointResponse> {
  const as: oauth.AuthorizationServer = { issuer: new URL(tokenEndpoint).origin, token_endpoint: tokenEndpoint };
  const client: oauth.Client = { client_id: credentials.id };
  try {
    const callback = oauth.validateAuthResponse(as, client, new URLSearchParams({ code }), oauth.skipStateCheck);
    const res = await oauth.authorizationCodeGrantRequest(
      as,
      client,
      oauth.ClientSecretPost(credentials.secret),
      callback,
      redirect,
      oauth.nopkce,
      tokenRequestOptions(tokenEndpoint),
    );
    return await oauth.processAuthorizationCodeResponse(as, client, res);
  } catch (err) {
    throw exchangeFailure(provider, err);
  }
}

const tokenFields = (tokens: Record<string, unknown>): Detail => ({
  accessToken: tokens.access_token,
  ...(typeof tokens.refresh_token === 'string' && tokens.refresh_token ? { refreshToken: tokens.refresh_token } : {}),
});

/** Shopify signs its redirect: hex HMAC-SHA256 of the sorted query without `hmac`, under the client secret. */
export function isShopifyRedirectSigned(qs: string, secret: string): boolean {
  const params = new URLSearchParams(qs.startsWith('?') ? qs.slice(1) : qs);
  const hmac = params.get('hmac');
  if (!hmac) return false;
  const message = [...params.entries()]
    .filter(([name]) => name !== 'hmac' && name !== 'signature')
    .map(([name, value]) => `${name}=${value}`)
    .sort()
    .join('&');
  const expected = createHmac('sha256', secret).update(message).digest('hex');
  return hmac.length === expected.length && timingSafeEqual(Buffer.from(hmac), Buffer.from(expected));
}

/**
 * Exchanges an OAuth 2 code for tokens at the provider; returns the fields to add to the source's
 * detail (tokens, plus Lightspeed's account id and Brightpearl's API domain).
 */
export async function exchangeOAuth2Code(
  ctx: OAuthContext,
  type: SourceTypeId,
  detail: Detail,
  input: { code: string; qs: string },
): Promise<Detail> {
  const provider = OAUTH2_PROVIDER[type];
  if (!provider) throw new OAuthFlowError('refused', `source type ${type} has no OAuth 2 flow`);
  const client = clientFor(ctx, provider);
  switch (provider) {
    case 'shopify': {
      // written out: the redirect is checked by Shopify's own HMAC, the token URL is the shop's,
      // and the answer (an offline token) has no token_type, which oauth4webapi refuses
      const { storeName, base } = shopBase(ctx, detail);
      const params = new URLSearchParams(input.qs.replace(/^\?/, ''));
      // the redirect must be Shopify's, for this source's shop
      if (!isShopifyRedirectSigned(input.qs, client.secret))
        throw new OAuthFlowError('refused', 'the Shopify redirect is not signed by Shopify');
      const shop = params.get('shop');
      if (shop && normaliseStoreName(shop) !== storeName)
        throw new OAuthFlowError('refused', 'the Shopify redirect is for another shop');
      let res: Response;
      try {
        res = await fetchWithRetry(
          `${base}/admin/oauth/access_token`,
          {
            method: 'POST',
            headers: { 'content-type': 'application/json', accept: 'application/json' },
            body: JSON.stringify({ client_id: client.id, client_secret: client.secret, code: input.code }),
          },
          { attempts: 1, timeoutMs: 20_000 },
        );
      } catch (err) {
        throw new OAuthFlowError('unavailable', err instanceof Error ? err.message : String(err));
      }
      const tokens = await readTokens(res, 'Shopify');
      // an OAuth token is used like a custom app's token (X-Shopify-Access-Token)
      return { appType: 'custom', accessToken: tokens.access_token };
    }
    case 'lightspeed': {
      // the redirect URI is the registered one, which the authorize step left implicit (reference §4)
      const url = `${host(ctx, 'lightspeedAuth')}/auth/oauth/token`;
      const tokens = tokenFields(await exchangeCode('Lightspeed', url, client, input.code, redirectUri(ctx, type)));
      return { ...tokens, accountId: await lightspeedAccountId(ctx, String(tokens.accessToken)) };
    }
    case 'perkville': {
      const url = `${host(ctx, 'perkvilleAuth')}/api/token/`;
      return tokenFields(await exchangeCode('Perkville', url, client, input.code, redirectUri(ctx, type)));
    }
    default: {
      const account = brightpearlAccount(detail);
      const url = `${host(ctx, 'brightpearlAuth')}/token/${encodeURIComponent(account)}`;
      const tokens = await exchangeCode('Brightpearl', url, client, input.code, redirectUri(ctx, type));
      return {
        ...tokenFields(tokens),
        ...(typeof tokens.api_domain === 'string' ? { apiDomain: tokens.api_domain } : {}),
      };
    }
  }
}

/** Lightspeed tokens are per user; the account they work on comes from GET /API/V3/Account.json. */
async function lightspeedAccountId(ctx: OAuthContext, accessToken: string): Promise<string> {
  const base = (ctx.endpoints.lightspeed ?? LIGHTSPEED_DEFAULT_ENDPOINT).replace(/\/+$/, '');
  let res: Response;
  try {
    res = await fetchWithRetry(
      `${base}/API/V3/Account.json`,
      { headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json' } },
      { attempts: 3, timeoutMs: 20_000 },
    );
  } catch (err) {
    throw new OAuthFlowError('unavailable', err instanceof Error ? err.message : String(err));
  }
  if (!res.ok) throw new OAuthFlowError('refused', `Lightspeed refused the new token (${res.status})`);
  const body = (await res.json().catch(() => ({}))) as {
    Account?: { accountID?: unknown } | Array<{ accountID?: unknown }>;
  };
  const account = Array.isArray(body.Account) ? body.Account[0] : body.Account;
  const id = String(account?.accountID ?? '');
  if (!/^\d+$/.test(id)) throw new OAuthFlowError('unavailable', 'Lightspeed answered without an account');
  return id;
}

// ---------------------------------------------------------------- RunSignup (OAuth 1.0a)

const parseForm = (text: string) => Object.fromEntries(new URLSearchParams(text.trim()));

async function signedPost(
  ctx: OAuthContext,
  path: string,
  token: { token?: string; secret?: string },
  extra: Record<string, string>,
) {
  const client = clientFor(ctx, 'runSignup');
  const url = `${host(ctx, 'runSignup')}${path}`;
  const authorization = oauth1Header(
    'POST',
    url,
    {
      consumerKey: client.id,
      consumerSecret: client.secret,
      ...(token.token ? { token: token.token } : {}),
      ...(token.secret ? { tokenSecret: token.secret } : {}),
    },
    extra,
  );
  let res: Response;
  try {
    res = await fetchWithRetry(url, { method: 'POST', headers: { authorization } }, { attempts: 1, timeoutMs: 20_000 });
  } catch (err) {
    throw new OAuthFlowError('unavailable', err instanceof Error ? err.message : String(err));
  }
  const text = await res.text().catch(() => '');
  if (res.status >= 400 && res.status < 500)
    throw new OAuthFlowError('refused', `RunSignup refused (${res.status}): ${text.slice(0, 200)}`);
  if (!res.ok) throw new OAuthFlowError('unavailable', `RunSignup answered ${res.status}`);
  const form = parseForm(text);
  if (!form.oauth_token || !form.oauth_token_secret)
    throw new OAuthFlowError('unavailable', 'RunSignup answered without a token');
  return form as Record<string, string> & { oauth_token: string; oauth_token_secret: string };
}

/** Step 1 (reference §9): a request token whose approval returns to `callback`. */
export async function runSignupRequestToken(ctx: OAuthContext, callback: string) {
  const form = await signedPost(ctx, '/oauth/requestToken.php', {}, { oauth_callback: callback });
  if (form.oauth_callback_confirmed !== 'true')
    throw new OAuthFlowError('unavailable', 'RunSignup did not confirm the callback');
  return { token: form.oauth_token, secret: form.oauth_token_secret };
}

/** Step 3: the approved request token and its verifier swapped for the access token. */
export async function runSignupAccessToken(
  ctx: OAuthContext,
  request: { token: string; secret: string },
  verifier: string,
) {
  const form = await signedPost(ctx, '/oauth/accessToken.php', request, { oauth_verifier: verifier });
  return { oauthToken: form.oauth_token, oauthTokenSecret: form.oauth_token_secret };
}

// ---------------------------------------------------------------- Race Roster (password grant)

/**
 * reference §10: POST /api/oauth/authorize with grant_type=access_token, the client and the user's
 * login. Written out: a password grant under a grant type of Race Roster's own, on its authorize
 * path, whose answer may come wrapped in `data`, is no request an OAuth 2 client library makes.
 */
export async function raceRosterLogin(ctx: OAuthContext, login: string, password: string): Promise<Detail> {
  const client = clientFor(ctx, 'raceRoster');
  const res = await postForm(`${host(ctx, 'raceRoster')}/api/oauth/authorize`, {
    grant_type: 'access_token',
    client_id: client.id,
    client_secret: client.secret,
    username: login,
    password,
  });
  return tokenFields(await readTokens(res, 'Race Roster'));
}
