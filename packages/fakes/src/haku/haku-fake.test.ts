import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type HakuFake, startHakuFake } from './haku-fake.ts';

let fake: HakuFake;
beforeAll(async () => {
  fake = await startHakuFake({ orders: 30, limit: 6 });
});
afterAll(() => fake.close());

const token = (secret = fake.credentials.clientSecret) =>
  fetch(`${fake.apiUrl}/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'client_credentials',
      client_id: fake.credentials.clientId,
      client_secret: secret,
    }),
  });

describe('Haku stand-in (assumed API, docs/vendors/haku.md)', () => {
  it('issues a client-credentials token, refuses a wrong secret, and pages registrations behind the token', async () => {
    expect((await token('wrong')).status).toBe(401);
    const { access_token } = (await (await token()).json()) as { access_token: string };
    const list = (auth: string) =>
      fetch(`${fake.apiUrl}/registrations?per_page=10&page=3`, { headers: { authorization: `Bearer ${auth}` } });
    expect((await list('nope')).status).toBe(401);
    const page = (await (await list(access_token)).json()) as { data: unknown[]; meta: { total: number } };
    expect(page.data).toHaveLength(10);
    expect(page.meta.total).toBe(30);
    fake.expireTokens();
    expect((await list(access_token)).status).toBe(401);
  });

  it('answers 429 with Retry-After once the window’s budget is spent', async () => {
    let last: Response | null = null;
    for (let i = 0; i < 4; i++) last = await token('wrong');
    expect(last!.status).toBe(429);
    expect(last!.headers.get('retry-after')).toBeTruthy();
  });
});
