import { fetchWithRetry } from '../http.ts';
import { clientFor, type Detail, host, type OAuthContext, readTokens, tokenFields, unreachable } from './providers.ts';

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
    throw unreachable(err);
  }
}

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
