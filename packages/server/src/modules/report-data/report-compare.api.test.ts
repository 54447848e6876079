import { beforeAll, describe, expect, it } from 'vitest';
import { reports } from '../../db/reports.schema.ts';
import type { OrderRecord } from '../../integrations/records.ts';
import { buildAccount, buildSource, buildVertical, storeOrder } from '../../test/factories.ts';
import { call, signInNewMember } from '../../test/identity-helpers.ts';
import { useTestContext } from '../../test/test-app.ts';
import { upsertRecords } from '../../warehouse/records.queries.ts';

// Comparisons and the retail calendar on Sales Overview, against figures worked out by hand from a
// few orders on either side of each comparison range.

const t = useTestContext();
const acc = { gregorian: 0, retail: 0 };
const cookie = { gregorian: '', retail: '' };

type Kpi = { label: string; value: number; previous?: number; change?: number | null };
type Body = {
  filters: { grain: string; calendar: string; compare?: string };
  comparison?: { from: string; to: string };
  sheets: Array<{
    key: string;
    kpis: Kpi[];
    charts: Array<{ key: string; x: string[]; series: Array<{ label: string; data: number[]; comparison?: boolean }> }>;
    tables: Array<{
      key: string;
      columns: Array<{ field: string; header: string; format: string }>;
      rows: Array<Record<string, string | number | null>>;
    }>;
  }>;
};
const kpi = (body: Body, label: string) => body.sheets[0]?.kpis.find((k) => k.label === label);
const tableOf = (body: Body, key: string) => body.sheets.flatMap((s) => s.tables).find((x) => x.key === key);

/** An order with one line of `units`, whose total is `total`. */
const order = (id: string, day: string, total: number, units = 1): OrderRecord =>
  storeOrder(id, `${day}T12:00:00Z`, {
    total,
    lines: [
      {
        vendorId: `${id}-1`,
        productVendorId: 'p1',
        sku: null,
        upc: null,
        name: 'Trail Shoe',
        quantity: units,
        price: 10,
      },
    ],
  });

beforeAll(async () => {
  const db = t.deps.database.db;
  const vertical = (await buildVertical(db, {})).id;
  const saved = await db
    .insert(reports)
    .values(
      ['sales-overview', 'customers'].map((path) => ({
        verticalId: vertical,
        accountType: 'retailer',
        path,
        referenceName: `retailer ${path}`,
        title: path,
        reportUrl: `http://localhost:3000/analytics/retailer/${path}`,
        guide: '',
      })),
    )
    .returning({ id: reports.id });
  const selectedReports = saved.map((r) => r.id);
  acc.gregorian = (
    await buildAccount(db, { verticalId: vertical, accountType: 'Retailer', settings: { selectedReports } })
  ).id;
  acc.retail = (
    await buildAccount(db, {
      verticalId: vertical,
      accountType: 'Retailer',
      settings: { selectedReports, retailCalendar: 'nrf-454' },
    })
  ).id;
  const g = (await buildSource(db, { accountId: acc.gregorian, name: 'Shop' })).id;
  await upsertRecords(db, 'orders', acc.gregorian, g, [
    // the week asked for, Mon 2026-03-02 to Sun 2026-03-08: 150.00 in 2 orders, 3 units
    order('now-1', '2026-03-02', 100, 2),
    order('now-2', '2026-03-05', 50, 1),
    // last year, 364 days earlier (Mon 2025-03-03 to Sun 2025-03-09): 120.00 in 2 orders, 3 units
    order('ly-1', '2025-03-03', 80, 1),
    order('ly-2', '2025-03-09', 40, 2),
    order('ly-out', '2025-03-10', 999),
    // the previous 7 days (2026-02-23 to 2026-03-01): 75.00 in 2 orders
    order('prev-1', '2026-02-25', 30),
    order('prev-2', '2026-03-01', 45),
    order('prev-out', '2026-02-22', 777),
  ]);
  const r = (await buildSource(db, { accountId: acc.retail, name: 'Retail shop' })).id;
  await upsertRecords(db, 'orders', acc.retail, r, [
    // FY2024 P01 (2024-02-04 to 2024-03-02)
    order('fy24', '2024-02-10', 200),
    // FY2023 P01 W1: 371 days before FY2024 P01 W1, FY2023 having 53 weeks
    order('fy23-w1', '2023-01-30', 100),
    // 364 days back would have reached this one instead
    order('fy23-later', '2023-03-01', 500),
  ]);
  cookie.gregorian = await signInNewMember(t, acc.gregorian);
  cookie.retail = await signInNewMember(t, acc.retail);
}, 60_000);

const embed = async (accountId: number, who: string, query: string, key = 'sales-overview') => {
  const opened = await call(t, 'GET', `/api/dashboards/retailer/${accountId}/${key}`, who);
  expect(opened.statusCode, opened.body).toBe(200);
  const token = opened.json().embed.src.split('#token=')[1];
  return t.app.inject({
    method: 'GET',
    url: `/api/embed/reports/${key}${query}`,
    headers: { authorization: `Bearer ${token}` },
  });
};
const salesOverview = async (accountId: number, who: string, query: string) => {
  const res = await embed(accountId, who, query);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Body;
};

const WEEK = '?from=2026-03-02&to=2026-03-08';

describe('compare=lastYear', () => {
  it('answers each KPI with the same weekdays 52 weeks earlier and the change as a fraction', async () => {
    const body = await salesOverview(acc.gregorian, cookie.gregorian, `${WEEK}&compare=lastYear`);
    expect(body.comparison).toEqual({ from: '2025-03-03', to: '2025-03-09' });
    expect(body.filters.compare).toBe('lastYear');
    expect(kpi(body, 'Revenue')).toMatchObject({ value: 150, previous: 120, change: 0.25 });
    expect(kpi(body, 'Orders')).toMatchObject({ value: 2, previous: 2, change: 0 });
    expect(kpi(body, 'Average order')).toMatchObject({ value: 75, previous: 60, change: 0.25 });
  });

  it('gives each chart the comparison as a second series, and the period table its previous value and change', async () => {
    const body = await salesOverview(acc.gregorian, cookie.gregorian, `${WEEK}&compare=lastYear&grain=week`);
    const revenue = body.sheets[0]?.charts.find((c) => c.key === 'revenue');
    expect(revenue?.x).toEqual(['2026-03-02']);
    expect(revenue?.series).toEqual([
      { label: 'Revenue', data: [150], format: 'money' },
      { label: 'Revenue (last year)', data: [120], format: 'money', comparison: true },
    ]);
    const table = tableOf(body, 'sales-by-period');
    expect(table?.columns.map((c) => c.header)).toEqual([
      'Week',
      'Revenue',
      'Revenue (last year)',
      'Revenue change',
      'Orders',
      'Units',
      'Average order',
    ]);
    expect(table?.rows[0]).toMatchObject({
      period: '2026-03-02',
      revenue: 150,
      revenuePrevious: 120,
      revenueChange: 0.25,
    });
    expect(tableOf(body, 'sales-by-location')?.rows[0]).toMatchObject({ revenuePrevious: 120, revenueChange: 0.25 });
  });

  it('pairs days by their place in the range', async () => {
    const body = await salesOverview(acc.gregorian, cookie.gregorian, `${WEEK}&compare=lastYear`);
    const revenue = body.sheets[0]?.charts.find((c) => c.key === 'revenue');
    // 2026-03-02 meets 2025-03-03 (80.00); 2026-03-05 meets 2025-03-06 (no sales)
    expect(revenue?.x).toEqual(['2026-03-02', '2026-03-05']);
    expect(revenue?.series[1]?.data).toEqual([80, 0]);
  });
});

describe('compare=previous', () => {
  it('compares with the range of the same length just before', async () => {
    const body = await salesOverview(acc.gregorian, cookie.gregorian, `${WEEK}&compare=previous&grain=week`);
    expect(body.comparison).toEqual({ from: '2026-02-23', to: '2026-03-01' });
    expect(kpi(body, 'Revenue')).toMatchObject({ value: 150, previous: 75, change: 1 });
    expect(tableOf(body, 'sales-by-period')?.rows[0]).toMatchObject({ revenuePrevious: 75, revenueChange: 1 });
  });

  it('answers a change of null when the previous value is 0', async () => {
    const body = await salesOverview(
      acc.gregorian,
      cookie.gregorian,
      '?from=2026-03-02&to=2026-03-02&compare=previous',
    );
    // 2026-03-01 had 45.00: the day before; the day before that is left out
    expect(kpi(body, 'Revenue')).toMatchObject({ value: 100, previous: 45 });
    const empty = await salesOverview(
      acc.gregorian,
      cookie.gregorian,
      '?from=2026-03-03&to=2026-03-05&compare=previous',
    );
    // 2026-02-28 to 2026-03-02 holds 45.00 + 100.00
    expect(kpi(empty, 'Revenue')).toMatchObject({ value: 50, previous: 145 });
    const none = await salesOverview(
      acc.gregorian,
      cookie.gregorian,
      '?from=2026-02-20&to=2026-02-21&compare=previous',
    );
    expect(kpi(none, 'Orders')).toMatchObject({ value: 0, previous: 0, change: null });
  });
});

describe('without compare', () => {
  it('answers as before: no previous, no change, no comparison series or columns', async () => {
    const body = await salesOverview(acc.gregorian, cookie.gregorian, WEEK);
    expect(body.comparison).toBeUndefined();
    expect(body.filters).toMatchObject({ grain: 'day', calendar: 'gregorian' });
    expect(kpi(body, 'Revenue')).toEqual({ label: 'Revenue', value: 150, format: 'money' });
    expect(body.sheets[0]?.charts[0]?.series).toHaveLength(1);
    expect(tableOf(body, 'sales-by-period')?.columns).toHaveLength(5);
  });

  it('refuses an unknown compare or grain with 400', async () => {
    for (const query of [`${WEEK}&compare=yesterday`, `${WEEK}&grain=fortnight`]) {
      const res = await embed(acc.gregorian, cookie.gregorian, query);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ error: 'ValidationError' });
    }
  });
});

describe('the retail calendar', () => {
  it('cuts months and weeks by the NRF 4-5-4 calendar and names them', async () => {
    const range = '?from=2024-02-04&to=2024-03-02';
    const month = await salesOverview(acc.retail, cookie.retail, `${range}&grain=month`);
    expect(month.filters).toMatchObject({ grain: 'month', calendar: 'nrf-454' });
    expect(tableOf(month, 'sales-by-period')?.rows).toEqual([
      expect.objectContaining({ period: 'FY2024 P01', revenue: 200 }),
    ]);
    expect(tableOf(month, 'sales-by-period')?.columns[0]).toEqual({ field: 'period', header: 'Month', format: 'text' });
    const week = await salesOverview(acc.retail, cookie.retail, `${range}&grain=week`);
    expect(week.sheets[0]?.charts[0]?.x).toEqual(['FY2024 P01 W1']);
  });

  it('compares the year after a 53-week year with the same fiscal weeks, 371 days back', async () => {
    const body = await salesOverview(
      acc.retail,
      cookie.retail,
      '?from=2024-02-04&to=2024-03-02&grain=month&compare=lastYear',
    );
    expect(body.comparison).toEqual({ from: '2023-01-29', to: '2023-02-25' });
    expect(kpi(body, 'Revenue')).toMatchObject({ value: 200, previous: 100, change: 1 });
    expect(tableOf(body, 'sales-by-period')?.rows[0]).toMatchObject({ period: 'FY2024 P01', revenuePrevious: 100 });
  });

  it('cuts a gregorian account by calendar months', async () => {
    const body = await salesOverview(acc.gregorian, cookie.gregorian, '?from=2026-02-01&to=2026-03-31&grain=month');
    expect(tableOf(body, 'sales-by-period')?.rows.map((r) => [r.period, r.revenue])).toEqual([
      ['2026-02-01', 807],
      ['2026-03-01', 195],
    ]);
  });
});

describe('Customers on the retail calendar', () => {
  it('counts customers per retail period, compared with last year', async () => {
    const res = await embed(
      acc.retail,
      cookie.retail,
      '?from=2024-02-04&to=2024-03-02&grain=month&compare=lastYear',
      'customers',
    );
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as Body;
    // the orders carry no customer: each is a guest order
    expect(tableOf(body, 'customers')?.rows).toEqual([
      expect.objectContaining({ period: 'FY2024 P01', guestOrders: 1, guestRevenue: 200 }),
    ]);
    expect(kpi(body, 'Guest orders')).toMatchObject({ value: 1, previous: 1, change: 0 });
  });
});
