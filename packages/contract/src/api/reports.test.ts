import { describe, expect, it } from 'vitest';
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
  it('dates as YYYY-MM-DD, From on or before To, a grain from day to year', () => {
    expect(ReportDataQuery.safeParse({ from: '2026-01-01', to: '2026-01-31', grain: 'week' }).success).toBe(true);
    expect(ReportDataQuery.safeParse({ from: '2026-02-01', to: '2026-01-01' }).error?.issues[0]?.message).toBe(
      'From must be on or before To',
    );
    expect(ReportDataQuery.safeParse({ from: '01/02/2026' }).error?.issues[0]?.message).toBe(
      'From must be a date (YYYY-MM-DD)',
    );
    expect(ReportDataQuery.safeParse({ grain: 'month' }).success).toBe(true);
    expect(ReportDataQuery.safeParse({ grain: 'fortnight' }).success).toBe(false);
  });

  it('the test body: empty (the saved URL) or an http(s) URL', () => {
    expect(ReportTestBody.parse({})).toEqual({ url: '' });
    expect(ReportTestBody.safeParse({ url: 'ftp://x.example' }).error?.issues[0]?.message).toBe(
      'Report Url must be a valid URL',
    );
  });
});
