import { describe, expect, it } from 'vitest';
import { createDataset } from './dataset.ts';
import { orderAt } from './generate.ts';

describe('generated collections', () => {
  it('generates the same record for the same seed and index, and another for another seed', () => {
    const sizes = { customers: 10, orders: 10, products: 10, locations: 2 };
    expect(orderAt(7, 3, sizes)).toEqual(orderAt(7, 3, sizes));
    expect(orderAt(8, 3, sizes)).not.toEqual(orderAt(7, 3, sizes));
  });

  it('keeps (updatedAt, id) order, with changed records moved to the end', () => {
    const data = createDataset({ orders: 500 });
    data.orders.touch(10);
    data.orders.touch(3);
    const added = data.orders.add();
    const all = [...data.orders.scan({}, null)];
    expect(all).toHaveLength(501);
    expect(all.slice(-3).map((o) => o.id)).toEqual([10, 3, added.id]);
    const keys = all.map((o) => [Date.parse(o.updatedAt), o.id] as const);
    for (let i = 1; i < keys.length; i++) {
      const [a, b] = [keys[i - 1]!, keys[i]!];
      expect(a[0] < b[0] || (a[0] === b[0] && a[1] < b[1])).toBe(true);
    }
  });

  it('slices by position exactly as a scan would, filtered or not', () => {
    const data = createDataset({ customers: 300 });
    for (const id of [5, 150, 299]) data.customers.touch(id);
    const middle = data.customers.get(120)!;
    const filter = { updatedAfter: { ms: Date.parse(middle.updatedAt), inclusive: false } };
    const scanned = [...data.customers.scan(filter, null)].map((c) => c.id);
    const { records, total } = data.customers.slice(filter, 20, 50);
    expect(total).toBe(scanned.length);
    expect(records.map((c) => c.id)).toEqual(scanned.slice(20, 70));
    const tail = data.customers.slice(filter, scanned.length - 2, 10).records.map((c) => c.id);
    expect(tail).toEqual([150, 299]);
  });

  it('pages by keyset from any position', () => {
    const data = createDataset({ products: 100 });
    const first = data.products.page({}, null, 30);
    const last = first.records.at(-1)!;
    const next = data.products.page({}, { updatedMs: Date.parse(last.updatedAt), id: last.id }, 100);
    expect(first.hasMore).toBe(true);
    expect(next.hasMore).toBe(false);
    expect([...first.records, ...next.records].map((p) => p.id)).toEqual(Array.from({ length: 100 }, (_, i) => i + 1));
  });

  it('costs little memory for 100,000 orders', () => {
    const data = createDataset({ orders: 100_000, customers: 20_000 });
    expect(data.orders.get(99_999)?.lines.length).toBeGreaterThan(0);
    expect(data.orders.slice({}, 99_990, 100).records).toHaveLength(10);
  });
});
