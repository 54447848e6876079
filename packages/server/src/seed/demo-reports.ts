import { reportAccountTypeOf } from '@storelens/contract/api/report-management';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { reportImages, reports } from '../db/reports.schema.ts';
import { accounts } from '../db/schema.ts';
import { DEMO_GUIDE_IMAGE } from './demo-guide-image.ts';

/**
 * The demo's report definitions: every report account type in both verticals, with
 * permissions from each vertical's lists, a hidden (system users only) and an inactive one, internal
 * reports, and guides with headings and lists. Each demo account chooses every active report of its
 * vertical and type, so the Report Management screen and the account form's Reports are filled.
 * The URLs name the built-in StoreLens analytics pages on the server the demo runs on.
 */
const url = (publicUrl: string, path: string) => `${publicUrl.replace(/\/+$/, '')}/analytics/${path}`;
/**
 * The built-in report (contract BUILTIN_REPORTS) a demo report whose path is not a built-in key shows;
 * every other demo report opens the built-in page of its own name, so no two cards of a vertical open
 * the same page (the inactive Retail Sell-Through is offered to nobody).
 */
const BUILTIN_FOR: Record<string, string> = {
  'retail-sell-through': 'brand-performance',
};

const guide = (title: string, points: string[], imageId?: number) =>
  [
    `<h2>${title}</h2>`,
    ...(imageId ? [`<img src="/api/images/${imageId}/help" alt="The ${title} toolbar">`] : []),
    '<p>This report reads the data StoreLens has synced for the account you are signed into.</p>',
    '<h3>What you will find</h3>',
    `<ul>${points.map((p) => `<li><p>${p}</p></li>`).join('')}</ul>`,
    '<h3>Getting the data out</h3>',
    '<ol><li><p>Choose a sheet.</p></li><li><p>Set the date range and location.</p></li><li><p>Download the table as CSV.</p></li></ol>',
  ].join('');

type Seed = {
  accountType: string;
  path: string;
  title: string;
  category: string;
  description: string;
  permission?: string;
  icon: string;
  requireSystemUser?: boolean;
  isActive?: boolean;
  points?: string[];
};

const RETAILER: Seed[] = [
  {
    accountType: 'retailer',
    path: 'sales-overview',
    title: 'Sales Overview',
    category: 'Sales',
    description: 'Revenue, orders, units and average order by day or week, and by location.',
    permission: 'sales',
    icon: 'trending_up',
    points: ['Revenue and orders by day and week', 'Average order value', 'Sales by location'],
  },
  {
    accountType: 'retailer',
    path: 'products',
    title: 'Products',
    category: 'Inventory',
    description: 'Top sellers, sell-through and inventory on hand.',
    permission: 'inventory',
    icon: 'inventory_2',
    points: ['Top sellers', 'Sell-through', 'Inventory on hand'],
  },
  {
    accountType: 'retailer',
    path: 'customers',
    title: 'Customers',
    category: 'Customers',
    description: 'New and returning customers over time.',
    icon: 'groups',
  },
];

// the reports both verticals offer (the outdoor vertical's without guides or permission where it says so)
const GROUP_SALES: Seed = {
  accountType: 'retailer rollup',
  path: 'group-sales',
  title: 'Group Sales',
  category: 'Sales',
  description: 'Sales across every store of the group.',
  permission: 'group-sales',
  icon: 'store',
};
const BRAND_PERFORMANCE: Seed = {
  accountType: 'brand',
  path: 'brand-performance',
  title: 'Brand Performance',
  category: 'Sales',
  description: 'Your products sold at connected retailers: units and revenue by retailer and location.',
  permission: 'brand-sales',
  icon: 'insights',
  points: ['Units and revenue by retailer', 'Sales by location'],
};
const OVERVIEW: Seed = {
  accountType: 'other',
  path: 'overview',
  title: 'Overview',
  category: 'Overview',
  description: 'The headline numbers of the account.',
  permission: 'overview',
  icon: 'dashboard',
};
const CONNECTOR_HEALTH: Seed = {
  accountType: 'admin',
  path: 'connector-health',
  title: 'Connector Health',
  category: 'Operations',
  description: 'Runs, failures and records per source.',
  icon: 'monitor_heart',
  points: ['Runs and failures per source', 'Records pulled per stream'],
};

const SEEDS: Record<string, Seed[]> = {
  retail: [
    ...RETAILER,
    {
      accountType: 'retailer',
      path: 'sell-through',
      title: 'Sell-Through',
      category: 'Inventory',
      description: 'Units sold against units on hand, by product, category and location.',
      permission: 'sell-through',
      icon: 'percent',
    },
    {
      accountType: 'retailer',
      path: 'data-audit',
      title: 'Data Audit',
      category: 'Support',
      description: 'Record counts per stream, for checking a new connection.',
      icon: 'fact_check',
      requireSystemUser: true,
    },
    GROUP_SALES,
    {
      accountType: 'retailer rollup',
      path: 'group-inventory',
      title: 'Group Inventory',
      category: 'Inventory',
      description: 'Inventory on hand across the group.',
      permission: 'group-inventory',
      icon: 'warehouse',
    },
    BRAND_PERFORMANCE,
    {
      accountType: 'brand',
      path: 'market-share',
      title: 'Market Share',
      category: 'Market',
      description: 'Your share of the category at connected retailers.',
      permission: 'market-share',
      icon: 'pie_chart',
    },
    {
      accountType: 'brand',
      path: 'retail-sell-through',
      title: 'Retail Sell-Through',
      category: 'Inventory',
      description: 'Sell-through of your products at connected retailers (in preparation).',
      permission: 'sell-through',
      icon: 'percent',
      isActive: false,
    },
    {
      accountType: 'brand rollup',
      path: 'portfolio-sales',
      title: 'Portfolio Sales',
      category: 'Sales',
      description: 'Sales of every brand in the portfolio.',
      permission: 'portfolio-sales',
      icon: 'collections',
    },
    OVERVIEW,
    CONNECTOR_HEALTH,
  ],
  outdoor: [
    ...RETAILER.slice(0, 2),
    GROUP_SALES,
    { ...BRAND_PERFORMANCE, points: undefined },
    {
      accountType: 'brand rollup',
      path: 'portfolio-sales',
      title: 'Portfolio Sales',
      category: 'Sales',
      description: 'Sales of every brand in the portfolio, at a glance.',
      icon: 'collections',
    },
    { ...OVERVIEW, permission: undefined },
    { ...CONNECTOR_HEALTH, points: undefined },
  ],
};

/** A small picture of a report's toolbar for the demo guides (its bytes are in demo-guide-image.ts). */
async function seedGuideImage(db: Db): Promise<number> {
  const { png, help, width, height } = DEMO_GUIDE_IMAGE;
  const [row] = await db
    .insert(reportImages)
    .values({ contentType: 'image/png', width, height, original: png, help })
    .returning({ id: reportImages.id });
  return row!.id;
}

/** Inserts the demo reports and gives each demo account every active report of its vertical and type. */
export async function seedDemoReports(
  db: Db,
  accountIds: Record<string, number>,
  /** config PUBLIC_URL: the address users reach this server at */
  publicUrl = 'http://localhost:3000',
): Promise<void> {
  const imageId = await seedGuideImage(db);
  const rows = Object.entries(SEEDS).flatMap(([verticalId, seeds]) =>
    seeds.map((s) => ({
      verticalId,
      accountType: s.accountType,
      path: s.path,
      referenceName: `${s.title} (${s.accountType})`,
      title: s.title,
      category: s.category,
      description: s.description,
      guide: s.points ? guide(s.title, s.points, imageId) : '',
      reportUrl: url(publicUrl, `${s.accountType.replace(/ /g, '-')}/${BUILTIN_FOR[s.path] ?? s.path}`),
      permission: s.permission ?? '',
      requireSystemUser: s.requireSystemUser ?? false,
      isActive: s.isActive ?? true,
      icon: s.icon,
    })),
  );
  const saved = await db.insert(reports).values(rows).returning();
  for (const id of Object.values(accountIds)) {
    const [account] = await db.select().from(accounts).where(eq(accounts.id, id));
    if (!account) continue;
    const type = reportAccountTypeOf(account.accountType);
    const selectedReports = saved
      .filter((r) => r.isActive && r.verticalId === account.verticalId && r.accountType === type)
      .map((r) => r.id);
    await db
      .update(accounts)
      .set({ settings: { ...(account.settings as Record<string, unknown>), selectedReports } })
      .where(eq(accounts.id, id));
  }
}
