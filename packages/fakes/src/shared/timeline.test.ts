import { describe, expect, it } from 'vitest';
import { createDataset } from './dataset.ts';

const DAY = 86_400_000;

describe('generated data runs up to today and keeps arriving', () => {
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

describe("a retail store's calendar", () => {
  const end = Date.UTC(2030, 4, 15); // a Wednesday, the start of its UTC day
  const store = (now: number, seed = 3) =>
    createDataset({
      seed,
      orders: 6000,
      customers: 500,
      products: 150,
      rhythm: 'retail',
      historyEndMs: end,
      arrivals: { orders: 'calendar', customers: 'calendar' },
      now: () => now,
    });
  const perDay = (data: ReturnType<typeof store>) => {
    const days = new Map<string, number>();
    for (const o of data.orders.scan({}, null)) {
      const day = o.updatedAt.slice(0, 10);
      days.set(day, (days.get(day) ?? 0) + 1);
    }
    return days;
  };
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

  it('spreads its history over two years with no day far above the others', () => {
    const days = perDay(store(end));
    const counts = [...days.values()];
    expect(days.size).toBeGreaterThan(700);
    expect(Math.max(...counts)).toBeLessThanOrEqual(3 * median(counts));
    expect(Math.min(...counts)).toBeGreaterThan(0);
  });

  it('sells more at weekends and in December than on weekdays and in January', () => {
    const days = perDay(store(end));
    const mean = (keep: (d: Date) => boolean) => {
      const picked = [...days].filter(([day]) => keep(new Date(`${day}T00:00:00Z`))).map(([, n]) => n);
      return picked.reduce((a, b) => a + b, 0) / picked.length;
    };
    expect(mean((d) => d.getUTCDay() === 6)).toBeGreaterThan(1.2 * mean((d) => d.getUTCDay() === 2));
    expect(mean((d) => d.getUTCMonth() === 11)).toBeGreaterThan(1.3 * mean((d) => d.getUTCMonth() === 0));
  });

  it("takes today's orders at an ordinary day's rate, over the day, and keeps taking them", () => {
    const ordinary = median([...perDay(store(end)).entries()].filter(([d]) => d >= '2030-04-15').map(([, n]) => n));
    const count = (hours: number) => store(end + hours * 3_600_000).orders.count - 6000;
    expect(count(0)).toBe(0);
    expect(count(12)).toBeLessThan(count(20));
    expect(count(20)).toBeLessThan(count(24));
    expect(count(24)).toBeGreaterThan(ordinary * 0.6);
    expect(count(24)).toBeLessThan(ordinary * 1.6);
    // the new ones are the next records, after the history, in (updatedAt, id) order
    const later = store(end + 24 * 3_600_000);
    const arrived = later.orders.slice({ updatedAfter: { ms: end, inclusive: true } }, 0, 500).records;
    expect(arrived.map((o) => o.id)).toEqual(Array.from({ length: count(24) }, (_, i) => 6001 + i));
    expect(arrived.every((o) => o.updatedAt.startsWith('2030-05-15') && o.createdAt <= o.updatedAt)).toBe(true);
  });

  it('is the same store on every start of the same day, and another store for another seed', () => {
    const a = [...store(end + 5 * 3_600_000).orders.scan({}, null)];
    const b = [...store(end + 5 * 3_600_000).orders.scan({}, null)];
    expect(a).toEqual(b);
    expect([...store(end, 4).orders.scan({}, null)].map((o) => o.updatedAt)).not.toEqual(a.map((o) => o.updatedAt));
  });

  it("has taken an order by noon UTC on any day of the year, at a demo store's size", () => {
    for (const seed of [11, 14, 21])
      for (let day = 0; day < 365; day++) {
        const start = Date.UTC(2031, 0, 1) + day * DAY;
        const data = createDataset({
          seed,
          orders: 3600, // DEMO_STORE_ORDERS
          customers: 10,
          products: 10,
          rhythm: 'retail',
          historyEndMs: start,
          arrivals: { orders: 'calendar' },
          now: () => start + DAY / 2,
        });
        expect(data.orders.count, `seed ${seed} ${new Date(start).toISOString()}`).toBeGreaterThan(3600);
      }
  });

  it('takes its arrivals from the calendar only', () => {
    expect(() => createDataset({ arrivals: { orders: 'calendar' } })).toThrow(/retail rhythm/);
    expect(() => createDataset({ rhythm: 'retail', arrivals: { orders: 60_000 } })).toThrow(/calendar/);
  });
});
