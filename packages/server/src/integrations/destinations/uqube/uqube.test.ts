import { startUqubeFake, type UqubeFake } from '@storelens/fakes/uqube/server';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildCustomer, buildOrder, CONTEXT, FAST_RETRY } from '../fixtures.ts';
import { fetchUqubeDatabases } from './client.ts';
import { createUqubeDestination } from './push.ts';

describe('UQube destination against the (assumed) UQube fake', () => {
  let fake: UqubeFake;
  const options = (key?: string) => ({
    endpoints: { uqube: fake.endpoint, uqubeApiKey: key ?? fake.apiKey },
    retry: FAST_RETRY,
  });
  const database = 'Marketing Results';

  beforeEach(async () => {
    fake = await startUqubeFake();
  });
  afterEach(() => fake.close());

  it('lists the databases the server key sees', async () => {
    expect(await fetchUqubeDatabases(options())).toEqual(fake.databases.map((databaseName) => ({ databaseName })));
    expect(await fetchUqubeDatabases(options('wrong')).catch((e: unknown) => e)).toMatchObject({
      code: 'InvalidApiKey',
    });
    expect(await fetchUqubeDatabases({}).catch((e: unknown) => e)).toMatchObject({ code: 'NotConfigured' });
  });

  it('check accepts a listed database and refuses another with InvalidDatabase on its field', async () => {
    await createUqubeDestination(options()).check({ database });
    expect(
      await createUqubeDestination(options())
        .check({ database: 'Nope' })
        .catch((e: unknown) => e),
    ).toMatchObject({ code: 'InvalidDatabase', field: 'database' });
  });

  it("upserts every stream's rows into its table, keyed by source and record", async () => {
    const destination = createUqubeDestination(options());
    const customers = Array.from({ length: 1500 }, (_, i) => buildCustomer({ vendorId: `c${i}` }));
    await destination.push({ database }, { stream: 'customers', records: customers }, CONTEXT);
    await destination.push({ database }, { stream: 'orders', records: [buildOrder()] }, CONTEXT);
    await destination.push({ database }, { stream: 'orders', records: [buildOrder({ status: 'refunded' })] }, CONTEXT);
    expect(fake.table(database, 'customers')).toHaveLength(1500);
    expect(fake.table(database, 'orders')).toEqual([
      expect.objectContaining({
        id: `${CONTEXT.sourceId}:o1`,
        storelens_account_id: CONTEXT.accountId,
        status: 'refunded',
        customer_vendor_id: 'c1',
        lines: [expect.objectContaining({ sku: 'TS-1' })],
      }),
    ]);
  });

  it('a database removed since the check is the Database error; 429 and 5xx are retried', async () => {
    const destination = createUqubeDestination(options());
    const gone = await destination
      .push({ database: 'Gone' }, { stream: 'orders', records: [buildOrder()] }, CONTEXT)
      .catch((e: unknown) => e);
    expect(gone).toMatchObject({ code: 'InvalidDatabase' });
    fake.failNext(1, 429, 0);
    fake.failNext(1, 500);
    await destination.push({ database }, { stream: 'orders', records: [buildOrder()] }, CONTEXT);
    expect(fake.table(database, 'orders')).toHaveLength(1);
  });
});
