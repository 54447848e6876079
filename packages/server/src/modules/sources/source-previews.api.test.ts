import { ERRORS } from '@storelens/contract/api/errors';
import { SOURCE_TYPE } from '@storelens/contract/domain/connectors';
import { msg } from '@storelens/contract/validation/messages';
import { startHeartlandFake } from '@storelens/fakes/heartland/heartland-fake';
import { startRunitFake } from '@storelens/fakes/runit/runit-fake';
import { startShopifyFake } from '@storelens/fakes/shopify/shopify-fake';
import { beforeAll, describe, expect, it } from 'vitest';
import { connectorCallers, send } from '../../test/connector-callers.ts';
import { buildSealedSource } from '../../test/connectors.fixture.ts';
import { buildAccount } from '../../test/factories.ts';
import { signInNewUser } from '../../test/identity-helpers.ts';
import { useTestContextWithFakes } from '../../test/test-app.ts';

const { t, fakes } = useTestContextWithFakes(
  {
    shopify: () => startShopifyFake({ customers: 5, orders: 5, products: 5, locations: 3, throttle: null }),
    heartland: () => startHeartlandFake({ customers: 5, orders: 120, products: 5, locations: 2 }),
    runit: () => startRunitFake({ customers: 5, orders: 150, products: 5 }),
  },
  (f) => ({ shopify: f.shopify.shopUrlTemplate, heartland: f.heartland.url, runit: f.runit.serverUrlTemplate }),
);
let cookie: string;
let callers: Awaited<ReturnType<typeof connectorCallers>>;
/** A saved Lightspeed source (its preview names no account: the source's account is checked). */
let lightspeedId: number;
beforeAll(async () => {
  cookie = await signInNewUser(t, { systemAccessLevel: 'admin' });
  const account = await buildAccount(t.deps.database.db, { accountType: 'Connectors' });
  callers = await connectorCallers(t, account.id);
  const lightspeed = await buildSealedSource(t, {
    accountId: account.id,
    name: 'Lightspeed',
    sourceType: SOURCE_TYPE.lightspeed,
    detail: { ecomIdentifierType: 'shop', ecomIdentifier: [], inventoryStoreIgnore: [], accessToken: 'ls-access' },
  });
  lightspeedId = lightspeed.id;
});

const get = (url: string) => t.app.inject({ url: `/api${url}`, headers: { cookie } });

describe('who may preview sources (spec 2 §6)', () => {
  // Every route of the module, as called by the refused callers, and the bad input an allowed caller
  // (a manager with the connectors flag) gets 400 for with the contract's message. The refused callers
  // send the bad input too: 401/403 come before the query is read. The lookups by a typed key name no
  // account, so a vertical limit does not bear on them ('elsewhere' is let through to validation);
  // the Lightspeed preview names a saved source, whose account is checked (403).
  const required = (field: string, label: string) => ({
    error: 'ValidationError',
    message: msg.required(label),
    fields: { [field]: msg.required(label) },
  });
  const rows: Array<[string, { url: () => string; badUrl: () => string; answer: object; elsewhere: 403 | 400 }]> = [
    [
      '/sources/shopify/locations',
      {
        url: () => '/sources/shopify/locations?appType=custom&storeName=shop&accessToken=token',
        badUrl: () => '/sources/shopify/locations?appType=custom&accessToken=token',
        answer: required('storeName', 'Store Name'),
        elsewhere: 400,
      },
    ],
    ...(['customFields', 'locations', 'preview'] as const).map(
      (what) =>
        [
          `/sources/heartland/${what}`,
          {
            url: () => `/sources/heartland/${what}?apiKey=key`,
            badUrl: () => `/sources/heartland/${what}?apiKey=`,
            answer: required('apiKey', 'API Key'),
            elsewhere: 400 as const,
          },
        ] as [string, { url: () => string; badUrl: () => string; answer: object; elsewhere: 403 | 400 }],
    ),
    [
      '/sources/lightspeed/preview/{id}',
      {
        url: () => `/sources/lightspeed/preview/${lightspeedId}`,
        badUrl: () => '/sources/lightspeed/preview/abc',
        answer: { error: 'ValidationError', fields: { id: expect.any(String) } },
        elsewhere: 403,
      },
    ],
    [
      '/sources/bridalLive/preview',
      {
        url: () => '/sources/bridalLive/preview?retailerId=1&apiKey=key',
        badUrl: () => '/sources/bridalLive/preview?apiKey=key',
        answer: required('retailerId', 'Retailer Id'),
        elsewhere: 400,
      },
    ],
    [
      '/sources/runit/preview',
      {
        url: () => '/sources/runit/preview?url=x.example&storeId=1',
        badUrl: () => '/sources/runit/preview?storeId=1',
        answer: required('url', 'URL'),
        elsewhere: 400,
      },
    ],
  ];

  it.each(rows)(
    'GET %s: 401 signed out; 403 for a customer and a manager without the flag; 400 for bad input',
    async (_route, { url, badUrl, answer, elsewhere }) => {
      const status = async (cookie?: string) => {
        const res = await send(t, 'GET', badUrl(), cookie);
        return { status: res.statusCode, body: res.json() };
      };
      expect(await status()).toEqual({ status: 401, body: ERRORS.authentication });
      expect(await status(callers.customer)).toEqual({ status: 403, body: ERRORS.forbidden });
      expect(await status(callers.noFlag)).toEqual({ status: 403, body: ERRORS.forbidden });
      const bad = await send(t, 'GET', badUrl(), callers.connectors);
      expect(bad.statusCode, bad.body).toBe(400);
      expect(bad.json()).toMatchObject(answer);
      if (elsewhere === 400) expect((await status(callers.elsewhere)).status).toBe(400);
      else {
        const refused = await send(t, 'GET', url(), callers.elsewhere);
        expect({ status: refused.statusCode, body: refused.json() }).toEqual({ status: 403, body: ERRORS.forbidden });
      }
    },
  );

  it('the Lightspeed preview of a source that does not exist is 404, not a lookup anywhere', async () => {
    const res = await send(t, 'GET', `/sources/lightspeed/preview/${lightspeedId + 1000}`, callers.connectors);
    expect(res.json()).toEqual({ error: 'NotFound', message: 'Source not found' });
  });
});

describe('source previews and lookups (spec 2 §7)', () => {
  it('lists Shopify locations, and refuses a bad token with InvalidAuth', async () => {
    const ok = await get(
      `/sources/shopify/locations?appType=custom&storeName=${fakes.shopify.credentials.storeName}&accessToken=${fakes.shopify.credentials.accessToken}`,
    );
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toHaveLength(3);
    expect(ok.json()[0]).toMatchObject({ id: expect.any(String), name: expect.any(String) });
    const bad = await get(
      `/sources/shopify/locations?appType=custom&storeName=${fakes.shopify.credentials.storeName}&accessToken=nope`,
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe('InvalidAuth');
  });

  it('previews 100 Heartland sales and lists its locations and custom fields', async () => {
    const key = fakes.heartland.credentials.apiKey;
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

  it('previews the 100 latest Runit sales, and refuses a wrong server or store with InvalidUrlStoreId', async () => {
    const { url, storeId } = fakes.runit.credentials;
    const preview = await get(`/sources/runit/preview?url=${url}&storeId=${storeId}`);
    expect(preview.statusCode, preview.body).toBe(200);
    const records = preview.json().records as { vendorId: string; lines: unknown[] }[];
    expect(records).toHaveLength(100);
    expect(records[0]!.vendorId).toBe(String(fakes.runit.data.orders.get(150)!.number));
    expect(records[0]!.lines.length).toBeGreaterThan(0);
    for (const query of [`url=${url}&storeId=999`, `url=elsewhere.example&storeId=${storeId}`]) {
      const bad = await get(`/sources/runit/preview?${query}`);
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({ error: 'InvalidUrlStoreId', message: 'Invalid URL or Store Id' });
    }
  });

  it('requires the connectors permission', async () => {
    const plainCookie = await signInNewUser(t);
    const res = await t.app.inject({
      url: '/api/sources/heartland/locations?apiKey=x',
      headers: { cookie: plainCookie },
    });
    expect(res.statusCode).toBe(403);
  });
});
