import { fetchWithRetry } from '../http.ts';
import { oauth1Header } from './oauth1.ts';
import { clientFor, host, type OAuthContext, OAuthFlowError, unreachable } from './providers.ts';

/** RunSignup's OAuth 1.0a token dance (reference source-apis.md §9), signed by oauth1.ts. */

/** RunSignup's user-authorization URL (reference §9); the page adds `oauth_token`. */
export const runSignupVerifyUrl = (ctx: OAuthContext) => `${host(ctx, 'runSignup')}/OAuth/Verify`;

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
    throw unreachable(err);
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
