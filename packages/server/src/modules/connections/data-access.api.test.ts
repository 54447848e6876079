import { PERMISSION_TYPES } from '@storelens/contract/domain/identity';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountConnections, retailerDataSettings } from '../../db/connections.schema.ts';
import { accountPermissions } from '../../db/schema.ts';
import { addMember, buildAccount, buildUser, buildVertical } from '../../test/factories.ts';
import { createTestContext, type TestContext } from '../../test/harness.ts';
import { brandDataAccess } from './data-access.service.ts';

let t: TestContext;
let brand: number;
let retailer: number;
let other: number;
let rollup: number;
let child: number;
let globalUser: { id: number; systemAccessLevel: null };
let specificUser: { id: number; systemAccessLevel: null };
let noPermUser: { id: number; systemAccessLevel: null };
const staff = { id: 0, systemAccessLevel: 'admin' };
const SALES = 1;
const INVENTORY = 2;

const setStatus = async (retailerAccountId: number, status: string) => {
  await t.deps.database.db
    .insert(accountConnections)
    .values({ brandAccountId: brand, retailerAccountId, status })
    .onConflictDoUpdate({
      target: [accountConnections.brandAccountId, accountConnections.retailerAccountId],
      set: { status },
    });
};
const ask = (retailerAccountId: number, user: { id: number; systemAccessLevel: string | null }, typeId?: number) =>
  brandDataAccess(t.deps.database.db, { brandAccountId: brand, retailerAccountId, user, typeId });
const reasons = (a: Awaited<ReturnType<typeof ask>>) => a.missing.map((m) => m.reason);

beforeAll(async () => {
  t = await createTestContext();
  const db = t.deps.database.db;
  const v = await buildVertical(db, {
    metadata: {
      retailerDataPermissions: [
        { typeId: SALES, title: 'Sales', defaultValue: true },
        { typeId: INVENTORY, title: 'Inventory', defaultValue: false },
      ],
    },
  });
  brand = (await buildAccount(db, { verticalId: v.id, accountType: 'Brand' })).id;
  retailer = (await buildAccount(db, { verticalId: v.id, accountType: 'Retailer', name: 'Alpha' })).id;
  other = (await buildAccount(db, { verticalId: v.id, accountType: 'Retailer', name: 'Other' })).id;
  rollup = (
    await buildAccount(db, { verticalId: v.id, accountType: 'Retailer Rollup', settings: { isAccountManager: true } })
  ).id;
  child = (await buildAccount(db, { verticalId: v.id, accountType: 'Retailer', parentAccountId: rollup })).id;
  const users = await Promise.all([buildUser(db), buildUser(db), buildUser(db)]);
  for (const u of users) await addMember(db, brand, u.id, 'user');
  [globalUser, specificUser, noPermUser] = users.map((u) => ({ id: u.id, systemAccessLevel: null })) as [
    typeof globalUser,
    typeof globalUser,
    typeof globalUser,
  ];
  await db.insert(accountPermissions).values([
    { accountId: brand, typeId: PERMISSION_TYPES.global, referenceId: null, userId: globalUser.id },
    { accountId: brand, typeId: PERMISSION_TYPES.retailer, referenceId: retailer, userId: specificUser.id },
    { accountId: brand, typeId: PERMISSION_TYPES.retailer, referenceId: child, userId: specificUser.id },
  ]);
});
afterAll(() => t.close());

describe('brandDataAccess: the one rule of what a brand sees', () => {
  it('no connection, Pending, Declined and Removed all refuse, naming the connection', async () => {
    expect(reasons(await ask(retailer, globalUser))).toEqual(['connection']);
    for (const status of ['Pending', 'Declined', 'Revoked', 'Removed']) {
      await setStatus(retailer, status);
      const a = await ask(retailer, globalUser, SALES);
      expect(a).toMatchObject({ allowed: false, kinds: [] });
      expect(reasons(a)).toEqual(['connection']);
      expect(a.missing[0]?.message).toContain('Alpha has not approved');
    }
  });

  it('Approved: global and that retailer’s specific users see the shared kinds; others do not', async () => {
    await setStatus(retailer, 'Approved');
    expect(await ask(retailer, globalUser, SALES)).toEqual({
      allowed: true,
      kinds: [SALES],
      missing: [],
      status: 'Approved',
    });
    expect(await ask(retailer, specificUser, SALES)).toMatchObject({ allowed: true, kinds: [SALES] });
    const none = await ask(retailer, noPermUser, SALES);
    expect(none).toMatchObject({ allowed: false, kinds: [] });
    expect(reasons(none)).toEqual(['permission']);
    // specific access is for that retailer only; global covers every connected retailer
    await setStatus(other, 'Approved');
    expect(reasons(await ask(other, specificUser))).toEqual(['permission']);
    expect((await ask(other, globalUser)).allowed).toBe(true);
    // system users pass the user check (staff support), never the connection or the settings
    expect((await ask(retailer, staff, SALES)).allowed).toBe(true);
  });

  it('only the kinds the retailer’s settings share, each setting on its own', async () => {
    const db = t.deps.database.db;
    const inv = await ask(retailer, globalUser, INVENTORY);
    expect(inv.allowed).toBe(false);
    expect(reasons(inv)).toEqual(['setting']);
    expect(inv.missing[0]?.message).toBe('Alpha does not share Inventory data with connected brands.');
    await db.insert(retailerDataSettings).values({ accountId: retailer, typeId: INVENTORY, value: true });
    expect(await ask(retailer, globalUser, INVENTORY)).toMatchObject({ allowed: true, kinds: [SALES, INVENTORY] });
    await db
      .insert(retailerDataSettings)
      .values({ accountId: retailer, typeId: SALES, value: false })
      .onConflictDoNothing();
    expect(await ask(retailer, globalUser, SALES)).toMatchObject({ allowed: false, kinds: [INVENTORY] });
  });

  it('nothing shared at all refuses "any data"', async () => {
    const db = t.deps.database.db;
    await db.insert(retailerDataSettings).values({ accountId: other, typeId: SALES, value: false });
    const a = await ask(other, globalUser);
    expect(a.allowed).toBe(false);
    expect(reasons(a)).toEqual(['setting']);
  });

  it('a managed child follows its rollup’s connection and settings', async () => {
    expect(reasons(await ask(child, specificUser, SALES))).toEqual(['connection']);
    await setStatus(rollup, 'Approved');
    expect(await ask(child, specificUser, SALES)).toMatchObject({ allowed: true, kinds: [SALES] });
    await t.deps.database.db.insert(retailerDataSettings).values({ accountId: rollup, typeId: SALES, value: false });
    expect(reasons(await ask(child, specificUser, SALES))).toEqual(['setting']);
  });

  it('several things missing are all named', async () => {
    await setStatus(retailer, 'Removed');
    // Alpha stopped sharing Sales above, so all three are missing
    expect(reasons(await ask(retailer, noPermUser, SALES))).toEqual(['connection', 'permission', 'setting']);
  });
});
