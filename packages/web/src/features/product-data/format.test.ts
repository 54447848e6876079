import { describe, expect, it } from 'vitest';
import { count, longUsDate, percent } from './format.ts';

describe('product data formats', () => {
  it('writes the created date in long US format', () => {
    expect(longUsDate('2025-03-12T12:00:00.000Z')).toBe('March 12, 2025');
    expect(longUsDate('not a date')).toBe('');
  });

  it('shows fractions as percent with 2 decimals', () => {
    expect(percent(0.425)).toBe('42.50%');
    expect(percent(1)).toBe('100.00%');
    expect(percent(0)).toBe('0.00%');
    expect(percent(0.123456)).toBe('12.35%');
  });

  it('separates thousands', () => {
    expect(count(100000)).toBe('100,000');
  });
});
