import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { reportSubscriptions } from '../db/report-subscriptions.schema.ts';
import { users } from '../db/schema.ts';

/**
 * The demo's report email: owner@demo.test gets Acme Brand's Brand Performance (a brand's most
 * telling built-in report: its products at the retailers that share with it) every Monday at 08:00
 * New York time for the week before, compared with last year. `send-report-subscriptions --now`
 * mails it at once.
 */
export async function seedDemoReportSubscriptions(db: Db, accountIds: Record<string, number>): Promise<void> {
  const acme = accountIds.acme;
  const [owner] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'owner@demo.test'));
  if (acme === undefined || !owner) throw new Error('the demo report email needs Acme Brand and owner@demo.test');
  await db.insert(reportSubscriptions).values({
    userId: owner.id,
    accountId: acme,
    reportKey: 'brand-performance',
    frequency: 'weekly',
    hour: 8,
    timeZone: 'America/New_York',
    filters: { grain: 'day' },
    compare: 'lastYear',
  });
}
