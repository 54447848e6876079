import { createHmac } from 'node:crypto';
import type { FakeRequest, FakeResponse } from '../shared/http.ts';
import { bodyFields, createOAuth2Provider, type OAuthClientCredentials } from './oauth2-provider.ts';

/**
 * Shopify's OAuth on the shop's host (`https://{shop}.myshopify.com/admin/oauth/...`): authorize
 * checks the client, the requested scopes and the redirect URI and comes back with `code`, `state`,
 * `shop`, `timestamp` and an `hmac` (hex HMAC-SHA256 of the other parameters, sorted, under the
 * client secret); `POST /admin/oauth/access_token` takes JSON or form {client_id, client_secret,
 * code} and answers {access_token, scope}. The code is single use.
 */
export interface ShopifyOAuthOptions {
  client?: OAuthClientCredentials;
  /** registered redirect URIs; empty = any http(s) URI */
  redirectUris?: string[];
}

/** Shopify's redirect signature: the query without `hmac`, as sorted `name=value` pairs joined by `&`. */
export function shopifyHmac(params: URLSearchParams, secret: string): string {
  const message = [...params.entries()]
    .filter(([name]) => name !== 'hmac' && name !== 'signature')
    .map(([name, value]) => `${name}=${value}`)
    .sort()
    .join('&');
  return createHmac('sha256', secret).update(message).digest('hex');
}

export function createShopifyOAuth(
  shop: { storeName: string; accessToken: string; scopes: string[] },
  options: ShopifyOAuthOptions = {},
) {
  const provider = createOAuth2Provider({
    ...(options.client ? { client: options.client } : {}),
    ...(options.redirectUris ? { redirectUris: options.redirectUris } : {}),
    scopes: shop.scopes,
    scopeSeparator: ',',
    accessToken: shop.accessToken,
  });

  /** Answers `/admin/oauth/*` (the path below the shop); null for any other path. */
  const handle = (request: FakeRequest, path: string): FakeResponse | null => {
    if (path === '/admin/oauth/authorize' && request.method === 'GET') {
      const answer = provider.authorize(request.url);
      const location = answer.headers?.location;
      if (answer.status !== 302 || !location) return answer;
      // Shopify adds the shop, a timestamp and its signature to the redirect
      const back = new URL(location);
      back.searchParams.set('shop', `${shop.storeName}.myshopify.com`);
      back.searchParams.set('timestamp', String(Math.floor(Date.now() / 1000)));
      back.searchParams.set('hmac', shopifyHmac(back.searchParams, provider.client.secret));
      return { status: 302, headers: { location: back.toString() } };
    }
    if (path === '/admin/oauth/access_token') {
      if (request.method !== 'POST') return { status: 405, body: { errors: 'Method not allowed' } };
      const fields = bodyFields(request);
      if (fields.client_id !== provider.client.id || fields.client_secret !== provider.client.secret)
        return {
          status: 400,
          body: {
            error: 'invalid_request',
            error_description: 'Oauth error invalid_request: The client credentials are invalid',
          },
        };
      const answer = provider.redeem(fields.code, undefined);
      if (answer.status !== 200) return answer;
      const body = answer.body as { access_token: string; scope: string };
      return { status: 200, body: { access_token: body.access_token, scope: body.scope } };
    }
    return null;
  };

  return { handle, client: provider.client, issuedAccessTokens: provider.issuedAccessTokens };
}
