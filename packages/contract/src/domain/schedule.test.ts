import { describe, expect, it } from 'vitest';
import { instantsOfWallTime, nextRunTime } from './schedule.ts';

const NEW_YORK = 'America/New_York';
/** The next run after `from`, as an ISO instant. */
const next = (from: string, anchor: string, freq: number, tz: string) =>
  nextRunTime(new Date(from), anchor, freq, tz).toISOString();
/** The runs from `from` on are `expected`, in order. */
const expectRuns = (from: string, anchor: string, freq: number, tz: string, expected: string[]) => {
  const out: string[] = [];
  let at = from;
  for (let i = 0; i < expected.length; i++) {
    at = next(at, anchor, freq, tz);
    out.push(at);
  }
  expect(out).toEqual(expected);
};

describe('nextRunTime', () => {
  it('runs daily at the anchor time in the source time zone', () => {
    expect(next('2026-06-01T11:00:00Z', '08:00', 1440, NEW_YORK)).toBe('2026-06-01T12:00:00.000Z');
    expect(next('2026-06-01T12:00:00Z', '08:00', 1440, NEW_YORK)).toBe('2026-06-02T12:00:00.000Z');
  });

  it('steps from the anchor by the frequency, wrapping over midnight', () => {
    expectRuns('2026-06-01T00:00:00Z', '08:00', 360, 'Etc/UTC', [
      '2026-06-01T02:00:00.000Z',
      '2026-06-01T08:00:00.000Z',
      '2026-06-01T14:00:00.000Z',
      '2026-06-01T20:00:00.000Z',
    ]);
    expectRuns('2026-06-01T00:05:00Z', '00:10', 10, 'Etc/UTC', [
      '2026-06-01T00:10:00.000Z',
      '2026-06-01T00:20:00.000Z',
    ]);
  });

  it('skips the wall times that do not exist when clocks spring forward (America/New_York)', () => {
    // 2026-03-08: 02:00 EST jumps to 03:00 EDT
    expectRuns('2026-03-08T06:00:00Z', '00:30', 60, NEW_YORK, [
      '2026-03-08T06:30:00.000Z', // 01:30 EST
      '2026-03-08T07:30:00.000Z', // 03:30 EDT — 02:30 never happened
      '2026-03-08T08:30:00.000Z', // 04:30 EDT
    ]);
    // a daily run anchored inside the gap skips that day
    expect(next('2026-03-07T08:00:00Z', '02:30', 1440, NEW_YORK)).toBe('2026-03-09T06:30:00.000Z');
  });

  it('runs a repeated hour once when clocks fall back (America/New_York)', () => {
    // 2026-11-01: 02:00 EDT falls back to 01:00 EST; 01:30 happens at 05:30Z and 06:30Z
    expectRuns('2026-11-01T04:00:00Z', '00:30', 60, NEW_YORK, [
      '2026-11-01T04:30:00.000Z', // 00:30 EDT
      '2026-11-01T05:30:00.000Z', // 01:30 EDT, first occurrence only
      '2026-11-01T07:30:00.000Z', // 02:30 EST
    ]);
    expect(next('2026-11-01T04:00:00Z', '01:30', 1440, NEW_YORK)).toBe('2026-11-01T05:30:00.000Z');
  });

  it('keeps the daily anchor in local time across a DST change', () => {
    expectRuns('2026-11-01T00:00:00Z', '08:00', 1440, NEW_YORK, [
      '2026-11-01T13:00:00.000Z', // 08:00 EST
      '2026-11-02T13:00:00.000Z',
    ]);
    expectRuns('2026-03-07T00:00:00Z', '08:00', 1440, NEW_YORK, [
      '2026-03-07T13:00:00.000Z', // 08:00 EST
      '2026-03-08T12:00:00.000Z', // 08:00 EDT
    ]);
  });

  it('refuses frequencies that do not divide a day', () => {
    expect(() => nextRunTime(new Date(), '08:00', 7, 'Etc/UTC')).toThrow();
  });
});

describe('instantsOfWallTime', () => {
  it('finds none in a gap and two in a repeated hour', () => {
    expect(instantsOfWallTime(Date.UTC(2026, 2, 8, 2, 30), NEW_YORK)).toEqual([]);
    expect(instantsOfWallTime(Date.UTC(2026, 10, 1, 1, 30), NEW_YORK)).toHaveLength(2);
    expect(instantsOfWallTime(Date.UTC(2026, 5, 1, 12, 0), 'Pacific/Honolulu')).toHaveLength(1);
  });
});
