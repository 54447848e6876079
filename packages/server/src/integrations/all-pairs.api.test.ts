import {
  DESTINATION_TYPE,
  DESTINATION_TYPE_IDS,
  type DestinationTypeId,
  isDestinationCompatible,
  SOURCE_TYPE,
  SOURCE_TYPE_IDS,
  type SourceTypeId,
} from '@storelens/contract/domain/connectors';
import { destinationLinkForm } from '@storelens/contract/domain/destination-link-forms';
import { formDefaults } from '@storelens/contract/domain/form-fields';
import { DESTINATION_SECRET_FIELDS, destinationLinkDetailSchema } from '@storelens/contract/validation/destinations';
import { SOURCE_SECRET_FIELDS } from '@storelens/contract/validation/sources';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { destinations, sources, WAREHOUSE_TABLES } from '../db/connectors.schema.ts';
import { addLink } from '../modules/sources/source-links.service.ts';
import { runSource } from '../modules/sync/sync-engine.service.ts';
import { clearReceived, compareReceived, type Pulled } from '../test/all-pairs-compare.ts';
import { PAIR_LINK_MAPPINGS, servedMappings } from '../test/all-pairs-links.ts';
import { PAIRS_SIZES, type PairsWorld, RICS_STORE_OWNER, startPairsWorld } from '../test/all-pairs-world.ts';
import { buildAccount } from '../test/factories.ts';
import { createTestContext, type TestContext } from '../test/harness.ts';
import { sealDetail } from './connector-secrets.ts';
import { STREAM_NAMES } from './records.ts';

// spec 2 §4: every (source, destination) pair the compatibility matrix allows, synced end to end on
// the vendors' fakes: what each destination's fake received equals what the source served, with
// the Heartland, Runit and RICS links mapping their fields (spec 2 §3).

const PAIRS = SOURCE_TYPE_IDS.flatMap((source) =>
  DESTINATION_TYPE_IDS.filter((destination) => isDestinationCompatible(destination, source)).map((destination) => ({
    source,
    destination,
  })),
);
const nameOf = (types: Record<string, number>, id: number) => Object.keys(types).find((k) => types[k] === id);

/** What a link's form needs beyond its defaults, for every source type. */
const LINK_EXTRAS: Partial<Record<DestinationTypeId, object>> = {
  [DESTINATION_TYPE.mailchimp]: { storeId: 'pairsstore', storeName: 'Pairs store' },
  [DESTINATION_TYPE.blueshift]: {
    productUrl: 'https://shop.example.com/p',
    productImage: 'https://shop.example.com/p.png',
    consent: { email: 'Global', phone: 'Ignore' },
  },
};
/** Required link fields whose value the pairs test does not otherwise choose. */
const LINK_REQUIRED: Partial<Record<SourceTypeId, Partial<Record<DestinationTypeId, object>>>> = {
  [SOURCE_TYPE.rics]: { [DESTINATION_TYPE.cadence]: { size: 'column' } },
};

describe('every allowed (source, destination) pair, end to end on the fakes', () => {
  let world: PairsWorld;
  let t: TestContext;
  let accountId: number;
  const destinationIds = new Map<DestinationTypeId, number>();

  beforeAll(async () => {
    world = await startPairsWorld();
    t = await createTestContext(world.env, world.endpoints);
    const db = t.deps.database.db;
    accountId = (await buildAccount(db, { accountType: 'Connectors', name: 'Pairs Co' })).id;
    for (const type of DESTINATION_TYPE_IDS) {
      const sealed = sealDetail(t.deps.secrets, world.destinationDetails[type], DESTINATION_SECRET_FIELDS[type]);
      const [row] = await db
        .insert(destinations)
        .values({ accountId, name: `Destination ${type}`, destinationType: type, ...sealed })
        .returning();
      destinationIds.set(type, row!.id);
    }
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await world?.close();
  });

  it('covers the 44 pairs of the compatibility matrix', () => {
    expect(PAIRS).toHaveLength(44);
  });

  /** Saves a source of `source`'s type linked to the destination as its forms would, and answers its id. */
  async function saveLinkedSource(source: SourceTypeId, destination: DestinationTypeId): Promise<number> {
    const db = t.deps.database.db;
    const sealed = sealDetail(t.deps.secrets, world.sourceDetails[source], SOURCE_SECRET_FIELDS[source]);
    const [row] = await db
      .insert(sources)
      .values({
        accountId,
        name: `${nameOf(SOURCE_TYPE, source)} to ${nameOf(DESTINATION_TYPE, destination)}`,
        sourceType: source,
        ...sealed,
        anchorTime: '08:00',
        frequencyMinutes: 1440,
        timezone: 'Etc/UTC',
        startDate: '2020-01-01',
        nextRunTime: new Date('2100-01-01T00:00:00Z'),
      })
      .returning();
    const detail = destinationLinkDetailSchema(destination, source).parse({
      ...formDefaults(destinationLinkForm(destination, source)),
      ...LINK_EXTRAS[destination],
      ...LINK_REQUIRED[source]?.[destination],
      ...PAIR_LINK_MAPPINGS[source]?.[destination],
    }) as Record<string, unknown>;
    await addLink(db, accountId, row!.id, {
      destinationId: destinationIds.get(destination)!,
      detail,
      startDate: '2020-01-01',
      withHistory: false,
    });
    return row!.id;
  }

  async function pulledBy(sourceId: number): Promise<Pulled> {
    const db = t.deps.database.db;
    const entries = await Promise.all(
      STREAM_NAMES.map(async (stream) => {
        const table = WAREHOUSE_TABLES[stream];
        const rows = await db.select({ data: table.data }).from(table).where(eq(table.sourceId, sourceId));
        return [stream, rows.map((r) => r.data)] as const;
      }),
    );
    return Object.fromEntries(entries) as unknown as Pulled;
  }

  it.each(
    PAIRS.map((p) => ({
      ...p,
      label: `${nameOf(SOURCE_TYPE, p.source)} → ${nameOf(DESTINATION_TYPE, p.destination)}`,
    })),
  )(
    '$label',
    async ({ source, destination }) => {
      clearReceived(world);
      const sourceId = await saveLinkedSource(source, destination);
      const outcome = await runSource(t.deps, sourceId, 'manual');
      expect(outcome.status, outcome.error ?? '').toBe('succeeded');
      expect(outcome.counts.destinationErrors).toEqual({});
      const pulled = await pulledBy(sourceId);
      // every fake serves the same number of sales (registrations, bookings...): each reached the warehouse
      expect(pulled.orders).toHaveLength(PAIRS_SIZES.orders);
      const mapped = await servedMappings(world, source, destination);
      // the RICS source names a store owner: its stores and sales carry it to every destination
      const storeOwnerId = source === SOURCE_TYPE.rics ? RICS_STORE_OWNER : null;
      const pair = { source, destination, accountId, sourceId, mapped, storeOwnerId };
      const { seen, expected } = compareReceived(world, pair, pulled, 'pairsstore');
      // a pair proves something only when its destination had records to take
      expect(Object.keys(expected).length).toBeGreaterThan(0);
      expect(seen).toEqual(expected);
    },
    30_000,
  );
});
