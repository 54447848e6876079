import { toIsoSeconds } from './generate.ts';

export interface Stamped {
  id: number;
  updatedAt: string;
}

/** Gives every change a distinct whole-second timestamp that is later than all generated history and "now". */
export class ChangeClock {
  private lastMs = 0;
  next(): string {
    const now = Math.floor(Date.now() / 1000) * 1000;
    this.lastMs = Math.max(now, this.lastMs + 1000);
    return toIsoSeconds(this.lastMs);
  }
}

export interface ViewFilter<T> {
  /** keep records updated after this instant */
  updatedAfter?: { ms: number; inclusive: boolean };
  /** extra condition; keep it cheap, it runs once per scanned record */
  where?: (record: T) => boolean;
}

/** The live part of a store: how many records past the history have arrived by a moment, and the clock. */
export interface Arrivals {
  arrivedBy: (ms: number) => number;
  now: () => number;
}

export interface Key {
  updatedMs: number;
  id: number;
}

/**
 * A vendor's table of records, ordered by (updatedAt, id) as an "updated since" API sorts them.
 * The first `size` records are generated on demand (`make(index)`, id = index + 1, updatedAt
 * increasing with the index); records a test changes or adds live in `changed`, in change order,
 * and come after all generated ones because the clock stamps them later.
 */
export class Collection<T extends Stamped> {
  private readonly changed = new Map<number, T>();
  private added = 0;

  /**
   * `size` records of history; with `arrivals`, the records from index `size` on appear one by one as
   * `now()` passes their updatedAt (the live part of a store: new orders keep coming).
   */
  constructor(
    private readonly size: number,
    private readonly make: (index: number) => T,
    private readonly updatedMsOf: (index: number) => number,
    private readonly clock: ChangeClock,
    private readonly arrivals?: Arrivals,
  ) {}

  /** Generated records visible now: the history, and the arrivals whose time has come. */
  private get generated(): number {
    if (!this.arrivals) return this.size;
    return this.size + this.arrivals.arrivedBy(this.arrivals.now());
  }

  get count(): number {
    return this.generated + this.added;
  }

  get(id: number): T | undefined {
    const changed = this.changed.get(id);
    if (changed) return changed;
    return id >= 1 && id <= this.generated ? this.make(id - 1) : undefined;
  }

  /**
   * Test controls change the data by hand; live data changes by itself, and the two would interleave
   * out of (updatedAt, id) order, so a live collection refuses them.
   */
  private assertNotLive(action: string): void {
    if (this.arrivals) throw new Error(`${action}() is for fixed data; live data gets new records by itself`);
  }

  /** Changes a record (test control): it gets a new updatedAt and moves to the end of the order. */
  touch(id: number, change: (record: T) => Partial<T> = () => ({})): T {
    this.assertNotLive('touch');
    const current = this.get(id);
    if (!current) throw new Error(`no record ${id}`);
    const next = { ...current, ...change(current), id, updatedAt: this.clock.next() };
    this.changed.delete(id);
    this.changed.set(id, next);
    return next;
  }

  /** Adds a record built from a generated template (test control). */
  add(change: (record: T) => Partial<T> = () => ({})): T {
    this.assertNotLive('add');
    this.added++;
    const id = this.size + this.added;
    const template = this.make((id - 1) % Math.max(1, this.size));
    const next = { ...template, ...change(template), id, updatedAt: this.clock.next() };
    this.changed.set(id, next);
    return next;
  }

  /**
   * Records after `after` (exclusive, by (updatedAt, id)) that pass the filter, up to `limit`;
   * `hasMore` says whether another matching record follows.
   */
  page(filter: ViewFilter<T>, after: Key | null, limit: number): { records: T[]; hasMore: boolean } {
    const records: T[] = [];
    for (const record of this.scan(filter, after)) {
      if (records.length === limit) return { records, hasMore: true };
      records.push(record);
    }
    return { records, hasMore: false };
  }

  /** The `offset`-th..(offset+limit) matching records, for page-number APIs, and the total matching. */
  slice(filter: ViewFilter<T>, offset: number, limit: number): { records: T[]; total: number } {
    if (!filter.where) return this.sliceByPosition(filter, offset, limit);
    const records: T[] = [];
    let total = 0;
    for (const record of this.scan(filter, null)) {
      if (total >= offset && records.length < limit) records.push(record);
      total++;
    }
    return { records, total };
  }

  /**
   * `slice` without a predicate, in arithmetic rather than a scan, so a page deep into 100,000 records
   * costs only its own records: positions count the untouched generated records from the binary-searched
   * start, then the changed ones.
   */
  private sliceByPosition(filter: ViewFilter<T>, offset: number, limit: number): { records: T[]; total: number } {
    const size = this.generated;
    const start = this.firstIndex(filter, null, size);
    const movedIndexes = [...this.changed.keys()]
      .filter((id) => id <= size && id - 1 >= start)
      .map((id) => id - 1)
      .sort((a, b) => a - b);
    const generated = size - start - movedIndexes.length;
    const changed = [...this.scanChanged(filter, null)];
    const records: T[] = [];
    for (let position = offset; position < offset + limit; position++) {
      if (position < generated) {
        let index = start + position;
        for (const moved of movedIndexes) if (moved <= index) index++;
        records.push(this.make(index));
      } else if (position - generated < changed.length) {
        records.push(changed[position - generated]!);
      } else break;
    }
    return { records, total: generated + changed.length };
  }

  /** Records in id order (for APIs sorted by id), `offset` from the start or, with `descending`, from the end. */
  sliceById(offset: number, limit: number, descending = false): T[] {
    const records: T[] = [];
    const count = this.count; // one instant: live data may grow meanwhile
    for (let i = offset; i < Math.min(count, offset + limit); i++) {
      const record = this.get(descending ? count - i : i + 1);
      if (record) records.push(record);
    }
    return records;
  }

  /** Matching records in order, generated ones first (from a binary-searched start), then changed ones. */
  *scan(filter: ViewFilter<T>, after: Key | null): Generator<T> {
    const passes = (record: T) => !filter.where || filter.where(record);
    const size = this.generated;
    for (let index = this.firstIndex(filter, after, size); index < size; index++) {
      if (this.changed.has(index + 1)) continue;
      const record = this.make(index);
      if (passes(record)) yield record;
    }
    for (const record of this.scanChanged(filter, after)) if (passes(record)) yield record;
  }

  private *scanChanged(filter: ViewFilter<T>, after: Key | null): Generator<T> {
    for (const record of this.changed.values()) {
      const ms = Date.parse(record.updatedAt);
      if (after && (ms < after.updatedMs || (ms === after.updatedMs && record.id <= after.id))) continue;
      const bound = filter.updatedAfter;
      if (bound && (bound.inclusive ? ms < bound.ms : ms <= bound.ms)) continue;
      yield record;
    }
  }

  /** First generated index that is past both the keyset position and the updated-after bound. */
  private firstIndex(filter: ViewFilter<T>, after: Key | null, size: number): number {
    const isBefore = (index: number) => {
      const ms = this.updatedMsOf(index);
      const bound = filter.updatedAfter;
      if (bound && (bound.inclusive ? ms < bound.ms : ms <= bound.ms)) return true;
      return !!after && (ms < after.updatedMs || (ms === after.updatedMs && index + 1 <= after.id));
    };
    let low = 0;
    let high = size;
    while (low < high) {
      const mid = (low + high) >>> 1;
      if (isBefore(mid)) low = mid + 1;
      else high = mid;
    }
    return low;
  }
}
