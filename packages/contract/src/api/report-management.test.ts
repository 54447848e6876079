import { describe, expect, it } from 'vitest';
import {
  accountTypeFromKebab,
  kebabAccountType,
  permissionError,
  ReportBody,
  reportAccountTypeOf,
  reportPermissionChoices,
} from './report-management.ts';

const issues = (r: { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) =>
  Object.fromEntries((r.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

const valid = {
  accountType: 'retailer',
  verticalId: 'retail',
  referenceName: 'Sales Overview',
  title: 'Sales Overview',
  path: 'sales-overview',
  reportUrl: 'https://reports.example.com/sales',
};

describe('the report form (spec 1 §5)', () => {
  it('requires Account Type, Vertical, Reference Name, Title, Path and Report Url', () => {
    expect(issues(ReportBody.safeParse({}))).toEqual({
      accountType: 'Account Type is required',
      verticalId: 'Vertical is required',
      referenceName: 'Reference Name is required',
      title: 'Title is required',
      path: 'Path is required',
      reportUrl: 'Report Url is required',
    });
  });

  it('path is alpha_dash; the URL is http or https', () => {
    expect(issues(ReportBody.safeParse({ ...valid, path: 'sales overview', reportUrl: 'ftp://x.example' }))).toEqual({
      path: 'Path may only contain letters, numbers, underscores and dashes',
      reportUrl: 'Report Url must be a valid URL',
    });
    expect(issues(ReportBody.safeParse({ ...valid, reportUrl: 'javascript:alert(1)' }))).toEqual({
      reportUrl: 'Report Url must be a valid URL',
    });
    expect(ReportBody.parse({ ...valid, path: 'Sales_2-x', reportUrl: 'http://localhost:3000/x' }).path).toBe(
      'Sales_2-x',
    );
  });

  it('description at most 255 letters; defaults for the optional fields', () => {
    expect(issues(ReportBody.safeParse({ ...valid, description: 'x'.repeat(256) }))).toEqual({
      description: 'Description must have at most 255 letters',
    });
    expect(ReportBody.parse(valid)).toMatchObject({
      permission: '',
      requireSystemUser: false,
      isActive: true,
      description: '',
      icon: '',
      category: '',
      guide: '',
    });
  });

  it("the permission is one of the vertical's list for the account type, or none", () => {
    const metadata = { retailerReportPermissions: ['sales'], brandRollupReportPermissions: ['portfolio'] };
    expect(reportPermissionChoices(metadata, 'retailer')).toEqual(['sales']);
    expect(reportPermissionChoices(metadata, 'brand rollup')).toEqual(['portfolio']);
    expect(reportPermissionChoices(metadata, 'admin')).toEqual([]);
    expect(reportPermissionChoices(null, 'retailer')).toEqual([]);
    expect(permissionError(metadata, 'retailer', '')).toBeNull();
    expect(permissionError(metadata, 'retailer', 'sales')).toBeNull();
    expect(permissionError(metadata, 'brand', 'sales')).toBe('Permission is not one of the allowed options');
  });
});

describe('account types (spec 1 §9, spec 3 §2)', () => {
  it('maps account types to report account types and kebab-case paths', () => {
    expect(reportAccountTypeOf('Retailer Rollup')).toBe('retailer rollup');
    expect(reportAccountTypeOf('Brand')).toBe('brand');
    expect(reportAccountTypeOf('Connectors')).toBeNull();
    expect(reportAccountTypeOf('admin')).toBeNull();
    expect(kebabAccountType('brand rollup')).toBe('brand-rollup');
    expect(accountTypeFromKebab('brand-rollup')).toBe('brand rollup');
    expect(accountTypeFromKebab('admin')).toBe('admin');
    expect(accountTypeFromKebab('nope')).toBeNull();
  });
});
