import { type CatalogueName, catalogueNamed } from './catalogue.ts';
import { type Arrivals, ChangeClock, Collection, type Stamped } from './collection.ts';
import {
  customerAt,
  type GenCustomer,
  type GenInventory,
  type GenLocation,
  type GenOrder,
  type GenProduct,
  inventoryAt,
  locationAt,
  orderAt,
  productAt,
  type Sizes,
  STREAM,
  type StreamId,
  type Timeline,
  timelineEndingNow,
  updatedMsAt,
} from './generate.ts';
import { RetailCalendar } from './retail-calendar.ts';

export interface DatasetOptions extends Partial<Sizes> {
  seed?: number;
  /** when the generated history ends (ms); default: the moment the dataset is made, so it runs up to today */
  historyEndMs?: number;
  /**
   * How orders and customers spread over the history: `even` (default) one after another at equal
   * steps, `retail` along a store's calendar (retail-calendar.ts: weekends and the holidays busier,
   * January quiet, shopping hours), as a demo store should look.
   */
  rhythm?: 'even' | 'retail';
  /** what the business sells: a store's goods (default) or an appointment business's services */
  catalogue?: CatalogueName;
  /**
   * Live data: new orders and customers after the history. A number: one every that many ms (whole
   * seconds); `'calendar'` (with the retail rhythm): the calendar goes on, an ordinary day's records
   * arriving over the day. Off by default, so a test's counts stay fixed.
   */
  arrivals?: { orders?: number | 'calendar'; customers?: number | 'calendar' };
  /** the clock that lets arrivals appear (tests move it) */
  now?: () => number;
  /** the products' brands, instead of the generator's own (the demo's Heartland store carries Acme) */
  brands?: readonly string[];
  /** how many days the history runs back from its end: two years unless set (not with the retail rhythm) */
  historyDays?: number;
}

/** One store's generated data; every vendor fake serves one of these in its own JSON shape. */
export interface Dataset {
  seed: number;
  sizes: Sizes;
  customers: Collection<GenCustomer>;
  orders: Collection<GenOrder>;
  products: Collection<GenProduct>;
  locations: Collection<GenLocation>;
  /** the product × location grid (see inventoryAt) */
  inventory: Collection<GenInventory>;
}

export const DEFAULT_SIZES: Sizes = { customers: 50, orders: 200, products: 40, locations: 3 };

export function createDataset(options: DatasetOptions = {}): Dataset {
  const seed = options.seed ?? 42;
  const sizes: Sizes = {
    customers: options.customers ?? DEFAULT_SIZES.customers,
    orders: options.orders ?? DEFAULT_SIZES.orders,
    products: options.products ?? DEFAULT_SIZES.products,
    locations: options.locations ?? DEFAULT_SIZES.locations,
  };
  const endMs = timelineEndingNow(options.historyEndMs ?? Date.now()).endMs;
  const live: Partial<Record<StreamId, number | 'calendar'>> = {
    [STREAM.orders]: options.arrivals?.orders,
    [STREAM.customers]: options.arrivals?.customers,
  };
  const retail = options.rhythm === 'retail';
  if (options.historyDays !== undefined && options.rhythm === 'retail')
    throw new Error('a retail calendar keeps its own two years of history');
  const timeline: Timeline = {
    endMs,
    everyMs: {},
    ...(options.historyDays === undefined ? {} : { spanSeconds: Math.round(options.historyDays * 86_400) }),
    catalogue: catalogueNamed(options.catalogue),
    calendars: retail
      ? {
          [STREAM.orders]: new RetailCalendar(seed, STREAM.orders, endMs, sizes.orders),
          [STREAM.customers]: new RetailCalendar(seed, STREAM.customers, endMs, sizes.customers),
        }
      : undefined,
  };
  for (const [stream, every] of Object.entries(live)) {
    if (every === undefined) continue;
    if (every === 'calendar') {
      if (!retail) throw new Error('arrivals on the calendar need the retail rhythm');
    } else if (retail) {
      throw new Error('a retail store takes its arrivals from its calendar');
    } else if (every < 1000 || every % 1000 !== 0) {
      throw new Error(`arrivals come in whole seconds, not every ${every} ms`);
    } else timeline.everyMs[Number(stream) as StreamId] = every;
  }
  const now = options.now ?? Date.now;
  const arrivalsOf = (stream: StreamId): Arrivals | undefined => {
    const calendar = timeline.calendars?.[stream];
    if (calendar && live[stream] === 'calendar') return { arrivedBy: (ms) => calendar.arrivedBy(ms), now };
    const everyMs = timeline.everyMs[stream];
    return everyMs ? { arrivedBy: (ms) => Math.max(0, Math.floor((ms - endMs) / everyMs)), now } : undefined;
  };
  const clock = new ChangeClock();
  // a stream without arrivals (no calendar, no interval) gets none from arrivalsOf
  const collection = <T extends Stamped>(stream: StreamId, size: number, make: (index: number) => T) =>
    new Collection<T>(
      size,
      make,
      (index) => updatedMsAt(seed, stream, index, size, timeline),
      clock,
      arrivalsOf(stream),
    );
  return {
    seed,
    sizes,
    customers: collection(STREAM.customers, sizes.customers, (i) => customerAt(seed, i, sizes, timeline)),
    orders: collection(STREAM.orders, sizes.orders, (i) => orderAt(seed, i, sizes, timeline)),
    products: collection(STREAM.products, sizes.products, (i) => productAt(seed, i, sizes, timeline, options.brands)),
    locations: collection(STREAM.locations, sizes.locations, (i) => locationAt(seed, i, sizes, timeline)),
    inventory: collection(STREAM.inventory, sizes.products * sizes.locations, (i) =>
      inventoryAt(seed, i, sizes, timeline),
    ),
  };
}
