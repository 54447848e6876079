import type { Dataset } from './dataset.ts';

/**
 * Records a store fake keeps besides the generated dataset: ids numbered for names (brands,
 * categories) and stock a test sets by hand over the generated product × location grid.
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
