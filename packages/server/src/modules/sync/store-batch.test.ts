import { describe, expect, it } from 'vitest';
import { encodePage, joinBatch } from './store-batch.ts';

const page = (ids: string[], cursor: string) =>
  encodePage({ records: ids.map((vendorId) => ({ vendorId, email: `${vendorId}@x.test` }) as never), cursor });

describe('store batches encoded in the pull thread', () => {
  it('joins pages into one JSON array, the last word on a record winning, with the last cursor', () => {
    const first = page(['1', '2'], 'c1');
    const second = encodePage({
      records: [
        { vendorId: '2', email: 'new@x.test' },
        { vendorId: '3', email: null },
      ] as never,
      cursor: 'c2',
    });
    const batch = joinBatch([first, second], false);
    expect(batch.pulled).toBe(4);
    expect(batch.cursor).toBe('c2');
    expect(JSON.parse(batch.encoded as string)).toEqual([
      { vendorId: '1', email: '1@x.test' },
      { vendorId: '2', email: 'new@x.test' },
      { vendorId: '3', email: null },
    ]);
  });

  it("as PostgreSQL's binary jsonb: version byte 1, then the UTF-8 text, in a buffer of its own", () => {
    const batch = joinBatch([page(['é'], 'c')], true);
    const bytes = batch.encoded as Buffer;
    expect(bytes[0]).toBe(1);
    expect(JSON.parse(bytes.subarray(1).toString('utf8'))).toEqual([{ vendorId: 'é', email: 'é@x.test' }]);
    expect(bytes.byteOffset).toBe(0);
    expect(bytes.buffer.byteLength).toBe(bytes.length);
  });
});
