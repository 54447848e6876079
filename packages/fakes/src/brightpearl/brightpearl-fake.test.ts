import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BrightpearlFake, startBrightpearlFake } from './brightpearl-fake.ts';

let fake: BrightpearlFake;
const headers = () => ({ authorization: `Bearer ${fake.credentials.accessToken}`, 'brightpearl-app-ref': 'app' });
type Search = { response: { metaData: Record<string, unknown> & { columns: unknown[] }; results: unknown[][] } };
const get = (path: string, h: Record<string, string> = headers()) =>
  fetch(`${fake.url}/public-api/${fake.credentials.account}/${path}`, { headers: h });

beforeAll(async () => {
  fake = await startBrightpearlFake({
    orders: 12,
    customers: 7,
    products: 5,
    locations: 2,
    quota: 40,
    windowMs: 60_000,
  });
});
afterAll(() => fake.close());

describe('Brightpearl fake', () => {
  it('answers searches as positional rows named by metaData.columns, paged by firstResult', async () => {
    const res = await get('order-service/order-search?pageSize=5&firstResult=11&sort=updatedOn.ASC');
    const { response } = (await res.json()) as Search;
    expect(response.metaData).toMatchObject({
      resultsAvailable: 12,
      resultsReturned: 2,
      firstResult: 11,
      lastResult: 12,
    });
    expect(response.metaData.morePagesAvailable).toBe(false);
    expect(response.metaData.columns[0]).toEqual({ name: 'orderId' });
    expect(response.results).toHaveLength(2);
    expect(res.headers.get('brightpearl-requests-remaining')).toMatch(/^\d+$/);
  });

  it('filters by updatedOn from/ and 404s a multi-get that finds nothing', async () => {
    const last = fake.data.customers.get(7)!;
    const res = await get(`contact-service/contact-search?updatedOn=${last.updatedAt.slice(0, 19)}/`);
    const { response } = (await res.json()) as Search;
    expect(response.results.map((r) => r[0])).toContain(7);
    expect((await get('order-service/order/1-3')).status).toBe(200);
    expect((await get('order-service/order/9000-9001')).status).toBe(404);
  });

  it('serves the category list (all, or by ID set) that product-search rows name by brightpearlCategoryCode', async () => {
    type Category = { id: number; name: string; parentId: number; active: boolean };
    const all = ((await (await get('product-service/brightpearl-category/')).json()) as { response: Category[] })
      .response;
    const names = new Map(all.map((c) => [c.id, c.name]));
    expect(all.every((c) => c.parentId === 0 && c.active)).toBe(true);
    const res = await get('product-service/product-search?pageSize=5');
    const { response } = (await res.json()) as Search;
    const column = (response.metaData.columns as { name: string }[]).findIndex(
      (c) => c.name === 'brightpearlCategoryCode',
    );
    expect(column).toBeGreaterThan(0);
    for (const row of response.results) {
      const product = fake.data.products.get(row[0] as number)!;
      const ids = String(row[column]).split(',').map(Number);
      expect(ids.map((id) => names.get(id))).toEqual([product.category, ...product.tags]);
    }
    const [first, second] = all;
    const some = await get(`product-service/brightpearl-category/${first!.id},${second!.id}`);
    expect(((await some.json()) as { response: Category[] }).response.map((c) => c.name)).toEqual([
      first!.name,
      second!.name,
    ]);
    expect((await get('product-service/brightpearl-category/9000')).status).toBe(404);
  });

  it('refuses a wrong or expired token, another account, and a missing app ref with 401', async () => {
    expect((await get('product-service/brand', { ...headers(), authorization: 'Bearer nope' })).status).toBe(401);
    expect(
      (await get('product-service/brand', { ...headers(), authorization: 'Bearer bp-expired-token' })).status,
    ).toBe(401);
    expect((await fetch(`${fake.url}/public-api/other/product-service/brand`, { headers: headers() })).status).toBe(
      401,
    );
    expect((await get('product-service/brand', { authorization: headers().authorization })).status).toBe(401);
  });

  it('answers 503 once the rolling window is spent, and says when it frees', async () => {
    fake.resetThrottle();
    for (let i = 0; i < 40; i++) await get('warehouse-service/warehouse');
    const over = await get('warehouse-service/warehouse');
    expect(over.status).toBe(503);
    expect(over.headers.get('brightpearl-requests-remaining')).toBe('0');
    expect(Number(over.headers.get('brightpearl-next-throttle-period'))).toBeGreaterThan(0);
    fake.resetThrottle();
  });
});
