import { destinationLinkForm, formDefaults } from '@storelens/contract/domain/connector-forms';
import { DESTINATION_TYPE, SOURCE_TYPE } from '@storelens/contract/domain/connectors';
import { destinationLinkDetailSchema } from '@storelens/contract/validation/destinations';
import { SOURCE_SECRET_FIELDS } from '@storelens/contract/validation/sources';
import { type SkuVaultFake, startSkuVaultFake } from '@storelens/fakes/skuvault/skuvault-fake';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sources } from '../../../db/connectors.schema.ts';
import { mailOutbox } from '../../../db/schema.ts';
import { runSource } from '../../../modules/sync/sync-engine.service.ts';
import { countStored } from '../../../modules/sync/warehouse.queries.ts';
import { addMember, buildAccount, buildUser, TEST_PASSWORD } from '../../../test/factories.ts';
import { createTestContext, signIn, type TestContext } from '../../../test/harness.ts';
import { sealDetail } from '../../connector-secrets.ts';

// issue 13 §1 "Done when", SKU Vault: the check on save with its spec 2 §8 code, a run of every
// stream it has with counts equal to the fake's, an incremental run with only the changes, a 429
// retried, refused tokens turning the source to 'reconnect' and mailing the admins once. Spec 2 §4
// lets SKU Vault feed only Cadence and UQube; the source is linked to a Cadence destination.

const SIZES = { customers: 10, orders: 90, products: 25, locations: 3 };
const LIMITS = {
  'products/getProducts': 1000,
  'sales/getSalesByDate': 1000,
  'inventory/getInventoryByLocation': 1000,
  'inventory/getItemQuantities': 1000,
};

let fake: SkuVaultFake;
let t: TestContext;
let accountId: number;
let ownerEmail: string;
let cadenceId: number;
let call: (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) => Promise<LightMyRequestResponse>;

beforeAll(async () => {
  fake = await startSkuVaultFake({ ...SIZES, seed: 37, limits: LIMITS });
  t = await createTestContext({}, { skuvault: fake.apiUrl });
  const db = t.deps.database.db;
  accountId = (await buildAccount(db, { accountType: 'Connectors', name: 'SKU Vault Co' })).id;
  const admin = await buildUser(db, { systemAccessLevel: 'admin' });
  const owner = await buildUser(db);
  ownerEmail = owner.email;
  await addMember(db, accountId, owner.id, 'admin');
  const cookie = await signIn(t.app, admin.email, TEST_PASSWORD);
  call = (method, url, payload) =>
    t.app.inject({ method, url: `/api${url}`, headers: { cookie }, ...(payload ? { payload } : {}) });
  const cadence = await call('POST', `/destinations/${accountId}/`, {
    name: 'Cadence',
    type: DESTINATION_TYPE.cadence,
    detail: {},
  });
  expect(cadence.statusCode, cadence.body).toBe(200);
  cadenceId = cadence.json().id;
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

const linkDetail = destinationLinkDetailSchema(DESTINATION_TYPE.cadence, SOURCE_TYPE.skuVault).parse(
  formDefaults(destinationLinkForm(DESTINATION_TYPE.cadence, SOURCE_TYPE.skuVault)),
);

const create = (detail: Record<string, unknown>) =>
  call('POST', `/sources/${accountId}/`, {
    name: 'Warehouse',
    type: SOURCE_TYPE.skuVault,
    detail,
    frequency: 60,
    anchorTime: '08:00',
    startDate: '2020-01-01',
    timezone: 'Etc/UTC',
    destinations: [{ id: cadenceId, detail: linkDetail }],
  });

describe('a SKU Vault source through the API and the engine', () => {
  let sourceId: number;

  it("refuses a wrong tenant or user token with InvalidToken and the spec's message", async () => {
    for (const wrong of [{ tenantToken: 'wrong-tenant' }, { userToken: 'wrong-user' }]) {
      const res = await create({ ...fake.credentials, ...wrong });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        error: 'InvalidToken',
        message: 'Invalid Tenant and/or User Token',
        fields: { 'detail.tenantToken': 'Invalid Tenant and/or User Token' },
      });
    }
    expect((await call('GET', `/sources/${accountId}`)).json()).toHaveLength(0);
  });

  it("saves with good tokens, and its first run stores every stream with the fake's counts", async () => {
    const created = await create({ ...fake.credentials });
    expect(created.statusCode, created.body).toBe(200);
    sourceId = created.json().id;
    const outcome = await runSource(t.deps, sourceId, 'manual');
    expect(outcome.status, outcome.error ?? '').toBe('succeeded');
    expect(outcome.counts.pulled).toEqual({
      locations: SIZES.locations,
      products: SIZES.products,
      inventory: SIZES.products * SIZES.locations,
      orders: SIZES.orders,
    });
    expect(await countStored(t.deps.database.db, accountId, sourceId)).toMatchObject({
      customers: 0,
      orders: SIZES.orders,
      products: SIZES.products,
    });
  });

  it('pulls only the changes on the next run', async () => {
    fake.data.products.touch(3);
    fake.setStock(8, 1, 4);
    fake.data.orders.add(() => ({ createdAt: `${new Date().toISOString().slice(0, 19)}Z` }));
    const outcome = await runSource(t.deps, sourceId, 'scheduled');
    expect(outcome.status, outcome.error ?? '').toBe('succeeded');
    // warehouses have no dates: the short list is read whole, and unchanged ones are not delivered again
    expect(outcome.counts.pulled).toEqual({
      locations: SIZES.locations,
      products: 1,
      inventory: 2 * SIZES.locations,
      orders: 1,
    });
  });

  it('retries 429 and 5xx answers within a run', async () => {
    fake.failNext(2, 429, 0);
    fake.failNext(1, 503);
    const outcome = await runSource(t.deps, sourceId, 'scheduled');
    expect(outcome.status, outcome.error ?? '').toBe('succeeded');
    expect(outcome.counts.pulled.locations).toBe(SIZES.locations);
  });

  it("turns to 'reconnect' when SKU Vault refuses the tokens, and mails the account's admins once", async () => {
    const db = t.deps.database.db;
    const [row] = await db.select().from(sources).where(eq(sources.id, sourceId));
    const bad = sealDetail(
      t.deps.secrets,
      { ...fake.credentials, userToken: 'revoked' },
      SOURCE_SECRET_FIELDS[SOURCE_TYPE.skuVault],
    );
    await db.update(sources).set({ secrets: bad.secrets }).where(eq(sources.id, sourceId));
    expect((await runSource(t.deps, sourceId, 'scheduled')).status).toBe('failed');
    const listed = (await call('GET', `/sources/${accountId}`)).json()[0];
    expect(listed.health).toBe('reconnect');
    await runSource(t.deps, sourceId, 'scheduled');
    expect(await db.select().from(mailOutbox).where(eq(mailOutbox.to, ownerEmail))).toHaveLength(1);
    await db.update(sources).set({ secrets: row!.secrets, health: 'ok' }).where(eq(sources.id, sourceId));
    expect((await runSource(t.deps, sourceId, 'scheduled')).status).toBe('succeeded');
  });
});
