import type { SourceTypeId } from '@storelens/contract/domain/connectors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunOutcome } from '../../modules/sync/sync-engine.service.ts';
import { countStored } from '../../warehouse/records.queries.ts';
import type { StreamName } from '../records.ts';
import { detailOf, liveView } from './source-connector-suite.fixture.ts';
import {
  expectReconnectOnce,
  expectReconnectOnceAfter,
  type Refusal,
  runThroughFailures,
  startVendorKit,
  type VendorKit,
  type VendorKitOptions,
} from './vendor-harness.fixture.ts';

type Counts = Partial<Record<StreamName, number>>;

/** What every vendor's fake offers the suite: its close, and failures on demand for the retry test. */
export interface SuiteFake {
  close(): Promise<void>;
  failNext(count: number, status: number, retryAfterSeconds?: number): void;
  credentials?: object;
}

/**
 * One vendor's source through the API and the engine, as the suite runs it: saved with `detail`
 * (refused with each of `refusals`), a first run storing every stream with `firstRun`'s counts, the
 * changes of `next` alone on the next run, failures retried within a run, and `revoked`
 * credentials turning the source to 'reconnect' with one mail to the admins.
 */
export interface SourceApiSpec<F extends SuiteFake> {
  title: string;
  sourceType: SourceTypeId;
  start(): Promise<F>;
  /** where the fake listens and how the kit is named */
  kit(fake: F): Omit<VendorKitOptions<unknown>, 'sourceType'>;
  /** the detail saved with good credentials (default: the fake's credentials) */
  detail?(fake: F): Record<string, unknown>;
  /** changes to the detail the vendor refuses on save, each with its error and the field it is shown on */
  refusals?: ReadonlyArray<{ change: Record<string, unknown>; error: string; field?: string; message?: string }>;
  /** a save the vendor refuses another way (a sign-in that cannot open the account), checked by the test */
  refusedSave?(suite: SourceApiSuite<F>): Promise<void>;
  /** saves the source another way than with `detail` (a sign-in), checks what it stored, and answers its id */
  save?(suite: SourceApiSuite<F>): Promise<number>;
  /** what the first run pulls, stream by stream (all of them), and the stream whose pushed count is checked (null: none) */
  firstRun(fake: F): Counts;
  pushed?: StreamName | null;
  /** the first run's records are checked in the warehouse too */
  stored?: boolean;
  /** the vendor's changes after the first run, and what the next run pulls and delivers */
  next?: { change(fake: F): void; pulled(fake: F): Counts; pushed?: Counts };
  /**
   * a change, then failing answers the run must retry through, and what it then pulls or delivers;
   * `change` may answer a check of its own for after the run
   */
  retry: {
    change(fake: F): undefined | (() => void);
    statuses: readonly number[];
    pulled?: Counts;
    pushed?: Counts;
  };
  /** the change to the detail that the vendor refuses at run time, or what makes the vendor refuse the source */
  revoked: Record<string, unknown> | ((fake: F, suite: SourceApiSuite<F>) => Refusal);
  /** the vendor's own tests, run with the same source before it is refused */
  more?(suite: SourceApiSuite<F>): void;
}

export interface SourceApiSuite<F> {
  readonly fake: F;
  readonly kit: VendorKit;
  /** the source saved by the first-run test */
  readonly sourceId: number;
}

/** Registers the common API tests of a vendor's source (see SourceApiSpec); answers the running fake, kit and source. */
export function describeSourceApi<F extends SuiteFake>(spec: SourceApiSpec<F>): SourceApiSuite<F> {
  let fake: F;
  let kit: VendorKit;
  let sourceId: number;
  const suite = liveView<SourceApiSuite<F>>({ fake: () => fake, kit: () => kit, sourceId: () => sourceId });
  const pushedTo = (outcome: RunOutcome) => outcome.counts.pushed[String(kit.destinationId)];

  beforeAll(async () => {
    fake = await spec.start();
    kit = await startVendorKit({ ...spec.kit(fake), sourceType: spec.sourceType });
  });
  afterAll(async () => {
    await kit?.close();
    await fake?.close();
  });

  describe(`${spec.title} source through the API and the engine`, () => {
    it('refuses credentials the vendor refuses, on their fields, and saves nothing', async () => {
      if (spec.refusedSave) return spec.refusedSave(suite);
      for (const refusal of spec.refusals ?? []) {
        const res = await kit.create({ ...detailOf(fake, spec.detail), ...refusal.change });
        expect(res.statusCode, res.body).toBe(400);
        const message = refusal.message ?? expect.any(String);
        expect(res.json()).toMatchObject({ error: refusal.error, message });
        if (refusal.field) expect(res.json().fields).toMatchObject({ [`detail.${refusal.field}`]: message });
      }
      expect(await kit.listed()).toHaveLength(0);
    });

    it("saves with good credentials, and its first run stores every stream with the fake's counts", async () => {
      if (spec.save) sourceId = await spec.save(suite);
      else {
        const created = await kit.create(detailOf(fake, spec.detail));
        expect(created.statusCode, created.body).toBe(200);
        sourceId = created.json().id as number;
      }
      const outcome = await kit.run(sourceId, 'manual');
      const counts = spec.firstRun(fake);
      expect(outcome.counts.pulled).toEqual(counts);
      expect(outcome.counts.destinationErrors).toEqual({});
      const pushed = spec.pushed === undefined ? 'customers' : spec.pushed;
      if (pushed) expect(pushedTo(outcome)?.[pushed]).toBe(counts[pushed]);
      if (spec.stored) expect(await countStored(kit.t.deps.database.db, kit.accountId, sourceId)).toMatchObject(counts);
    });

    const next = spec.next;
    if (next)
      it('pulls only the changes on the next run', async () => {
        next.change(fake);
        const outcome = await kit.run(sourceId);
        expect(outcome.counts.pulled).toEqual(next.pulled(fake));
        if (next.pushed) expect(pushedTo(outcome)).toMatchObject(next.pushed);
      });

    it('retries 429 and 5xx answers within a run', async () => {
      const after = spec.retry.change(fake);
      const outcome = await runThroughFailures(kit, sourceId, fake, spec.retry.statuses);
      after?.();
      if (spec.retry.pulled) expect(outcome.counts.pulled).toMatchObject(spec.retry.pulled);
      if (spec.retry.pushed) expect(pushedTo(outcome)).toMatchObject(spec.retry.pushed);
    });

    spec.more?.(suite);

    it("turns to 'reconnect' when the vendor refuses the credentials, and mails the account's admins once", async () => {
      const revoked = spec.revoked;
      if (typeof revoked === 'function') await expectReconnectOnceAfter(kit, sourceId, revoked(fake, suite));
      else await expectReconnectOnce(kit, sourceId, spec.sourceType, { ...detailOf(fake, spec.detail), ...revoked });
    });
  });
  return suite;
}
