import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PerkvilleFake, startPerkvilleFake } from './perkville-fake.ts';

type List = { meta: { total_count: number; next: string | null }; objects: Array<Record<string, unknown>> };

let fake: PerkvilleFake;
const get = (path: string, token = fake.credentials.accessToken, agent = 'test') =>
  fetch(`${fake.url}/v2/${path}`, { headers: { authorization: `Bearer ${token}`, 'user-agent': agent } });

beforeAll(async () => {
  fake = await startPerkvilleFake({ customers: 9, orders: 14, products: 4, locations: 2, quota: 30, windowMs: 60_000 });
});
afterAll(() => fake.close());

describe('Perkville fake', () => {
  it('pages lists by limit and offset with meta.next', async () => {
    const first = (await (await get('transactions/?limit=10&offset=0&order_by=last_mod_dt')).json()) as List;
    expect(first.meta.total_count).toBe(14);
    expect(first.objects).toHaveLength(10);
    expect(first.meta.next).toContain('offset=10');
    const second = (await (await get('transactions/?limit=10&offset=10&order_by=last_mod_dt')).json()) as List;
    expect(second.objects).toHaveLength(4);
    expect(second.meta.next).toBeNull();
  });

  it('filters by last_mod_dt__gte to the minute and refuses other formats', async () => {
    const last = fake.data.customers.get(9)!.updatedAt;
    const since = `${last.slice(0, 10)} ${last.slice(11, 16)}Z`;
    const list = (await (await get(`users/?last_mod_dt__gte=${encodeURIComponent(since)}&limit=100`)).json()) as List;
    expect(list.objects.map((u) => u.user_id)).toContain(9);
    expect((await get('users/?last_mod_dt__gte=yesterday')).status).toBe(400);
  });

  it('refuses bad and expired tokens with 401, and a request without a User-Agent with 403', async () => {
    expect((await get('perks/', 'nope')).status).toBe(401);
    expect((await get('perks/', 'pv-expired-token')).status).toBe(401);
    const bare = await fetch(`${fake.url}/v2/perks/`, {
      headers: { authorization: `Bearer ${fake.credentials.accessToken}`, 'user-agent': '' },
    });
    expect(bare.status).toBe(403);
  });

  it('answers 429 with Retry-After once the (assumed) quota is spent', async () => {
    for (let i = 0; i < 30; i++) await get('locations/');
    const over = await get('locations/');
    expect(over.status).toBe(429);
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
