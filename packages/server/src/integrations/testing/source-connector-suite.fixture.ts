import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PullRequest, SourceConnector } from '../connector.ts';
import { STREAM_NAMES, type StreamName } from '../records.ts';
import { collectPull } from '../sources/shared/collect.ts';
import type { SourceOptions } from '../sources/shared/options.ts';
import { VendorError } from '../vendor-error.ts';

/** A first pull: from the start date, no cursor. */
export const START: PullRequest = { cursor: null, startDate: '2020-01-01' };

/** Retries without the production backoff, so a test's failures cost milliseconds. */
export const FAST_RETRY = { baseDelayMs: 5, attempts: 4 };

export const idsOf = (records: readonly { vendorId: string }[]) => records.map((r) => r.vendorId);

/** What a source test's fake offers the suite; a fake whose `credentials` are the saved detail needs no `detail`. */
export interface ConnectorSuiteFake {
  close(): Promise<void>;
  failNext(count: number, status: number, retryAfterSeconds?: number): void;
  credentials?: object;
}

/**
 * An object whose properties read a suite's variables when asked (they are set in beforeAll, after
 * the suite object is handed out).
 */
export function liveView<T extends object>(read: { [K in keyof T]: () => T[K] }): T {
  const view = {};
  for (const name of Object.keys(read) as (keyof T & string)[])
    Object.defineProperty(view, name, { get: read[name], enumerable: true });
  return view as T;
}

/** The saved detail a spec names, else the fake's credentials as they are. */
export const detailOf = <F extends { credentials?: object }, R>(fake: F, detail?: (fake: F) => R): R =>
  detail ? detail(fake) : ({ ...fake.credentials } as R);

/** The same refusal for each of `changes` to the detail (keys the vendor refuses alike). */
export const refusedAs = <R extends object>(refusal: R, ...changes: Record<string, unknown>[]) =>
  changes.map((change) => ({ change, ...refusal }));

/** A credentials refusal: the detail's change, and the VendorError it must raise. */
export interface ExpectedRefusal {
  change: Record<string, unknown>;
  code: string;
  /** the form field the refusal names; left out, the error must name none */
  field?: string;
  message?: string;
}

/**
 * One vendor's source connector against its fake, as the common suite runs it: `detail` is
 * accepted and each of `refusals` refused with a credentials VendorError (a pull with the first
 * refused too); each declared stream pulls its `sizes` of records, each once and of its record's
 * shape, and undeclared streams nothing; failing answers are retried.
 */
export interface SourceConnectorSpec<F extends ConnectorSuiteFake, D> {
  title: string;
  start(): Promise<F>;
  /** the connector against the fake, built with the options given (fast retries) */
  connector(fake: F, options: SourceOptions): SourceConnector<D>;
  /** the detail the source was saved with (a signed-in one may need a call to the fake); default: the fake's credentials */
  detail?(fake: F): D | Promise<D>;
  /** records each stream's first pull hands out, each once; a stream left out is not counted */
  sizes: Partial<Record<StreamName, number>>;
  refusals?: readonly ExpectedRefusal[];
  /** the streams pulled after a 429 and after a 503, or the one pulled after both (default: the first declared) */
  retried?: StreamName | readonly [StreamName, StreamName];
  /** the vendor's own tests, registered after the common ones */
  more?(suite: SourceConnectorSuite<F, D>): void;
}

export interface SourceConnectorSuite<F, D> {
  readonly fake: F;
  readonly detail: D;
  readonly source: SourceConnector<D>;
  /** a whole pull of `stream` with the suite's detail: a first one, or from `cursor` (a pull's lastCursor) */
  pulled<S extends StreamName>(stream: S, cursor?: string | null): ReturnType<typeof collectPull<S>>;
  /** the cursor each of `streams` ends at after a whole first pull (pulled in turn): where its next pull goes on */
  firstCursors<S extends StreamName>(...streams: S[]): Promise<Record<S, string | null>>;
}

/** Expects `attempt` to fail with a VendorError that has the properties of `like`; answers the error. */
export async function expectVendorError(attempt: Promise<unknown>, like: Record<string, unknown> = {}) {
  const error = await attempt.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(VendorError);
  expect(error).toMatchObject(like);
  return error as VendorError;
}

/** Expects `attempt` to fail with the credentials VendorError of `refusal`. */
export async function expectRefused(attempt: Promise<unknown>, refusal: Omit<ExpectedRefusal, 'change'>) {
  const error = await expectVendorError(attempt, { code: refusal.code, kind: 'credentials', field: refusal.field });
  if (refusal.message) expect(error.message).toBe(refusal.message);
}

const pulledWhenRefused = (source: { streams: readonly StreamName[] }): StreamName =>
  source.streams.includes('orders') ? 'orders' : source.streams.at(-1)!;

/** Registers the common tests of a source connector (see SourceConnectorSpec); answers its fake, detail and connector. */
export function describeSourceConnector<F extends ConnectorSuiteFake, D>(
  spec: SourceConnectorSpec<F, D>,
): SourceConnectorSuite<F, D> {
  let fake: F;
  let detail: D;
  let source: SourceConnector<D>;
  const suite: SourceConnectorSuite<F, D> = Object.assign(
    liveView<Pick<SourceConnectorSuite<F, D>, 'fake' | 'detail' | 'source'>>({
      fake: () => fake,
      detail: () => detail,
      source: () => source,
    }),
    {
      pulled: <S extends StreamName>(stream: S, cursor?: string | null) =>
        collectPull(source.pull(detail, stream, cursor === undefined ? START : { ...START, cursor })),
      async firstCursors<S extends StreamName>(...streams: S[]) {
        const ends = {} as Record<S, string | null>;
        for (const stream of streams) ends[stream] = (await collectPull(source.pull(detail, stream, START))).lastCursor;
        return ends;
      },
    },
  );
  beforeAll(async () => {
    fake = await spec.start();
    detail = await detailOf(fake, spec.detail);
    source = spec.connector(fake, { retry: FAST_RETRY });
  });
  afterAll(() => fake?.close());

  describe(`${spec.title} source against the fake`, () => {
    it('pulls each declared stream into records of its shape, each once, and nothing of the others', async () => {
      for (const stream of STREAM_NAMES) {
        const { records } = await collectPull(source.pull(detail, stream, START));
        if (!source.streams.includes(stream)) {
          expect(records, stream).toHaveLength(0);
          continue;
        }
        // a counted stream hands out each record once; an uncounted one may name a record again
        // (customers read off their orders, page by page)
        const size = spec.sizes[stream];
        if (size !== undefined) expect(records, stream).toHaveLength(size);
        if (size !== undefined) expect(new Set(idsOf(records)).size, stream).toBe(size);
        for (const record of records) {
          expect(typeof record.vendorId === 'string' && record.vendorId !== '', stream).toBe(true);
          expect(Number.isNaN(Date.parse(record.updatedAt)), `${stream} ${record.vendorId}`).toBe(false);
        }
      }
    });

    it('retries after a 429 and after a 503', async () => {
      const retried = spec.retried ?? source.streams[0]!;
      const [first, second] = typeof retried === 'string' ? [retried, retried] : retried;
      fake.failNext(2, 429, 0);
      const afterThrottle = await collectPull(source.pull(detail, first, START));
      if (spec.sizes[first] !== undefined) expect(afterThrottle.records).toHaveLength(spec.sizes[first]);
      fake.failNext(1, 503);
      const afterOutage = await collectPull(source.pull(detail, second, START));
      if (spec.sizes[second] !== undefined) expect(afterOutage.records).toHaveLength(spec.sizes[second]);
    });

    it('accepts the credentials and refuses wrong ones with a credentials VendorError, in a check and a pull', async () => {
      await source.check(detail);
      const refusals = spec.refusals ?? [];
      for (const refusal of refusals) await expectRefused(source.check({ ...detail, ...refusal.change }), refusal);
      const [refused] = refusals;
      if (refused) {
        const pull = source.pull({ ...detail, ...refused.change }, pulledWhenRefused(source), START);
        await expectRefused(pull[Symbol.asyncIterator]().next(), refused);
      }
    });

    spec.more?.(suite);
  });
  return suite;
}
