import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWooCommerceFake, type WooCommerceFake } from './woocommerce-fake.ts';

let fake: WooCommerceFake;
beforeAll(async () => {
  fake = await startWooCommerceFake({ orders: 25 });
});
afterAll(() => fake.close());

const basic = (key: string, secret: string) => `Basic ${Buffer.from(`${key}:${secret}`).toString('base64')}`;
const get = (path: string, authorization?: string) =>
  fetch(`${fake.url}/wp-json/wc/v3${path}`, { headers: authorization ? { authorization } : {} });

describe('WooCommerce fake envelopes (reference source-apis.md §2)', () => {
  it("sends WooCommerce's 401 bodies", async () => {
    const noAuth = await get('/orders');
    expect(noAuth.status).toBe(401);
    expect(await noAuth.json()).toMatchObject({ code: 'woocommerce_rest_cannot_view' });
    const badKey = await get('/orders', basic('ck_nope', 'cs_nope'));
    expect(await badKey.json()).toEqual({
      code: 'woocommerce_rest_authentication_error',
      message: 'Consumer Key is invalid.',
      data: { status: 401 },
    });
  });

  it('pages with X-WP-Total, X-WP-TotalPages and Link headers', async () => {
    const res = await get('/orders?per_page=10&page=2', basic('ck_test_key', 'cs_test_secret'));
    expect(res.headers.get('x-wp-total')).toBe('25');
    expect(res.headers.get('x-wp-totalpages')).toBe('3');
    expect(res.headers.get('link')).toMatch(/page=1[^>]*>; rel="prev", <[^>]*page=3[^>]*>; rel="next"/);
    expect(await res.json()).toHaveLength(10);
    const tooBig = await get('/orders?per_page=101', basic('ck_test_key', 'cs_test_secret'));
    expect(tooBig.status).toBe(400);
  });
});
