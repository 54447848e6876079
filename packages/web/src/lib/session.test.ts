import { describe, expect, it } from 'vitest';
import { readExpiry, safeRedirect, shouldRefresh } from './session.ts';

describe('shouldRefresh (spec 1 §4)', () => {
  const now = Date.UTC(2025, 0, 1, 12);
  const inMinutes = (minutes: number) => (now + minutes * 60_000) / 1000;

  it('refreshes when the expiry is within the hour', () => {
    expect(shouldRefresh(inMinutes(59), now)).toBe(true);
    expect(shouldRefresh(inMinutes(60), now)).toBe(true);
  });

  it('leaves a session with more than an hour alone', () => {
    expect(shouldRefresh(inMinutes(61), now)).toBe(false);
  });

  it('does not try to revive an expired session', () => {
    expect(shouldRefresh(inMinutes(0), now)).toBe(false);
    expect(shouldRefresh(inMinutes(-5), now)).toBe(false);
  });
});

describe('safeRedirect', () => {
  it('follows same-site paths only', () => {
    expect(safeRedirect('/settings/users?tab=1')).toBe('/settings/users?tab=1');
    expect(safeRedirect(null)).toBe('/');
    expect(safeRedirect('https://evil.example')).toBe('/');
    expect(safeRedirect('//evil.example')).toBe('/');
  });
});

describe('readExpiry', () => {
  it('takes the whole-second expiry of the answer', () => {
    expect(readExpiry({ exp: 1_767_225_600 })).toBe(1_767_225_600);
  });

  it('refuses an answer without one, as the contract schema would', () => {
    for (const answer of [null, {}, { exp: '1767225600' }, { exp: 1.5 }, { exp: Number.NaN }]) {
      expect(() => readExpiry(answer)).toThrow();
    }
  });
});
