import { beforeAll, describe, expect, it } from 'vitest';
import { reports } from '../../db/reports.schema.ts';
import { buildAccount, buildVertical } from '../../test/factories.ts';
import { call, newSignedInUser, signInNewMember, signInNewUser } from '../../test/identity-helpers.ts';
import { useTestContext } from '../../test/test-app.ts';

const t = useTestContext();
let admin: string;
let manager: string;
let limitedManager: string;
let member: string;
let outsider: string;
let retailerId: number;
let inactiveId: number;
let connectorsId: number;
const ids: Record<string, number> = {};

type Def = Partial<typeof reports.$inferInsert> & { path: string };

beforeAll(async () => {
  const db = t.deps.database.db;
  const home = (await buildVertical(db, { name: 'Home', metadata: { retailerReportPermissions: ['sales'] } })).id;
  const away = (await buildVertical(db, { name: 'Away' })).id;
  const def = async (d: Def) => {
    const [row] = await db
      .insert(reports)
      .values({
        verticalId: home,
        accountType: 'retailer',
        referenceName: d.path,
        title: d.path,
        reportUrl: 'https://reports.example.com',
        ...d,
      })
      .returning();
    ids[d.path] = row!.id;
  };
  await def({
    path: 'sales',
    title: 'Sales',
    category: 'B',
    permission: 'sales',
    icon: 'chart',
    description: 'Revenue',
  });
  await def({ path: 'stock', title: 'Stock', category: 'A' });
  await def({ path: 'audit', requireSystemUser: true });
  await def({ path: 'off', isActive: false });
  await def({ path: 'retired', permission: 'sell-through' });
  await def({ path: 'unchosen' });
  await def({ path: 'brand', accountType: 'brand' });
  await def({ path: 'health', accountType: 'admin', title: 'Connector Health' });
  await def({ path: 'away', verticalId: away });
  const chosen = ['sales', 'stock', 'audit', 'off', 'retired', 'brand', 'away'].map((p) => ids[p]);
  const settings = { customFields: {}, selectedReports: chosen };
  retailerId = (await buildAccount(db, { verticalId: home, accountType: 'Retailer', settings })).id;
  inactiveId = (await buildAccount(db, { verticalId: home, accountType: 'Retailer', settings, isActive: false })).id;
  connectorsId = (await buildAccount(db, { verticalId: home, accountType: 'Connectors', settings })).id;
  admin = await signInNewUser(t, { systemAccessLevel: 'admin' });
  manager = await signInNewUser(t, { systemAccessLevel: 'accountManager' });
  limitedManager = await signInNewUser(t, { systemAccessLevel: 'accountManager', hasReportsManagement: true }, [away]);
  member = (await newSignedInUser(t, {}, { memberOf: [retailerId, inactiveId] })).cookie;
  outsider = await signInNewMember(t, (await buildAccount(db, { verticalId: home })).id, 'admin');
});

const paths = (res: { json: () => Array<{ path: string }> }) => res.json().map((c) => c.path);

describe('GET /dashboards/reports/{accountId} (spec 3 §7)', () => {
  it('401 signed out; 403 for a non-member and a system user limited to another vertical', async () => {
    expect((await call(t, 'GET', `/api/dashboards/reports/${retailerId}`)).statusCode).toBe(401);
    expect((await call(t, 'GET', `/api/dashboards/reports/${retailerId}`, outsider)).statusCode).toBe(403);
    expect((await call(t, 'GET', `/api/dashboards/reports/${retailerId}`, limitedManager)).statusCode).toBe(403);
    expect((await call(t, 'GET', '/api/dashboards/reports/abc', member)).statusCode).toBe(400);
  });

  it("a member sees the account's chosen, active, permitted reports of its type, as cards by category", async () => {
    const res = await call(t, 'GET', `/api/dashboards/reports/${retailerId}`, member);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      {
        id: ids.stock,
        icon: '',
        category: 'A',
        title: 'Stock',
        description: '',
        accountType: 'retailer',
        path: 'stock',
      },
      {
        id: ids.sales,
        icon: 'chart',
        category: 'B',
        title: 'Sales',
        description: 'Revenue',
        accountType: 'retailer',
        path: 'sales',
      },
    ]);
    // a system user sees the same list (hidden ones come in their own list)
    expect(paths(await call(t, 'GET', `/api/dashboards/reports/${retailerId}`, manager))).toEqual(['stock', 'sales']);
  });

  it('a deactivated account and a Connectors account show none', async () => {
    expect((await call(t, 'GET', `/api/dashboards/reports/${inactiveId}`, member)).json()).toEqual([]);
    expect((await call(t, 'GET', `/api/dashboards/reports/${connectorsId}`, admin)).json()).toEqual([]);
  });
});

describe('GET /dashboards/hiddenReports/{accountId}', () => {
  it('system users only: the requireSystemUser reports the account chose', async () => {
    expect((await call(t, 'GET', `/api/dashboards/hiddenReports/${retailerId}`)).statusCode).toBe(401);
    expect((await call(t, 'GET', `/api/dashboards/hiddenReports/${retailerId}`, member)).statusCode).toBe(403);
    expect((await call(t, 'GET', `/api/dashboards/hiddenReports/${retailerId}`, limitedManager)).statusCode).toBe(403);
    expect(paths(await call(t, 'GET', `/api/dashboards/hiddenReports/${retailerId}`, manager))).toEqual(['audit']);
    expect(paths(await call(t, 'GET', `/api/dashboards/hiddenReports/${retailerId}`, admin))).toEqual(['audit']);
  });
});

describe('GET /dashboards/internalReports/{accountId}', () => {
  it("system users only: the vertical's admin reports, whatever the account's type", async () => {
    expect((await call(t, 'GET', `/api/dashboards/internalReports/${retailerId}`)).statusCode).toBe(401);
    expect((await call(t, 'GET', `/api/dashboards/internalReports/${retailerId}`, member)).statusCode).toBe(403);
    const res = await call(t, 'GET', `/api/dashboards/internalReports/${connectorsId}`, manager);
    expect(res.json()).toEqual([
      {
        id: ids.health,
        icon: '',
        category: '',
        title: 'Connector Health',
        description: '',
        accountType: 'admin',
        path: 'health',
      },
    ]);
    expect(paths(await call(t, 'GET', `/api/dashboards/internalReports/${retailerId}`, admin))).toEqual(['health']);
  });
});
