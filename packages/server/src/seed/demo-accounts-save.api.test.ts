import type { UpdateAdminAccountBody } from '@storelens/contract/api/admin-accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reports } from '../db/reports.schema.ts';
import { accounts } from '../db/schema.ts';
import { createTestContext, signIn, type TestContext } from '../test/harness.ts';
import { call } from '../test/identity-helpers.ts';
import { seedDemoConnections } from './demo-connections.ts';
import { seedDemoConnectors } from './demo-connectors.ts';
import { type DemoFakes, demoVendorValues, startDemoFakes } from './demo-connectors-fakes.ts';
import { DEMO_PASSWORD, seedDemoData } from './demo-data.ts';

// The demo's data passes its own forms: an admin who opens any seeded account and saves it unchanged
// gets a success, and the seeded reports point at the server the demo runs on.
describe('the seeded demo, saved through its own forms', () => {
  const publicUrl = 'http://demo.storelens.test:4321';
  let fakes: DemoFakes;
  let t: TestContext;

  beforeAll(async () => {
    fakes = await startDemoFakes();
    t = await createTestContext({ PUBLIC_URL: publicUrl }, fakes.endpoints, {
      demoVendorValues: demoVendorValues(fakes),
    });
    await seedDemoData(t.deps.database.db, { publicUrl: t.deps.config.publicUrl });
    await seedDemoConnectors(t.deps, fakes);
    await seedDemoConnections(t.deps, fakes);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await fakes?.close();
  });

  it('saves every seeded account unchanged as the admin form does (read, send back, success)', async () => {
    const admin = await signIn(t.app, 'admin@demo.test', DEMO_PASSWORD);
    const seeded = await t.deps.database.db.select({ id: accounts.id, name: accounts.name }).from(accounts);
    expect(seeded.length).toBeGreaterThan(10);
    const refused: string[] = [];
    for (const { id, name } of seeded) {
      const read = await call(t, 'GET', `/api/admin/accounts/${id}`, admin);
      expect(read.statusCode, read.body).toBe(200);
      const account = read.json();
      // the admin form's body: the PUT fields of the account it read (AccountFormPage's toBody)
      const body: UpdateAdminAccountBody = {
        name: account.name,
        isActive: account.isActive,
        accountType: account.accountType,
        verticalId: account.verticalId,
        isHidden: account.isHidden,
        showPreview: account.showPreview,
        parentAccountId: account.parentAccountId,
        settings: {
          customFields: account.settings.customFields,
          selectedReports: account.settings.selectedReports,
          ...(account.accountType === 'Brand' ? { brand: account.settings.brand ?? '' } : {}),
          ...(account.accountType === 'Retailer Rollup'
            ? { isAccountManager: account.settings.isAccountManager ?? false }
            : {}),
        },
      };
      const saved = await call(t, 'PUT', `/api/admin/accounts/${id}`, admin, body);
      if (saved.statusCode !== 200) refused.push(`${name} (${account.verticalId}): ${saved.json().message}`);
    }
    expect(refused).toEqual([]);
  });

  it('names the server it runs on (PUBLIC_URL) in every seeded report URL', async () => {
    const rows = await t.deps.database.db.select({ url: reports.reportUrl }).from(reports);
    expect(rows.length).toBeGreaterThan(0);
    for (const { url } of rows) expect(url.startsWith(`${publicUrl}/analytics/`), url).toBe(true);
  });
});
