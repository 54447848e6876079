import { CreateVerticalBody } from '@storelens/contract/api/verticals';
import { describe, expect, it } from 'vitest';
import { sortLines, toExport, toFormValues } from './vertical-form-values.ts';

const saved = {
  id: 'sport',
  name: 'Sport',
  pages: { locations: true },
  metadata: {
    brandReportPermissions: ['sales', 'basket'],
    accountCustomFields: [{ label: 'Region', property: 'region', type: 'list', values: ['East'], required: true }],
    reportingTeam: 'Team',
  },
  tagging: {
    genders: ['Women', 'Men'],
    standardColumns: { gender: 'g', family: 'f', color: 'c' },
    isRequired: { category: true, color: true },
  },
};

describe('the vertical form values', () => {
  it('shows lists as lines (permission lists sorted) and JSON fields as JSON text', () => {
    const values = toFormValues(saved);
    expect(values.verticalId).toBe('sport');
    expect(values.pages.locations).toBe(true);
    expect(values.pages.brandTagging).toBe(false);
    expect(values.metadata.brandReportPermissions).toBe('basket\nsales');
    expect(JSON.parse(values.metadata.accountCustomFields)).toEqual(saved.metadata.accountCustomFields);
    expect(values.metadata.retailerDataPermissions).toBe('[]');
    expect(values.tagging.genders).toBe('Women\nMen');
    expect(values.tagging.standardColumns).toEqual({ gender: 'g', family: 'f', color: 'c' });
    expect(values.tagging.isRequired).toEqual({ category: true, gender: false, family: false, color: true });
  });

  it('exports what the API takes, and an export imports back to the same form', () => {
    const values = toFormValues(saved);
    const exported = toExport(values);
    expect(CreateVerticalBody.safeParse(exported).success).toBe(true);
    expect(toFormValues(exported)).toEqual(values);
  });

  it('exports the raw values while a JSON field is broken, and takes anything pasted in without throwing', () => {
    const values = toFormValues(saved);
    values.tagging.categories = '[{';
    expect(toExport(values)).toBe(values);
    expect(toFormValues(42).name).toBe('');
    expect(toFormValues({ metadata: 'x', tagging: [] }).metadata.reportingTeam).toBe('');
  });

  it('sorts lines without blanks or duplicates', () => {
    expect(sortLines(' b\n\na\nb\n')).toBe('a\nb');
  });
});
