import { createHmac, timingSafeEqual } from 'node:crypto';
import { CREDENTIAL_FLOWS, SOURCE_TYPE, type SourceTypeId } from '@storelens/contract/domain/connectors';
import * as oauth from 'oauth4webapi';
import type { OAuthClient, OAuthProvider } from '../../config.ts';
import { fetchWithRetry } from '../http.ts';
import { LIGHTSPEED_DEFAULT_ENDPOINT } from '../sources/lightspeed/client.ts';
import { normaliseStoreName, SHOPIFY_DEFAULT_ENDPOINT } from '../sources/shopify/client.ts';
import {
  clientFor,
  type Detail,
  host,
  type OAuthContext,
  OAuthFlowError,
  readTokens,
  tokenFields,
  unreachable,
} from './providers.ts';
import { oauthErrorStatus } from './refresh.ts';

/**
 * The OAuth 2 code flows of Shopify, Lightspeed, Perkville and Brightpearl (spec 2 §7; reference
 * source-apis.md §1, §4, §7, §11): the authorize URL, then the code swapped for tokens.
 */

/** The OAuth 2 provider of each oauth2 source type. */
const OAUTH2_PROVIDER: Partial<Record<SourceTypeId, OAuthProvider>> = {
  [SOURCE_TYPE.lightspeed]: 'lightspeed',
  [SOURCE_TYPE.brightpearl]: 'brightpearl',
  [SOURCE_TYPE.perkville]: 'perkville',
  [SOURCE_TYPE.shopify]: 'shopify',
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

/** The exchange's options: our fetch, one attempt (a code is single use), 20 s. */
const tokenRequestOptions = (tokenEndpoint: string): oauth.TokenEndpointRequestOptions => ({
  [oauth.customFetch]: (url, init) => fetchWithRetry(url, init as RequestInit, { attempts: 1, timeoutMs: 20_000 }),
  // the hosts are ours to configure: VENDOR_ENDPOINTS may point them at local fakes over http
  [oauth.allowInsecureRequests]: new URL(tokenEndpoint).protocol === 'http:',
});

/** How a failed exchange is told: the provider's 4xx answer is a refusal, anything else unavailable. */
function exchangeFailure(provider: string, err: unknown): OAuthFlowError {
  if (err instanceof OAuthFlowError) return err;
  const status = oauthErrorStatus(err);
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
        throw unreachable(err);
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
    throw unreachable(err);
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
