import { DESTINATION_TYPE, SOURCE_TYPE } from '@storelens/contract/domain/connectors';
import { DESTINATION_SECRET_FIELDS } from '@storelens/contract/validation/destinations';
import { startBlueshiftFake } from '@storelens/fakes/blueshift/server';
import { startCadenceFake } from '@storelens/fakes/cadence/server';
import { FOREIGN_FACEBOOK_DATASET_ID, startFacebookFake } from '@storelens/fakes/facebook/server';
import { startHeartlandFake } from '@storelens/fakes/heartland/heartland-fake';
import { startSkuVaultFake } from '@storelens/fakes/skuvault/skuvault-fake';
import { startUqubeFake } from '@storelens/fakes/uqube/server';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { destinations } from '../../db/connectors.schema.ts';
import { sealDetail } from '../../integrations/connector-secrets.ts';
import { feedIdOf } from '../../integrations/destinations/cadence/client.ts';
import { toSaleLines } from '../../integrations/destinations/cadence/mappers.ts';
import { toOfflineEvent } from '../../integrations/destinations/facebook-offline/mappers.ts';
import { storedOrders } from '../../test/connectors.fixture.ts';
import { useConnectorsAdmin, useTestContextWithFakes } from '../../test/test-app.ts';
import { runSource } from '../sync/sync-engine.service.ts';

// the four destinations that had no client: the check on save with each
// code, GET /destinations/uqube/databases and the Blueshift test event with a saved key, a push of a
// real source's records with what each fake received equal to what it was given, and one failing
// destination not holding up the others (and catching up from its own cursor once it works again).

const SIZES = { customers: 30, orders: 80, products: 12, locations: 2 };
const SKU_LIMITS = {
  'products/getProducts': 1000,
  'sales/getSalesByDate': 1000,
  'inventory/getInventoryByLocation': 1000,
  'inventory/getItemQuantities': 1000,
};

const { t, fakes } = useTestContextWithFakes(
  {
    heartland: () => startHeartlandFake({ ...SIZES, seed: 41 }),
    skuVault: () => startSkuVaultFake({ ...SIZES, seed: 42, limits: SKU_LIMITS }),
    facebook: () => startFacebookFake(),
    cadence: () => startCadenceFake(),
    uqube: () => startUqubeFake(),
    blueshift: () => startBlueshiftFake({ bulkPerSecond: null }),
  },
  (f) => ({
    heartland: f.heartland.url,
    skuvault: f.skuVault.apiUrl,
    facebook: f.facebook.endpoint,
    facebookAccessToken: f.facebook.accessToken,
    cadence: f.cadence.endpoint,
    cadenceApiKey: f.cadence.apiKey,
    uqube: f.uqube.endpoint,
    uqubeApiKey: f.uqube.apiKey,
    blueshift: f.blueshift.endpoint,
  }),
);
const admin = useConnectorsAdmin(t, 'Deliveries Co');
const ids = { facebook: 0, cadence: 0, uqube: 0, blueshift: 0 };

const createDestination = (name: string, type: number, detail: object) =>
  admin.call('POST', `/destinations/${admin.accountId}/`, { name, type, detail });
const blueshiftKeys = () => ({ eventKey: fakes.blueshift.eventKey, usersKey: fakes.blueshift.usersKey });

describe('the check on save (spec 2 §8)', () => {
  it('Facebook Offline: an unknown or foreign dataset is InvalidDatasetId on its field; a granted one saves', async () => {
    for (const datasetId of ['123', FOREIGN_FACEBOOK_DATASET_ID]) {
      const res = await createDestination('Ads', DESTINATION_TYPE.facebookOffline, { datasetId });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        error: 'InvalidDatasetId',
        message: 'Invalid / No Permissions for Dataset',
        fields: { 'detail.datasetId': 'Invalid / No Permissions for Dataset' },
      });
    }
    const ok = await createDestination('Ads dataset', DESTINATION_TYPE.facebookOffline, {
      datasetId: ` ${fakes.facebook.datasetId} `,
    });
    expect(ok.statusCode, ok.body).toBe(200);
    ids.facebook = ok.json().id;
  });

  it('Blueshift: InvalidEventKey and InvalidUsersKey on their fields; good keys save masked', async () => {
    const badEvent = await createDestination('B', DESTINATION_TYPE.blueshift, { ...blueshiftKeys(), eventKey: 'x' });
    expect(badEvent.json()).toMatchObject({
      error: 'InvalidEventKey',
      fields: { 'detail.eventKey': 'Invalid Event Key' },
    });
    const badUsers = await createDestination('B', DESTINATION_TYPE.blueshift, {
      ...blueshiftKeys(),
      usersKey: fakes.blueshift.eventKey,
    });
    expect(badUsers.json()).toMatchObject({
      error: 'InvalidUsersKey',
      fields: { 'detail.usersKey': 'Invalid Users Key' },
    });
    const ok = await createDestination('Blueshift', DESTINATION_TYPE.blueshift, blueshiftKeys());
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().detail).toEqual({ eventKey: '********', usersKey: '********' });
    ids.blueshift = ok.json().id;
    // an edit that keeps the masked keys is checked with the stored ones
    const renamed = await admin.call('PATCH', `/destinations/${admin.accountId}/${ids.blueshift}`, {
      name: 'Blueshift CRM',
      detail: { eventKey: '********', usersKey: '********' },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
  });

  it('UQube: GET /destinations/uqube/databases lists the databases; another one is InvalidDatabase', async () => {
    const list = await admin.call('GET', '/destinations/uqube/databases');
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json()).toEqual(fakes.uqube.databases.map((databaseName) => ({ databaseName })));
    const bad = await createDestination('UQ', DESTINATION_TYPE.uqube, { database: 'Nope' });
    expect(bad.json()).toEqual({
      error: 'InvalidDatabase',
      message: 'Invalid Database',
      fields: { 'detail.database': 'Invalid Database' },
    });
    const ok = await createDestination('UQube', DESTINATION_TYPE.uqube, { database: fakes.uqube.databases[0] });
    expect(ok.statusCode, ok.body).toBe(200);
    ids.uqube = ok.json().id;
  });

  it('Cadence: saved once its intake answers', async () => {
    const ok = await createDestination('Cadence', DESTINATION_TYPE.cadence, {});
    expect(ok.statusCode, ok.body).toBe(200);
    ids.cadence = ok.json().id;
    expect(fakes.cadence.requests().some((r) => r.path === '/v1/ping' && r.status === 200)).toBe(true);
  });
});

describe('POST /destinations/blueshift/createTestEvent from a saved destination', () => {
  const testEvent = (body: object, query = `?accountId=${admin.accountId}`) =>
    admin.call('POST', `/destinations/blueshift/createTestEvent${query}`, body);

  it('sends with the stored key, not the mask the form shows', async () => {
    const before = fakes.blueshift.events().length;
    const res = await testEvent({ eventKey: '********', event: 'race_registration', destinationId: ids.blueshift });
    expect(res.statusCode, res.body).toBe(200);
    expect(fakes.blueshift.events()).toHaveLength(before + 1);
    expect(fakes.blueshift.events().at(-1)).toMatchObject({ event: 'race_registration' });
  });

  it('a masked key without its destination is refused before Blueshift is called', async () => {
    const before = fakes.blueshift.requests().length;
    const res = await testEvent({ eventKey: '********' }, '');
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.eventKey).toBe('Enter the Event Key, or save the destination first.');
    expect(fakes.blueshift.requests()).toHaveLength(before);
    const other = await testEvent({ eventKey: '********', destinationId: ids.facebook });
    expect(other.statusCode).toBe(400);
  });
});

describe('a Heartland source into Facebook Offline, Cadence and Blueshift through the engine', () => {
  let sourceId: number;
  const blueshiftLink = {
    productUrl: 'https://shop.example.com/p',
    productImage: 'https://shop.example.com/p.png',
    consent: { email: 'Global', phone: 'Ignore' },
    category1: 'Department',
  };

  it('delivers every stream each takes, each fake receiving what it was given; a refused key fails only its destination', async () => {
    const created = await admin.call('POST', `/sources/${admin.accountId}/`, {
      name: 'Downtown (Heartland)',
      type: SOURCE_TYPE.heartland,
      detail: { apiKey: fakes.heartland.credentials.apiKey, ecomIdentifier: '', amazonIdentifier: '' },
      frequency: 1440,
      anchorTime: '08:00',
      startDate: '2020-01-01',
      timezone: 'Etc/UTC',
      destinations: [
        { id: ids.facebook, detail: {} },
        { id: ids.blueshift, detail: blueshiftLink },
        { id: ids.cadence, detail: {} },
      ],
    });
    expect(created.statusCode, created.body).toBe(200);
    sourceId = created.json().id;

    // Blueshift's event key stops working: its orders fail, Facebook and Cadence still get theirs
    const db = t.deps.database.db;
    const [row] = await db.select().from(destinations).where(eq(destinations.id, ids.blueshift));
    const revoked = sealDetail(
      t.deps.secrets,
      { ...blueshiftKeys(), eventKey: 'revoked' },
      DESTINATION_SECRET_FIELDS[DESTINATION_TYPE.blueshift],
    );
    await db.update(destinations).set({ secrets: revoked.secrets }).where(eq(destinations.id, ids.blueshift));

    const outcome = await runSource(t.deps, sourceId, 'manual');
    expect(outcome.counts.pulled.orders).toBe(SIZES.orders);
    expect(Object.keys(outcome.counts.destinationErrors)).toEqual([String(ids.blueshift)]);
    expect(outcome.counts.destinationErrors[String(ids.blueshift)]).toContain('Blueshift CRM');

    const orders = await storedOrders(t, sourceId);
    expect(orders).toHaveLength(SIZES.orders);
    const fbExpected = orders.filter((o) => toOfflineEvent(o, Date.now()) !== null).length;
    expect(fbExpected).toBeGreaterThan(0);
    expect(outcome.counts.pushed[String(ids.facebook)]).toEqual({ orders: SIZES.orders });
    expect(fakes.facebook.events.get(fakes.facebook.datasetId)).toHaveLength(fbExpected);

    const feed = fakes.cadence.feeds.get(feedIdOf({ accountId: admin.accountId, sourceId }));
    expect(feed?.stores.size).toBe(SIZES.locations);
    expect(feed?.products.size).toBe(SIZES.products);
    expect(feed?.inventory.size).toBe(outcome.counts.pulled.inventory);
    expect(feed?.sales.size).toBe(orders.flatMap((o) => toSaleLines(o, {})).length);

    // customers went with the users key before the orders failed
    expect(fakes.blueshift.customers.size).toBe(SIZES.customers);
    expect(fakes.blueshift.events().filter((e) => e.event !== 'race_registration')).toHaveLength(0);

    // the key works again: the next run delivers Blueshift's orders from its own cursor, nothing to the others
    await db.update(destinations).set({ secrets: row!.secrets }).where(eq(destinations.id, ids.blueshift));
    const facebookCalls = fakes.facebook.requests().length;
    const next = await runSource(t.deps, sourceId, 'scheduled');
    expect(next.counts.destinationErrors).toEqual({});
    expect(next.counts.pushed[String(ids.blueshift)]?.orders).toBe(SIZES.orders);
    expect(next.counts.pushed[String(ids.facebook)]?.orders ?? 0).toBe(0);
    expect(fakes.facebook.requests()).toHaveLength(facebookCalls);
    const identified = orders.filter((o) => o.customerVendorId || o.email).length;
    expect(fakes.blueshift.events().filter((e) => e.event !== 'race_registration')).toHaveLength(identified);
  });

  it('a changed Cadence mapping sends every product again as it now maps them, and no order twice', async () => {
    const feed = () => fakes.cadence.feeds.get(feedIdOf({ accountId: admin.accountId, sourceId }))!;
    const brands = () => [...feed().products.values()].map((p) => (p as { brand: unknown }).brand);
    expect(brands().some((b) => typeof b === 'string' && b.startsWith('V-'))).toBe(false);
    const sales = feed().sales.size;

    // the source screen's save: what GET shows, with the links' details as given
    const save = async (detailOf: (link: { id: number; detail: object }) => object) => {
      const shown = (await admin.call('GET', `/sources/${admin.accountId}/${sourceId}`)).json();
      const { name, detail, frequency, anchorTime, timezone } = shown;
      const links = shown.destinations.map((d: { id: number; detail: object }) => ({ id: d.id, detail: detailOf(d) }));
      return admin.call('PATCH', `/sources/${admin.accountId}/${sourceId}/`, {
        ...{ name, detail, frequency, anchorTime, timezone },
        destinations: links,
      });
    };
    const mapping = { brand: 'vendor_code', tags: ['gender', 'department'] };
    const saved = await save((d) => (d.id === ids.cadence ? mapping : d.detail));
    expect(saved.statusCode, saved.body).toBe(200);

    const run = await runSource(t.deps, sourceId, 'scheduled');
    expect(run.counts.pushed[String(ids.cadence)]?.products).toBe(SIZES.products);
    expect(run.counts.pushed[String(ids.cadence)]?.sales ?? 0).toBe(0);
    expect(run.counts.pushed[String(ids.facebook)]?.orders ?? 0).toBe(0);
    expect(brands()).toHaveLength(SIZES.products);
    expect(brands().every((b) => typeof b === 'string' && b.startsWith('V-'))).toBe(true);
    expect(feed().sales.size).toBe(sales);

    // saved again unchanged: nothing is sent again
    const again = await save((d) => d.detail);
    expect(again.statusCode, again.body).toBe(200);
    const quiet = await runSource(t.deps, sourceId, 'scheduled');
    expect(quiet.counts.pushed[String(ids.cadence)]?.products ?? 0).toBe(0);
  });
});

describe('a SKU Vault source into UQube and Cadence', () => {
  it('every stream lands in its UQube table with the counts pulled', async () => {
    const created = await admin.call('POST', `/sources/${admin.accountId}/`, {
      name: 'Warehouse (SKU Vault)',
      type: SOURCE_TYPE.skuVault,
      detail: { ...fakes.skuVault.credentials },
      frequency: 1440,
      anchorTime: '08:00',
      startDate: '2020-01-01',
      timezone: 'Etc/UTC',
      destinations: [
        { id: ids.uqube, detail: {} },
        { id: ids.cadence, detail: { ignoreWebOrders: false } },
      ],
    });
    expect(created.statusCode, created.body).toBe(200);
    const sourceId = created.json().id as number;
    const outcome = await runSource(t.deps, sourceId, 'manual');
    expect(outcome.status, outcome.error ?? '').toBe('succeeded');
    expect(outcome.counts.destinationErrors).toEqual({});
    const database = fakes.uqube.databases[0]!;
    for (const table of ['locations', 'products', 'inventory', 'orders'] as const) {
      const mine = fakes.uqube.table(database, table).filter((r) => r.storelens_source_id === sourceId);
      expect(mine, table).toHaveLength(outcome.counts.pulled[table] ?? -1);
    }
    const feed = fakes.cadence.feeds.get(feedIdOf({ accountId: admin.accountId, sourceId }));
    expect(feed?.products.size).toBe(outcome.counts.pulled.products);
  });
});
