import { describe, expect, it } from 'vitest';
import { canOpenPath } from '../access/navigation.ts';
import type { AccessAccount, AccessUser } from '../access/roles.ts';
import { PAGE_FLAGS, type PageFlag } from '../domain/accounts.ts';
import { builtinReportKeyOf, ReportDataQuery } from './report-data.ts';
import { ReportTestBody } from './reports.ts';

describe('builtinReportKeyOf: a report URL names its provider', () => {
  it('/analytics/{key} or /analytics/{accountType}/{key} with a built-in key, whatever the host', () => {
    expect(builtinReportKeyOf('http://localhost:3000/analytics/retailer/sales-overview')).toBe('sales-overview');
    expect(builtinReportKeyOf('https://reports.example.com/analytics/products')).toBe('products');
    expect(builtinReportKeyOf('http://127.0.0.1:3100/analytics/brand-rollup/brand-performance')).toBe(
      'brand-performance',
    );
  });

  it('anything else is an external page', () => {
    for (const url of [
      'https://bi.example.com/views/sales',
      'http://localhost:3000/analytics/retailer/unknown',
      'http://localhost:3000/analytics/a/b/sales-overview',
      'http://localhost:3000/analytics',
      'javascript:alert(1)//analytics/products',
      'not a url',
      'http://localhost:3000/analytics/retailer/constructor',
    ])
      expect(builtinReportKeyOf(url), url).toBeNull();
  });
});

describe('the report data query and test body', () => {
  it('dates as YYYY-MM-DD, From on or before To, day or week', () => {
    expect(ReportDataQuery.safeParse({ from: '2026-01-01', to: '2026-01-31', grain: 'week' }).success).toBe(true);
    expect(ReportDataQuery.safeParse({ from: '2026-02-01', to: '2026-01-01' }).error?.issues[0]?.message).toBe(
      'From must be on or before To',
    );
    expect(ReportDataQuery.safeParse({ from: '01/02/2026' }).error?.issues[0]?.message).toBe(
      'From must be a date (YYYY-MM-DD)',
    );
    expect(ReportDataQuery.safeParse({ grain: 'month' }).success).toBe(false);
  });

  it('the test body: empty (the saved URL) or an http(s) URL', () => {
    expect(ReportTestBody.parse({})).toEqual({ url: '' });
    expect(ReportTestBody.safeParse({ url: 'ftp://x.example' }).error?.issues[0]?.message).toBe(
      'Report Url must be a valid URL',
    );
  });
});

describe('/dashboard routes (spec 3 §2)', () => {
  const customer: AccessUser = {
    systemAccessLevel: null,
    hasReportsManagement: false,
    hasDataManagement: false,
    hasConnectors: false,
    hasAccounts: false,
  };
  const admin: AccessUser = { ...customer, systemAccessLevel: 'admin' };
  const pages = Object.fromEntries(PAGE_FLAGS.map((f) => [f, true])) as Record<PageFlag, boolean>;
  const account = (accountType: AccessAccount['accountType']): AccessAccount => ({
    accountType,
    accessLevel: 'user',
    isActive: true,
    pages,
  });

  it('an internal report opens for a system user on any account, a Connectors one included', () => {
    expect(canOpenPath('/dashboard/admin/connector-health', admin, account('Connectors'))).toBe(true);
    expect(canOpenPath('/dashboard/admin/connector-health', customer, account('Retailer'))).toBe(false);
  });

  it("the account's reports: not on a Connectors account", () => {
    expect(canOpenPath('/dashboard/retailer/sales-overview', customer, account('Retailer'))).toBe(true);
    expect(canOpenPath('/dashboard/retailer/sales-overview', admin, account('Connectors'))).toBe(false);
  });
});
