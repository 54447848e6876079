import { describe, expect, it } from 'vitest';
import {
  formatAxisDay,
  formatAxisPeriod,
  formatAxisValue,
  formatChange,
  formatValue,
  isDayAxis,
  isRetailAxis,
} from './format.ts';

describe('report value formats', () => {
  it('axes read compactly: money as $400K, counts as 12K, shares as 45%', () => {
    expect(formatAxisValue(400_000, 'money')).toBe('$400K');
    expect(formatAxisValue(1_250_000, 'money')).toBe('$1.3M');
    expect(formatAxisValue(80, 'money')).toBe('$80');
    expect(formatAxisValue(12_000, 'number')).toBe('12K');
    expect(formatAxisValue(45, 'percent')).toBe('45%');
  });

  it('tables keep full values; a time reads short, a day as it is', () => {
    expect(formatValue(431_181.5, 'money')).toBe('$431,181.50');
    expect(formatValue('2026-11-27', 'date')).toBe('2026-11-27');
    expect(formatValue('2026-11-27T10:05:00.000Z', 'date')).toMatch(/^Nov 27, 2026, \d{1,2}:05\s?[AP]M$/);
  });

  it('days make a time axis, anything else categories', () => {
    expect(isDayAxis(['2026-02-01', '2026-02-02'])).toBe(true);
    expect(isDayAxis(['Main Street', '2026-02-02'])).toBe(false);
    expect(formatAxisDay('2026-02-03')).toBe('Feb 3');
  });

  it('changes read as signed percentages', () => {
    expect(formatChange(0.25)).toBe('+25.0%');
    expect(formatChange(-0.125)).toBe('\u221212.5%');
    expect(formatValue(null, 'change')).toBe('');
    expect(formatValue(0, 'change')).toBe('0.0%');
  });

  it('retail periods make a time axis', () => {
    expect(isRetailAxis(['FY2026 P03 W1', 'FY2026 P03 W2'])).toBe(true);
    expect(isRetailAxis(['FY2026'])).toBe(true);
    expect(isRetailAxis(['Main Street'])).toBe(false);
  });

  it('calendar periods on an axis read by their grain', () => {
    expect(formatAxisPeriod('2026-02-01', 'month')).toBe('Feb 2026');
    expect(formatAxisPeriod('2026-04-01', 'quarter')).toBe('Q2 2026');
    expect(formatAxisPeriod('2026-01-01', 'year')).toBe('2026');
    expect(formatAxisPeriod('2026-02-02', 'week')).toBe('Feb 2');
  });
});
