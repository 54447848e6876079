import { describe, expect, it } from 'vitest';
import { batchPages } from './read-ahead.ts';

const tick = (ms = 0) => new Promise((resolve) => setTimeout(resolve, ms));
const page = (n: number, size = 10) => ({ n, records: Array.from({ length: size }, (_, i) => i) });

async function* vendor(count: number, delayMs = 0, failAfter?: number) {
  for (let n = 1; n <= count; n++) {
    if (failAfter !== undefined && n > failAfter) throw new Error('vendor down');
    await tick(delayMs);
    yield page(n);
  }
}

const collect = async <T>(batches: AsyncIterable<T[]>, storeMs = 0) => {
  const out: T[][] = [];
  for await (const batch of batches) {
    out.push(batch);
    await tick(storeMs);
  }
  return out;
};

describe('batchPages', () => {
  it('hands over every page once, in order', async () => {
    const batches = await collect(batchPages(vendor(25), 35), 5);
    expect(batches.flat().map((p) => p.n)).toEqual(Array.from({ length: 25 }, (_, i) => i + 1));
    expect(Math.max(...batches.map((b) => b.reduce((s, p) => s + p.records.length, 0)))).toBeLessThanOrEqual(35);
  });

  it('gathers the pages that arrived while the store was busy into one batch', async () => {
    const batches = await collect(batchPages(vendor(12), 1000), 30);
    expect(batches.length).toBeLessThan(12);
    expect(batches.flat()).toHaveLength(12);
  });

  it('stores each page as it comes when the vendor is the slower side', async () => {
    const batches = await collect(batchPages(vendor(5, 15), 1000));
    expect(batches.map((b) => b.length)).toEqual([1, 1, 1, 1, 1]);
  });

  it('hands over the pages before a failure, then throws it', async () => {
    const seen: number[] = [];
    await expect(
      (async () => {
        for await (const batch of batchPages(vendor(10, 0, 4), 15)) seen.push(...batch.map((p) => p.n));
      })(),
    ).rejects.toThrow('vendor down');
    expect(seen).toEqual([1, 2, 3, 4]);
  });

  it('stops pulling when the store gives up', async () => {
    let pulled = 0;
    async function* counting() {
      for (let n = 1; n <= 1000; n++) {
        pulled = n;
        yield page(n);
      }
    }
    await expect(
      (async () => {
        for await (const _ of batchPages(counting(), 30)) throw new Error('store failed');
      })(),
    ).rejects.toThrow('store failed');
    await tick(10);
    // at most what fits the read-ahead, plus the page in flight
    expect(pulled).toBeLessThan(10);
  });
});
