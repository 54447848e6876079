import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ShopifyFake, startShopifyFake } from './shopify-fake.ts';

let fake: ShopifyFake;
beforeAll(async () => {
  fake = await startShopifyFake({ orders: 30, throttle: { maximumAvailable: 100, restoreRate: 1 } });
});
afterAll(() => fake.close());

const post = (token: string, query: string, variables = {}) =>
  fetch(`${fake.url}/shops/demo-store/admin/api/2025-01/graphql.json`, {
    method: 'POST',
    headers: { 'x-shopify-access-token': token, 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  });

describe('Shopify fake envelopes (reference source-apis.md §1)', () => {
  it("answers a bad token with 401 and Shopify's body", async () => {
    const res = await post('shpat_wrong', '{ shop { name } }');
    expect(res.status).toBe(401);
    expect(res.headers.get('www-authenticate')).toContain('Shopify API Authentication');
    expect(await res.json()).toEqual({
      errors: '[API] Invalid API key or access token (unrecognized login or wrong password)',
    });
  });

  it('pages a connection and reports the query cost', async () => {
    const query =
      'query Q($first: Int!, $after: String) { orders(first: $first, after: $after) { nodes { id } pageInfo { hasNextPage endCursor } } }';
    const res = await post(fake.credentials.accessToken, query, { first: 20 });
    const body = (await res.json()) as {
      data: { orders: { nodes: unknown[]; pageInfo: { hasNextPage: boolean } } };
      extensions: { cost: { requestedQueryCost: number; throttleStatus: { currentlyAvailable: number } } };
    };
    expect(body.data.orders.nodes).toHaveLength(20);
    expect(body.data.orders.pageInfo.hasNextPage).toBe(true);
    expect(body.extensions.cost.requestedQueryCost).toBe(22);
  });

  it('throttles with HTTP 200 and THROTTLED once the bucket is empty', async () => {
    const query = '{ orders(first: 90) { nodes { id } } }';
    const res = await post(fake.credentials.accessToken, query);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { errors: { extensions: { code: string } }[]; data?: unknown };
    expect(body.errors[0]!.extensions.code).toBe('THROTTLED');
    expect(body.data).toBeUndefined();
  });
});
