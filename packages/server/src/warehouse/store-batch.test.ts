import { describe, expect, it } from 'vitest';
import { jsonbArrayOfCopy } from '../db/copy-rows.ts';
import { encodePage, joinBatch } from './store-batch.ts';

const owner = { accountId: 7, sourceId: 9 };
const page = (ids: string[], cursor: string) =>
  encodePage({ records: ids.map((vendorId) => ({ vendorId, email: `${vendorId}@x.test` }) as never), cursor });
/** The records a batch's COPY rows carry, through the upsert's array of them. */
const recordsOf = (copy: Buffer) => JSON.parse(jsonbArrayOfCopy(copy).subarray(1).toString('utf8'));

describe('store batches encoded in the pull thread', () => {
  it('joins pages into COPY rows, the last word on a record winning, with the last cursor', () => {
    const first = page(['1', '2'], 'c1');
    const second = encodePage({
      records: [
        { vendorId: '2', email: 'new@x.test' },
        { vendorId: 'é', email: null },
      ] as never,
      cursor: 'c2',
    });
    const batch = joinBatch([first, second], owner);
    expect(batch.pulled).toBe(4);
    expect(batch.cursor).toBe('c2');
    expect(batch.encoded).toBeUndefined();
    expect(recordsOf(batch.copy!)).toEqual([
      { vendorId: '1', email: '1@x.test' },
      { vendorId: '2', email: 'new@x.test' },
      { vendorId: 'é', email: null },
    ]);
  });

  it('gives the COPY rows a buffer of their own, so that they can move to the main thread', () => {
    const copy = joinBatch([page(['1'], 'c')], owner).copy!;
    expect(copy.subarray(0, 11).toString('latin1')).toBe('PGCOPY\n\xff\r\n\0');
    expect(copy.byteOffset).toBe(0);
    expect(copy.buffer.byteLength).toBe(copy.length);
  });

  it("falls back to the upsert's JSON text when an update time is not plain ISO 8601", () => {
    const odd = encodePage({ records: [{ vendorId: '1', updatedAt: 'yesterday' }] as never, cursor: 'c' });
    const batch = joinBatch([odd], owner);
    expect(batch.copy).toBeUndefined();
    expect(JSON.parse(batch.encoded!)).toEqual([{ vendorId: '1', updatedAt: 'yesterday' }]);
  });
});
