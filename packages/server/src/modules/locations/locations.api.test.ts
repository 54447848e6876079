import { LOCATION_ERRORS } from '@storelens/contract/api/locations';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocationRecord } from '../../integrations/records.ts';
import { addMember, buildAccount, buildSource, buildUser, buildVertical, TEST_PASSWORD } from '../../test/factories.ts';
import { createTestContext, signIn, type TestContext } from '../../test/harness.ts';
import { call } from '../../test/identity-helpers.ts';
import { upsertRecords } from '../../warehouse/records.queries.ts';

let t: TestContext;
let retailerId: number;
let rollupId: number;
let sourceId: number;
let admin: string;
let member: string;
let outsider: string;
let brandAdmin: string;
let brandId: number;

const record = (vendorId: string, over: Partial<LocationRecord> = {}): LocationRecord => ({
  vendorId,
  name: `Store ${vendorId}`,
  street1: '1 Main St',
  city: 'Springfield',
  state: 'IL',
  zip: '62701',
  updatedAt: new Date().toISOString(),
  ...over,
});
/** What the sync engine does with a page of the locations stream. */
const sync = (records: LocationRecord[]) =>
  upsertRecords(t.deps.database.db, 'locations', retailerId, sourceId, records);

const VALID = {
  name: 'Downtown Flagship',
  street1: '1 Main St',
  street2: 'Suite 2',
  city: 'Springfield',
  state: 'IL',
  zip: '62701',
  status: 'Open',
  entityType: 'Independent',
  marketType: 'Urban',
  openDate: '1995-04-01',
  closeDate: '',
  locationType: 'Store',
};

beforeAll(async () => {
  t = await createTestContext();
  const db = t.deps.database.db;
  const v = await buildVertical(db);
  rollupId = (await buildAccount(db, { verticalId: v.id, accountType: 'Retailer Rollup' })).id;
  retailerId = (await buildAccount(db, { verticalId: v.id, accountType: 'Retailer', parentAccountId: rollupId })).id;
  brandId = (await buildAccount(db, { verticalId: v.id, accountType: 'Brand' })).id;
  sourceId = (
    await buildSource(db, {
      accountId: retailerId,
      name: 'Shop POS',
      sourceType: 15,
      frequencyMinutes: 1440,
      startDate: '2024-01-01',
    })
  ).id;
  const a = await buildUser(db);
  await addMember(db, retailerId, a.id, 'admin');
  await addMember(db, rollupId, a.id, 'admin');
  admin = await signIn(t.app, a.email, TEST_PASSWORD);
  const m = await buildUser(db);
  await addMember(db, retailerId, m.id, 'user');
  member = await signIn(t.app, m.email, TEST_PASSWORD);
  const x = await buildUser(db);
  await addMember(db, (await buildAccount(db, { accountType: 'Retailer' })).id, x.id, 'admin');
  outsider = await signIn(t.app, x.email, TEST_PASSWORD);
  const b = await buildUser(db);
  await addMember(db, brandId, b.id, 'admin');
  brandAdmin = await signIn(t.app, b.email, TEST_PASSWORD);
  await sync([record('101'), record('102', { name: 'Airport Kiosk', street1: null })]);
});
afterAll(() => t.close());

const list = async (account = retailerId) => (await call(t, 'GET', `/api/locations/${account}`, admin)).json();
const one = (storeId: string) => `/api/locations/${retailerId}/${sourceId}/${storeId}`;

describe('who may', () => {
  it('the retail account’s admin; 401 signed out, 403 for members, other accounts and brands', async () => {
    expect((await call(t, 'GET', `/api/locations/${retailerId}`)).statusCode).toBe(401);
    expect((await call(t, 'GET', `/api/locations/${retailerId}`, member)).statusCode).toBe(403);
    expect((await call(t, 'GET', `/api/locations/${retailerId}`, outsider)).statusCode).toBe(403);
    const brand = await call(t, 'GET', `/api/locations/${brandId}`, brandAdmin);
    expect(brand.statusCode).toBe(403);
    expect(brand.json().error).toBe(LOCATION_ERRORS.notRetailer.error);
  });
});

describe('the synced locations', () => {
  it('lists every location of the account’s sources with every column', async () => {
    const rows = await list();
    expect(rows.map((r: { name: string }) => r.name)).toEqual(['Airport Kiosk', 'Store 101']);
    expect(rows[1]).toEqual({
      storeId: '101',
      name: 'Store 101',
      street1: '1 Main St',
      street2: null,
      city: 'Springfield',
      state: 'IL',
      zip: '62701',
      status: null,
      entityType: null,
      marketType: null,
      openDate: null,
      closeDate: null,
      locationType: null,
      accountSourceId: sourceId,
      sourceName: 'Shop POS',
      editedFields: [],
    });
  });

  it('a Retailer Rollup sees its retailers’ locations', async () => {
    expect((await list(rollupId)).length).toBe(2);
  });

  it('one location; an unknown one is 404', async () => {
    expect((await call(t, 'GET', one('101'), admin)).json().name).toBe('Store 101');
    expect((await call(t, 'GET', one('nope'), admin)).statusCode).toBe(404);
    expect((await call(t, 'GET', `/api/locations/${retailerId}/999999/101`, admin)).statusCode).toBe(404);
  });
});

describe('editing (spec 3 §5)', () => {
  it('refuses a missing or long name, dates before 1990-01-01, unknown options, and changes nothing', async () => {
    const put = (body: object) => call(t, 'PUT', one('101'), admin, { ...VALID, ...body });
    expect((await put({ name: '' })).json().fields.name).toBe('Store Name is required');
    expect((await put({ name: 'x'.repeat(201) })).json().fields.name).toBe('Store Name must have at most 200 letters');
    expect((await put({ openDate: '1989-12-31' })).json().fields.openDate).toBe(
      'Open Date must be on or after 1990-01-01',
    );
    expect((await put({ closeDate: '2020-02-30' })).json().fields.closeDate).toBe(
      'Close Date must be a date (YYYY-MM-DD)',
    );
    expect((await put({ locationType: 'Kiosk' })).json().fields.locationType).toBe(
      'Location Type is not one of the allowed options',
    );
    expect((await put({ openDate: '2020-01-01', closeDate: '2019-01-01' })).json().fields.closeDate).toBe(
      'Close Date must be on or after Open Date',
    );
    expect((await call(t, 'GET', one('101'), admin)).json().name).toBe('Store 101');
  });

  it('saves the edit; the store id stays', async () => {
    const res = await call(t, 'PUT', one('101'), admin, VALID);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ ...VALID, closeDate: null, storeId: '101' });
    expect(res.json().editedFields).toEqual([
      'name',
      'street2',
      'status',
      'entityType',
      'marketType',
      'openDate',
      'locationType',
    ]);
  });

  it('the next sync updates only what the user has not changed', async () => {
    await sync([record('101', { name: 'Vendor Rename', city: 'Chicago', street1: '9 New Rd' }), record('103')]);
    const rows = await list();
    const edited = rows.find((r: { storeId: string }) => r.storeId === '101');
    expect(edited).toMatchObject({
      name: 'Downtown Flagship',
      street2: 'Suite 2',
      status: 'Open',
      city: 'Chicago',
      street1: '9 New Rd',
    });
    // a new store arrives untouched
    expect(rows.find((r: { storeId: string }) => r.storeId === '103')).toMatchObject({ name: 'Store 103' });
  });

  it('a field set back to the synced value belongs to the sync again', async () => {
    await call(t, 'PUT', one('101'), admin, { ...VALID, name: 'Vendor Rename', city: 'Chicago', street1: '9 New Rd' });
    await sync([record('101', { name: 'Vendor Rename 2', city: 'Chicago', street1: '9 New Rd' })]);
    expect((await call(t, 'GET', one('101'), admin)).json().name).toBe('Vendor Rename 2');
  });
});
