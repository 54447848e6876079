import { createDataset, type DatasetOptions } from '../shared/dataset.ts';
import { routed, serveFake, windowQuota } from '../shared/define-fake.ts';
import type { GenCustomer, GenLocation, GenOrder, GenProduct } from '../shared/generate.ts';
import { bearerToken, type FakeResponse } from '../shared/http.ts';
import { isoMs, pageMeta, sinceList } from '../shared/paging.ts';
import { linesWithProducts } from '../shared/store-records.ts';

/**
 * A local FleetFeet Online (Fleet Feet's national web store, whose orders belong to the franchise
 * stores). Nothing public describes its API (docs/vendors/fleetfeet.md), so EVERYTHING here is an
 * assumption the client shares, made from what spec 2 asks of the source: only a list of store owners.
 *
 * - Auth is StoreLens's partner key (`Authorization: Bearer`), not the store's: the form asks for none.
 *   A wrong key answers 401.
 * - Every list is scoped by `storeOwner` (comma-separated): an owner the platform does not know answers
 *   404, an owner that has not granted StoreLens access 403 (both `{error, message}`).
 * - `GET /api/v1/stores`, `/customers`, `/orders` (lines inline, each attributed to a store),
 *   `/products` (the national catalog); `page` (from 1), `per_page` (≤ 250), `updated_since` (ISO,
 *   inclusive), oldest change first; body `{data, meta: {page, per_page, total, total_pages}}`.
 * - Throttling: `quota` requests per `windowMs` for the key, then 429 with `Retry-After` (seconds).
 */

export interface FleetFeetFakeOptions extends DatasetOptions {
  port?: number;
  partnerKey?: string;
  /** store owner → the store (location) ids it owns */
  owners?: Record<string, number[]>;
  quota?: number;
  windowMs?: number;
}

const MAX_PER_PAGE = 250;

const fail = (status: number, error: string, message: string): FakeResponse => ({ status, body: { error, message } });

export async function startFleetFeetFake(options: FleetFeetFakeOptions = {}) {
  const data = createDataset(options);
  const partnerKey = options.partnerKey ?? 'fleetfeet-test-partner-key';
  const owners = new Map(
    Object.entries(
      options.owners ?? {
        'demo-owner': [1, 2],
        'other-owner': Array.from({ length: Math.max(0, data.sizes.locations - 2) }, (_, i) => i + 3),
      },
    ).map(([owner, stores]) => [owner.toLowerCase(), new Set(stores)]),
  );
  const revoked = new Set<string>();
  const locations = () => Math.max(1, data.sizes.locations);
  /** the store an order is credited to: its pickup store, else spread over the stores */
  const storeOfOrder = (o: GenOrder) => o.locationId ?? ((o.id - 1) % locations()) + 1;
  const storeOfCustomer = (c: GenCustomer) => ((c.id - 1) % locations()) + 1;
  const ownerOfStore = (storeId: number) => [...owners].find(([, stores]) => stores.has(storeId))?.[0] ?? null;

  const quota = windowQuota({
    limit: options.quota ?? 600,
    windowMs: options.windowMs ?? 60_000,
    refuse: (seconds) => ({
      ...fail(429, 'rate_limited', 'Too many requests'),
      headers: { 'retry-after': String(seconds) },
    }),
  });

  const handle = routed({
    route: (request) => /^\/api\/v1\/([a-z]+)\/?$/.exec(request.url.pathname),
    notFound: fail(404, 'not_found', 'No such resource'),
    auth: (request) =>
      bearerToken(request.headers) !== partnerKey ? fail(401, 'unauthorized', 'Invalid partner key') : null,
    quota,
    method: { allowed: 'GET', refused: fail(405, 'method_not_allowed', 'Method not allowed') },
    serve: ({ url }, route) => {
      const wanted = (url.searchParams.get('storeOwner') ?? '')
        .split(',')
        .map((o) => o.trim().toLowerCase())
        .filter(Boolean);
      if (wanted.length === 0) return fail(400, 'bad_request', 'storeOwner is required');
      for (const owner of wanted) {
        if (!owners.has(owner)) return fail(404, 'not_found', `Unknown store owner '${owner}'`);
        if (revoked.has(owner)) return fail(403, 'forbidden', `Store owner '${owner}' has not granted access`);
      }
      const stores = new Set(wanted.flatMap((owner) => [...owners.get(owner)!]));
      switch (route[1]) {
        case 'stores':
          return list(data.locations, url, storeJson, (l) => stores.has(l.id));
        case 'customers':
          return list(data.customers, url, customerJson, (c) => stores.has(storeOfCustomer(c)));
        case 'orders':
          return list(data.orders, url, orderJson, (o) => stores.has(storeOfOrder(o)));
        case 'products':
          return list(data.products, url, productJson);
        default:
          return fail(404, 'not_found', 'No such resource');
      }
    },
  });

  const list = sinceList({
    size: 'per_page',
    defaultSize: 50,
    maxSize: MAX_PER_PAGE,
    since: 'updated_since',
    readSince: isoMs,
    badSize: fail(400, 'bad_request', `per_page must be between 1 and ${MAX_PER_PAGE}`),
    badSince: fail(400, 'bad_request', 'updated_since is not a date'),
    body: (data, { page, size, total }) => ({ data, meta: pageMeta(page, size, total) }),
  });

  const storeJson = (l: GenLocation) => ({
    id: `ff-${l.id}`,
    name: `Fleet Feet ${l.city}`,
    owner: ownerOfStore(l.id),
    address: { line1: l.street1, city: l.city, state: l.state, postal_code: l.zip },
    updated_at: l.updatedAt,
  });

  const customerJson = (c: GenCustomer) => ({
    id: c.id,
    email: c.email,
    first_name: c.firstName,
    last_name: c.lastName,
    phone: c.phone,
    email_opt_in: c.acceptsMarketing,
    home_store_id: `ff-${storeOfCustomer(c)}`,
    created_at: c.createdAt,
    updated_at: c.updatedAt,
  });

  const orderJson = (o: GenOrder) => ({
    id: o.id,
    number: `FF${o.number}`,
    store_id: `ff-${storeOfOrder(o)}`,
    customer_id: o.customerId,
    email: o.email,
    status: o.status === 'refunded' ? 'refunded' : o.status === 'pending' ? 'processing' : 'completed',
    fulfillment: o.locationId === null ? 'ship' : 'pickup',
    currency: o.currency,
    discount_total: o.discount,
    total: o.total,
    line_items: linesWithProducts(o, data.products).map(({ line, product }) => ({
      id: line.id,
      product_id: line.productId,
      sku: product?.sku ?? null,
      upc: product?.upc ?? null,
      name: product?.title ?? 'Discontinued item',
      quantity: line.quantity,
      price: line.price,
    })),
    created_at: o.createdAt,
    updated_at: o.updatedAt,
  });

  const productJson = (p: GenProduct) => ({
    id: p.id,
    sku: p.sku,
    upc: p.upc,
    name: p.title,
    brand: p.brand,
    category: p.category,
    size: p.size,
    color: p.color,
    price: p.price,
    updated_at: p.updatedAt,
  });

  return serveFake({ port: options.port, data, handle }, ({ url }) => ({
    apiUrl: url,
    credentials: { partnerKey },
    /** the store owners a demo or test source may list */
    owners: [...owners.keys()],
    storesOf: (owner: string) => [...(owners.get(owner) ?? [])],
    storeOfOrder,
    storeOfCustomer,
    /** the owner withdraws StoreLens's access (403 from then on) or grants it again */
    revoke(owner: string, isRevoked = true) {
      if (isRevoked) revoked.add(owner);
      else revoked.delete(owner);
    },
    resetQuota: quota.reset,
  }));
}

export type FleetFeetFake = Awaited<ReturnType<typeof startFleetFeetFake>>;
