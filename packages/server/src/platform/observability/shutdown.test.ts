import { EventEmitter } from 'node:events';
import { describe, expect, it, vi } from 'vitest';
import { createShutdown } from './shutdown.ts';

const quietLog = () => ({ info: vi.fn(), warn: vi.fn(), error: vi.fn() });

describe('createShutdown', () => {
  it('runs the phases in order (web server, then the work in flight, then the pools) and exits 0', async () => {
    const order: string[] = [];
    const exit = vi.fn();
    const shutdown = createShutdown({ log: quietLog(), timeoutMs: 5_000, exit });
    // added out of order, as main makes them
    shutdown.add('closing', 'database', () => order.push('database'));
    shutdown.add('draining', 'job queue', async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
      order.push('job queue');
    });
    shutdown.add('accepting', 'web server', () => order.push('web server'));
    expect(shutdown.stopping.aborted).toBe(false);
    await shutdown.stop('SIGTERM');
    expect(order).toEqual(['web server', 'job queue', 'database']);
    expect(shutdown.stopping.aborted).toBe(true);
    expect(exit).toHaveBeenCalledExactlyOnceWith(0);
  });

  it('runs its steps once when a second signal comes while stopping', async () => {
    const signals = new EventEmitter();
    const exit = vi.fn();
    const log = quietLog();
    const shutdown = createShutdown({ log, timeoutMs: 5_000, exit });
    let release = () => {};
    const queueStop = vi.fn(() => new Promise<void>((resolve) => (release = resolve)));
    const close = vi.fn();
    shutdown.add('draining', 'job queue', queueStop);
    shutdown.add('closing', 'database', close);
    shutdown.listen(signals as unknown as NodeJS.Process);
    signals.emit('SIGTERM');
    signals.emit('SIGINT');
    signals.emit('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(queueStop).toHaveBeenCalledTimes(1);
    expect(log.warn).toHaveBeenCalledTimes(2);
    release();
    await shutdown.stop('SIGTERM');
    expect(close).toHaveBeenCalledTimes(1);
    expect(exit).toHaveBeenCalledExactlyOnceWith(0);
  });

  it('exits 1 naming what still runs once the timeout passes', async () => {
    const exit = vi.fn();
    const log = quietLog();
    const shutdown = createShutdown({
      log,
      timeoutMs: 50,
      exit,
      describeActive: () => [{ name: 'source-sync', id: 'job-1' }],
    });
    shutdown.add('draining', 'job queue', () => new Promise(() => {}));
    void shutdown.stop('SIGTERM');
    await vi.waitFor(() => expect(exit).toHaveBeenCalledWith(1));
    const [fields, message] = log.error.mock.calls[0] as [Record<string, unknown>, string];
    expect(message).toMatch(/longer than 0.05 s/);
    expect(fields.stillRunning).toEqual(['job queue']);
    expect(fields.active).toEqual([{ name: 'source-sync', id: 'job-1' }]);
    expect(exit).toHaveBeenCalledTimes(1);
  });

  it('goes on with the later steps when one fails, and exits 1', async () => {
    const exit = vi.fn();
    const close = vi.fn();
    const shutdown = createShutdown({ log: quietLog(), timeoutMs: 5_000, exit });
    shutdown.add('accepting', 'web server', () => Promise.reject(new Error('boom')));
    shutdown.add('closing', 'database', close);
    await shutdown.stop('SIGINT');
    expect(close).toHaveBeenCalled();
    expect(exit).toHaveBeenCalledExactlyOnceWith(1);
  });

  it('answers the time left of the timeout', async () => {
    const shutdown = createShutdown({ log: quietLog(), timeoutMs: 10_000, exit: vi.fn() });
    expect(shutdown.remainingMs()).toBe(10_000);
    let seen = 0;
    shutdown.add('draining', 'job queue', async () => {
      await new Promise((resolve) => setTimeout(resolve, 30));
      seen = shutdown.remainingMs();
    });
    await shutdown.stop('SIGTERM');
    expect(seen).toBeLessThan(10_000);
    expect(seen).toBeGreaterThan(9_000);
  });
});
