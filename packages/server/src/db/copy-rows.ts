/**
 * A store batch in PostgreSQL's binary COPY format: the warehouse columns (account_id,
 * source_id, vendor_id, data, vendor_updated_at) of each record, so that a batch of new records goes
 * into its table as fast as a plain COPY. Built where the records are serialised (the pull thread);
 * a batch that meets records already stored goes through the upsert instead, from the same bytes
 * (`jsonbArrayOfCopy`). Format: https://www.postgresql.org/docs/current/sql-copy.html (binary).
 */

/** The columns, in the order each row carries them. */
export const COPY_COLUMNS = '(account_id, source_id, vendor_id, data, vendor_updated_at)';

const SIGNATURE = Buffer.from('PGCOPY\n\xff\r\n\0', 'latin1');
/** signature, flags (int32 0), header extension length (int32 0) */
const HEADER_BYTES = SIGNATURE.length + 8;
const FIELDS = 5;
/** PostgreSQL's timestamps count microseconds from 2000-01-01 UTC */
const PG_EPOCH_MS = Date.UTC(2000, 0, 1);

const ISO_TIME = /^(\d{4})-(\d\d)-(\d\d)[T ](\d\d):(\d\d):(\d\d)(?:\.(\d{1,6}))?(Z|[+-]\d\d(?::?\d\d)?)$/;

/**
 * An ISO 8601 time with its zone as PostgreSQL's microseconds since 2000, or undefined for
 * anything else: such a batch is left to the upsert, whose cast decides as it always did.
 */
export function pgMicros(iso: string): bigint | undefined {
  const m = ISO_TIME.exec(iso);
  if (!m) return undefined;
  const [year, month, day, hour, minute, second] = m.slice(1, 7).map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const wall = Date.UTC(year, month - 1, day, hour, minute, second);
  const check = new Date(wall);
  // Date.UTC rolls 31 February over into March; PostgreSQL refuses it
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day)
    return undefined;
  if (hour > 23 || minute > 59 || second > 59) return undefined;
  const zone = m[8]!;
  let offsetMinutes = 0;
  if (zone !== 'Z') {
    const digits = zone.slice(1).replace(':', '');
    offsetMinutes = (Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2) || 0)) * (zone[0] === '-' ? -1 : 1);
  }
  const fraction = BigInt((m[7] ?? '').padEnd(6, '0'));
  return BigInt(wall - offsetMinutes * 60_000 - PG_EPOCH_MS) * 1000n + fraction;
}

/** One record ready for the COPY: its vendor id, JSON text and update time (null when it has none). */
export interface CopyRecord {
  vendorId: string;
  json: string;
  updatedAt: string | null;
}

/**
 * The batch's rows in binary COPY format, or undefined when a record's update time is not plain ISO
 * 8601 (the upsert then casts it). The buffer is its own memory, so it can move to another thread.
 */
export function encodeCopyRows(
  accountId: number,
  sourceId: number,
  records: readonly CopyRecord[],
): Buffer | undefined {
  const times: Array<bigint | null> = [];
  let size = HEADER_BYTES + 2;
  for (const record of records) {
    const micros = record.updatedAt === null ? null : pgMicros(record.updatedAt);
    if (micros === undefined) return undefined;
    times.push(micros);
    // field count, two int4s, vendor id, jsonb (version byte + text), timestamptz
    size +=
      2 +
      8 +
      8 +
      4 +
      Buffer.byteLength(record.vendorId) +
      4 +
      1 +
      Buffer.byteLength(record.json) +
      4 +
      (micros === null ? 0 : 8);
  }
  const out = Buffer.allocUnsafeSlow(size);
  let at = SIGNATURE.copy(out, 0);
  at = out.writeInt32BE(0, at);
  at = out.writeInt32BE(0, at);
  records.forEach((record, i) => {
    at = out.writeInt16BE(FIELDS, at);
    at = out.writeInt32BE(4, at);
    at = out.writeInt32BE(accountId, at);
    at = out.writeInt32BE(4, at);
    at = out.writeInt32BE(sourceId, at);
    at = writeText(out, at, record.vendorId, 0);
    at = writeText(out, at, record.json, 1);
    const micros = times[i]!;
    if (micros === null) at = out.writeInt32BE(-1, at);
    else {
      at = out.writeInt32BE(8, at);
      at = out.writeBigInt64BE(micros, at);
    }
  });
  at = out.writeInt16BE(-1, at);
  return out;
}

/** A length-prefixed UTF-8 field; jsonb's binary form is a version byte (1) before the text. */
function writeText(out: Buffer, at: number, text: string, jsonbVersion: 0 | 1): number {
  const lengthAt = at;
  let p = at + 4;
  if (jsonbVersion) out[p++] = 1;
  p += out.write(text, p, 'utf8');
  out.writeInt32BE(p - lengthAt - 4, lengthAt);
  return p;
}

/**
 * The batch's records as one binary jsonb array (the upsert's parameter), read from its COPY rows:
 * each row's data field is already jsonb's binary form, so the bytes are only moved.
 */
export function jsonbArrayOfCopy(copy: Buffer): Buffer {
  const parts: Buffer[] = [Buffer.from([1, 0x5b])]; // version 1, '['
  let at = HEADER_BYTES;
  for (;;) {
    const fields = copy.readInt16BE(at);
    at += 2;
    if (fields === -1) break;
    for (let f = 0; f < fields; f++) {
      const length = copy.readInt32BE(at);
      at += 4;
      if (length < 0) continue;
      // the data field (the fourth), without jsonb's version byte
      if (f === 3) {
        if (parts.length > 1) parts.push(Buffer.from(','));
        parts.push(copy.subarray(at + 1, at + length));
      }
      at += length;
    }
  }
  parts.push(Buffer.from(']'));
  return Buffer.concat(parts);
}
