import { createDataset, type Dataset, type DatasetOptions } from '../shared/dataset.ts';
import { jsonBody, retryLater, serveFake, windowQuota } from '../shared/define-fake.ts';
import type { GenCustomer, GenOrder, GenProduct } from '../shared/generate.ts';
import type { FakeRequest, FakeResponse } from '../shared/http.ts';
import { skipTake } from '../shared/paging.ts';
import { buyerOf, linesWithProducts } from '../shared/store-records.ts';
import { type LocalTime, toWallTime, wallMs } from '../shared/wall-time.ts';

/**
 * A local RICS Enterprise API (reference source-apis.md §6): every call, reads included, a **POST** of
 * JSON to `/api/{Service}/{Method}` with the header `Token`; `Skip` / `Take` in the body; every answer
 * the envelope `{IsSuccessful, Message, ValidationMessages, ResultStatistics{TotalRecords, ...}}` plus
 * the data array (`Customers`, `Products`, `Items`, `Sales`); a bad token is HTTP 401; a logical failure
 * is HTTP 200 with `IsSuccessful:false`. Sales are filtered by ticket and batch date ranges.
 *
 * Assumed, not documented (docs/vendors/rics.md lists them): the field names inside the records; dates
 * as the store's wall time without a zone; `Inventory/GetInventoryOnHand` as the stock path (the one
 * public client posts it under `GiftCard/`); a `Take` of at most 100; sales in batch-date order; the
 * 401 body; and rate limiting (RICS documents none): an optional budget per window answered with 429
 * and `Retry-After`.
 */

export interface RicsFakeOptions extends DatasetOptions {
  port?: number;
  token?: string;
  /** the store's time zone: every date is sent as its wall time there */
  timeZone?: string;
  /** requests per window before 429 (assumed; default 300 a minute) */
  limit?: number;
  windowMs?: number;
}

const MAX_TAKE = 100;

type Body = Record<string, unknown>;

export async function startRicsFake(options: RicsFakeOptions = {}) {
  const data = createDataset(options);
  const token = options.token ?? 'rics-test-token';
  const timeZone = options.timeZone ?? 'America/Chicago';
  const quota = windowQuota({
    limit: options.limit ?? 300,
    windowMs: options.windowMs ?? 60_000,
    startsOnFirstRequest: true,
    refuse: (seconds) => retryLater(429, seconds, { Message: 'Too many requests' }),
  });
  const local = (iso: string) => toWallTime(iso, timeZone);
  const storeCode = (locationId: number) => 100 + locationId;

  const envelope = (key: string, rows: unknown[], total: number, skip: number): FakeResponse => ({
    status: 200,
    body: {
      IsSuccessful: true,
      Message: null,
      ValidationMessages: [],
      ResultStatistics: { TotalRecords: total, StartRecord: skip + 1, EndRecord: skip + rows.length },
      [key]: rows,
    },
  });
  const refuse = (message: string): FakeResponse => ({
    status: 200,
    body: { IsSuccessful: false, Message: message, ValidationMessages: [message], ResultStatistics: null },
  });

  const handle = (request: FakeRequest): FakeResponse => {
    const route = /^\/api\/([A-Za-z]+\/[A-Za-z]+)\/?$/.exec(request.url.pathname);
    if (!route) return { status: 404, body: { Message: 'No HTTP resource was found that matches the request URI.' } };
    if (request.method !== 'POST')
      return { status: 405, body: { Message: "The requested resource does not support http method 'GET'." } };
    if (request.headers.token !== token) {
      return { status: 401, body: { Message: 'Authorization has been denied for this request.' } };
    }
    const limited = quota.take();
    if (limited) return limited;
    const body = jsonBody<Body>(request);
    if (body === undefined) return { status: 400, body: { Message: 'The request is invalid.' } };
    const range = skipTake(body.Skip ?? 0, body.Take ?? MAX_TAKE, MAX_TAKE);
    if (!range) return refuse(`Take must be between 1 and ${MAX_TAKE}; Skip must not be negative.`);
    return dispatch(route[1]!, body, range.skip, range.take);
  };

  const productBySku = (sku: string) => {
    const id = Number(/^SKU-(\d+)$/.exec(sku)?.[1]);
    return Number.isInteger(id) ? data.products.get(id) : undefined;
  };

  const dispatch = (call: string, body: Body, skip: number, take: number): FakeResponse => {
    switch (call) {
      case 'Customer/GetCustomer': {
        const all = data.customers.sliceById(0, data.customers.count).filter((c) => {
          if (typeof body.Email === 'string' && body.Email) return c.email === body.Email.toLowerCase();
          if (body.CustomerId !== undefined && body.CustomerId !== null) return customerId(c) === body.CustomerId;
          return true;
        });
        return envelope('Customers', all.slice(skip, skip + take).map(customerJson(local)), all.length, skip);
      }
      case 'Product/GetProductDetails': {
        const sku = typeof body.Sku === 'string' && body.Sku ? body.Sku : null;
        const all = sku
          ? [productBySku(sku)].filter((p): p is GenProduct => Boolean(p))
          : data.products.sliceById(0, data.products.count);
        return envelope('Products', all.slice(skip, skip + take).map(productJson(local)), all.length, skip);
      }
      case 'Inventory/GetInventoryOnHand': {
        const store = body.StoreCode === undefined || body.StoreCode === null ? null : Number(body.StoreCode);
        const rows = data.inventory
          .sliceById(0, data.inventory.count)
          .filter((row) => store === null || storeCode(row.locationId) === store);
        const page = rows.slice(skip, skip + take).map((row) => {
          const product = data.products.get(row.productId)!;
          const location = data.locations.get(row.locationId)!;
          return {
            Sku: product.sku,
            Upc: product.upc,
            StoreCode: storeCode(row.locationId),
            StoreName: location.name,
            Column: product.size,
            Row: gridRow(product),
            OnHand: row.quantity,
          };
        });
        return envelope('Items', page, rows.length, skip);
      }
      case 'POS/GetPOSTransaction': {
        const range = (start: unknown, end: unknown) => ({ start: wallMs(start), end: wallMs(end) });
        const ticket = range(body.TicketDateStart, body.TicketDateEnd);
        const batch = range(body.BatchStartDate, body.BatchEndDate);
        if (ticket.start === null && batch.start === null) {
          return refuse('A ticket date range or a batch date range is required.');
        }
        const store = body.StoreCode === undefined || body.StoreCode === null ? null : Number(body.StoreCode);
        const within = (iso: string, r: { start: number | null; end: number | null }) => {
          const ms = wallMs(local(iso))!;
          return (r.start === null || ms >= r.start) && (r.end === null || ms <= r.end);
        };
        const { records, total } = data.orders.slice(
          {
            where: (o) =>
              within(o.updatedAt, batch) &&
              within(o.createdAt, ticket) &&
              (store === null || (o.locationId !== null && storeCode(o.locationId) === store)),
          },
          skip,
          take,
        );
        return envelope('Sales', records.map(saleJson(local, data, storeCode)), total, skip);
      }
      default:
        return { status: 404, body: { Message: `No action ${call} was found on the controller.` } };
    }
  };

  return serveFake({ port: options.port, data, handle }, ({ url }) => ({
    /** the API base: `{url}/api/{Service}/{Method}` */
    apiUrl: `${url}/api`,
    credentials: { token },
    timeZone,
    storeCode,
  }));
}

export type RicsFake = Awaited<ReturnType<typeof startRicsFake>>;

/**
 * RICS sizes are a grid: the column is the size, the row a width where the store keeps one (assumed:
 * every other product, so both a plain and a two-axis grid are served).
 */
const GRID_ROWS = ['D', '2E', 'B'];
const gridRow = (p: GenProduct) => (p.id % 2 === 0 ? GRID_ROWS[(p.id / 2) % GRID_ROWS.length]! : '');

const customerId = (c: GenCustomer) => `C${String(c.id).padStart(6, '0')}`;

const customerJson = (local: LocalTime) => (c: GenCustomer) => ({
  CustomerId: customerId(c),
  AccountNumber: String(500_000 + c.id),
  FirstName: c.firstName,
  LastName: c.lastName,
  Email: c.email,
  PhoneNumber: c.phone,
  MailingList: c.acceptsMarketing,
  DateCreated: local(c.createdAt),
  DateModified: local(c.updatedAt),
});

const productJson = (local: LocalTime) => (p: GenProduct) => ({
  Sku: p.sku,
  Upc: p.upc,
  Summary: p.title,
  Description: p.title,
  SupplierName: p.brand,
  ClassName: p.category,
  Column: p.size,
  Row: gridRow(p),
  Color: p.color,
  RetailPrice: p.price,
  DateModified: local(p.updatedAt),
});

const saleJson = (local: LocalTime, data: Dataset, storeCode: (id: number) => number) => (o: GenOrder) => {
  const customer = buyerOf(o, data.customers);
  const location = o.locationId === null ? null : data.locations.get(o.locationId)!;
  return {
    TicketNumber: String(o.number),
    TicketDateTime: local(o.createdAt),
    BatchDateTime: local(o.updatedAt),
    // web orders are rung up at the first store (RICS is a store system)
    StoreCode: storeCode(location?.id ?? 1),
    StoreName: (location ?? data.locations.get(1))?.name ?? '',
    SaleType: o.channel === 'web' ? 'Web' : 'Store',
    TicketVoided: o.status === 'refunded',
    Customer: customer
      ? {
          CustomerId: customerId(customer),
          AccountNumber: String(500_000 + customer.id),
          Email: customer.email,
          FirstName: customer.firstName,
          LastName: customer.lastName,
        }
      : null,
    DiscountAmount: o.discount,
    TicketTotal: o.total,
    SaleDetails: linesWithProducts(o, data.products).map(({ number, line, product }) => ({
      TicketLineNumber: number,
      Sku: product?.sku ?? '',
      Upc: product?.upc ?? '',
      Description: product?.title ?? '',
      Quantity: line.quantity,
      AmountPaid: line.price,
    })),
  };
};
