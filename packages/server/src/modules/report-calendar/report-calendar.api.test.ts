import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { accounts, auditLog } from '../../db/schema.ts';
import { buildAccount, buildVertical } from '../../test/factories.ts';
import { call, signInNewMember, signInNewUser } from '../../test/identity-helpers.ts';
import { useTestContext } from '../../test/test-app.ts';

// The account admins' report calendar: read and set through GET|PUT /accounts/{accountId}/reportCalendar.

const t = useTestContext();
let accountId = 0;
let admin = '';
let member = '';
let otherAdmin = '';
const path = () => `/api/accounts/${accountId}/reportCalendar`;

beforeAll(async () => {
  const db = t.deps.database.db;
  const vertical = (await buildVertical(db, {})).id;
  accountId = (
    await buildAccount(db, {
      verticalId: vertical,
      accountType: 'Retailer',
      settings: { selectedReports: [4], brand: 'x' },
    })
  ).id;
  const other = (await buildAccount(db, { verticalId: vertical, accountType: 'Retailer' })).id;
  admin = await signInNewMember(t, accountId, 'admin');
  member = await signInNewMember(t, accountId);
  otherAdmin = await signInNewMember(t, other, 'admin');
});

describe('GET|PUT /accounts/{accountId}/reportCalendar', () => {
  it('401 signed out, 403 for a member who is not an admin and for another account', async () => {
    expect((await call(t, 'GET', path())).statusCode).toBe(401);
    expect((await call(t, 'PUT', path(), undefined, { retailCalendar: 'nrf-454' })).statusCode).toBe(401);
    expect((await call(t, 'GET', path(), member)).statusCode).toBe(403);
    expect((await call(t, 'PUT', path(), member, { retailCalendar: 'nrf-454' })).statusCode).toBe(403);
    expect((await call(t, 'PUT', path(), otherAdmin, { retailCalendar: 'nrf-454' })).statusCode).toBe(403);
  });

  it('400 for a calendar that is not one of the options, with the field', async () => {
    const res = await call(t, 'PUT', path(), admin, { retailCalendar: '4-4-5' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      error: 'ValidationError',
      fields: { retailCalendar: 'Retail calendar is not one of the allowed options' },
    });
  });

  it('answers gregorian by default; an admin sets nrf-454, kept beside the other settings and audited', async () => {
    expect((await call(t, 'GET', path(), admin)).json()).toEqual({ retailCalendar: 'gregorian' });
    const saved = await call(t, 'PUT', path(), admin, { retailCalendar: 'nrf-454' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ retailCalendar: 'nrf-454' });
    expect((await call(t, 'GET', path(), admin)).json()).toEqual({ retailCalendar: 'nrf-454' });
    const db = t.deps.database.db;
    const [row] = await db.select({ settings: accounts.settings }).from(accounts).where(eq(accounts.id, accountId));
    expect(row?.settings).toEqual({ selectedReports: [4], brand: 'x', retailCalendar: 'nrf-454' });
    const [audit] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'account.reportCalendar'), eq(auditLog.accountId, accountId)));
    expect(audit?.details).toEqual({ before: 'gregorian', after: 'nrf-454' });
  });
});

describe("the admin account form's retail calendar (settings.retailCalendar)", () => {
  it('saves the calendar chosen, keeps it when the form leaves it out, and refuses another value', async () => {
    const db = t.deps.database.db;
    const vertical = (await buildVertical(db, {})).id;
    const systemAdmin = await signInNewUser(t, { systemAccessLevel: 'admin' });
    const body = (settings: Record<string, unknown>) => ({
      name: `Calendar Shop ${vertical}`,
      accountType: 'Retailer',
      verticalId: vertical,
      isActive: true,
      settings: { customFields: {}, selectedReports: [], ...settings },
    });
    const created = await call(
      t,
      'POST',
      `/api/admin/accounts/${vertical}`,
      systemAdmin,
      body({ retailCalendar: 'nrf-454' }),
    );
    expect(created.statusCode, created.body).toBeLessThan(300);
    const id = created.json().id as number;
    const read = async () => (await call(t, 'GET', `/api/admin/accounts/${id}`, systemAdmin)).json().settings;
    expect(await read()).toMatchObject({ retailCalendar: 'nrf-454' });
    // a save that does not send it (an older form) keeps the account admins' choice
    expect((await call(t, 'PUT', `/api/admin/accounts/${id}`, systemAdmin, body({}))).statusCode).toBe(200);
    expect(await read()).toMatchObject({ retailCalendar: 'nrf-454' });
    expect(
      (await call(t, 'PUT', `/api/admin/accounts/${id}`, systemAdmin, body({ retailCalendar: 'gregorian' })))
        .statusCode,
    ).toBe(200);
    expect(await read()).toMatchObject({ retailCalendar: 'gregorian' });
    const wrong = await call(t, 'PUT', `/api/admin/accounts/${id}`, systemAdmin, body({ retailCalendar: '4-4-5' }));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fields).toEqual({
      'settings.retailCalendar': 'Retail calendar is not one of the allowed options',
    });
  });
});
