import type { Collection } from './collection.ts';
import type { Dataset } from './dataset.ts';
import type { GenCustomer, GenOrder, GenProduct } from './generate.ts';

/**
 * Records a store fake keeps besides the generated dataset: ids numbered for names (brands,
 * categories), stock a test sets by hand over the generated product × location grid, and an order's
 * lines with their products (what every vendor's order or ticket lists).
 */

/** Ids handed out to names in the order they are first asked for, from `first` on. */
export class NameIds extends Map<string, number> {
  constructor(private readonly first = 1) {
    super();
  }

  idOf(name: string): number {
    let id = this.get(name);
    if (id === undefined) {
      id = this.first + this.size;
      this.set(name, id);
    }
    return id;
  }
}

/** Stock per product and location: what a test set, else the generated inventory row. */
export function stockLedger(data: Pick<Dataset, 'inventory' | 'sizes'>) {
  const set = new Map<string, number>();
  return {
    of(productId: number, locationId: number): number {
      const quantity = set.get(`${productId}:${locationId}`);
      if (quantity !== undefined) return quantity;
      const locations = Math.max(1, data.sizes.locations);
      return data.inventory.get((productId - 1) * locations + locationId)?.quantity ?? 0;
    },
    set(productId: number, locationId: number, quantity: number): void {
      set.set(`${productId}:${locationId}`, quantity);
    },
  };
}

/** An order's lines numbered from 1, each with its product (undefined once the product is deleted). */
export const linesWithProducts = (order: GenOrder, products: Collection<GenProduct>) =>
  order.lines.map((line, i) => ({ number: i + 1, line, product: products.get(line.productId) }));

/** The customer an order was sold to, or null for a guest sale. */
export const buyerOf = (order: GenOrder, customers: Collection<GenCustomer>): GenCustomer | null =>
  order.customerId === null ? null : customers.get(order.customerId)!;

/**
 * A test's stock change for the vendors whose stock has no date of its own: the quantity is set and
 * the product touched, as a stock change is assumed to touch the product there.
 */
export const setStockTouching =
  (stock: ReturnType<typeof stockLedger>, products: Collection<GenProduct>) =>
  (productId: number, locationId: number, quantity: number): void => {
    stock.set(productId, locationId, quantity);
    products.touch(productId);
  };
