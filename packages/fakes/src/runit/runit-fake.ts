import { createDataset, type DatasetOptions } from '../shared/dataset.ts';
import { retryLater, routed, serveFake, windowQuota } from '../shared/define-fake.ts';
import type { GenCustomer, GenInventory, GenLocation, GenOrder, GenProduct } from '../shared/generate.ts';
import { sinceList } from '../shared/paging.ts';
import { linesWithProducts } from '../shared/store-records.ts';
import { wallParts } from '../shared/wall-time.ts';

/**
 * A local Runit (Run.It Systems) store server. Nothing public describes Runit's API (the shared
 * reference has no entry; docs/vendors/runit.md), so EVERYTHING here is an assumption the client
 * shares, made from what spec 2 asks of a Runit source: a server `url`, a `storeId`, a `timezone` and
 * tender types.
 *
 * - No key: the store is named by the server address and the store id (spec 2 §3 gives no secret).
 * - `GET {server}/api/v1/stores/{storeId}` the store; `/customers`, `/sales` (lines and tenders inline),
 *   `/products` (with Runit's Dept, Gender, SubType, Typ fields, spec 2 §3) and `/inventory` under it.
 * - Lists: `page` (from 1) and `pageSize` (≤ 500), body `{Items, Page, PageSize, TotalCount}`, oldest
 *   change first; `modifiedSince` (inclusive) filters on `LastModified`.
 * - Dates are the store's local wall time without an offset (why the source has a timezone).
 * - An unknown store answers 404 `{Message}`; a server that is not Runit answers a plain 404.
 * - Throttling: `quota` requests per `windowMs` per store, then 429 with `Retry-After` (seconds).
 *
 * Servers are told apart by path: `{url}/servers/{host}` stands for `https://{host}` (`serverUrlTemplate`).
 */

export interface RunitFakeOptions extends DatasetOptions {
  port?: number;
  /** the server address a user types (no scheme) */
  host?: string;
  storeId?: string;
  /** the store's time zone: the wall time its dates are written in */
  timezone?: string;
  quota?: number;
  windowMs?: number;
}

const MAX_PAGE_SIZE = 500;
/** the tender a web sale is paid with here; stores list such tenders in the source's Tender Types */
export const RUNIT_WEB_TENDER = 'Web Order';
const STORE_TENDERS = ['Visa', 'Cash', 'MasterCard', 'Gift Card'];
const DEPTS = ['Footwear', 'Apparel', 'Accessories', 'Nutrition'];
const GENDERS = ['Mens', 'Womens', 'Unisex'];
const SUBTYPES = ['Road', 'Trail', 'Track', 'Casual'];
const TYPS = ['Neutral', 'Stability', 'Cushion', 'Lightweight'];

/** `2024-05-01T09:30:00` (no offset) as the wall time of an instant in a zone. */
export function localTime(instantMs: number, timeZone: string): string {
  const parts = wallParts(instantMs, timeZone);
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}:${parts.second}`;
}

/** The earliest instant whose wall time in the zone is `local` (offsets sampled a day either side). */
export function instantOfLocal(local: string, timeZone: string): number | null {
  const wall = Date.parse(`${local}Z`);
  if (Number.isNaN(wall)) return null;
  const offsets = [-86_400_000, 86_400_000].map((d) => Date.parse(`${localTime(wall + d, timeZone)}Z`) - (wall + d));
  const candidates = offsets.map((o) => wall - o).filter((t) => localTime(t, timeZone) === local.slice(0, 19));
  return candidates.length ? Math.min(...candidates) : wall - offsets[0]!;
}

export async function startRunitFake(options: RunitFakeOptions = {}) {
  const data = createDataset({ locations: 1, ...options });
  const store = {
    host: options.host ?? 'runit.example.com',
    storeId: options.storeId ?? '1001',
    timezone: options.timezone ?? 'America/New_York',
  };
  const local = (iso: string) => localTime(Date.parse(iso), store.timezone);
  const quota = windowQuota({
    limit: options.quota ?? 600,
    windowMs: options.windowMs ?? 60_000,
    refuse: (seconds) => retryLater(429, seconds, { Message: 'Too many requests' }),
  });

  const handle = routed({
    route: (request) => {
      const route = /^\/servers\/([^/]+)\/api\/v1\/stores\/([^/]+)(\/[a-z]+)?\/?$/.exec(request.url.pathname);
      return route && route[1]!.toLowerCase() === store.host ? route : null;
    },
    // a web server that is not a Runit server: no JSON
    notFound: { status: 404, body: 'Not Found' },
    auth: (_request, route) => {
      const storeId = decodeURIComponent(route[2]!);
      return storeId === store.storeId ? null : { status: 404, body: { Message: `Store ${storeId} was not found` } };
    },
    quota,
    method: { allowed: 'GET', refused: { status: 405, body: { Message: 'Method not allowed' } } },
    serve: ({ url }, route) => {
      switch (route[3] ?? '') {
        case '':
          return { status: 200, body: storeJson(data.locations.get(1)!) };
        case '/customers':
          return list(data.customers, url, customerJson);
        case '/sales':
          return list(data.orders, url, saleJson);
        case '/products':
          return list(data.products, url, productJson);
        case '/inventory':
          // this store's column of the product × location grid (location 1)
          return list(data.inventory, url, inventoryJson, (row) => row.locationId === 1);
        default:
          return { status: 404, body: { Message: 'No such resource' } };
      }
    },
  });

  const list = sinceList({
    size: 'pageSize',
    defaultSize: 100,
    maxSize: MAX_PAGE_SIZE,
    since: 'modifiedSince',
    readSince: (text) => instantOfLocal(text, store.timezone),
    badSize: { status: 400, body: { Message: `pageSize must be between 1 and ${MAX_PAGE_SIZE}` } },
    badSince: { status: 400, body: { Message: 'modifiedSince is not a date' } },
    body: (items, { page, size, total }) => ({ Items: items, Page: page, PageSize: size, TotalCount: total }),
  });

  const customerJson = (c: GenCustomer) => ({
    CustomerId: c.id,
    FirstName: c.firstName,
    LastName: c.lastName,
    Email: c.email,
    Phone: c.phone,
    OptIn: c.acceptsMarketing,
    Created: local(c.createdAt),
    LastModified: local(c.updatedAt),
  });

  const productJson = (p: GenProduct) => ({
    Sku: p.sku,
    Upc: p.upc,
    Description: p.title,
    Brand: p.brand,
    Dept: DEPTS[p.id % DEPTS.length],
    Gender: GENDERS[p.id % GENDERS.length],
    SubType: SUBTYPES[p.id % SUBTYPES.length],
    Typ: TYPS[p.id % TYPS.length],
    Size: p.size,
    Color: p.color,
    Price: p.price,
    LastModified: local(p.updatedAt),
  });

  const inventoryJson = (row: GenInventory) => ({
    Sku: data.products.get(row.productId)?.sku ?? '',
    OnHand: row.quantity,
    LastModified: local(row.updatedAt),
  });

  const saleJson = (o: GenOrder) => {
    const lines = linesWithProducts(o, data.products).map(({ number, line, product }) => ({
      LineNo: number,
      Sku: product?.sku ?? '',
      Upc: product?.upc ?? '',
      Description: product?.title ?? 'Deleted item',
      Qty: line.quantity,
      Price: line.price,
    }));
    const tender = o.channel === 'web' ? RUNIT_WEB_TENDER : STORE_TENDERS[o.id % STORE_TENDERS.length]!;
    return {
      TicketNo: o.number,
      CustomerId: o.customerId,
      Email: o.email,
      Status: o.status === 'refunded' ? 'Return' : o.status === 'pending' ? 'Layaway' : 'Sale',
      Discount: o.discount,
      Total: o.total,
      Tenders: [{ TenderType: tender, Amount: o.total }],
      Lines: lines,
      SaleDate: local(o.createdAt),
      LastModified: local(o.updatedAt),
    };
  };

  const storeJson = (l: GenLocation) => ({
    StoreId: store.storeId,
    Name: l.name,
    Address1: l.street1,
    City: l.city,
    State: l.state,
    Zip: l.zip,
    TimeZone: store.timezone,
  });

  return serveFake({ port: options.port, data, handle }, ({ url }) => ({
    /** the server base for a typed URL: `{url}` is the server address */
    serverUrlTemplate: `${url}/servers/{url}`,
    credentials: { url: store.host, storeId: store.storeId, timezone: store.timezone },
    /** starts a fresh throttling window (tests) */
    resetQuota: quota.reset,
  }));
}

export type RunitFake = Awaited<ReturnType<typeof startRunitFake>>;
