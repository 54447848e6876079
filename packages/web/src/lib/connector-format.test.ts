import type { SyncRunSummary } from '@storelens/contract/api/sources';
import { describe, expect, it } from 'vitest';
import { ApiError } from './api.ts';
import {
  errorFields,
  formatCounts,
  formatDate,
  formatElapsed,
  localTimeOfUtc,
  runTotals,
  saveErrorText,
} from './connector-format.ts';

const run = (pulled: Record<string, number>, pushed: Record<string, Record<string, number>>): SyncRunSummary => ({
  id: 1,
  kind: 'scheduled',
  status: 'succeeded',
  startedAt: '2025-03-12T08:00:00Z',
  finishedAt: '2025-03-12T08:01:00Z',
  pulled,
  pushed,
  error: null,
});

describe('formatCounts', () => {
  it('shows the streams with records, largest first', () => {
    expect(formatCounts({ customers: 3, products: 0, orders: 12 })).toBe('orders 12 · customers 3');
    expect(formatCounts({ orders: 0 })).toBe('');
  });
});

describe('runTotals', () => {
  it('adds the pulled records, and the pushed ones over every destination and stream', () => {
    expect(
      runTotals(run({ orders: 12, customers: 3 }, { 7: { orders: 12, customers: 3 }, 9: { orders: 10 } })),
    ).toEqual({ pulled: 15, pushed: 25 });
    expect(runTotals(run({}, {}))).toEqual({ pulled: 0, pushed: 0 });
  });
});

describe('formatDate', () => {
  it('writes the calendar date itself, whatever the browser’s time zone', () => {
    // parsed as UTC midnight and written in UTC: never the day before west of Greenwich
    const written = formatDate('2025-03-01');
    expect(written).toContain('2025');
    expect(written).toMatch(/\b1\b|01/);
    expect(written).not.toMatch(/\b28\b|\b29\b/);
    // a timestamp's date part only
    expect(formatDate('2025-03-01T23:30:00-05:00')).toBe(written);
    expect(formatDate(null)).toBe('');
    expect(formatDate('')).toBe('');
  });
});

describe('the save error texts (spec 2 §8)', () => {
  const refused = new ApiError(400, {
    error: 'InvalidApiKey',
    message: 'Invalid Api Key',
    fields: { 'detail.apiKey': 'Invalid Api Key' },
  });

  it('a refusal shows the server’s text and its field messages', () => {
    expect(saveErrorText(refused)).toBe('Invalid Api Key');
    expect(errorFields(refused)).toEqual({ 'detail.apiKey': 'Invalid Api Key' });
  });

  it('anything else (a network failure) shows a plain retry text and no field messages', () => {
    expect(saveErrorText(new TypeError('Failed to fetch'))).toBe('The changes could not be saved. Please try again.');
    expect(errorFields(new TypeError('Failed to fetch'))).toEqual({});
    expect(errorFields(new ApiError(500, { error: 'InternalError', message: 'x' }))).toEqual({});
  });
});

describe('localTimeOfUtc', () => {
  it('says nothing for a time it cannot read', () => {
    expect(localTimeOfUtc('')).toBe('');
    expect(localTimeOfUtc('eight')).toBe('');
  });

  it('shows a UTC anchor time as the same instant in the browser’s zone', () => {
    const now = new Date(Date.UTC(2025, 0, 15, 12));
    const expected = new Intl.DateTimeFormat(undefined, {
      hour: 'numeric',
      minute: '2-digit',
      timeZoneName: 'short',
    }).format(new Date(Date.UTC(2025, 0, 15, 8, 30)));
    expect(localTimeOfUtc('08:30', now)).toBe(expected);
    expect(localTimeOfUtc('08:30', now)).not.toBe(localTimeOfUtc('09:30', now));
  });
});

describe('formatElapsed', () => {
  it('counts seconds, then minutes and seconds, then hours and minutes', () => {
    expect(formatElapsed(0)).toBe('0 s');
    expect(formatElapsed(45_900)).toBe('45 s');
    expect(formatElapsed(185_000)).toBe('3 min 05 s');
    expect(formatElapsed(2 * 3_600_000 + 7 * 60_000 + 30_000)).toBe('2 h 07 min');
  });

  it('never shows a negative time (a browser clock behind the server)', () => {
    expect(formatElapsed(-5_000)).toBe('0 s');
  });
});
