import { describe, expect, it } from 'vitest';
import { accountLabel, duplicateNames, matchesAccountSearch } from './account-label.ts';

describe('account labels (spec 1 §2)', () => {
  it('adds the vertical to a duplicated name only', () => {
    expect(accountLabel({ name: 'Summit', vertical: 'Outdoor' }, true)).toBe('Summit (Outdoor)');
    expect(accountLabel({ name: 'Acme', vertical: 'Retail' }, false)).toBe('Acme');
  });

  it('finds names used twice, ignoring case', () => {
    expect(duplicateNames([{ name: 'Summit' }, { name: 'summit' }, { name: 'Acme' }])).toEqual(new Set(['summit']));
  });

  it('filters case-insensitively on the name', () => {
    expect(matchesAccountSearch('Main Street Shoes', 'mAIN sT')).toBe(true);
    expect(matchesAccountSearch('Main Street Shoes', 'acme')).toBe(false);
    expect(matchesAccountSearch('Main Street Shoes', '  ')).toBe(true);
  });
});
