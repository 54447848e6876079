import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BigCommerceFake, startBigCommerceFake } from './bigcommerce-fake.ts';

let fake: BigCommerceFake;
beforeAll(async () => {
  fake = await startBigCommerceFake({ orders: 30, customers: 12, quota: 5, windowMs: 60_000 });
});
afterAll(() => fake.close());

const get = (path: string, token = fake.credentials.accessToken, hash = fake.credentials.storeHash) =>
  fetch(`${fake.apiUrl}/stores/${hash}${path}`, { headers: { 'x-auth-token': token, accept: 'application/json' } });

describe('BigCommerce fake envelopes (reference source-apis.md §3)', () => {
  it('answers 401 for a wrong token and 404 for an unknown store', async () => {
    expect((await get('/v3/customers', 'nope')).status).toBe(401);
    expect((await get('/v2/orders', fake.credentials.accessToken, 'nosuch')).status).toBe(404);
  });

  it('pages v2 orders as a bare array, 204 past the end, and v3 lists with meta.pagination', async () => {
    fake.resetQuota();
    const page = await get('/v2/orders?limit=25&page=1');
    expect(await page.json()).toHaveLength(25);
    const past = await get('/v2/orders?limit=25&page=3');
    expect(past.status).toBe(204);
    const customers = await get('/v3/customers?limit=5&page=2');
    const body = (await customers.json()) as { meta: { pagination: object } };
    expect(body.meta.pagination).toMatchObject({ total: 12, total_pages: 3, current_page: 2 });
  });

  it('counts the store quota in the rate-limit headers and answers 429 when it is spent', async () => {
    fake.resetQuota();
    for (let i = 0; i < 5; i++) await get('/v3/customers?limit=1');
    const spent = await get('/v3/customers?limit=1');
    expect(spent.status).toBe(429);
    expect(spent.headers.get('x-rate-limit-requests-left')).toBe('0');
    expect(Number(spent.headers.get('x-rate-limit-time-reset-ms'))).toBeGreaterThan(0);
  });
});
