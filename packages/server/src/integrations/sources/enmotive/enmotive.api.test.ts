import { SOURCE_TYPE } from '@storelens/contract/domain/connectors';
import { SOURCE_SECRET_FIELDS } from '@storelens/contract/validation/sources';
import { type EnMotiveFake, startEnMotiveFake } from '@storelens/fakes/enmotive/enmotive-fake';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sources } from '../../../db/connectors.schema.ts';
import { runSource } from '../../../modules/sync/sync-engine.service.ts';
import { sealDetail } from '../../connector-secrets.ts';
import { runThroughFailures } from '../../testing/vendor-harness.fixture.ts';
import { type RaceApiKit, startRaceApiKit } from '../race-registrations/race-api.fixture.ts';

// EnMotive (shapes assumed, docs/vendors/enmotive.md): the check on save with
// each spec 2 §8 code on its field, every stream with the fake's counts, only the changes next time,
// 429/5xx retried, a refused key turning the source to 'reconnect' and mailing the admins once.

const SIZES = { customers: 40, orders: 90, products: 5, locations: 2 };

let fake: EnMotiveFake;
let kit: RaceApiKit;
let good: Record<string, string>;

beforeAll(async () => {
  fake = await startEnMotiveFake({ ...SIZES, seed: 53, timezone: 'America/Denver' });
  kit = await startRaceApiKit({ enMotive: fake.apiUrl });
  good = { ...fake.credentials };
});
afterAll(async () => {
  await kit?.close();
  await fake?.close();
});

describe('an EnMotive source through the API and the engine', () => {
  let sourceId: number;

  it('refuses a wrong key with InvalidApiKey and an unknown tenant with InvalidTenantId, on their fields', async () => {
    const key = await kit.create(SOURCE_TYPE.enMotive, { ...good, apiKey: 'wrong-key' });
    expect(key.statusCode).toBe(400);
    expect(key.json()).toMatchObject({ error: 'InvalidApiKey', fields: { 'detail.apiKey': expect.any(String) } });
    const tenant = await kit.create(SOURCE_TYPE.enMotive, { ...good, tenantId: 'no-such-tenant' });
    expect(tenant.statusCode).toBe(400);
    expect(tenant.json()).toMatchObject({
      error: 'InvalidTenantId',
      fields: { 'detail.tenantId': expect.any(String) },
    });
    expect((await kit.call('GET', `/sources/${kit.accountId}`)).json()).toHaveLength(0);
  });

  it("saves with good credentials, and its first run stores every stream with the fake's counts", async () => {
    const created = await kit.create(SOURCE_TYPE.enMotive, good);
    expect(created.statusCode, created.body).toBe(200);
    sourceId = created.json().id;
    const outcome = await runSource(kit.t.deps, sourceId, 'manual');
    expect(outcome.status, outcome.error ?? '').toBe('succeeded');
    expect(outcome.counts.pulled).toEqual({
      locations: SIZES.locations,
      products: SIZES.products,
      customers: fake.data.participantCount(),
      orders: SIZES.orders,
    });
    expect(outcome.counts.pushed[String(kit.destinationId)]?.orders).toBe(SIZES.orders);
  });

  it('pulls only the changes on the next run', async () => {
    fake.data.dataset.orders.touch(5, () => ({ status: 'refunded' }));
    fake.data.dataset.orders.add();
    const outcome = await runSource(kit.t.deps, sourceId, 'scheduled');
    expect(outcome.status, outcome.error ?? '').toBe('succeeded');
    expect(outcome.counts.pulled).toEqual({
      locations: SIZES.locations,
      products: SIZES.products,
      customers: 2,
      orders: 2,
    });
  });

  it('retries 429 and 5xx answers within a run', async () => {
    fake.data.dataset.orders.touch(6);
    const outcome = await runThroughFailures(kit, sourceId, fake, [429, 429, 500]);
    expect(outcome.counts.pulled.orders).toBe(1);
  });

  it("turns to 'reconnect' when the key is refused, and mails the account's admins once", async () => {
    const db = kit.t.deps.database.db;
    const bad = sealDetail(
      kit.t.deps.secrets,
      { ...good, apiKey: 'revoked-key' },
      SOURCE_SECRET_FIELDS[SOURCE_TYPE.enMotive],
    );
    await db.update(sources).set({ secrets: bad.secrets }).where(eq(sources.id, sourceId));
    expect((await runSource(kit.t.deps, sourceId, 'scheduled')).status).toBe('failed');
    expect((await kit.call('GET', `/sources/${kit.accountId}`)).json()[0].health).toBe('reconnect');
    await runSource(kit.t.deps, sourceId, 'scheduled');
    expect(await kit.mailsToOwner()).toBe(1);
  });
});
