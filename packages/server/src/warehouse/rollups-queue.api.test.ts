import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sources } from '../db/connectors.schema.ts';
import { buildAccount } from '../test/factories.ts';
import { createTestContext, type TestContext } from '../test/harness.ts';
import { queueReportRollups } from './rollups.ts';

// After a run, the rollups of the source's account are queued — except for a Connectors
// account, which has no reports (contract/access/report-access): folding its orders is work nobody reads.

let t: TestContext;

beforeAll(async () => {
  t = await createTestContext();
});
afterAll(async () => t.close());

async function sourceOf(accountType: string): Promise<{ accountId: number; sourceId: number }> {
  const db = t.deps.database.db;
  const accountId = (await buildAccount(db, { accountType })).id;
  const [row] = await db
    .insert(sources)
    .values({
      accountId,
      name: `${accountType} shop`,
      sourceType: 2,
      frequencyMinutes: 60,
      anchorTime: '08:00',
      timezone: 'Etc/UTC',
      startDate: '2020-01-01',
    })
    .returning({ id: sources.id });
  return { accountId, sourceId: row!.id };
}

describe('queueReportRollups', () => {
  it("queues the rollups of a Retailer's source", async () => {
    const { accountId, sourceId } = await sourceOf('Retailer');
    t.sentJobs.length = 0;
    await queueReportRollups(t.deps, sourceId);
    expect(t.sentJobs).toEqual([{ name: 'report-rollups', payload: { accountId } }]);
  });

  it("queues nothing for a Connectors account's source", async () => {
    const { sourceId } = await sourceOf('Connectors');
    t.sentJobs.length = 0;
    await queueReportRollups(t.deps, sourceId);
    expect(t.sentJobs).toEqual([]);
  });

  it('queues nothing for a source that no longer exists', async () => {
    t.sentJobs.length = 0;
    await queueReportRollups(t.deps, 2_000_000_000);
    expect(t.sentJobs).toEqual([]);
  });
});
