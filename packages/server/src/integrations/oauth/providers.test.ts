import { type OAuthFake, PERKVILLE_ACCESS_TOKEN, startOAuthFake } from '@storelens/fakes/oauth/oauth-fake';
import { DEFAULT_OAUTH_CLIENT } from '@storelens/fakes/oauth/oauth2-provider';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exchangeOAuth2Code, oauth2AuthorizeUrl } from './oauth2-flows.ts';
import type { OAuthContext } from './providers.ts';
import { runSignupAccessToken, runSignupRequestToken, runSignupVerifyUrl } from './runsignup-flow.ts';

const PUBLIC_URL = 'http://storelens.test';
let fake: OAuthFake;
let ctx: OAuthContext;

beforeAll(async () => {
  fake = await startOAuthFake({ redirectUris: [`${PUBLIC_URL}/finalizeOauth`] });
  ctx = {
    endpoints: fake.endpoints,
    clients: { perkville: DEFAULT_OAUTH_CLIENT, brightpearl: DEFAULT_OAUTH_CLIENT, runSignup: DEFAULT_OAUTH_CLIENT },
    publicUrl: PUBLIC_URL,
  };
});
afterAll(() => fake.close());

/** Perkville's approval: the code the provider sends the browser back with. */
const perkvilleCode = () => {
  const answer = fake.perkville.authorize(new URL(oauth2AuthorizeUrl(ctx, 11, {}, 'state-token')));
  const back = new URL(String(answer.headers?.location));
  expect(back.searchParams.get('state')).toBe('state-token');
  return back.searchParams.get('code')!;
};

describe('OAuth 2 code exchange (oauth4webapi)', () => {
  it('swaps a code for the tokens, once', async () => {
    const code = perkvilleCode();
    const tokens = await exchangeOAuth2Code(ctx, 11, {}, { code, qs: '' });
    expect(tokens).toEqual({ accessToken: PERKVILLE_ACCESS_TOKEN, refreshToken: expect.stringMatching(/^rt_/) });
    // a spent code is the provider's refusal (400 invalid_grant)
    await expect(exchangeOAuth2Code(ctx, 11, {}, { code, qs: '' })).rejects.toMatchObject({
      kind: 'refused',
      message: expect.stringContaining('invalid_grant'),
    });
  });

  it('keeps a provider field of its own (Brightpearl api_domain)', async () => {
    const url = oauth2AuthorizeUrl(ctx, 9, { account: 'acme' }, 's');
    const code = new URL(String(fake.brightpearl.authorize(new URL(url)).headers?.location)).searchParams.get('code')!;
    expect(await exchangeOAuth2Code(ctx, 9, { account: 'acme' }, { code, qs: '' })).toMatchObject({
      apiDomain: 'ws-use.brightpearl.com',
    });
  });

  it('is refused for a wrong client secret and unavailable on a server error', async () => {
    const wrong = { ...ctx, clients: { perkville: { ...DEFAULT_OAUTH_CLIENT, secret: 'wrong' } } };
    await expect(exchangeOAuth2Code(wrong, 11, {}, { code: perkvilleCode(), qs: '' })).rejects.toMatchObject({
      kind: 'refused',
      message: expect.stringContaining('(401)'),
    });
    fake.failNext(1, 500);
    await expect(exchangeOAuth2Code(ctx, 11, {}, { code: perkvilleCode(), qs: '' })).rejects.toMatchObject({
      kind: 'unavailable',
    });
  });
});

describe('RunSignup OAuth 1.0a (oauth-1.0a), checked by the fake’s own verifier', () => {
  it('gets a request token, then the access token with the verifier', async () => {
    const request = await runSignupRequestToken(ctx, `${PUBLIC_URL}/runsignup?t=abc`);
    // the user approves at RunSignup, which sends the browser back with the verifier
    const verify = await fetch(`${runSignupVerifyUrl(ctx)}?oauth_token=${request.token}`, { redirect: 'manual' });
    const back = new URL(String(verify.headers.get('location')));
    expect(back.searchParams.get('t')).toBe('abc');
    const access = await runSignupAccessToken(ctx, request, back.searchParams.get('oauth_verifier')!);
    expect(access).toEqual({ oauthToken: expect.any(String), oauthTokenSecret: expect.any(String) });
  });

  it('is refused when the signature is made with another secret', async () => {
    const wrong = { ...ctx, clients: { runSignup: { ...DEFAULT_OAUTH_CLIENT, secret: 'wrong' } } };
    await expect(runSignupRequestToken(wrong, `${PUBLIC_URL}/runsignup?t=abc`)).rejects.toMatchObject({
      kind: 'refused',
      message: expect.stringContaining('Invalid signature'),
    });
  });
});
