import type { CustomerRecord, ProductRecord } from '../../records.ts';
import { instantOfWallClock, isoSeconds, toWallTime } from '../shared/wall-time.ts';

/**
 * What the race-registration sources (Race Roster, RunSignup, EnMotive) share. They map a race
 * director's data onto the store model (docs/vendors/*.md say so for each): a registration is an
 * order whose lines are its event entries, a participant (the person) a customer, an event of a
 * race (5K, 10K) a product, and a race day's venue a location. There is no inventory.
 */

/** Records read in whole-list chunks are handed to the engine this many at a time. */
export const CHUNK = 500;

/** One record per customer: the latest seen (a person appears once per registration). */
export function latestCustomers(records: CustomerRecord[]): CustomerRecord[] {
  const byId = new Map<string, CustomerRecord>();
  for (const record of records) {
    const known = byId.get(record.vendorId);
    if (!known || Date.parse(record.updatedAt) >= Date.parse(known.updatedAt)) byId.set(record.vendorId, record);
  }
  return [...byId.values()].sort((a, b) => Date.parse(a.updatedAt) - Date.parse(b.updatedAt));
}

/**
 * A wall time without a zone (`2024-05-01T08:30:00`, or RunSignup's `5/1/2024 08:30`) in `timeZone`
 * → ISO instant; a value that carries a zone is read as it is. A time in a spring-forward gap takes
 * the offset from before the gap; an autumn hour that happens twice, its first.
 */
export function wallToIso(value: string | null | undefined, timeZone: string): string | null {
  if (!value) return null;
  if (/[zZ]|[+-]\d\d:?\d\d$/.test(value)) {
    const ms = Date.parse(value);
    return Number.isNaN(ms) ? null : isoSeconds(ms);
  }
  const iso = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2}))?/.exec(value);
  const us = /^(\d{1,2})\/(\d{1,2})\/(\d{4})(?: (\d{1,2}):(\d{2})(?::(\d{2}))?)?/.exec(value);
  const [y, mo, d, h, mi, s] = iso
    ? [iso[1], iso[2], iso[3], iso[4], iso[5], iso[6]]
    : us
      ? [us[3], us[1], us[2], us[4], us[5], us[6]]
      : [];
  if (!y) return null;
  const wall = Date.UTC(+y, +mo! - 1, +d!, +(h ?? 0), +(mi ?? 0), +(s ?? 0));
  return isoSeconds(instantOfWallClock(wall, timeZone));
}

/** An instant → its wall time in `timeZone`, `YYYY-MM-DDTHH:mm:ss`. */
export const isoToWall = toWallTime;

/** A money amount as vendors send it: a number, '25.00' or '$25.00'. */
export function amount(value: unknown): number {
  const n = typeof value === 'number' ? value : Number(String(value ?? '').replace(/[^0-9.-]/g, ''));
  return Number.isFinite(n) ? n : 0;
}

/** `records` in chunks of CHUNK; at least one (possibly empty) chunk, so a final cursor is always handed out. */
export function chunks<T>(records: T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < records.length; i += CHUNK) out.push(records.slice(i, i + CHUNK));
  return out.length ? out : [[]];
}

/**
 * An event entry (a 5K of a race day) as a product: named `{race} – {entry}` and filed under the
 * race's name; the vendors' entries have no SKU, brand, tags or variants of their own.
 */
export function raceEntryProduct(
  vendorId: string | number,
  race: string,
  entry: string,
  price: number | null,
  updatedAt: string,
): ProductRecord {
  return {
    vendorId: String(vendorId),
    name: `${race} – ${entry}`,
    sku: null,
    upc: null,
    brand: null,
    category: race,
    tags: [],
    size: null,
    color: null,
    price,
    updatedAt,
  };
}
