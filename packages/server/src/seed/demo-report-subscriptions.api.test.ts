import type { UserReportSubscription } from '@storelens/contract/api/report-subscriptions';
import { describe, expect, it } from 'vitest';
import { sendAllNow } from '../modules/report-subscriptions/report-send.service.ts';
import { outboxExtras } from '../platform/mail.ts';
import { useDemoWorld } from '../test/demo-database.ts';
import { signIn } from '../test/harness.ts';
import { call, mailsTo } from '../test/identity-helpers.ts';
import { DEMO_PASSWORD } from './demo-data.ts';

// the demo's report email: owner@demo.test's weekly Brand Performance of Acme Brand, compared with
// last year, in the profile's list; sent now, it carries Main Street Shoes' sales of Acme products.
describe("the demo's report email", () => {
  const world = useDemoWorld();

  it('is in the owner’s profile and sends with the KPIs compared with last year and the tables attached', async () => {
    const owner = await signIn(world.t.app, 'owner@demo.test', DEMO_PASSWORD);
    const list = (
      await call(world.t, 'GET', '/api/user/reportSubscriptions', owner)
    ).json() as UserReportSubscription[];
    expect(list).toEqual([
      expect.objectContaining({
        accountId: world.ids.acme,
        accountName: 'Acme Brand',
        reportKey: 'brand-performance',
        reportName: 'Brand Performance',
        frequency: 'weekly',
        hour: 8,
        timeZone: 'America/New_York',
        compare: 'lastYear',
      }),
    ]);
    expect(await sendAllNow(world.t.deps)).toEqual({ sent: 1, alreadySent: 0 });
    const [mail] = (await mailsTo(world.t, 'owner@demo.test')).filter((m) => m.kind === 'reportSubscription');
    expect(mail?.subject).toMatch(/^Brand Performance for Acme Brand: \d{4}-\d{2}-\d{2} to \d{4}-\d{2}-\d{2}$/);
    expect(mail?.text).toMatch(/Revenue: \$[\d,.]+ \(last year: \$[\d,.]+, /);
    const files = (await outboxExtras(world.t.deps, mail!.id)).attachments ?? [];
    expect(files.map((f) => f.filename).some((name) => name.endsWith('.xlsx'))).toBe(true);
    expect(await sendAllNow(world.t.deps)).toEqual({ sent: 0, alreadySent: 1 });
  });
});
