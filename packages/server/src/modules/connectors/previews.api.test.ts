import { startHeartlandFake } from '@storelens/fakes/heartland/heartland-fake';
import { startShopifyFake } from '@storelens/fakes/shopify/shopify-fake';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, TEST_PASSWORD } from '../../test/factories.ts';
import { createTestContext, signIn, type TestContext } from '../../test/harness.ts';

let t: TestContext;
let cookie: string;
let shopify: Awaited<ReturnType<typeof startShopifyFake>>;
let heartland: Awaited<ReturnType<typeof startHeartlandFake>>;
beforeAll(async () => {
  shopify = await startShopifyFake({ customers: 5, orders: 5, products: 5, locations: 3, throttle: null });
  heartland = await startHeartlandFake({ customers: 5, orders: 120, products: 5, locations: 2 });
  t = await createTestContext({}, { shopify: shopify.shopUrlTemplate, heartland: heartland.url });
  const admin = await buildUser(t.deps.database.db, { systemAccessLevel: 'admin' });
  cookie = await signIn(t.app, admin.email, TEST_PASSWORD);
});
afterAll(async () => {
  await t.close();
  await shopify.close();
  await heartland.close();
});

const get = (url: string) => t.app.inject({ url: `/api${url}`, headers: { cookie } });

describe('source previews and lookups (spec 2 §7)', () => {
  it('lists Shopify locations, and refuses a bad token with InvalidAuth', async () => {
    const ok = await get(
      `/sources/shopify/locations?appType=custom&storeName=${shopify.credentials.storeName}&accessToken=${shopify.credentials.accessToken}`,
    );
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toHaveLength(3);
    expect(ok.json()[0]).toMatchObject({ id: expect.any(String), name: expect.any(String) });
    const bad = await get(
      `/sources/shopify/locations?appType=custom&storeName=${shopify.credentials.storeName}&accessToken=nope`,
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe('InvalidAuth');
  });

  it('previews 100 Heartland sales and lists its locations and custom fields', async () => {
    const key = heartland.credentials.apiKey;
    const preview = await get(`/sources/heartland/preview?apiKey=${key}`);
    expect(preview.statusCode).toBe(200);
    expect(preview.json().records).toHaveLength(100);
    expect((await get(`/sources/heartland/locations?apiKey=${key}`)).json()).toHaveLength(2);
    const fields = await get(`/sources/heartland/customFields?apiKey=${key}`);
    expect(fields.statusCode).toBe(200);
    expect(Array.isArray(fields.json())).toBe(true);
    const bad = await get('/sources/heartland/preview?apiKey=wrong');
    expect(bad.json().error).toBe('InvalidApiKey');
  });

  it('answers plainly for previews whose vendor is not built yet', async () => {
    expect((await get('/sources/runit/preview?url=x.example&storeId=1')).statusCode).toBe(501);
  });

  it('requires the connectors permission', async () => {
    const plain = await buildUser(t.deps.database.db);
    const plainCookie = await signIn(t.app, plain.email, TEST_PASSWORD);
    const res = await t.app.inject({
      url: '/api/sources/heartland/locations?apiKey=x',
      headers: { cookie: plainCookie },
    });
    expect(res.statusCode).toBe(403);
  });
});
