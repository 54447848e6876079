import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { instantOfLocal, localTime, type RunitFake, startRunitFake } from './runit-fake.ts';

let fake: RunitFake;
beforeAll(async () => {
  fake = await startRunitFake({ orders: 30, customers: 12, products: 8, quota: 5, windowMs: 60_000 });
});
afterAll(() => fake.close());

const get = (path: string, host = fake.credentials.url, storeId = fake.credentials.storeId) =>
  fetch(`${fake.serverUrlTemplate.replace('{url}', host)}/api/v1/stores/${storeId}${path}`);

describe('Runit fake (assumed API, docs/vendors/runit.md)', () => {
  it('writes dates as local wall time and reads them back', () => {
    const ms = Date.UTC(2024, 6, 1, 16, 30, 5);
    expect(localTime(ms, 'America/New_York')).toBe('2024-07-01T12:30:05');
    expect(instantOfLocal('2024-07-01T12:30:05', 'America/New_York')).toBe(ms);
    expect(instantOfLocal('2024-01-01T00:00:00', 'Etc/UTC')).toBe(Date.UTC(2024, 0, 1));
  });

  it('answers a plain 404 off a Runit server and a JSON 404 for an unknown store', async () => {
    const notRunit = await get('', 'elsewhere.example.com');
    expect(notRunit.status).toBe(404);
    expect(notRunit.headers.get('content-type')).toMatch(/text\/plain/);
    const unknown = await get('', fake.credentials.url, '9');
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ Message: 'Store 9 was not found' });
  });

  it('pages lists oldest change first, filters on modifiedSince, and throttles with 429', async () => {
    fake.resetQuota();
    const page = (await (await get('/sales?page=2&pageSize=10')).json()) as {
      Items: { TicketNo: number; LastModified: string }[];
      TotalCount: number;
    };
    expect(page.TotalCount).toBe(30);
    expect(page.Items.map((s) => s.TicketNo)).toEqual(Array.from({ length: 10 }, (_, i) => 1011 + i));
    const since = page.Items[5]!.LastModified;
    const later = (await (await get(`/sales?modifiedSince=${since}&pageSize=100`)).json()) as { TotalCount: number };
    expect(later.TotalCount).toBe(15);
    expect((await get('/products?pageSize=501')).status).toBe(400);
    await get('');
    await get('');
    const spent = await get('');
    expect(spent.status).toBe(429);
    expect(Number(spent.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
