import { DESTINATION_TYPE, SOURCE_TYPE } from '@storelens/contract/domain/connectors';
import { SOURCE_SECRET_FIELDS } from '@storelens/contract/validation/sources';
import { type BigCommerceFake, startBigCommerceFake } from '@storelens/fakes/bigcommerce/bigcommerce-fake';
import {
  DEFAULT_ZAIUS_PRIVATE_KEY,
  DEFAULT_ZAIUS_PUBLIC_KEY,
  startZaiusFake,
  type ZaiusFake,
} from '@storelens/fakes/zaius/server';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sources } from '../../../db/connectors.schema.ts';
import { mailOutbox } from '../../../db/schema.ts';
import { runSource } from '../../../modules/sync/sync-engine.service.ts';
import { addMember, buildAccount, buildUser, TEST_PASSWORD } from '../../../test/factories.ts';
import { createTestContext, signIn, type TestContext } from '../../../test/harness.ts';
import { sealDetail } from '../../connector-secrets.ts';

// issue 13 §1 "Done when", BigCommerce: the check on save with each spec 2 §8 code, a run of every
// stream with counts equal to the fake's, an incremental run with only the changes, a 429 retried,
// refused credentials turning the source to 'reconnect' and mailing the admins once.

const SIZES = { customers: 45, orders: 70, products: 20, locations: 2 };

let fake: BigCommerceFake;
let zaius: ZaiusFake;
let t: TestContext;
let accountId: number;
let ownerEmail: string;
let cdpId: number;
let call: (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) => Promise<LightMyRequestResponse>;

beforeAll(async () => {
  fake = await startBigCommerceFake({ ...SIZES, seed: 31, quota: 100_000 });
  zaius = await startZaiusFake();
  t = await createTestContext({}, { bigcommerce: fake.apiUrl, zaius: zaius.endpoint });
  const db = t.deps.database.db;
  accountId = (await buildAccount(db, { accountType: 'Connectors', name: 'BigCommerce Co' })).id;
  const admin = await buildUser(db, { systemAccessLevel: 'admin' });
  const owner = await buildUser(db);
  ownerEmail = owner.email;
  await addMember(db, accountId, owner.id, 'admin');
  const cookie = await signIn(t.app, admin.email, TEST_PASSWORD);
  call = (method, url, payload) =>
    t.app.inject({ method, url: `/api${url}`, headers: { cookie }, ...(payload ? { payload } : {}) });
  const cdp = await call('POST', `/destinations/${accountId}/`, {
    name: 'CDP',
    type: DESTINATION_TYPE.zaius,
    detail: { publicKey: DEFAULT_ZAIUS_PUBLIC_KEY, privateKey: DEFAULT_ZAIUS_PRIVATE_KEY, listFields: [] },
  });
  expect(cdp.statusCode, cdp.body).toBe(200);
  cdpId = cdp.json().id;
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
  await zaius?.close();
});

const create = (detail: Record<string, unknown>) =>
  call('POST', `/sources/${accountId}/`, {
    name: 'BigCommerce store',
    type: SOURCE_TYPE.bigCommerce,
    detail,
    frequency: 60,
    anchorTime: '08:00',
    startDate: '2020-01-01',
    timezone: 'Etc/UTC',
    destinations: [{ id: cdpId, detail: { emailConsent: 'Ignore', phoneConsent: 'Ignore' } }],
  });

describe('a BigCommerce source through the API and the engine', () => {
  let sourceId: number;

  it('refuses an unknown store hash with InvalidHash and a bad token with InvalidToken, on their fields', async () => {
    const hash = await create({ ...fake.credentials, storeHash: 'nosuchstore' });
    expect(hash.statusCode).toBe(400);
    expect(hash.json()).toMatchObject({ error: 'InvalidHash', fields: { 'detail.storeHash': expect.any(String) } });
    const token = await create({ ...fake.credentials, accessToken: 'revoked-token' });
    expect(token.statusCode).toBe(400);
    expect(token.json()).toMatchObject({ error: 'InvalidToken', fields: { 'detail.accessToken': expect.any(String) } });
    const listed = await call('GET', `/sources/${accountId}`);
    expect(listed.json()).toHaveLength(0);
  });

  it("saves with good credentials, and its first run stores every stream with the fake's counts", async () => {
    const created = await create({ ...fake.credentials });
    expect(created.statusCode, created.body).toBe(200);
    sourceId = created.json().id;
    const outcome = await runSource(t.deps, sourceId, 'manual');
    expect(outcome.status, outcome.error ?? '').toBe('succeeded');
    expect(outcome.counts.pulled).toEqual({
      locations: SIZES.locations,
      customers: SIZES.customers,
      products: SIZES.products,
      inventory: SIZES.products * SIZES.locations,
      orders: SIZES.orders,
    });
    expect(outcome.counts.destinationErrors).toEqual({});
    expect(outcome.counts.pushed[String(cdpId)]?.customers).toBe(SIZES.customers);
  });

  it('pulls only the changes on the next run', async () => {
    fake.data.orders.touch(5, () => ({ status: 'refunded' }));
    fake.data.orders.add();
    fake.data.customers.touch(9);
    fake.setStock(4, 1, 12);
    const outcome = await runSource(t.deps, sourceId, 'scheduled');
    expect(outcome.status, outcome.error ?? '').toBe('succeeded');
    // locations have no change filter: the short list is read whole, and unchanged ones are not delivered again
    expect(outcome.counts.pulled).toEqual({
      locations: SIZES.locations,
      customers: 1,
      products: 1,
      inventory: SIZES.locations,
      orders: 2,
    });
    expect(outcome.counts.pushed[String(cdpId)]?.orders).toBe(2);
  });

  it('retries 429 and 5xx answers within a run', async () => {
    fake.data.customers.touch(10);
    fake.failNext(2, 429, 0);
    fake.failNext(1, 502);
    const outcome = await runSource(t.deps, sourceId, 'scheduled');
    expect(outcome.status, outcome.error ?? '').toBe('succeeded');
    expect(outcome.counts.pulled.customers).toBe(1);
  });

  it("turns to 'reconnect' when the store refuses the token, and mails the account's admins once", async () => {
    const db = t.deps.database.db;
    const [row] = await db.select().from(sources).where(eq(sources.id, sourceId));
    const bad = sealDetail(
      t.deps.secrets,
      { ...fake.credentials, accessToken: 'revoked-token' },
      SOURCE_SECRET_FIELDS[SOURCE_TYPE.bigCommerce],
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
