import type { PullRequest } from '../../connector.ts';
import { clientAt, defineSourceConnector, type StreamDeclaration, stream } from '../../define-source-connector.ts';
import type { StreamName } from '../../records.ts';
import { type DateWindow, windowCursor, windowToPull } from '../shared/date-window.ts';
import { wholeList } from '../shared/whole-list.ts';
import { checkSkuVault } from './check.ts';
import { SkuVaultClient, type SkuVaultDetail, utc } from './client.ts';
import {
  type SvLocationQuantity,
  type SvProduct,
  type SvQuantity,
  type SvSale,
  type SvWarehouse,
  toInventory,
  toLocation,
  toOrder,
  toProduct,
} from './mappers.ts';

/** SkuVault's largest page (reference §8): few calls matter more than small pages with ~5 heavy calls a minute. */
const PAGE_SIZE = 10_000;

type Stream<S extends StreamName> = StreamDeclaration<SkuVaultClient, SkuVaultDetail, S>;

interface Window extends DateWindow {
  page: number;
}

/**
 * A time-window pull: everything dated in [after, before) page by page (PageNumber from 0, a short
 * page ends it). Mid-window the cursor holds the window and page; a finished one leaves its `before`
 * as the next window's start. The window is fixed when it begins, so a record changed meanwhile
 * falls in the next one.
 */
async function* pullWindow<R>(
  request: PullRequest,
  fetchPage: (window: Window) => Promise<{ size: number; records: R[] }>,
): AsyncIterable<{ records: R[]; cursor: string }> {
  const window = windowToPull<Window>(request, { page: 0 });
  for (;;) {
    const { size, records } = await fetchPage(window);
    const isDone = size < PAGE_SIZE;
    window.page++;
    yield { records, cursor: windowCursor(window, isDone) };
    if (isDone) return;
  }
}

/** A page of the records modified in the window (products, quantities). */
const modifiedIn = (w: Window) => ({
  ModifiedAfterDateTimeUtc: w.after,
  ModifiedBeforeDateTimeUtc: w.before,
  PageNumber: w.page,
  PageSize: PAGE_SIZE,
});

const products: Stream<'products'> = stream('window', (client, request) =>
  pullWindow(request, async (w) => {
    const { Products = [] } = await client.call<{ Products?: SvProduct[] }>('products/getProducts', modifiedIn(w));
    return { size: Products.length, records: Products.map(toProduct) };
  }),
);

/** SKUs whose quantities changed in the window (getItemQuantities), then their stock per warehouse. */
const inventory: Stream<'inventory'> = stream('window', (client, request) =>
  pullWindow(request, async (w) => {
    const { Items = [] } = await client.call<{ Items?: SvQuantity[] }>('inventory/getItemQuantities', modifiedIn(w));
    if (Items.length === 0) return { size: 0, records: [] };
    const changed = new Map(Items.map((item) => [item.Sku, utc(item.LastModifiedDateTimeUtc)!]));
    const byLocation = await client.call<{ Items?: Record<string, SvLocationQuantity[]> }>(
      'inventory/getInventoryByLocation',
      { PageNumber: 0, PageSize: PAGE_SIZE, ProductSKUs: [...changed.keys()] },
    );
    const records = Object.entries(byLocation.Items ?? {}).flatMap(([sku, rows]) =>
      toInventory(sku, rows, changed.get(sku) ?? w.before),
    );
    return { size: Items.length, records };
  }),
);

/** Sales by sale date: SkuVault has no modified filter on sales (docs/vendors/skuvault.md). */
const orders: Stream<'orders'> = stream('window', (client, request) =>
  pullWindow(request, async (w) => {
    const sales = await client.call<SvSale[]>('sales/getSalesByDate', {
      FromDate: w.after,
      ToDate: w.before,
      PageNumber: w.page,
      PageSize: PAGE_SIZE,
    });
    const rows = Array.isArray(sales) ? sales : [];
    return { size: rows.length, records: rows.map(toOrder) };
  }),
);

/** Warehouses: a short list with no dates, read whole every run, stamped with the start date so unchanged ones stay unchanged. */
const locations: Stream<'locations'> = wholeList(async (client, stamp) => {
  const warehouses: SvWarehouse[] = [];
  for (let page = 0; ; page++) {
    const { Warehouses = [] } = await client.call<{ Warehouses?: SvWarehouse[] }>('inventory/getWarehouses', {
      PageNumber: page,
    });
    warehouses.push(...Warehouses);
    // getWarehouses takes only a page number (reference §8); its page size is the vendor's
    if (Warehouses.length === 0 || Warehouses.length < PAGE_SIZE) break;
  }
  return warehouses.map((w) => toLocation(w, stamp));
});

/** The SKU Vault source (type 17) against the given endpoints. */
export const createSkuVaultSource = defineSourceConnector<SkuVaultDetail, SkuVaultClient>({
  auth: 'api-key',
  client: clientAt(SkuVaultClient, 'skuvault'),
  check: checkSkuVault,
  // SkuVault keeps no customers beyond the contact on a sale (reference §8)
  streams: { locations, products, inventory, orders },
});
