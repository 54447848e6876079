import { PERMISSION_TYPES } from '@storelens/contract/domain/identity';
import { parse } from 'csv-parse/sync';
import { and, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { accountConnections } from '../../db/connections.schema.ts';
import { brandDataReads, reportSubscriptions } from '../../db/report-subscriptions.schema.ts';
import { accountPermissions, mailOutbox } from '../../db/schema.ts';
import { signEmbedToken } from '../../identity/embed-token.ts';
import type { OrderRecord, ProductRecord } from '../../integrations/records.ts';
import { SecretBox } from '../../platform/crypto.ts';
import { outboxExtras } from '../../platform/mail.ts';
import { buildAccount, buildSource, buildVertical, storeOrder } from '../../test/factories.ts';
import { call, mailsTo, newSignedInUser } from '../../test/identity-helpers.ts';
import { useTestContext } from '../../test/test-app.ts';
import { upsertRecords } from '../../warehouse/records.queries.ts';
import { sendAllNow, sendDueSubscriptions } from './report-send.service.ts';
import { claimPeriod, listSends } from './report-subscriptions.queries.ts';

// The emails themselves: KPIs with their comparison, each table as CSV and XLSX matching the report
// call's answer, one email per period whatever runs, and a brand's revoked permission said in words.

const t = useTestContext();
const acc = { retailer: 0, brand: 0 };
const user = { retailer: { cookie: '', email: '', id: 0 }, brand: { cookie: '', email: '', id: 0 } };

const product = (i: number): ProductRecord => ({
  vendorId: `p${i}`,
  name: `Product ${i}`,
  sku: `SKU-${i}`,
  upc: null,
  brand: 'Kestrel',
  category: 'Shoes',
  tags: [],
  size: null,
  color: null,
  price: 10,
  updatedAt: '2026-01-01T00:00:00Z',
});
const order = (id: string, day: string, total: number): OrderRecord =>
  storeOrder(id, `${day}T12:00:00Z`, {
    total,
    lines: [
      {
        vendorId: `${id}-1`,
        productVendorId: 'p1',
        sku: null,
        upc: null,
        name: 'Trail Shoe',
        quantity: 1,
        price: total,
      },
    ],
  });

beforeAll(async () => {
  const db = t.deps.database.db;
  const vertical = (
    await buildVertical(db, {
      metadata: { retailerDataPermissions: [{ typeId: 1, title: 'Sales', defaultValue: true }] },
    })
  ).id;
  acc.retailer = (await buildAccount(db, { verticalId: vertical, accountType: 'Retailer', name: 'Retailer R' })).id;
  acc.brand = (
    await buildAccount(db, {
      verticalId: vertical,
      accountType: 'Brand',
      name: 'Kestrel Co',
      settings: { brand: 'Kestrel' },
    })
  ).id;
  const source = (await buildSource(db, { accountId: acc.retailer, name: 'R shop' })).id;
  await upsertRecords(db, 'products', acc.retailer, source, [product(1)]);
  await upsertRecords(db, 'orders', acc.retailer, source, [
    // the week Mon 2026-03-02 to Sun 2026-03-08: 150.00 in 2 orders
    order('now-1', '2026-03-02', 100),
    order('now-2', '2026-03-05', 50),
    // the same weekdays last year (2025-03-03 to 2025-03-09): 120.00
    order('ly-1', '2025-03-03', 120),
  ]);
  await db
    .insert(accountConnections)
    .values({ brandAccountId: acc.brand, retailerAccountId: acc.retailer, status: 'Approved' });
  const r = await newSignedInUser(t, {}, { memberOf: [acc.retailer] });
  user.retailer = { cookie: r.cookie, email: r.user.email, id: r.user.id };
  const b = await newSignedInUser(t, {}, { memberOf: [acc.brand] });
  user.brand = { cookie: b.cookie, email: b.user.email, id: b.user.id };
  await db
    .insert(accountPermissions)
    .values({ accountId: acc.brand, typeId: PERMISSION_TYPES.global, userId: b.user.id });
}, 60_000);

// each test starts with no subscription (send-now counts them all)
afterEach(async () => {
  await t.deps.database.db.delete(reportSubscriptions);
  t.clock.reset();
});

/** A subscription made through the API on 2026-03-01, so that the week of 2026-03-02 is its first to send. */
async function subscribe(accountId: number, cookie: string, payload: object) {
  t.clock.set(new Date('2026-03-01T00:00:00Z'));
  const res = await call(t, 'POST', `/api/accounts/${accountId}/reportSubscriptions`, cookie, {
    frequency: 'weekly',
    hour: 8,
    timeZone: 'UTC',
    ...payload,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number };
}

/** The report call's own answer for the same range, read as the user. */
async function reportCall(accountId: number, userId: number, key: string, query: string) {
  const { token } = await signEmbedToken(t.deps.config.secretKey, { accountId, reportId: 1, userId, key }, new Date());
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/embed/reports/${key}${query}`,
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as {
    sheets: Array<{
      title: string;
      tables: Array<{
        title: string;
        columns: Array<{ header: string; field: string }>;
        rows: Array<Record<string, unknown>>;
      }>;
    }>;
  };
}

const MONDAY_9 = new Date('2026-03-09T09:00:00Z');

describe('a weekly Sales Overview email', () => {
  it('carries the KPIs with last year, each table as CSV and XLSX matching the report, and RFC 8058 headers', async () => {
    const sub = await subscribe(acc.retailer, user.retailer.cookie, {
      reportKey: 'sales-overview',
      compare: 'lastYear',
    });
    t.clock.set(MONDAY_9);
    expect((await sendDueSubscriptions(t.deps)).sent).toBe(1);
    const [mail] = (await mailsTo(t, user.retailer.email)).filter((m) => m.kind === 'reportSubscription');
    expect(mail?.subject).toBe('Sales Overview for Retailer R: 2026-03-02 to 2026-03-08');
    expect(mail?.text).toContain('Revenue: $150.00 (last year: $120.00, \u25B2 +25.0%)');
    expect(mail?.html).toContain('color:#2e7d32');
    expect(mail?.text).toMatch(/Unsubscribe: http:\/\/localhost:3000\/unsubscribe\/[A-Za-z0-9_-]{48}/);

    const extras = await outboxExtras(t.deps, mail!.id);
    const token = /unsubscribe\/([A-Za-z0-9_-]+)/.exec(mail!.text)![1];
    expect(extras.headers).toEqual({
      'List-Unsubscribe': `<http://localhost:3000/api/reportSubscriptions/unsubscribe/${token}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    const files = extras.attachments ?? [];
    const answer = await reportCall(
      acc.retailer,
      user.retailer.id,
      'sales-overview',
      '?from=2026-03-02&to=2026-03-08&compare=lastYear',
    );
    const tables = answer.sheets.flatMap((s) => s.tables);
    expect(tables.length).toBeGreaterThan(0);
    expect(files).toHaveLength(tables.length * 2);
    const byLocation = tables.find((x) => x.title === 'Sales by location')!;
    const csvFile = files.find(
      (f) => f.filename === 'Sales Overview - By Location - Sales by location - 2026-03-02 to 2026-03-08.csv',
    );
    const rows = parse(csvFile!.content.toString('utf8'), { columns: true }) as Array<Record<string, string>>;
    expect(rows).toHaveLength(byLocation.rows.length);
    for (const [i, row] of byLocation.rows.entries()) {
      for (const col of byLocation.columns) expect(rows[i]?.[col.header]).toBe(String(row[col.field] ?? ''));
    }
    expect(rows[0]).toMatchObject({ Revenue: '150', 'Revenue (last year)': '120', 'Revenue change': '0.25' });
    expect(mail?.text).toContain(csvFile!.filename);

    const xlsxFile = files.find((f) => f.filename === csvFile!.filename.replace(/\.csv$/, '.xlsx'))!;
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsxFile.content as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getRow(1).values).toEqual([undefined, ...byLocation.columns.map((c) => c.header)]);
    const revenueAt = byLocation.columns.findIndex((c) => c.field === 'revenue') + 1;
    expect(sheet.getRow(2).getCell(revenueAt).value).toBe(150);
    await t.deps.database.db.delete(reportSubscriptions).where(eq(reportSubscriptions.id, sub.id));
  });
});

describe('never twice for the same period', () => {
  it('two job runs, a run and send-now, and two concurrent claims each send once', async () => {
    const sub = await subscribe(acc.retailer, user.retailer.cookie, { reportKey: 'overview' });
    t.clock.set(MONDAY_9);
    const before = (await mailsTo(t, user.retailer.email)).length;
    const [a, b] = await Promise.all([sendDueSubscriptions(t.deps), sendDueSubscriptions(t.deps)]);
    expect(a.sent + b.sent).toBe(1);
    expect((await sendDueSubscriptions(t.deps)).sent).toBe(0);
    expect(await sendAllNow(t.deps)).toEqual({ sent: 0, alreadySent: 1 });
    expect(await listSends(t.deps.database.db, sub.id)).toHaveLength(1);
    expect((await mailsTo(t, user.retailer.email)).length).toBe(before + 1);
    // the next week: once more
    t.clock.set(new Date('2026-03-16T08:00:00Z'));
    expect(await sendAllNow(t.deps)).toEqual({ sent: 1, alreadySent: 0 });
    expect((await sendDueSubscriptions(t.deps)).sent).toBe(0);
    const sends = await listSends(t.deps.database.db, sub.id);
    expect(sends.map((s) => s.period)).toEqual(['2026-03-02..2026-03-08', '2026-03-09..2026-03-15']);
    // each send names its outbox email, queued for the mail job
    const [outbox] = await t.deps.database.db.select().from(mailOutbox).where(eq(mailOutbox.id, sends[1]!.outboxId!));
    expect(outbox?.kind).toBe('reportSubscription');
    expect(t.sentJobs).toContainEqual({ name: 'mail-send', payload: { outboxId: outbox!.id } });
    await t.deps.database.db.delete(reportSubscriptions).where(eq(reportSubscriptions.id, sub.id));
  });

  it('two claims of one period at once: one wins; a failure before the mail is in the outbox leaves the period unclaimed', async () => {
    const sub = await subscribe(acc.retailer, user.retailer.cookie, { reportKey: 'overview' });
    const db = t.deps.database.db;
    const claims = await Promise.all(
      [1, 2].map(() => db.transaction((tx) => claimPeriod(tx, sub.id, '2026-01-05..2026-01-11', new Date()))),
    );
    expect(claims.filter((id) => id !== undefined)).toHaveLength(1);
    // the outbox insert fails after the claim (a crash): the transaction takes the claim back
    t.clock.set(MONDAY_9);
    class FullDisk extends SecretBox {
      override encrypt(): string {
        throw new Error('disk full');
      }
    }
    const broken = { ...t.deps, secrets: new FullDisk(t.deps.config.secretKey) };
    expect((await sendDueSubscriptions(broken)).skipped).toBe(1);
    expect(await listSends(db, sub.id)).toHaveLength(1);
    expect((await sendDueSubscriptions(t.deps)).sent).toBe(1);
    expect((await listSends(db, sub.id)).map((s) => s.period)).toContain('2026-03-02..2026-03-08');
  });

  it('a subscription made after this period’s send time waits for the next one', async () => {
    t.clock.set(new Date('2026-03-09T10:00:00Z'));
    const res = await call(t, 'POST', `/api/accounts/${acc.retailer}/reportSubscriptions`, user.retailer.cookie, {
      reportKey: 'overview',
      frequency: 'weekly',
      hour: 8,
      timeZone: 'UTC',
    });
    expect(res.json().nextSendAt).toBe('2026-03-16T08:00:00.000Z');
    expect((await sendDueSubscriptions(t.deps)).sent).toBe(0);
    await t.deps.database.db.delete(reportSubscriptions).where(eq(reportSubscriptions.id, res.json().id));
  });
});

describe('a brand reading a retailer’s data', () => {
  it('after its permission is revoked, the next email is empty for that retailer and says why', async () => {
    const sub = await subscribe(acc.brand, user.brand.cookie, { reportKey: 'brand-performance', frequency: 'daily' });
    t.clock.set(new Date('2026-03-03T09:00:00Z'));
    expect((await sendDueSubscriptions(t.deps)).sent).toBe(1);
    const first = (await mailsTo(t, user.brand.email)).at(-1)!;
    expect(first.subject).toBe('Brand Performance for Kestrel Co: 2026-03-02');
    expect((await outboxExtras(t.deps, first.id)).attachments?.length).toBeGreaterThan(0);
    // the email read the retailer's data as the screen would: it is in the retailer's access log
    const reads = await t.deps.database.db
      .select()
      .from(brandDataReads)
      .where(and(eq(brandDataReads.brandAccountId, acc.brand), eq(brandDataReads.userId, user.brand.id)));
    expect(reads.map((r) => ({ report: r.reportKey, from: r.filters.from, to: r.filters.to }))).toEqual([
      { report: 'brand-performance', from: '2026-03-02', to: '2026-03-02' },
    ]);

    await t.deps.database.db
      .delete(accountPermissions)
      .where(and(eq(accountPermissions.accountId, acc.brand), eq(accountPermissions.userId, user.brand.id)));
    t.clock.set(new Date('2026-03-04T09:00:00Z'));
    expect((await sendDueSubscriptions(t.deps)).sent).toBe(1);
    const next = (await mailsTo(t, user.brand.email)).at(-1)!;
    expect(next.id).not.toBe(first.id);
    expect(next.text).toContain(
      'Retailer R shares data with Kestrel Co, but you have not been given access to Retailer R’s data'.replace(
        '’',
        "'",
      ),
    );
    expect(next.text).toContain('No tables to attach for this period.');
    expect((await outboxExtras(t.deps, next.id)).attachments ?? []).toEqual([]);
    await t.deps.database.db.delete(reportSubscriptions).where(eq(reportSubscriptions.id, sub.id));
  });
});
