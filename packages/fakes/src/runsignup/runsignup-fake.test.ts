import { createHmac, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signatureBaseString } from '../oauth/oauth1-signature.ts';
import { DEFAULT_OAUTH_CLIENT } from '../oauth/oauth2-provider.ts';
import { easternDate, type RunSignupFake, startRunSignupFake } from './runsignup-fake.ts';

let fake: RunSignupFake;
beforeAll(async () => {
  fake = await startRunSignupFake({ customers: 10, orders: 30, products: 6, locations: 2 });
});
afterAll(() => fake.close());

const enc = (v: string) =>
  encodeURIComponent(v).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** A GET signed as RFC 5849 says (the test's own signer: the fake must not import the server's). */
const signedGet = (path: string, token = fake.accessToken) => {
  const url = new URL(`${fake.hostUrl}${path}`);
  const params: Record<string, string> = {
    oauth_consumer_key: DEFAULT_OAUTH_CLIENT.id,
    oauth_nonce: randomBytes(8).toString('hex'),
    oauth_signature_method: 'HMAC-SHA1',
    oauth_timestamp: String(Math.floor(Date.now() / 1000)),
    oauth_token: token.token,
    oauth_version: '1.0',
  };
  const base = signatureBaseString('GET', url, Object.entries(params));
  params.oauth_signature = createHmac('sha1', `${enc(DEFAULT_OAUTH_CLIENT.secret)}&${enc(token.secret)}`)
    .update(base)
    .digest('base64');
  const authorization = `OAuth ${Object.entries(params)
    .map(([k, v]) => `${k}="${enc(v)}"`)
    .join(', ')}`;
  return fetch(url, { headers: { authorization } });
};

describe('RunSignup fake (reference source-apis.md §9)', () => {
  it('answers signed calls and refuses unsigned or wrongly signed ones with its error body', async () => {
    const ok = await signedGet('/Rest/races?format=json&events=T');
    expect(ok.status).toBe(200);
    const body = (await ok.json()) as { races: Array<{ race: { race_id: number; events: unknown[] } }> };
    expect(body.races.map((r) => r.race.race_id)).toEqual([1, 2]);
    expect(body.races[0]!.race.events).toHaveLength(3);
    const unsigned = await fetch(`${fake.hostUrl}/Rest/races?format=json`);
    expect(unsigned.status).toBe(401);
    expect(await unsigned.json()).toEqual({ error: { error_code: 6, error_msg: expect.any(String) } });
    const wrong = await signedGet('/Rest/races?format=json', { token: fake.accessToken.token, secret: 'nope' });
    expect(wrong.status).toBe(401);
  });

  it('pages participants by registration id and filters by modified_after_timestamp (>=)', async () => {
    const eventId = fake.data.eventsOf(1)[0]!.id;
    const all = (await (
      await signedGet(`/Rest/race/1/participants?format=json&event_id=${eventId}&results_per_page=2500`)
    ).json()) as Array<{ participants: Array<{ registration_id: number; last_modified: number }> }>;
    const ids = all[0]!.participants.map((p) => p.registration_id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    const after = (await (
      await signedGet(
        `/Rest/race/1/participants?format=json&event_id=${eventId}&results_per_page=2&after_registration_id=${ids[0]}`,
      )
    ).json()) as typeof all;
    expect(after[0]!.participants.map((p) => p.registration_id)).toEqual(ids.slice(1, 3));
    const stamp = all[0]!.participants.at(-1)!.last_modified;
    const since = (await (
      await signedGet(`/Rest/race/1/participants?format=json&event_id=${eventId}&modified_after_timestamp=${stamp}`)
    ).json()) as typeof all;
    expect(since[0]!.participants.every((p) => p.last_modified >= stamp)).toBe(true);
    expect(since[0]!.participants.length).toBeGreaterThan(0);
  });

  it('writes dates in US Eastern time', () => {
    expect(easternDate('2024-07-04T16:05:00Z')).toBe('7/4/2024 12:05');
    expect(easternDate('2024-01-04T16:05:00Z')).toBe('1/4/2024 11:05');
  });
});
