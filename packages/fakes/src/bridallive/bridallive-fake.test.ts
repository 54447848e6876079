import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BridalLiveFake, startBridalLiveFake } from './bridallive-fake.ts';

let fake: BridalLiveFake;
beforeAll(async () => {
  fake = await startBridalLiveFake({ customers: 25, orders: 10, quota: 8, windowMs: 60_000 });
});
afterAll(() => fake.close());

const post = (path: string, body: object = {}, token?: string) =>
  fetch(`${fake.endpoint}/bl-server/api${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { token } : {}) },
    body: JSON.stringify(body),
  });
const login = async () => ((await (await post('/auth/apiLogin', fake.credentials)).json()) as { token: string }).token;

describe('BridalLive fake envelopes (reference source-apis.md §17)', () => {
  it('signs in with retailerId and apiKey, and lists with POST and the token header', async () => {
    fake.resetQuota();
    expect((await post('/auth/apiLogin', { ...fake.credentials, apiKey: 'wrong' })).status).toBe(401);
    const token = await login();
    expect((await post('/contacts/list', {}, 'nope')).status).toBe(401);
    const all = (await (await post('/contacts/list', {}, token)).json()) as unknown[];
    expect(all).toHaveLength(25);
    const page = (await (await post('/contacts/list?page=2&size=10', {}, token)).json()) as { id: number }[];
    expect(page.map((c) => c.id)).toEqual([21, 22, 23, 24, 25]);
    fake.expireTokens();
    expect((await post('/appointments/list', {}, token)).status).toBe(401);
  });

  it('answers 429 with Retry-After once the quota is spent', async () => {
    fake.resetQuota();
    const token = await login();
    for (let i = 0; i < 7; i++) await post('/appointmentTypes/list', {}, token);
    const spent = await post('/appointmentTypes/list', {}, token);
    expect(spent.status).toBe(429);
    expect(Number(spent.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
