import { DESTINATION_TYPE, SOURCE_TYPE } from '@storelens/contract/domain/connectors';
import { nextRunTime } from '@storelens/contract/domain/schedule';
import { pausedReason } from '@storelens/contract/domain/source-health';
import { SOURCE_SECRET_FIELDS } from '@storelens/contract/validation/sources';
import { eq } from 'drizzle-orm';
import { destinations, sources, syncRuns } from '../db/connectors.schema.ts';
import type { Deps } from '../deps.ts';
import { sealDetail } from '../integrations/connector-secrets.ts';
import { VendorError } from '../integrations/vendor-error.ts';
import { addLink } from '../modules/sources/source-links.service.ts';
import { writeAudit } from '../platform/audit.ts';
import type { DemoFakes } from './demo-connectors-fakes.ts';

export const DEMO_PAUSED_SOURCE = 'Closed pop-up (WooCommerce)';
export const DEMO_STALE_SOURCE = 'Seasonal kiosk (WooCommerce)';

const MINUTE = 60_000;

/**
 * Two demo sources that show what the dashboard says when data stops flowing, beside the healthy
 * ones (they are not among the first runs at start):
 * - a paused source: its WooCommerce key was revoked at the store; its last runs failed with the
 *   error the store really gives (asked of the fake once here) and it paused itself after
 *   PAUSE_AFTER_FAILURES of them, so it has no scheduled runs until resumed (a resume runs it again,
 *   and the store refuses it again until its credentials are fixed);
 * - a stale source: daily, good credentials, whose last successful run was three days ago (it
 *   pulled nothing new); it is stale until its next scheduled run, tomorrow at 08:00.
 * Both deliver to the demo customer-data platform. Answers their ids.
 */
export async function seedDemoSourceHealth(deps: Deps, fakes: DemoFakes, accountId: number): Promise<number[]> {
  const db = deps.database.db;
  const [cdp] = await db.select().from(destinations).where(eq(destinations.destinationType, DESTINATION_TYPE.zaius));
  if (!cdp) return [];
  const now = deps.now().getTime();
  const startDate = new Date(now - 30 * 86_400_000).toISOString().slice(0, 10);
  const addWooSource = async (name: string, detail: Record<string, unknown>, frequencyMinutes: number) => {
    const sealed = sealDetail(deps.secrets, detail, SOURCE_SECRET_FIELDS[SOURCE_TYPE.wooCommerce]);
    const [row] = await db
      .insert(sources)
      .values({
        accountId,
        name,
        sourceType: SOURCE_TYPE.wooCommerce,
        detail: sealed.detail,
        secrets: sealed.secrets,
        frequencyMinutes,
        anchorTime: '08:00',
        timezone: 'America/New_York',
        startDate,
        createdAt: new Date(now - 7 * 86_400_000),
        nextRunTime: nextRunTime(deps.now(), '08:00', frequencyMinutes, 'America/New_York'),
      })
      .returning();
    await addLink(db, accountId, row!.id, {
      destinationId: cdp.id,
      detail: { emailConsent: 'Ignore', phoneConsent: 'Ignore' },
      startDate,
      withHistory: false,
    });
    return row!.id;
  };

  // the paused one: every 10 minutes its run was refused, until it paused itself
  const revoked = { ...fakes.credentials.woo, consumerSecret: 'cs_revoked_at_the_store' };
  const pausedId = await addWooSource(DEMO_PAUSED_SOURCE, revoked, 10);
  const error = await refusalOf(deps, revoked);
  const failures = deps.config.pauseAfterFailures;
  for (let i = failures; i >= 1; i--) {
    const startedAt = new Date(now - i * 10 * MINUTE);
    await db.insert(syncRuns).values({
      sourceId: pausedId,
      kind: 'scheduled',
      status: 'failed',
      startedAt,
      finishedAt: new Date(startedAt.getTime() + 2_000),
      counts: { pulled: { customers: 0 }, pushed: {}, destinationErrors: {} },
      error,
      errorKind: 'credentials',
    });
  }
  const pausedAt = new Date(now - 10 * MINUTE + 2_000);
  await db
    .update(sources)
    .set({
      health: 'reconnect',
      lastError: error,
      reconnectNotifiedAt: new Date(now - failures * 10 * MINUTE),
      failureStreak: failures,
      failingNotifiedAt: new Date(now - (failures - 2) * 10 * MINUTE),
      pausedAt,
      pausedReason: pausedReason(failures),
      nextRunTime: null,
    })
    .where(eq(sources.id, pausedId));
  await writeAudit(db, {
    action: 'source.pause',
    accountId,
    targetType: 'source',
    targetId: pausedId,
    details: { failures },
  });

  // the stale one: its last run, three days ago, found nothing new
  const staleId = await addWooSource(DEMO_STALE_SOURCE, { ...fakes.credentials.woo }, 1440);
  const lastRun = new Date(now - 3 * 86_400_000);
  await db.insert(syncRuns).values({
    sourceId: staleId,
    kind: 'scheduled',
    status: 'succeeded',
    startedAt: lastRun,
    finishedAt: new Date(lastRun.getTime() + 4_000),
    counts: {
      pulled: { customers: 0, orders: 0, products: 0, inventory: 0 },
      pushed: { [String(cdp.id)]: { customers: 0, orders: 0, products: 0 } },
      destinationErrors: {},
    },
  });
  return [pausedId, staleId];
}

/** What the store answers revoked credentials: the connector's own words, asked of the fake. */
async function refusalOf(deps: Deps, detail: Record<string, unknown>): Promise<string> {
  try {
    await deps.connectors.sources[SOURCE_TYPE.wooCommerce].check(detail);
  } catch (err) {
    if (err instanceof VendorError) return err.message;
    throw err;
  }
  throw new Error('the demo WooCommerce store accepted revoked credentials');
}
