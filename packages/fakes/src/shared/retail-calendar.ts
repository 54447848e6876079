/**
 * When a store's records happen, day by day: a retail calendar that gives every UTC day a weight
 * (weekday, month of the year, the store's growth, a little noise) and every hour of the day a share
 * (US shopping hours), and places a stream's records along it by quantiles — record i at the moment
 * the cumulative weight reaches (i + u) × W / size, u a hashed value in [0.1, 0.9). So a day's count is
 * its share of the weight (±1), consecutive records never swap, and the same (seed, end, size) gives
 * the same moments on every call. Past the history's end the calendar simply continues at the same
 * rate: the arrivals of a live store are an ordinary day's orders, still coming in.
 */

const DAY_MS = 86_400_000;
export const HISTORY_DAYS = 730;
/** days past the history's end a calendar is laid out for (a demo left running for a while) */
const FUTURE_DAYS = 400;

/** Sunday first: weekends sell more, Monday and Tuesday least. */
const WEEKDAY = [1.05, 0.85, 0.85, 0.9, 0.95, 1.1, 1.3];
/** January first: the holiday peak in November–December, the low after it in January–February. */
const MONTH = [0.82, 0.85, 0.95, 1, 1.02, 1, 1, 1.05, 0.95, 0.98, 1.12, 1.28];
/**
 * Share of a UTC hour in a day's orders: a US store's day (Eastern 10:00–20:00 = 15:00–01:00 UTC busiest),
 * with the West Coast's evening and web orders through the night — so that by noon UTC a day has taken
 * over a quarter of its orders.
 */
const HOUR_UTC = [
  1.2, 1.0, 0.8, 0.6, 0.4, 0.3, 0.2, 0.15, 0.15, 0.15, 0.2, 0.3, 0.45, 0.7, 1.0, 1.2, 1.3, 1.4, 1.3, 1.2, 1.2, 1.3, 1.4,
  1.3,
];
const HOUR_SUM = HOUR_UTC.reduce((a, b) => a + b, 0);
/** cumulative share at the start of each hour (25 entries, last = 1) */
const HOUR_CUM = [0];
for (const w of HOUR_UTC) HOUR_CUM.push(HOUR_CUM.at(-1)! + w / HOUR_SUM);

/** A 32-bit hash of small integers (the calendar's own, so this module stands alone). */
function mix(a: number, b: number, c: number): number {
  let h = (a ^ 0x2545f491) >>> 0;
  for (const v of [b, c]) {
    h = Math.imul(h ^ v, 0x85ebca6b) >>> 0;
    h = (h ^ (h >>> 13)) >>> 0;
    h = Math.imul(h, 0xc2b2ae35) >>> 0;
    h = (h ^ (h >>> 16)) >>> 0;
  }
  return h;
}

/** The weight of UTC day `day` (days since 1970) for a store whose history starts on `firstDay`. */
export function dayWeight(seed: number, day: number, firstDay: number): number {
  const date = new Date(day * DAY_MS);
  // the store grew over its two years: from 0.6 of today's trade to all of it
  const growth = Math.min(1.05, 0.6 + (0.4 * (day - firstDay)) / HISTORY_DAYS);
  const noise = 0.93 + (mix(seed, day, 7) % 1000) / 1000 / 7; // ±7 %
  return WEEKDAY[date.getUTCDay()]! * MONTH[date.getUTCMonth()]! * Math.max(0.6, growth) * noise;
}

/** Seconds into a day at which a fraction `f` (0..1) of the day's orders is reached. */
function secondOfDay(f: number): number {
  let hour = 0;
  while (hour < 23 && HOUR_CUM[hour + 1]! <= f) hour++;
  const within = (f - HOUR_CUM[hour]!) / (HOUR_CUM[hour + 1]! - HOUR_CUM[hour]!);
  return Math.min(86_399, Math.floor((hour + Math.min(0.9999, Math.max(0, within))) * 3600));
}

/** The share of a day's orders placed before second `sec` of the day (the inverse of secondOfDay). */
function shareBefore(sec: number): number {
  const hour = Math.min(23, Math.floor(sec / 3600));
  return HOUR_CUM[hour]! + ((sec - hour * 3600) / 3600) * (HOUR_CUM[hour + 1]! - HOUR_CUM[hour]!);
}

export class RetailCalendar {
  /** midnight of the history's first day: 730 days before the day the history ends on */
  private readonly startMs: number;
  /** cumulative weight at the start of each day from the first (one more entry than days) */
  private readonly cumulative: number[] = [0];
  /** weight per record: the history's weight (up to its end) over its size */
  private readonly perRecord: number;

  constructor(
    private readonly seed: number,
    private readonly stream: number,
    /** the history's end (whole seconds; the demo's is the start of a UTC day) */
    endMs: number,
    private readonly size: number,
  ) {
    const endDay = Math.floor(endMs / DAY_MS);
    const firstDay = endDay - HISTORY_DAYS;
    this.startMs = firstDay * DAY_MS;
    for (let d = firstDay; d < endDay + FUTURE_DAYS; d++) {
      this.cumulative.push(this.cumulative.at(-1)! + dayWeight(seed, d, firstDay));
    }
    const endDayWeight = this.cumulative[HISTORY_DAYS + 1]! - this.cumulative[HISTORY_DAYS]!;
    const history = this.cumulative[HISTORY_DAYS]! + endDayWeight * shareBefore((endMs - endDay * DAY_MS) / 1000);
    this.perRecord = history / Math.max(1, size);
  }

  /** The moment (whole seconds) of record `index`; non-decreasing in the index. */
  msAt(index: number): number {
    const u = 0.1 + (mix(this.seed, this.stream, index) % 800) / 1000;
    const q = (index + u) * this.perRecord;
    let low = 0;
    let high = this.cumulative.length - 2;
    if (q >= this.cumulative[high + 1]!) throw new Error(`record ${index} lies past the calendar`);
    while (low < high) {
      const mid = (low + high + 1) >>> 1;
      if (this.cumulative[mid]! <= q) low = mid;
      else high = mid - 1;
    }
    const f = (q - this.cumulative[low]!) / (this.cumulative[low + 1]! - this.cumulative[low]!);
    return this.startMs + low * DAY_MS + secondOfDay(f) * 1000;
  }

  /** How many records from `size` on (the arrivals) have happened by `nowMs`. */
  arrivedBy(nowMs: number): number {
    if (nowMs < this.msAt(this.size)) return 0;
    let low = this.size; // msAt(low) <= now
    let step = 1;
    while (this.msAt(low + step) <= nowMs) {
      low += step;
      step *= 2;
    }
    let high = low + step; // msAt(high) > now
    while (high - low > 1) {
      const mid = Math.floor((low + high) / 2);
      if (this.msAt(mid) <= nowMs) low = mid;
      else high = mid;
    }
    return low + 1 - this.size;
  }
}
