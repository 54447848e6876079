import { ACCESS_LOG_CSV_COLUMNS, ACCESS_LOG_MESSAGES, type AccessLogAnswer } from '@storelens/contract/api/access-log';
import { PERMISSION_TYPES } from '@storelens/contract/domain/identity';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { accountConnections } from '../../db/connections.schema.ts';
import { brandDataReads } from '../../db/report-subscriptions.schema.ts';
import { reports } from '../../db/reports.schema.ts';
import { accountPermissions } from '../../db/schema.ts';
import { accessLogCleanupJob } from '../../jobs/access-log-cleanup.job.ts';
import { buildAccount, buildVertical } from '../../test/factories.ts';
import { call, expectFieldErrors, newSignedInUser, signInNewMember } from '../../test/identity-helpers.ts';
import { useTestContext } from '../../test/test-app.ts';

// A brand reads three connected retailers' data through Brand Performance; each retailer's admins
// see that read in their access log, and no one else does.

const t = useTestContext();
const acc = { brand: 0, alpha: 0, beta: 0, gamma: 0, pending: 0 };
const people = { owner: 0, limited: 0 };
const cookie = { owner: '', limited: '', alphaAdmin: '', alphaMember: '', betaAdmin: '' };
const DAY = 86_400_000;

const logOf = (accountId: number) => `/api/accounts/settings/${accountId}/accessLog`;

/** Brand Performance as the report frame reads it: the dashboard's embed token, then the page's data. */
async function readBrandPerformance(userCookie: string, query: string) {
  const opened = await call(t, 'GET', `/api/dashboards/brand/${acc.brand}/brand-performance`, userCookie);
  expect(opened.statusCode, opened.body).toBe(200);
  const token = opened.json().embed.src.split('#token=')[1];
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/embed/reports/brand-performance${query}`,
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.statusCode, res.body).toBe(200);
}

const log = async (accountId: number, query = '', who = cookie.alphaAdmin) => {
  const res = await call(t, 'GET', `${logOf(accountId)}${query}`, who);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as AccessLogAnswer;
};

beforeAll(async () => {
  const db = t.deps.database.db;
  const vertical = (
    await buildVertical(db, {
      metadata: { retailerDataPermissions: [{ typeId: 1, title: 'Sales', defaultValue: true }] },
    })
  ).id;
  const [report] = await db
    .insert(reports)
    .values({
      verticalId: vertical,
      accountType: 'brand',
      path: 'brand-performance',
      referenceName: 'brand performance',
      title: 'Brand Performance',
      reportUrl: 'http://localhost:3000/analytics/brand/brand-performance',
      guide: '',
    })
    .returning({ id: reports.id });
  const settings = { selectedReports: [report!.id] };
  const retailer = async (name: string) =>
    (await buildAccount(db, { verticalId: vertical, accountType: 'Retailer', name, settings })).id;
  acc.brand = (await buildAccount(db, { verticalId: vertical, accountType: 'Brand', name: 'Kestrel', settings })).id;
  acc.alpha = await retailer('Alpha Running');
  acc.beta = await retailer('Beta Sports');
  acc.gamma = await retailer('Gamma Outdoors');
  acc.pending = await retailer('Pending Place');
  await db.insert(accountConnections).values([
    ...[acc.alpha, acc.beta, acc.gamma].map((r) => ({
      brandAccountId: acc.brand,
      retailerAccountId: r,
      status: 'Approved',
    })),
    { brandAccountId: acc.brand, retailerAccountId: acc.pending, status: 'Pending' },
  ]);
  const owner = await newSignedInUser(t, { firstName: 'Olive', lastName: 'Owner' }, { memberOf: [acc.brand] });
  const limited = await newSignedInUser(t, { firstName: 'Lee', lastName: 'Limited' }, { memberOf: [acc.brand] });
  people.owner = owner.user.id;
  people.limited = limited.user.id;
  cookie.owner = owner.cookie;
  cookie.limited = limited.cookie;
  // the owner may read every retailer; the limited user only Alpha: Beta and Gamma refuse them
  await db.insert(accountPermissions).values([
    { accountId: acc.brand, typeId: PERMISSION_TYPES.global, userId: owner.user.id },
    { accountId: acc.brand, typeId: PERMISSION_TYPES.retailer, referenceId: acc.alpha, userId: limited.user.id },
  ]);
  cookie.alphaAdmin = await signInNewMember(t, acc.alpha, 'admin');
  cookie.alphaMember = await signInNewMember(t, acc.alpha, 'user');
  cookie.betaAdmin = await signInNewMember(t, acc.beta, 'admin');

  await readBrandPerformance(cookie.owner, '?from=2026-01-01&to=2026-01-31&grain=week&compare=lastYear');
  await readBrandPerformance(cookie.limited, '?from=2026-02-01&to=2026-02-28');
}, 60_000);

describe("a brand's read in the retailer's access log", () => {
  it('one row per retailer the request read, with the brand, user, report and filters', async () => {
    const db = t.deps.database.db;
    const ownerReads = await db.select().from(brandDataReads).where(eq(brandDataReads.userId, people.owner));
    // a comparison builds the page twice: still one read of each retailer; the pending one is not read
    expect(ownerReads.map((r) => r.retailerAccountId).sort()).toEqual([acc.alpha, acc.beta, acc.gamma].sort());
    const beta = await log(acc.beta, '', cookie.betaAdmin);
    expect(beta.total).toBe(1);
    expect(beta.items[0]).toMatchObject({
      brand: { id: acc.brand, name: 'Kestrel' },
      user: { id: people.owner, name: 'Olive Owner' },
      report: { key: 'brand-performance', name: 'Brand Performance' },
      filters: { from: '2026-01-01', to: '2026-01-31', grain: 'week', compare: 'lastYear' },
    });
    expect(Date.now() - Date.parse(beta.items[0]!.readAt)).toBeLessThan(60_000);
  });

  it('a read the brand user is refused is not logged', async () => {
    const db = t.deps.database.db;
    const limitedReads = await db.select().from(brandDataReads).where(eq(brandDataReads.userId, people.limited));
    expect(limitedReads.map((r) => r.retailerAccountId)).toEqual([acc.alpha]);
    expect((await log(acc.beta, '', cookie.betaAdmin)).items.map((i) => i.user?.id)).toEqual([people.owner]);
    // a retailer that has not approved the brand is never read
    const pendingReads = await db
      .select()
      .from(brandDataReads)
      .where(eq(brandDataReads.retailerAccountId, acc.pending));
    expect(pendingReads).toEqual([]);
  });

  it('newest first, filtered by brand, user and days, a page at a time', async () => {
    const all = await log(acc.alpha);
    expect(all.total).toBe(2);
    expect(all.items.map((i) => i.user?.id)).toEqual([people.limited, people.owner]);
    expect((await log(acc.alpha, `?userId=${people.owner}`)).items.map((i) => i.user?.id)).toEqual([people.owner]);
    expect((await log(acc.alpha, `?brandId=${acc.brand}`)).total).toBe(2);
    expect((await log(acc.alpha, `?brandId=${acc.gamma}`)).total).toBe(0);
    const today = new Date().toISOString().slice(0, 10);
    const yesterday = new Date(Date.now() - DAY).toISOString().slice(0, 10);
    expect((await log(acc.alpha, `?from=${today}&to=${today}`)).total).toBe(2);
    expect((await log(acc.alpha, `?to=${yesterday}`)).total).toBe(0);
    const second = await log(acc.alpha, '?take=1&skip=1');
    expect(second).toMatchObject({ total: 2, items: [{ user: { id: people.owner } }] });
  });

  it('refuses bad filters with the contract’s messages', async () => {
    const bad = (query: string) => call(t, 'GET', `${logOf(acc.alpha)}${query}`, cookie.alphaAdmin);
    expectFieldErrors(await bad('?take=0'), { take: ACCESS_LOG_MESSAGES.take });
    expectFieldErrors(await bad('?take=101'), { take: ACCESS_LOG_MESSAGES.take });
    expectFieldErrors(await bad('?skip=-1'), { skip: ACCESS_LOG_MESSAGES.skip });
    expectFieldErrors(await bad('?brandId=acme'), { brandId: ACCESS_LOG_MESSAGES.brandId });
    expectFieldErrors(await bad('?userId=0'), { userId: ACCESS_LOG_MESSAGES.userId });
    expectFieldErrors(await bad('?from=2026-02-30'), { from: ACCESS_LOG_MESSAGES.from });
    expectFieldErrors(await bad('?to=yesterday'), { to: ACCESS_LOG_MESSAGES.to });
    expectFieldErrors(await bad('?from=2026-03-02&to=2026-03-01'), { from: ACCESS_LOG_MESSAGES.range });
    expectFieldErrors(await call(t, 'GET', `${logOf(acc.alpha)}/export?from=nope`, cookie.alphaAdmin), {
      from: ACCESS_LOG_MESSAGES.from,
    });
  });

  it('exports the filtered log as CSV with the filters in words', async () => {
    const res = await call(t, 'GET', `${logOf(acc.alpha)}/export?userId=${people.owner}`, cookie.alphaAdmin);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="Access log .+\.csv"$/);
    const [header, row, ...rest] = res.body.trimEnd().split('\r\n');
    expect(header).toBe(ACCESS_LOG_CSV_COLUMNS.join(','));
    expect(rest).toEqual([]);
    expect(row).toMatch(
      /^\d{4}-\d\d-\d\dT[\d:.]+Z,Kestrel,Olive Owner,[^,]+@[^,]+,Brand Performance,2026-01-01 to 2026-01-31 · by week · every location · compared with last year$/,
    );
  });

  it('lists the brands and users the log names for the filters', async () => {
    const res = await call(t, 'GET', `${logOf(acc.alpha)}/readers`, cookie.alphaAdmin);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      brands: [{ id: acc.brand, name: 'Kestrel' }],
      users: [
        { id: people.limited, name: 'Lee Limited', email: expect.any(String) },
        { id: people.owner, name: 'Olive Owner', email: expect.any(String) },
      ],
    });
  });
});

describe('who may read the log', () => {
  it.each([
    ['a brand user', () => cookie.owner, () => acc.brand],
    ['a plain user of the retailer', () => cookie.alphaMember, () => acc.alpha],
    ["another retailer's admin", () => cookie.betaAdmin, () => acc.alpha],
  ])('%s is refused', async (_who, who, account) => {
    for (const path of ['', '/export', '/readers']) {
      const res = await call(t, 'GET', `${logOf(account())}${path}`, who());
      expect(res.statusCode, `${path}: ${res.body}`).toBe(403);
    }
  });

  it('a brand account’s admin is refused too: the log is a retailer’s', async () => {
    const brandAdmin = await signInNewMember(t, acc.brand, 'admin');
    expect((await call(t, 'GET', logOf(acc.brand), brandAdmin)).statusCode).toBe(403);
  });

  it('no session: 401', async () => {
    expect((await call(t, 'GET', logOf(acc.alpha))).statusCode).toBe(401);
  });
});

describe('retention', () => {
  it('the daily job deletes reads older than 400 days and keeps the rest', async () => {
    const db = t.deps.database.db;
    const at = (days: number) => new Date(Date.now() - days * DAY);
    const row = { retailerAccountId: acc.gamma, brandAccountId: acc.brand, userId: people.owner, reportKey: 'x' };
    await db.insert(brandDataReads).values([
      { ...row, reportKey: 'old', readAt: at(401) },
      { ...row, reportKey: 'kept', readAt: at(399) },
    ]);
    await accessLogCleanupJob.handler({}, t.deps);
    const left = await db.select().from(brandDataReads).where(eq(brandDataReads.retailerAccountId, acc.gamma));
    expect(left.map((r) => r.reportKey).sort()).toEqual(['brand-performance', 'kept']);
  });
});
