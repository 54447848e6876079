import { describe, expect, it } from 'vitest';
import { type ReportRuleAccount, type ReportRuleReport, reportListFor, reportsInList } from './report-access.ts';

const metadata = {
  retailerReportPermissions: ['inventory', 'sales'],
  brandReportPermissions: ['brand-sales'],
  retailerRollupReportPermissions: ['group-sales'],
};
const report = (overrides: Partial<ReportRuleReport> = {}): ReportRuleReport => ({
  id: 7,
  accountType: 'retailer',
  verticalId: 'retail',
  isActive: true,
  requireSystemUser: false,
  permission: '',
  ...overrides,
});
const account = (overrides: Partial<ReportRuleAccount> = {}): ReportRuleAccount => ({
  accountType: 'Retailer',
  verticalId: 'retail',
  isActive: true,
  selectedReports: [7],
  verticalMetadata: metadata,
  ...overrides,
});
const customer = { isSystemUser: false };
const staff = { isSystemUser: true };

// the rules of report-access.ts, one block per rule, each row one case
describe('reportListFor', () => {
  it('rule 1: an inactive report is shown to nobody', () => {
    expect(reportListFor(report({ isActive: false }), account(), customer)).toBeNull();
    expect(reportListFor(report({ isActive: false }), account(), staff)).toBeNull();
    expect(reportListFor(report({ isActive: false, accountType: 'admin' }), account(), staff)).toBeNull();
  });

  it('rule 2: a report of another vertical is shown to nobody, even when chosen by id', () => {
    expect(reportListFor(report({ verticalId: 'outdoor' }), account(), customer)).toBeNull();
    expect(reportListFor(report({ verticalId: 'outdoor', accountType: 'admin' }), account(), staff)).toBeNull();
  });

  it('rule 3: a deactivated account shows no report', () => {
    expect(reportListFor(report(), account({ isActive: false }), customer)).toBeNull();
    expect(reportListFor(report({ accountType: 'admin' }), account({ isActive: false }), staff)).toBeNull();
  });

  it("rule 4: a permission must be on the vertical's list for the report's account type", () => {
    expect(reportListFor(report({ permission: 'sales' }), account(), customer)).toBe('reports');
    expect(reportListFor(report({ permission: 'inventory' }), account(), customer)).toBe('reports');
    // taken off the list (or never on it): withdrawn for everyone
    expect(reportListFor(report({ permission: 'sell-through' }), account(), customer)).toBeNull();
    expect(reportListFor(report({ permission: 'sell-through' }), account(), staff)).toBeNull();
    // another kind's list does not count
    expect(reportListFor(report({ permission: 'brand-sales' }), account(), customer)).toBeNull();
    // a vertical without metadata grants nothing
    expect(reportListFor(report({ permission: 'sales' }), account({ verticalMetadata: {} }), customer)).toBeNull();
    expect(reportListFor(report({ permission: 'sales' }), account({ verticalMetadata: null }), customer)).toBeNull();
    // an admin report has no list: a permission on it is never granted
    expect(reportListFor(report({ accountType: 'admin', permission: 'sales' }), account(), staff)).toBeNull();
  });

  it('rule 5: an admin report is an internal report, for system users only, chosen or not', () => {
    expect(reportListFor(report({ accountType: 'admin' }), account(), staff)).toBe('internalReports');
    expect(reportListFor(report({ accountType: 'admin' }), account({ selectedReports: [] }), staff)).toBe(
      'internalReports',
    );
    expect(reportListFor(report({ accountType: 'admin' }), account({ accountType: 'Connectors' }), staff)).toBe(
      'internalReports',
    );
    expect(reportListFor(report({ accountType: 'admin' }), account(), customer)).toBeNull();
    expect(reportListFor(report({ accountType: 'admin', requireSystemUser: true }), account(), staff)).toBe(
      'internalReports',
    );
  });

  it("rule 6: the report's account type must be the account's", () => {
    expect(reportListFor(report({ accountType: 'brand' }), account(), customer)).toBeNull();
    expect(reportListFor(report({ accountType: 'retailer rollup' }), account(), customer)).toBeNull();
    expect(
      reportListFor(report({ accountType: 'retailer rollup' }), account({ accountType: 'Retailer Rollup' }), customer),
    ).toBe('reports');
    expect(
      reportListFor(report({ accountType: 'brand rollup' }), account({ accountType: 'Brand Rollup' }), customer),
    ).toBe('reports');
    expect(reportListFor(report({ accountType: 'other' }), account({ accountType: 'Other' }), customer)).toBe(
      'reports',
    );
    expect(reportListFor(report({ accountType: 'brand' }), account({ accountType: 'Brand' }), customer)).toBe(
      'reports',
    );
    // a Connectors account has no reports of its own
    expect(reportListFor(report({ accountType: 'other' }), account({ accountType: 'Connectors' }), staff)).toBeNull();
  });

  it("rule 7: only the account's chosen reports", () => {
    expect(reportListFor(report(), account({ selectedReports: [] }), customer)).toBeNull();
    expect(reportListFor(report(), account({ selectedReports: [8, 9] }), staff)).toBeNull();
    expect(reportListFor(report(), account({ selectedReports: [8, 7] }), customer)).toBe('reports');
  });

  it('rule 8: requireSystemUser makes a hidden report, for system users only', () => {
    expect(reportListFor(report({ requireSystemUser: true }), account(), staff)).toBe('hiddenReports');
    expect(reportListFor(report({ requireSystemUser: true }), account(), customer)).toBeNull();
    expect(reportListFor(report(), account(), staff)).toBe('reports');
    expect(reportListFor(report(), account(), customer)).toBe('reports');
  });
});

describe('reportsInList', () => {
  it('keeps one list, sorted by category then title', () => {
    const reports = [
      { ...report({ id: 1 }), category: 'Sales', title: 'Weekly' },
      { ...report({ id: 2 }), category: 'Inventory', title: 'On hand' },
      { ...report({ id: 3, requireSystemUser: true }), category: 'Sales', title: 'Audit' },
      { ...report({ id: 4 }), category: 'Sales', title: 'Daily' },
      { ...report({ id: 5, accountType: 'admin' }), category: 'Ops', title: 'Health' },
    ];
    const acc = account({ selectedReports: [1, 2, 3, 4] });
    expect(reportsInList(reports, acc, staff, 'reports').map((r) => r.id)).toEqual([2, 4, 1]);
    expect(reportsInList(reports, acc, staff, 'hiddenReports').map((r) => r.id)).toEqual([3]);
    expect(reportsInList(reports, acc, staff, 'internalReports').map((r) => r.id)).toEqual([5]);
    expect(reportsInList(reports, acc, customer, 'hiddenReports')).toEqual([]);
  });
});
