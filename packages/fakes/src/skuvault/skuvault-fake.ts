import { createDataset, type DatasetOptions } from '../shared/dataset.ts';
import { jsonBody, serveFake, type WindowQuota, windowQuota } from '../shared/define-fake.ts';
import type { GenOrder, GenProduct } from '../shared/generate.ts';
import type { FakeRequest, FakeResponse } from '../shared/http.ts';

/**
 * A local SkuVault API (reference source-apis.md §8): every call a **POST** of JSON to `/api/{area}/{call}`
 * with `TenantToken` and `UserToken` **in the body**; `PageNumber` from **0** and `PageSize` up to 10,000
 * (a short page ends the list); `products/getProducts` and `inventory/getItemQuantities` filtered by
 * `ModifiedAfterDateTimeUtc` / `ModifiedBeforeDateTimeUtc`; `inventory/getInventoryByLocation` by
 * `ProductSKUs`, its `Items` an object keyed by SKU; `inventory/getWarehouses`; `sales/getSalesByDate`
 * by `FromDate` / `ToDate` on the sale date, answered as a bare array (as public client code reads it).
 * Throttling is per user and per call: `X-RateLimit-Limit`, `X-RateLimit-Remaining`, `X-RateLimit-Reset`
 * (epoch seconds) on every answer and 429 once the call's budget for the window is spent.
 *
 * Assumed, not documented (reference §8 says so): the 401 status and body for bad tokens, the order of
 * the lists (oldest change first), a window that takes its After bound inclusively and its Before bound
 * exclusively, and the budgets of getItemQuantities and getWarehouses (not named in the vendor's tiers).
 */

export interface SkuVaultFakeOptions extends DatasetOptions {
  port?: number;
  tenantToken?: string;
  userToken?: string;
  /** calls per window for each call name; defaults from the vendor's tiers (reference §8) */
  limits?: Partial<Record<string, number>>;
  windowMs?: number;
}

const MAX_PAGE_SIZE = 10_000;

/** "Heavy" reads ≈5 a minute (reference §8); the rest assumed "medium". */
const DEFAULT_LIMITS: Record<string, number> = {
  'products/getProducts': 5,
  'inventory/getInventoryByLocation': 5,
  'sales/getSalesByDate': 5,
  'inventory/getLocations': 5,
  'inventory/getItemQuantities': 10,
  'inventory/getWarehouses': 10,
};

const SALE_STATUS = { paid: 'Completed', refunded: 'Cancelled', pending: 'Pending' } as const;

type Body = Record<string, unknown>;

export async function startSkuVaultFake(options: SkuVaultFakeOptions = {}) {
  const data = createDataset(options);
  const auth = {
    tenantToken: options.tenantToken ?? 'skuvault-test-tenant-token',
    userToken: options.userToken ?? 'skuvault-test-user-token',
  };
  const limits = { ...DEFAULT_LIMITS, ...options.limits };
  const windowMs = options.windowMs ?? 60_000;
  /** a window per user token and call */
  const windows = new Map<string, WindowQuota>();
  /** quantity per `sku@warehouse` once a test sets it, and when each SKU's quantities last changed */
  const stock = new Map<string, number>();
  const stockChangedAt = new Map<string, string>();

  const warehouses = () =>
    Array.from({ length: data.locations.count }, (_, i) => data.locations.get(i + 1)!).map((l) => ({
      Id: String(l.id),
      Code: `WH-${l.id}`,
    }));
  const productBySku = (sku: string) => {
    const id = Number(/^SKU-(\d+)$/.exec(sku)?.[1]);
    return Number.isInteger(id) ? data.products.get(id) : undefined;
  };
  const quantityAt = (product: GenProduct, warehouse: number) => {
    const key = `${product.sku}@${warehouse}`;
    if (stock.has(key)) return stock.get(key)!;
    return data.inventory.get((product.id - 1) * Math.max(1, data.sizes.locations) + warehouse)?.quantity ?? 0;
  };
  const quantitiesModified = (product: GenProduct) => stockChangedAt.get(product.sku) ?? product.updatedAt;

  const throttle = (call: string, userToken: string) => {
    const key = `${userToken} ${call}`;
    const limit = limits[call] ?? 10;
    let window = windows.get(key);
    if (!window) {
      window = windowQuota({ limit, windowMs });
      windows.set(key, window);
    }
    const spent = window.take() !== null;
    return {
      spent,
      headers: {
        'x-ratelimit-limit': String(limit),
        'x-ratelimit-remaining': String(window.remaining),
        'x-ratelimit-reset': String(Math.ceil(window.endsAt / 1000)),
      },
    };
  };

  const handle = (request: FakeRequest): FakeResponse => {
    const route = /^\/api\/([a-zA-Z]+\/[a-zA-Z]+)\/?$/.exec(request.url.pathname);
    if (!route) return { status: 404, body: { Errors: ['Not found'] } };
    if (request.method !== 'POST')
      return { status: 405, body: { Errors: ['The requested resource does not support GET'] } };
    const body = jsonBody<Body>(request);
    if (body === undefined) return { status: 400, body: { Errors: ['The request body is not valid JSON'] } };
    if (body.TenantToken !== auth.tenantToken || body.UserToken !== auth.userToken) {
      return { status: 401, body: { Status: 'Unauthorized', Errors: ['Invalid TenantToken and/or UserToken'] } };
    }
    const call = route[1]!;
    const limited = throttle(call, auth.userToken);
    if (limited.spent) {
      return { status: 429, headers: limited.headers, body: { Errors: [`Throttled: ${call} is over its limit`] } };
    }
    const answer = dispatch(call, body);
    return { ...answer, headers: { ...answer.headers, ...limited.headers } };
  };

  const paging = (body: Body) => {
    const size = Number(body.PageSize ?? MAX_PAGE_SIZE);
    const number = Number(body.PageNumber ?? 0);
    if (!(Number.isInteger(size) && size >= 1 && size <= MAX_PAGE_SIZE) || !(Number.isInteger(number) && number >= 0)) {
      return null;
    }
    return { offset: number * size, size };
  };
  const dateOf = (value: unknown): number | null => {
    if (typeof value !== 'string' || !value) return null;
    const ms = Date.parse(/[zZ]|[+-]\d\d:?\d\d$/.test(value) ? value : `${value}Z`);
    return Number.isNaN(ms) ? null : ms;
  };
  const inWindow = (iso: string, after: number | null, before: number | null) => {
    const ms = Date.parse(iso);
    return (after === null || ms >= after) && (before === null || ms < before);
  };
  const badPaging: FakeResponse = { status: 400, body: { Errors: ['PageSize must be between 1 and 10000'] } };

  const dispatch = (call: string, body: Body): FakeResponse => {
    const page = paging(body);
    if (!page) return badPaging;
    const after = dateOf(body.ModifiedAfterDateTimeUtc);
    const before = dateOf(body.ModifiedBeforeDateTimeUtc);
    switch (call) {
      case 'products/getProducts': {
        const { records } = data.products.slice(
          { where: (p) => inWindow(p.updatedAt, after, before) },
          page.offset,
          page.size,
        );
        return { status: 200, body: { Products: records.map(productJson), Errors: [] } };
      }
      case 'inventory/getItemQuantities': {
        const all = [...data.products.scan({}, null)]
          .filter((p) => inWindow(quantitiesModified(p), after, before))
          .sort((a, b) => Date.parse(quantitiesModified(a)) - Date.parse(quantitiesModified(b)) || a.id - b.id);
        const rows = all.slice(page.offset, page.offset + page.size).map((p) => {
          const total = warehouses().reduce((sum, _, i) => sum + quantityAt(p, i + 1), 0);
          return {
            Sku: p.sku,
            Code: p.upc,
            TotalOnHand: total,
            AvailableQuantity: total,
            HeldQuantity: 0,
            PendingQuantity: 0,
            PickedQuantity: 0,
            LastModifiedDateTimeUtc: quantitiesModified(p),
          };
        });
        return { status: 200, body: { Items: rows, Errors: [] } };
      }
      case 'inventory/getInventoryByLocation': {
        const skus = Array.isArray(body.ProductSKUs) ? (body.ProductSKUs as string[]) : null;
        const products = (skus ?? []).map(productBySku).filter((p): p is GenProduct => Boolean(p));
        const chosen = skus ? products : [...data.products.scan({}, null)];
        const items: Record<string, unknown[]> = {};
        for (const p of chosen.slice(page.offset, page.offset + page.size)) {
          items[p.sku] = warehouses().map((w, i) => ({
            WarehouseCode: w.Code,
            LocationCode: `A-${i + 1}`,
            Quantity: quantityAt(p, i + 1),
            Reserve: false,
          }));
        }
        return { status: 200, body: { Items: items, Errors: [] } };
      }
      case 'inventory/getWarehouses':
        return {
          status: 200,
          body: { Warehouses: warehouses().slice(page.offset, page.offset + page.size), Errors: [] },
        };
      case 'sales/getSalesByDate': {
        const from = dateOf(body.FromDate);
        const to = dateOf(body.ToDate);
        const { records } = data.orders.slice(
          { where: (o) => inWindow(o.createdAt, from, to) },
          page.offset,
          page.size,
        );
        return { status: 200, body: records.map((o) => saleJson(o, data.products.get.bind(data.products))) };
      }
      default:
        return { status: 404, body: { Errors: [`No call ${call}`] } };
    }
  };

  return serveFake({ port: options.port, data, handle }, ({ url }) => ({
    /** the API base: `{url}/api/{area}/{call}` */
    apiUrl: `${url}/api`,
    credentials: auth,
    warehouseCode: (locationId: number) => `WH-${locationId}`,
    /** sets a SKU's quantity in a warehouse: its quantities are modified now (not the product) */
    setStock(productId: number, locationId: number, quantity: number) {
      const product = data.products.get(productId)!;
      stock.set(`${product.sku}@${locationId}`, quantity);
      stockChangedAt.set(product.sku, `${new Date().toISOString().slice(0, 19)}Z`);
    },
  }));
}

export type SkuVaultFake = Awaited<ReturnType<typeof startSkuVaultFake>>;

function productJson(product: GenProduct) {
  return {
    Id: String(product.id),
    Sku: product.sku,
    Code: product.upc,
    Description: product.title,
    ShortDescription: product.title,
    Brand: product.brand,
    Classification: product.category,
    Cost: Math.round(product.price * 50) / 100,
    SalePrice: product.price,
    RetailPrice: product.price,
    Attributes: [
      { Name: 'Size', Value: product.size },
      { Name: 'Color', Value: product.color },
    ],
    CreatedDateUtc: product.createdAt,
    ModifiedDateUtc: product.updatedAt,
  };
}

function saleJson(order: GenOrder, productOf: (id: number) => GenProduct | undefined) {
  return {
    Id: `1-${order.number}`,
    Status: SALE_STATUS[order.status],
    SaleDate: order.createdAt,
    Marketplace: order.channel === 'store' ? 'Retail Store' : 'Web Store',
    Channel: order.channel === 'store' ? 'POS' : 'Web',
    Client: '',
    ContactInfo: { FirstName: '', LastName: '', Email: order.email ?? '', Phone: '', Company: '' },
    MerchantItems: order.lines.map((line) => ({
      Sku: productOf(line.productId)?.sku ?? '',
      PartNumber: '',
      Quantity: line.quantity,
      UnitPrice: { a: line.price, s: '$' },
    })),
    ShippingCharge: { a: 0, s: '$' },
    Notes: '',
  };
}
