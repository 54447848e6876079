import type { SourceTypeId } from '@storelens/contract/domain/connectors';
import { destinationLinkForm } from '@storelens/contract/domain/destination-link-forms';
import { formDefaults } from '@storelens/contract/domain/form-fields';
import { destinationLinkDetailSchema } from '@storelens/contract/validation/destinations';
import { SOURCE_SECRET_FIELDS } from '@storelens/contract/validation/sources';
import type { ZaiusFake } from '@storelens/fakes/zaius/server';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { sources } from '../../db/connectors.schema.ts';
import { mailOutbox } from '../../db/schema.ts';
import { type RunOutcome, runSource } from '../../modules/sync/sync-engine.service.ts';
import { adminOnConnectorsAccount } from '../../test/connectors.fixture.ts';
import { createTestContext, type TestContext } from '../../test/harness.ts';
import { countStored } from '../../warehouse/records.queries.ts';
import type { VendorEndpoints } from '../connector.ts';
import { sealDetail } from '../connector-secrets.ts';
import { type VendorDestination, zaiusDestination } from './vendor-destinations.fixture.ts';

/**
 * The common ground of the vendor API tests: a server pointed at the vendor's
 * fake, a Connectors account with an admin to mail, a destination the source type may feed (spec 2 §4:
 * the customer-data platform unless the test names another), and the steps every vendor's test takes —
 * create the source through the API, run it, and see a refusal turn it to 'reconnect' with one mail
 * to the admins.
 */
export interface VendorKit<F = unknown> {
  t: TestContext;
  accountId: number;
  /** the destination every source is linked to and its fake; null when the test asked for none */
  destination: VendorDestination<F> | null;
  /** its id (undefined without one): `outcome.counts.pushed[String(destinationId)]` */
  destinationId: number | undefined;
  /** as the system admin */
  call(method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object): Promise<LightMyRequestResponse>;
  /** POST /sources/{accountId}/ for the kit's type with `detail`, linked to the destination */
  create(
    detail: Record<string, unknown>,
    change?: { type?: SourceTypeId; name?: string },
  ): Promise<LightMyRequestResponse>;
  /** runs the source and expects it to succeed */
  run(sourceId: number, kind?: 'manual' | 'scheduled' | 'history'): Promise<RunOutcome>;
  /** what GET /sources/{accountId} lists (the health the dashboard shows) */
  listed(): Promise<Array<{ id: number; health: string }>>;
  /** the source's row and its secrets, decrypted */
  stored(sourceId: number): Promise<{ row: typeof sources.$inferSelect; secrets: Record<string, string> }>;
  /** changes some of the stored secrets (a lapsed token, a revoked key), sealed as a save seals them */
  setSecrets(sourceId: number, change: Record<string, unknown>): Promise<void>;
  /** saving a source with `detail` is refused with `error` (400), its `message` on the form's `field`; nothing is saved */
  expectSaveRefused(
    detail: Record<string, unknown>,
    refusal: { error: string; message: string; field: string },
  ): Promise<void>;
  /** saves a source with `detail` and runs it by hand: every stream pulled, delivered and stored with the fake's `sizes`; answers its id */
  expectFirstRunStoresAll(
    detail: Record<string, unknown>,
    sizes: { customers: number; orders: number; products: number; locations: number },
  ): Promise<number>;
  mailsToOwner(): Promise<number>;
  close(): Promise<void>;
}

export interface VendorKitOptions<F> {
  sourceType: SourceTypeId;
  /** where the vendor's fake listens (the destination's is added) */
  endpoints: VendorEndpoints;
  /** environment for the server, e.g. the OAuth clients the fakes know */
  env?: Record<string, string>;
  accountName?: string;
  /** the source's name on create */
  sourceName?: string;
  /** starts the destination's fake (default: the customer-data platform); null for none */
  destination?: (() => Promise<VendorDestination<F>>) | null;
}

export async function startVendorKit<F = ZaiusFake>(options: VendorKitOptions<F>): Promise<VendorKit<F>> {
  const { sourceType } = options;
  const start = options.destination === undefined ? zaiusDestination : options.destination;
  const destination = start ? await (start as () => Promise<VendorDestination<F>>)() : null;
  const t = await createTestContext(options.env ?? {}, { ...options.endpoints, ...destination?.endpoints });
  const db = t.deps.database.db;
  const { accountId, owner, call } = await adminOnConnectorsAccount(t, options.accountName ?? 'Vendor Co');
  let destinationId: number | undefined;
  if (destination) {
    const { name, type, detail } = destination;
    const created = await call('POST', `/destinations/${accountId}/`, { name, type, detail });
    expect(created.statusCode, created.body).toBe(200);
    destinationId = created.json().id as number;
  }
  // the link as the source screen starts it: the form's defaults (or the test's), checked by the contract
  const links = (type: SourceTypeId) =>
    destination
      ? [
          {
            id: destinationId,
            detail: destinationLinkDetailSchema(destination.type, type).parse(
              destination.link ?? formDefaults(destinationLinkForm(destination.type, type)),
            ),
          },
        ]
      : [];
  const stored: VendorKit['stored'] = async (sourceId) => {
    const [row] = await db.select().from(sources).where(eq(sources.id, sourceId));
    const secrets = row!.secrets ? (JSON.parse(t.deps.secrets.decrypt(row!.secrets)) as Record<string, string>) : {};
    return { row: row!, secrets };
  };
  const kit: VendorKit<F> = {
    t,
    accountId,
    destination,
    destinationId,
    call,
    create: (detail, change = {}) => {
      const type = change.type ?? sourceType;
      return call('POST', `/sources/${accountId}/`, {
        name: change.name ?? options.sourceName ?? `Source ${type}`,
        type,
        detail,
        frequency: 60,
        anchorTime: '08:00',
        startDate: '2020-01-01',
        timezone: 'Etc/UTC',
        destinations: links(type),
      });
    },
    run: async (sourceId, kind = 'scheduled') => {
      const outcome = await runSource(t.deps, sourceId, kind);
      expect(outcome.status, outcome.error ?? '').toBe('succeeded');
      return outcome;
    },
    listed: async () => (await call('GET', `/sources/${accountId}`)).json(),
    stored,
    setSecrets: async (sourceId, change) => {
      const { row, secrets } = await stored(sourceId);
      const sealed = sealDetail(
        t.deps.secrets,
        { ...secrets, ...change },
        SOURCE_SECRET_FIELDS[row.sourceType as SourceTypeId],
      );
      await db.update(sources).set({ secrets: sealed.secrets }).where(eq(sources.id, sourceId));
    },
    expectSaveRefused: async (detail, refusal) => {
      const res = await kit.create(detail);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        error: refusal.error,
        message: refusal.message,
        fields: { [refusal.field]: refusal.message },
      });
      expect(await kit.listed()).toHaveLength(0);
    },
    expectFirstRunStoresAll: async (detail, sizes) => {
      const created = await kit.create(detail);
      expect(created.statusCode, created.body).toBe(200);
      const sourceId = created.json().id as number;
      const outcome = await kit.run(sourceId, 'manual');
      const { locations, customers, products, orders } = sizes;
      expect(outcome.counts.pulled).toMatchObject({ locations, customers, products, orders });
      expect(outcome.counts.destinationErrors).toEqual({});
      expect(outcome.counts.pushed[String(destinationId)]?.customers).toBe(customers);
      expect(await countStored(db, accountId, sourceId)).toMatchObject({ customers, orders, products, locations });
      return sourceId;
    },
    mailsToOwner: async () => (await db.select().from(mailOutbox).where(eq(mailOutbox.to, owner.email))).length,
    close: async () => {
      await t.close();
      await destination?.close();
    },
  };
  return kit;
}

/**
 * What makes the vendor refuse a source (revoked secrets, a store the server no longer knows, an
 * owner withdrawing access, a refused token renewal); it answers how to take that back, or nothing
 * when the test ends refused.
 */
export type Refusal = () => Promise<(() => Promise<void>) | undefined>;

/**
 * After `refuse`, a run fails and turns the source to 'reconnect'; a second failing run mails the
 * account's admins no second time (`mailsBefore` + 1 in all); with the refusal taken back, the source
 * runs again. Answers the failed run.
 */
export async function expectReconnectOnceAfter(
  kit: VendorKit,
  sourceId: number,
  refuse: Refusal,
  mailsBefore = 0,
): Promise<RunOutcome> {
  const restore = await refuse();
  let failed: RunOutcome;
  try {
    failed = await runSource(kit.t.deps, sourceId, 'scheduled');
    expect(failed.status).toBe('failed');
    expect((await kit.listed()).find((s) => s.id === sourceId)?.health).toBe('reconnect');
    await runSource(kit.t.deps, sourceId, 'scheduled');
    expect(await kit.mailsToOwner()).toBe(mailsBefore + 1);
  } finally {
    await restore?.();
  }
  if (restore) {
    await kit.t.deps.database.db.update(sources).set({ health: 'ok' }).where(eq(sources.id, sourceId));
    await kit.run(sourceId);
  }
  return failed;
}

/**
 * Refused credentials (`badDetail` sealed in place of the stored secrets) fail the run and turn
 * the source to 'reconnect'; a second failing run mails the account's admins no second time; the
 * good credentials back, the source runs again.
 */
export async function expectReconnectOnce(
  kit: VendorKit,
  sourceId: number,
  sourceType: SourceTypeId,
  badDetail: Record<string, unknown>,
): Promise<void> {
  const db = kit.t.deps.database.db;
  await expectReconnectOnceAfter(kit, sourceId, async () => {
    const [row] = await db.select().from(sources).where(eq(sources.id, sourceId));
    const bad = sealDetail(kit.t.deps.secrets, badDetail, SOURCE_SECRET_FIELDS[sourceType]);
    await db.update(sources).set({ secrets: bad.secrets }).where(eq(sources.id, sourceId));
    return async () => {
      await db.update(sources).set({ secrets: row!.secrets }).where(eq(sources.id, sourceId));
    };
  });
}

/**
 * The vendor's fake fails its next answers with `statuses`, one answer each, in order (a 429 asks for
 * the retry at once: Retry-After 0); the run that follows must still succeed, which it does only if
 * the client retried them. Answers the run.
 */
export async function runThroughFailures(
  kit: Pick<VendorKit, 't'>,
  sourceId: number,
  fake: { failNext(count: number, status: number, retryAfterSeconds?: number): void },
  statuses: readonly number[],
): Promise<RunOutcome> {
  for (const status of statuses) fake.failNext(1, status, status === 429 ? 0 : undefined);
  const outcome = await runSource(kit.t.deps, sourceId, 'scheduled');
  expect(outcome.status, outcome.error ?? '').toBe('succeeded');
  return outcome;
}
