import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWaitwhileFake, type WaitwhileFake } from './waitwhile-fake.ts';

let fake: WaitwhileFake;
beforeAll(async () => {
  fake = await startWaitwhileFake({ orders: 30, customers: 12, quota: 5, windowMs: 60_000 });
});
afterAll(() => fake.close());

const get = (path: string, key = fake.credentials.apiKey) =>
  fetch(`${fake.apiUrl}${path}`, { headers: { apikey: key } });
const results = async (res: Response) => ((await res.json()) as { results: { id: string; updated: string }[] }).results;

describe('Waitwhile fake envelopes (reference source-apis.md §14)', () => {
  it('refuses a wrong or missing apikey with 401', async () => {
    fake.resetQuota();
    expect((await get('/customers', 'nope')).status).toBe(401);
    expect((await fetch(`${fake.apiUrl}/customers`)).status).toBe(401);
  });

  it('pages by limit and startAfter, oldest change first, and filters by fromDate', async () => {
    fake.resetQuota();
    const first = await results(await get('/visits?limit=20'));
    expect(first).toHaveLength(20);
    const rest = await results(await get(`/visits?limit=20&startAfter=${first.at(-1)!.id}`));
    expect(rest).toHaveLength(10);
    expect(new Set([...first, ...rest].map((v) => v.id)).size).toBe(30);
    const from = rest[0]!.updated;
    expect(await results(await get(`/visits?limit=100&fromDate=${from}`))).toHaveLength(10);
    expect((await get('/visits?limit=101')).status).toBe(400);
  });

  it('answers 429 with Retry-After once the quota is spent', async () => {
    fake.resetQuota();
    for (let i = 0; i < 5; i++) expect((await get('/locations')).status).toBe(200);
    const spent = await get('/locations');
    expect(spent.status).toBe(429);
    expect(Number(spent.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
