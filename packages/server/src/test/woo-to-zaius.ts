import { DESTINATION_TYPE, SOURCE_TYPE } from '@storelens/contract/domain/connectors';
import { startWooCommerceFake } from '@storelens/fakes/woocommerce/woocommerce-fake';
import { DEFAULT_ZAIUS_PRIVATE_KEY, DEFAULT_ZAIUS_PUBLIC_KEY, startZaiusFake } from '@storelens/fakes/zaius/server';
import { and, eq, sql } from 'drizzle-orm';
import type { Database, Db } from '../db/client.ts';
import { sources, whOrders } from '../db/connectors.schema.ts';
import type { Deps } from '../deps.ts';
import { createDestination } from '../modules/destinations/destinations.service.ts';
import { createSource } from '../modules/sources/sources.service.ts';
import { buildAccount, buildAdminAccess } from './factories.ts';
import { makeDatabaseEnv, openDatabaseAs } from './process-database.ts';

type Cleanup = () => Promise<void> | void;
type Sizes = { customers: number; orders: number; products: number };

/**
 * The world of the tests that stop a worker or server mid-sync: a WooCommerce store and a Zaius
 * destination (both fakes, closed through `cleanups`) and the endpoints a process is given for them.
 */
export async function startWooAndZaius(sizes: Sizes, seed: number, cleanups: Cleanup[]) {
  const woo = await startWooCommerceFake({ ...sizes, seed });
  const zaius = await startZaiusFake();
  cleanups.push(
    () => woo.close(),
    () => zaius.close(),
  );
  const endpoints = { woocommerce: woo.siteUrlTemplate, zaius: zaius.endpoint };
  return { woo, zaius, endpoints };
}

/**
 * A Connectors account with an hourly WooCommerce source (from 2000, UTC) sending to a Zaius destination.
 * Its next scheduled run is moved far ahead: the tests ask for their runs themselves, and an hourly slot
 * falling inside a test (a worker's scheduler queues it) would add a run they do not expect.
 */
export async function buildWooToZaiusSource(deps: Deps, woo: Awaited<ReturnType<typeof startWooCommerceFake>>) {
  const db = deps.database.db;
  const account = await buildAccount(db, { accountType: 'Connectors' });
  const destination = await createDestination(deps, await buildAdminAccess(db, account.id), {
    name: 'CDP',
    type: DESTINATION_TYPE.zaius,
    detail: { publicKey: DEFAULT_ZAIUS_PUBLIC_KEY, privateKey: DEFAULT_ZAIUS_PRIVATE_KEY, listFields: [] },
  });
  const source = await createSource(deps, await buildAdminAccess(db, account.id), {
    name: 'Woo',
    type: SOURCE_TYPE.wooCommerce,
    detail: {
      url: woo.credentials.site,
      consumerKey: woo.credentials.consumerKey,
      consumerSecret: woo.credentials.consumerSecret,
    },
    frequency: 60,
    anchorTime: '08:00',
    startDate: '2000-01-01',
    timezone: 'Etc/UTC',
    destinations: [{ id: destination.id, detail: {} }],
  } as never);
  await db
    .update(sources)
    .set({ nextRunTime: new Date('2100-01-01T00:00:00Z') })
    .where(eq(sources.id, source.id));
  return { account, source };
}

/**
 * Where a test that stops a process mid-sync starts: startWooAndZaius's fakes, a database the test and
 * its processes take turns on (makeDatabaseEnv, named by `prefix`), and a Woo → Zaius source built in
 * it through `setup`, which is left open for the test to add to and close. `inspect` opens the
 * database in the test's process (as a server under `secretKey` would) for a look, and closes it after.
 */
export async function startMidSyncWorld(options: {
  prefix: string;
  secretKey: string;
  sizes: Sizes;
  seed: number;
  cleanups: Cleanup[];
}) {
  const { prefix, secretKey, sizes, seed, cleanups } = options;
  const { woo, zaius, endpoints } = await startWooAndZaius(sizes, seed, cleanups);
  const dbEnv = await makeDatabaseEnv(prefix, cleanups);
  const setup = await openDatabaseAs(dbEnv, secretKey, endpoints);
  const { account, source } = await buildWooToZaiusSource(setup.deps, woo);
  const inspect = async <T>(look: (database: Database) => Promise<T>): Promise<T> => {
    const opened = await openDatabaseAs(dbEnv, secretKey, endpoints);
    try {
      return await look(opened.database);
    } finally {
      await opened.database.close();
    }
  };
  return { woo, zaius, endpoints, dbEnv, setup, account, source, inspect };
}

/** Stored orders of a source that carry an email: the ones the platform (which keys orders by email) sends on. */
export async function countOrdersWithEmail(db: Db, sourceId: number): Promise<number> {
  const [withEmail] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(whOrders)
    .where(and(eq(whOrders.sourceId, sourceId), sql`coalesce(trim(${whOrders.data}->>'email'), '') <> ''`));
  return Number(withEmail!.n);
}
