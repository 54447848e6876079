import { describe, expect, it } from 'vitest';
import { encodeCopyRows, jsonbArrayOfCopy, pgMicros } from './copy-rows.ts';

const PG_EPOCH_MS = Date.UTC(2000, 0, 1);
const micros = (iso: string) => BigInt(Date.parse(iso) - PG_EPOCH_MS) * 1000n;

describe('PostgreSQL binary COPY rows of a store batch', () => {
  it('reads ISO 8601 times with their zone as microseconds since 2000 UTC', () => {
    expect(pgMicros('2000-01-01T00:00:00Z')).toBe(0n);
    expect(pgMicros('2024-03-05T10:20:30Z')).toBe(micros('2024-03-05T10:20:30Z'));
    expect(pgMicros('2024-03-05T10:20:30.123456Z')).toBe(micros('2024-03-05T10:20:30Z') + 123_456n);
    expect(pgMicros('2024-03-05T10:20:30.5+02:00')).toBe(micros('2024-03-05T08:20:30Z') + 500_000n);
    expect(pgMicros('2024-03-05 10:20:30-0530')).toBe(micros('2024-03-05T15:50:30Z'));
    expect(pgMicros('1999-12-31T23:59:59Z')).toBe(-1_000_000n);
  });

  it('leaves anything else to the database (undefined): no zone, impossible dates, other formats', () => {
    for (const odd of [
      '2024-03-05T10:20:30',
      '2024-02-30T00:00:00Z',
      '2024-03-05T24:00:00Z',
      'yesterday',
      '1700000000',
      '',
    ])
      expect(pgMicros(odd), odd).toBeUndefined();
  });

  it('writes the header, one row of five fields per record (a missing update time as NULL) and the trailer', () => {
    const copy = encodeCopyRows(3, 4, [
      { vendorId: 'a', json: '{"x":1}', updatedAt: '2000-01-01T00:00:01Z' },
      { vendorId: 'é', json: '{"y":"é"}', updatedAt: null },
    ])!;
    let at = 19;
    const row = () => {
      expect(copy.readInt16BE(at)).toBe(5);
      at += 2;
      const fields: Array<Buffer | null> = [];
      for (let f = 0; f < 5; f++) {
        const length = copy.readInt32BE(at);
        at += 4;
        fields.push(length < 0 ? null : copy.subarray(at, at + length));
        at += Math.max(length, 0);
      }
      return fields;
    };
    const [account, source, vendor, data, time] = row();
    expect(account!.readInt32BE()).toBe(3);
    expect(source!.readInt32BE()).toBe(4);
    expect(vendor!.toString()).toBe('a');
    expect(data![0]).toBe(1);
    expect(data!.subarray(1).toString()).toBe('{"x":1}');
    expect(time!.readBigInt64BE()).toBe(1_000_000n);
    const second = row();
    expect(second[2]!.toString()).toBe('é');
    expect(second[4]).toBeNull();
    expect(copy.readInt16BE(at)).toBe(-1);
    expect(at + 2).toBe(copy.length);
    expect(JSON.parse(jsonbArrayOfCopy(copy).subarray(1).toString())).toEqual([{ x: 1 }, { y: 'é' }]);
  });

  it('answers undefined for a batch with an update time it cannot read', () => {
    expect(encodeCopyRows(1, 1, [{ vendorId: 'a', json: '{}', updatedAt: 'soon' }])).toBeUndefined();
  });
});
