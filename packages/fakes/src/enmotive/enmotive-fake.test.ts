import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type EnMotiveFake, startEnMotiveFake } from './enmotive-fake.ts';

let fake: EnMotiveFake;
beforeAll(async () => {
  fake = await startEnMotiveFake({ customers: 10, orders: 30, products: 6, locations: 2, quota: 6 });
});
afterAll(() => fake.close());

const get = (path: string, apiKey = fake.credentials.apiKey) =>
  fetch(`${fake.apiUrl}/tenants/${fake.credentials.tenantId}${path}`, { headers: { 'x-api-key': apiKey } });

describe('EnMotive fake (assumed shapes, docs/vendors/enmotive.md)', () => {
  it('refuses a wrong key with 401 and an unknown tenant with 404', async () => {
    expect((await get('', 'wrong')).status).toBe(401);
    const tenant = await fetch(`${fake.apiUrl}/tenants/nobody`, { headers: { 'x-api-key': fake.credentials.apiKey } });
    expect(tenant.status).toBe(404);
    expect(await tenant.json()).toMatchObject({ error: { code: 'TenantNotFound' } });
  });

  it('lists registrations in wall time, sorted by modification, filtered inclusively', async () => {
    const all = (await (await get('/registrations?pageSize=500')).json()) as {
      items: Array<{ id: number; modifiedAt: string }>;
      totalCount: number;
    };
    expect(all.totalCount).toBe(30);
    expect(all.items[0]!.modifiedAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d$/);
    const pivot = all.items[20]!;
    const since = (await (await get(`/registrations?modifiedSince=${pivot.modifiedAt}`)).json()) as typeof all;
    expect(since.items[0]!.id).toBe(pivot.id);
    expect(since.totalCount).toBe(10);
  });

  it('answers 429 with Retry-After once the minute quota is spent', async () => {
    let last = 200;
    for (let i = 0; i < 5 && last !== 429; i++) last = (await get('/events')).status;
    const spent = await get('/events');
    expect(spent.status).toBe(429);
    expect(Number(spent.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
