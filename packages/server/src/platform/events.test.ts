import { describe, expect, it } from 'vitest';
import { createEventBus, type DomainEvent } from './events.ts';

const run = {
  accountId: 1,
  sourceId: 2,
  sourceName: 'Shop',
  runId: 3,
  kind: 'manual' as const,
  status: 'failed' as const,
  startedAt: '2026-01-01T00:00:00.000Z',
  finishedAt: '2026-01-01T00:01:00.000Z',
  counts: { pulled: { orders: 4 }, pushed: {}, destinationErrors: {} },
  error: 'The vendor did not answer',
};

describe('the domain event bus', () => {
  it('tells the subscribers of the type, stamped with the time, and no others', async () => {
    const bus = createEventBus({ now: () => new Date('2026-02-03T04:05:06.000Z') });
    const failed: DomainEvent<'sync.run.failed'>[] = [];
    const succeeded: unknown[] = [];
    bus.on('sync.run.failed', (event) => {
      failed.push(event);
    });
    bus.on('sync.run.succeeded', (event) => {
      succeeded.push(event);
    });
    await bus.emit({ type: 'sync.run.failed', data: run });
    expect(failed).toEqual([{ type: 'sync.run.failed', timestamp: '2026-02-03T04:05:06.000Z', data: run }]);
    expect(succeeded).toEqual([]);
  });

  it('waits for async subscribers', async () => {
    const bus = createEventBus();
    let done = false;
    bus.on('sync.run.failed', async () => {
      await new Promise((resolve) => setTimeout(resolve, 10));
      done = true;
    });
    await bus.emit({ type: 'sync.run.failed', data: run });
    expect(done).toBe(true);
  });

  it("logs a subscriber's failure, thrown or rejected, and still tells the others", async () => {
    const logged: Array<{ details: object; message: string }> = [];
    const bus = createEventBus({ log: { error: (details, message) => logged.push({ details, message }) } });
    const heard: string[] = [];
    bus.on('source.paused', () => {
      throw new Error('thrown');
    });
    bus.on('source.paused', async () => {
      throw new Error('rejected');
    });
    bus.on('source.paused', () => {
      heard.push('third');
    });
    await expect(
      bus.emit({
        type: 'source.paused',
        data: { accountId: 1, sourceId: 2, sourceName: 'Shop', failures: 10, reason: 'x' },
      }),
    ).resolves.toBeUndefined();
    expect(heard).toEqual(['third']);
    expect(logged.map((l) => l.message)).toEqual(['an event subscriber failed', 'an event subscriber failed']);
    expect(logged.map((l) => (l.details as { err: Error }).err.message)).toEqual(['thrown', 'rejected']);
  });

  it('stops telling a subscriber that unsubscribed', async () => {
    const bus = createEventBus();
    let count = 0;
    const off = bus.on('webhook.test', () => {
      count += 1;
    });
    const event = { type: 'webhook.test' as const, data: { accountId: 1, webhookId: 1, message: 'hi' } };
    await bus.emit(event);
    off();
    await bus.emit(event);
    expect(count).toBe(1);
  });
});
