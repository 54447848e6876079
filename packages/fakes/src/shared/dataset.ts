import { ChangeClock, Collection } from './collection.ts';
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
  updatedMsAt,
} from './generate.ts';

export interface DatasetOptions extends Partial<Sizes> {
  seed?: number;
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
  const clock = new ChangeClock();
  const inventorySize = sizes.products * sizes.locations;
  const timeline = (stream: number, size: number) => (index: number) => updatedMsAt(seed, stream, index, size);
  return {
    seed,
    sizes,
    customers: new Collection(
      sizes.customers,
      (i) => customerAt(seed, i, sizes),
      timeline(STREAM.customers, sizes.customers),
      clock,
    ),
    orders: new Collection(sizes.orders, (i) => orderAt(seed, i, sizes), timeline(STREAM.orders, sizes.orders), clock),
    products: new Collection(
      sizes.products,
      (i) => productAt(seed, i, sizes),
      timeline(STREAM.products, sizes.products),
      clock,
    ),
    locations: new Collection(
      sizes.locations,
      (i) => locationAt(seed, i, sizes),
      timeline(STREAM.locations, sizes.locations),
      clock,
    ),
    inventory: new Collection(
      inventorySize,
      (i) => inventoryAt(seed, i, sizes),
      timeline(STREAM.inventory, inventorySize),
      clock,
    ),
  };
}
