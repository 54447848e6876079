import { createDataset, type Dataset, type DatasetOptions } from '../shared/dataset.ts';
import { jsonBody, retryLater, serveFake, windowQuota } from '../shared/define-fake.ts';
import type { GenLocation, GenOrder, GenProduct } from '../shared/generate.ts';
import type { FakeRequest, FakeResponse } from '../shared/http.ts';
import { skipTake } from '../shared/paging.ts';
import { buyerOf } from '../shared/store-records.ts';
import { type LocalTime, toWallTime, wallMs } from '../shared/wall-time.ts';

/**
 * A local Teamwork Commerce CHQ API (reference source-apis.md §12): `POST {chq}/chqapi/export/{api-id}`
 * with the header `ApiKey`, the body `{ApiDocumentId, Request:{Settings, Filters, SortDescriptions,
 * Skip, Top}}`, answered with an API document `{ApiDocumentId, Status, TotalRecords, RecordsCount,
 * Response:{...}}`; `TotalRecords` ignores Skip/Top, `RecordsCount` reflects them. Filters take the
 * operators Equal … Contains; sales receipts always come sorted by `RecModified` ascending. A key may be
 * allowed only some API types. Exports: `sales-receipt` (SalesReceipts), `location-export` (Locations),
 * `catalog-export` (Items); `ItemIdentifierSetting` chooses how items are named (PLU, ExternalId, CLU, UPC).
 *
 * Tenants are told apart by path: `{url}/sites/{host}` stands for `https://{host}` (see `chqUrlTemplate`).
 *
 * Assumed, not documented (docs/vendors/teamwork.md): the status and body of a refused key (401) and of a
 * key not allowed an API type (403); the catalog's record key and field names; dates as the tenant's wall
 * time without a zone; a Top of at most 1,000; and rate limiting (not documented): an optional budget
 * per window answered with 429 and `Retry-After`. The async export and its status polling are not served.
 */

export interface TeamworkFakeOptions extends DatasetOptions {
  port?: number;
  host?: string;
  apiKey?: string;
  /** the API types the key is allowed (default: all) */
  allowedTypes?: string[];
  timeZone?: string;
  /** requests per window before 429 (assumed; default 300 a minute) */
  limit?: number;
  windowMs?: number;
}

const MAX_TOP = 1000;
const API_TYPES = ['sales-receipt', 'location-export', 'catalog-export'] as const;
type ApiType = (typeof API_TYPES)[number];

interface ExportRequest {
  ApiDocumentId?: string;
  Request?: {
    Settings?: { Key: string; Value: string }[];
    Filters?: { Field: string; Operator: string; Value: string }[];
    SortDescriptions?: { Name: string; Direction: string }[];
    Skip?: number;
    Top?: number;
  };
}

const OPERATORS: Record<string, (a: number, b: number) => boolean> = {
  Equal: (a, b) => a === b,
  Notequal: (a, b) => a !== b,
  Greaterthan: (a, b) => a > b,
  Lessthan: (a, b) => a < b,
  Greaterthanorequal: (a, b) => a >= b,
  Lessthanorequal: (a, b) => a <= b,
};

export async function startTeamworkFake(options: TeamworkFakeOptions = {}) {
  const data = createDataset(options);
  const host = options.host ?? 'demo.teamworkcommerce.test';
  const apiKey = options.apiKey ?? '6f1c2e9a-teamwork-test-key';
  const allowed = new Set(options.allowedTypes ?? API_TYPES);
  const timeZone = options.timeZone ?? 'America/New_York';
  const quota = windowQuota({
    limit: options.limit ?? 300,
    windowMs: options.windowMs ?? 60_000,
    startsOnFirstRequest: true,
    refuse: (seconds) => retryLater(429, seconds, { Message: 'Too many requests' }),
  });
  const local = (iso: string) => toWallTime(iso, timeZone);
  const failed = (status: number, message: string): FakeResponse => ({ status, body: { Message: message } });

  const handle = (request: FakeRequest): FakeResponse => {
    const route = /^\/sites\/([^/]+)\/chqapi\/export\/([a-z-]+)\/?$/.exec(request.url.pathname);
    if (!route || route[1] !== host) return { status: 404, body: '<html><body>Not Found</body></html>' };
    if (request.method !== 'POST') return failed(405, 'The requested resource does not support this method.');
    if (request.headers.apikey !== apiKey) return failed(401, 'Authorization has been denied for this request.');
    const type = route[2] as ApiType;
    if (!API_TYPES.includes(type)) return failed(400, 'API document was not successfully prepared');
    if (!allowed.has(type)) return failed(403, `The API key is not allowed the ${type} API.`);
    const limited = quota.take();
    if (limited) return limited;
    const body = jsonBody<ExportRequest>(request);
    if (body === undefined) return failed(400, 'API document was not successfully prepared');
    const req = body.Request ?? {};
    const range = skipTake(req.Skip ?? 0, req.Top ?? 100, MAX_TOP);
    if (!range) return failed(400, 'API document was not successfully prepared');
    const { skip, take: top } = range;
    const filters = req.Filters ?? [];
    const bad = filters.find((f) => f.Field !== 'RecModified' || !OPERATORS[f.Operator] || wallMs(f.Value) === null);
    if (bad) return failed(400, 'API document was not successfully prepared');
    const passes = (iso: string) => filters.every((f) => OPERATORS[f.Operator]!(wallMs(local(iso))!, wallMs(f.Value)!));
    const setting = (key: string) => req.Settings?.find((s) => s.Key === key)?.Value;
    const identify = itemIdentifier(setting('ItemIdentifierSetting') ?? 'PLU');
    const document = (key: string, rows: unknown[], total: number) => ({
      status: 200,
      body: {
        ApiDocumentId: body.ApiDocumentId ?? null,
        Status: 'Successful',
        ErrorMessage: null,
        TotalRecords: total,
        RecordsCount: rows.length,
        Response: { [key]: rows },
      },
    });
    switch (type) {
      case 'sales-receipt': {
        const { records, total } = data.orders.slice({ where: (o) => passes(o.updatedAt) }, skip, top);
        return document('SalesReceipts', records.map(receiptJson(local, data, identify)), total);
      }
      case 'location-export': {
        const { records, total } = data.locations.slice({ where: (l) => passes(l.updatedAt) }, skip, top);
        return document('Locations', records.map(locationJson(local)), total);
      }
      case 'catalog-export': {
        const { records, total } = data.products.slice({ where: (p) => passes(p.updatedAt) }, skip, top);
        return document('Items', records.map(itemJson(local, identify)), total);
      }
    }
  };

  return serveFake({ port: options.port, data, handle }, ({ url }) => ({
    /** `{url}` stands for the CHQ host as the source detail holds it (no scheme) */
    chqUrlTemplate: `${url}/sites/{url}`,
    credentials: { url: host, apiKey },
    timeZone,
  }));
}

export type TeamworkFake = Awaited<ReturnType<typeof startTeamworkFake>>;

/** How an item is named in the answer, by the request's ItemIdentifierSetting. */
const itemIdentifier = (setting: string) => (p: GenProduct) =>
  setting === 'UPC' ? p.upc : setting === 'CLU' ? p.sku : setting === 'ExternalId' ? `EXT-${p.id}` : String(p.id);

const locationCode = (l: GenLocation) => `LOC${String(l.id).padStart(3, '0')}`;

const locationJson = (local: LocalTime) => (l: GenLocation) => ({
  LocationId: `00000000-0000-0000-0000-${String(l.id).padStart(12, '0')}`,
  Code: locationCode(l),
  Name: l.name,
  RecModified: local(l.updatedAt),
  ContactInfo: { Address1: l.street1, City: l.city, State: l.state, PostalCode: l.zip },
});

const itemJson = (local: LocalTime, identify: (p: GenProduct) => string) => (p: GenProduct) => ({
  ItemId: `10000000-0000-0000-0000-${String(p.id).padStart(12, '0')}`,
  ItemIdentifier: identify(p),
  Description: p.title,
  Brand: p.brand,
  Department: p.department,
  Size: p.size,
  Color: p.color,
  Upc: p.upc,
  BasePrice: p.price,
  RecModified: local(p.updatedAt),
});

const receiptJson = (local: LocalTime, data: Dataset, identify: (p: GenProduct) => string) => (o: GenOrder) => {
  const customer = buyerOf(o, data.customers);
  const location = data.locations.get(o.locationId ?? 1);
  return {
    SalesReceiptId: `20000000-0000-0000-0000-${String(o.id).padStart(12, '0')}`,
    SalesReceiptNo: o.number,
    RecModified: local(o.updatedAt),
    PostedDateTime: local(o.createdAt),
    Location: location ? locationCode(location) : null,
    TransactionType: o.status === 'refunded' ? 'Return' : 'Sale',
    TotalAmount: o.total,
    TotalTaxAmount: 0,
    TotalDiscountAmount: o.discount,
    SellInfo: customer
      ? {
          Customer: String(customer.id),
          FirstName: customer.firstName,
          LastName: customer.lastName,
          Email: customer.email,
          Phone: customer.phone,
        }
      : null,
    Items: o.lines.map((line, i) => {
      const product = data.products.get(line.productId)!;
      return {
        LineNo: i + 1,
        ItemIdentifier: identify(product),
        Description: product.title,
        Upc: product.upc,
        Qty: line.quantity,
        NetPrice: line.price,
      };
    }),
  };
};
