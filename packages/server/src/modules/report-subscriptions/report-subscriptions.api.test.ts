import { REPORT_SUBSCRIPTION_ERRORS, REPORT_SUBSCRIPTION_MESSAGES } from '@storelens/contract/api/report-subscriptions';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { reportSubscriptions } from '../../db/report-subscriptions.schema.ts';
import { auditLog } from '../../db/schema.ts';
import { buildAccount } from '../../test/factories.ts';
import { call, expectFieldErrors, newSignedInUser } from '../../test/identity-helpers.ts';
import { useTestContext } from '../../test/test-app.ts';
import { subscriptionIdOfToken, unsubscribeToken } from './unsubscribe-token.ts';

// Report subscriptions' calls: the caller's own, in an account they may see, for a report of that
// account's type; each field's message; the one-click unsubscribe link.

const t = useTestContext();
let retailer: number;
let brand: number;
let owner: { cookie: string; userId: number };
let colleague: string;
let outsider: string;

const base = (accountId = retailer) => `/api/accounts/${accountId}/reportSubscriptions`;
const body = {
  reportKey: 'sales-overview',
  frequency: 'weekly',
  hour: 8,
  timeZone: 'Europe/Paris',
  filters: { grain: 'day' },
  compare: 'lastYear',
};

beforeAll(async () => {
  const db = t.deps.database.db;
  retailer = (await buildAccount(db, { accountType: 'Retailer', name: 'Trail Shop' })).id;
  brand = (await buildAccount(db, { accountType: 'Brand', name: 'Kestrel Brand' })).id;
  const o = await newSignedInUser(t, {}, { memberOf: [retailer, brand] });
  owner = { cookie: o.cookie, userId: o.user.id };
  colleague = (await newSignedInUser(t, {}, { memberOf: [retailer] })).cookie;
  outsider = (await newSignedInUser(t, {}, { memberOf: [brand] })).cookie;
});

describe('subscribing', () => {
  it('creates, lists, changes and deletes the caller’s own subscription, audited', async () => {
    t.clock.set(new Date('2026-11-25T10:00:00Z'));
    const created = await call(t, 'POST', base(), owner.cookie, body);
    expect(created.statusCode, created.body).toBe(201);
    const sub = created.json();
    expect(sub).toMatchObject({
      accountId: retailer,
      reportKey: 'sales-overview',
      reportName: 'Sales Overview',
      frequency: 'weekly',
      hour: 8,
      timeZone: 'Europe/Paris',
      filters: { grain: 'day' },
      compare: 'lastYear',
      // the next Monday, 08:00 in Paris (UTC+1 in winter)
      nextSendAt: '2026-11-30T07:00:00.000Z',
    });
    expect((await call(t, 'GET', base(), owner.cookie)).json()).toEqual([sub]);
    // another member of the account does not see it
    expect((await call(t, 'GET', base(), colleague)).json()).toEqual([]);
    const mine = (await call(t, 'GET', '/api/user/reportSubscriptions', owner.cookie)).json();
    expect(mine).toEqual([{ ...sub, accountName: 'Trail Shop' }]);

    const changed = await call(t, 'PATCH', `${base()}/${sub.id}`, owner.cookie, { frequency: 'daily', compare: null });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({
      frequency: 'daily',
      compare: null,
      hour: 8,
      nextSendAt: '2026-11-26T07:00:00.000Z',
    });

    const deleted = await call(t, 'DELETE', `${base()}/${sub.id}`, owner.cookie);
    expect(deleted.statusCode).toBe(204);
    expect((await call(t, 'GET', base(), owner.cookie)).json()).toEqual([]);
    const audit = await t.deps.database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'reportSubscription'), eq(auditLog.targetId, String(sub.id))))
      .orderBy(auditLog.id);
    expect(audit.map((a) => a.action)).toEqual([
      'reportSubscription.create',
      'reportSubscription.update',
      'reportSubscription.delete',
    ]);
    t.clock.reset();
  });

  it('refuses a report the account’s type does not use, saying so', async () => {
    const res = await call(t, 'POST', base(brand), owner.cookie, body);
    expectFieldErrors(res, { reportKey: 'Sales Overview is not a report for Brand accounts' });
    expect(
      (await call(t, 'POST', base(brand), owner.cookie, { ...body, reportKey: 'brand-performance' })).statusCode,
    ).toBe(201);
  });

  it('says what is wrong with each field', async () => {
    const post = (payload: object) => call(t, 'POST', base(), owner.cookie, payload);
    expectFieldErrors(await post({ ...body, frequency: 'hourly' }), {
      frequency: REPORT_SUBSCRIPTION_MESSAGES.frequency,
    });
    expectFieldErrors(await post({ ...body, hour: 24 }), { hour: REPORT_SUBSCRIPTION_MESSAGES.hour });
    expectFieldErrors(await post({ ...body, hour: 7.5 }), { hour: REPORT_SUBSCRIPTION_MESSAGES.hour });
    expectFieldErrors(await post({ ...body, timeZone: 'Mars/Olympus' }), {
      timeZone: REPORT_SUBSCRIPTION_MESSAGES.timeZone,
    });
    expectFieldErrors(await post({ ...body, compare: 'yesterday' }), { compare: REPORT_SUBSCRIPTION_MESSAGES.compare });
    expectFieldErrors(await post({ ...body, reportKey: 'nope' }), {
      reportKey: REPORT_SUBSCRIPTION_MESSAGES.reportKey,
    });
    expectFieldErrors(await post({ ...body, filters: { grain: 'fortnight' } }), {
      'filters.grain': REPORT_SUBSCRIPTION_MESSAGES.grain,
    });
    expectFieldErrors(await post({ ...body, filters: { location: 'everywhere' } }), {
      'filters.location': REPORT_SUBSCRIPTION_MESSAGES.location,
    });
    const { frequency: _f, hour: _h, timeZone: _z, reportKey: _r, ...rest } = body;
    expectFieldErrors(await post(rest), {
      reportKey: 'Report is required',
      frequency: 'Frequency is required',
      hour: 'Hour is required',
      timeZone: 'Time zone is required',
    });
    // odd input is a 400 with a message, never a 500
    expectFieldErrors(await post({ ...body, timeZone: 'Europe/Par\u0000is' }), {
      timeZone: 'Time zone contains a character that is not allowed',
    });
    expect((await post({ ...body, filters: ['day'] })).statusCode).toBe(400);
    expect((await call(t, 'PATCH', `${base()}/99999`, owner.cookie, { hour: 'eight' })).statusCode).toBe(400);
    // the screen's empty values mean no filter, and its dates are dropped
    const ok = await post({ ...body, filters: { location: '', grain: 'week', from: '2026-01-01' } });
    expect(ok.json().filters).toEqual({ grain: 'week' });
  });
});

describe('access', () => {
  it('another account → 403; another user’s subscription → 404', async () => {
    const sub = (await call(t, 'POST', base(), owner.cookie, body)).json();
    expect((await call(t, 'GET', base(), outsider)).statusCode).toBe(403);
    expect((await call(t, 'POST', base(), outsider, body)).statusCode).toBe(403);
    expect((await call(t, 'GET', base(), undefined)).statusCode).toBe(401);
    const notFound = await call(t, 'PATCH', `${base()}/${sub.id}`, colleague, { hour: 9 });
    expect(notFound.statusCode).toBe(404);
    expect(notFound.json()).toEqual(REPORT_SUBSCRIPTION_ERRORS.notFound);
    expect((await call(t, 'DELETE', `${base()}/${sub.id}`, colleague)).statusCode).toBe(404);
    // the same subscription through another account the owner may see
    expect((await call(t, 'DELETE', `${base(brand)}/${sub.id}`, owner.cookie)).statusCode).toBe(404);
  });
});

describe('one-click unsubscribe', () => {
  it('a mail provider’s form POST stops the subscription once; the link then does nothing', async () => {
    const sub = (await call(t, 'POST', base(), owner.cookie, body)).json();
    const token = unsubscribeToken(t.deps.config.secretKey, sub.id);
    expect(subscriptionIdOfToken(t.deps.config.secretKey, token)).toBe(sub.id);
    const url = `/api/reportSubscriptions/unsubscribe/${token}`;
    const described = await t.app.inject({ method: 'GET', url });
    expect(described.json()).toEqual({ reportName: 'Sales Overview', accountName: 'Trail Shop', frequency: 'weekly' });
    const post = () =>
      t.app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'List-Unsubscribe=One-Click',
      });
    const first = await post();
    expect(first.statusCode, first.body).toBe(200);
    const rows = await t.deps.database.db.select().from(reportSubscriptions).where(eq(reportSubscriptions.id, sub.id));
    expect(rows).toEqual([]);
    const again = await post();
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual(REPORT_SUBSCRIPTION_ERRORS.unsubscribeNotFound);
    const [audit] = await t.deps.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'reportSubscription.unsubscribe'), eq(auditLog.targetId, String(sub.id))));
    expect(audit).toMatchObject({ actorUserId: owner.userId, accountId: retailer });
  });

  it('a bad token → 404, a tampered one too', async () => {
    const sub = (await call(t, 'POST', base(), owner.cookie, body)).json();
    const token = unsubscribeToken(t.deps.config.secretKey, sub.id);
    const tampered = `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`;
    for (const bad of ['not-a-token', tampered, unsubscribeToken('another-secret-key-0123456789abcdef', sub.id)]) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/reportSubscriptions/unsubscribe/${bad}`,
        payload: {},
      });
      expect(res.statusCode, bad).toBe(404);
    }
  });
});
