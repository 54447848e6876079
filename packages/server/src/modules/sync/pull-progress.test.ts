import { describe, expect, it } from 'vitest';
import { PullProgress } from './pull-progress.ts';

/** Whether the promise settled within the current turns of the event loop. */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  void promise.then(() => {
    done = true;
  });
  await new Promise((resolve) => setImmediate(resolve));
  return done;
}

describe('PullProgress (the delivery beside the pull)', () => {
  it('wakes a reader that found nothing once the stream stores a batch, and not for other streams', async () => {
    const progress = new PullProgress();
    const mark = progress.mark('orders');
    expect(mark).toEqual({ version: 0, ended: false });
    const waiting = progress.changedSince('orders', mark);
    progress.stored('customers');
    expect(await settled(waiting)).toBe(false);
    progress.stored('orders');
    expect(await settled(waiting)).toBe(true);
  });

  it('does not wait when a batch was committed between the mark and the empty read', async () => {
    const progress = new PullProgress();
    const mark = progress.mark('orders');
    progress.stored('orders');
    expect(await settled(progress.changedSince('orders', mark))).toBe(true);
  });

  it('ends a stream when its pull ends, or when the whole pull does', async () => {
    const progress = new PullProgress();
    const orders = progress.changedSince('orders', progress.mark('orders'));
    const stock = progress.changedSince('inventory', progress.mark('inventory'));
    progress.end('orders');
    expect(await settled(orders)).toBe(true);
    expect(progress.mark('orders').ended).toBe(true);
    expect(await settled(stock)).toBe(false);
    progress.endAll();
    expect(await settled(stock)).toBe(true);
    expect(progress.mark('inventory').ended).toBe(true);
  });
});
