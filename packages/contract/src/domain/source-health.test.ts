import { describe, expect, it } from 'vitest';
import { isStale, pausedReason, staleAfterMs } from './source-health.ts';

const now = new Date('2026-06-01T12:00:00Z');
const minutesAgo = (m: number) => new Date(now.getTime() - m * 60_000);
const base = { createdAt: minutesAgo(10_000), frequencyMinutes: 60, active: true, isSetup: true, now };

describe('freshness', () => {
  it('is stale once the last success is older than twice the frequency plus 15 minutes', () => {
    expect(staleAfterMs(60)).toBe(135 * 60_000);
    expect(isStale({ ...base, lastSuccessAt: minutesAgo(135) })).toBe(false);
    expect(isStale({ ...base, lastSuccessAt: minutesAgo(136) })).toBe(true);
  });

  it('counts from the creation before the first success, and never for a source that is not expected to run', () => {
    expect(isStale({ ...base, lastSuccessAt: null, createdAt: minutesAgo(30) })).toBe(false);
    expect(isStale({ ...base, lastSuccessAt: null })).toBe(true);
    expect(isStale({ ...base, lastSuccessAt: null, active: false })).toBe(false);
    expect(isStale({ ...base, lastSuccessAt: null, isSetup: false })).toBe(false);
  });

  it('words the pause as the dashboard shows it', () => {
    expect(pausedReason(10)).toBe('Paused after 10 failed runs');
  });
});
