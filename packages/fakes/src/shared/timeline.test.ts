import { describe, expect, it } from 'vitest';
import { createDataset } from './dataset.ts';

const DAY = 86_400_000;

describe('generated data runs up to today and keeps arriving (issue 14 §6)', () => {
  it('ends its history at the moment it is made, with orders of the last day', () => {
    const before = Date.now();
    const data = createDataset({ orders: 2000, customers: 500 });
    const orders = [...data.orders.scan({}, null)];
    const last = Date.parse(orders.at(-1)!.updatedAt);
    expect(last).toBeLessThanOrEqual(Date.now());
    expect(last).toBeGreaterThan(before - DAY); // a store with 2,000 orders in two years sells every day
    const lastDay = data.orders.slice({ updatedAfter: { ms: before - DAY, inclusive: true } }, 0, 100);
    expect(lastDay.total).toBeGreaterThan(0);
  });

  it('is the same data for the same seed and end, whenever it is made', () => {
    const end = Date.UTC(2030, 5, 1, 12);
    const a = createDataset({ seed: 5, historyEndMs: end });
    const b = createDataset({ seed: 5, historyEndMs: end });
    expect([...a.orders.scan({}, null)]).toEqual([...b.orders.scan({}, null)]);
    expect(a.orders.get(200)!.updatedAt < '2030-06-01T12:00:00Z').toBe(true);
  });

  it('adds a new order every `arrivals.orders` ms after the history, in (updatedAt, id) order', () => {
    const end = Date.UTC(2030, 0, 1);
    let now = end;
    const data = createDataset({ orders: 100, historyEndMs: end, arrivals: { orders: 60_000 }, now: () => now });
    expect(data.orders.count).toBe(100);
    now = end + 10 * 60_000 + 30_000;
    expect(data.orders.count).toBe(110);
    const newest = data.orders.get(110)!;
    expect(newest.updatedAt).toBe('2030-01-01T00:10:00Z');
    expect(newest.createdAt).toBe(newest.updatedAt);
    expect(data.orders.get(111)).toBeUndefined();

    // a sync that pulled up to the history's end finds exactly the new orders
    const since = { updatedAfter: { ms: end, inclusive: false } };
    expect(data.orders.slice(since, 0, 50).records.map((o) => o.id)).toEqual(
      Array.from({ length: 10 }, (_, i) => 101 + i),
    );
    const all = [...data.orders.scan({}, null)].map((o) => Date.parse(o.updatedAt));
    expect(all).toEqual([...all].sort((a, b) => a - b));
    expect(new Set(all).size).toBe(all.length);
    expect(data.customers.count).toBe(50); // customers were not asked to arrive
  });

  it('refuses the hand-made changes of a fixed dataset once it is live', () => {
    const data = createDataset({ arrivals: { orders: 1000 } });
    expect(() => data.orders.add()).toThrow(/live data/);
    expect(() => data.orders.touch(1)).toThrow(/live data/);
    expect(() => createDataset({ arrivals: { orders: 1500 } })).toThrow(/whole seconds/);
  });
});
