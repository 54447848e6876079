import { describe, expect, it } from 'vitest';
import { nextAttemptAt, RETRY_DELAYS_SECONDS } from './webhook-delivery.service.ts';

const HOUR = 3_600_000;
const made = new Date('2026-03-01T00:00:00.000Z');

describe('when a failed webhook message is tried again', () => {
  it('first within 10 s, then each wait longer, for 24 hours from the message', () => {
    let at = made;
    const waits: number[] = [];
    for (let attempts = 1; ; attempts++) {
      const next = nextAttemptAt({ createdAt: made }, attempts, at);
      if (!next) break;
      waits.push(next.getTime() - at.getTime());
      at = next;
    }
    expect(waits[0]).toBeLessThanOrEqual(10_000);
    const growing = waits.slice(0, RETRY_DELAYS_SECONDS.length);
    for (let i = 1; i < growing.length; i++) expect(growing[i]).toBeGreaterThan(growing[i - 1]!);
    // the last try is exactly 24 hours after the message was made, then it is given up
    expect(at.getTime() - made.getTime()).toBe(24 * HOUR);
    expect(nextAttemptAt({ createdAt: made }, waits.length + 1, at)).toBeNull();
    expect(waits.length).toBeLessThan(20);
  });
});
