import { describe, expect, it } from 'vitest';
import { toExport, toFormValues } from './report-form-values.ts';

describe('report form values', () => {
  it('an export imports back to the same form', () => {
    const values = toFormValues({
      referenceName: 'Sales',
      accountType: 'retailer',
      verticalId: 'retail',
      path: 'sales',
      title: 'Sales Overview',
      reportUrl: 'https://x.example',
      requireSystemUser: true,
      isActive: false,
      id: 5,
      verticalName: 'Retail',
    });
    expect(toFormValues(JSON.parse(JSON.stringify(toExport(values))))).toEqual(values);
    expect(Object.keys(toExport(values))).not.toContain('id');
  });

  it('ignores fields of the wrong type and non-objects', () => {
    expect(toFormValues({ title: 5, isActive: 'no' })).toMatchObject({ title: '', isActive: true });
    expect(toFormValues(null).referenceName).toBe('');
    expect(toFormValues([1, 2]).path).toBe('');
  });
});
