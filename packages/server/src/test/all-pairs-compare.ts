import { DESTINATION_TYPE, type DestinationTypeId, type SourceTypeId } from '@storelens/contract/domain/connectors';
import { orderKindOf } from '../integrations/order-kinds.ts';
import type { RecordsByStream, StreamName } from '../integrations/records.ts';
import type { ServedMapping, ServedMappings } from './all-pairs-links.ts';
import { PAIRS_BUCKET, type PairsWorld } from './all-pairs-world.ts';

/**
 * What a destination's fake received from one source, and what it should have, in one shape:
 * `{stream}:{key}` → the fields compared. The expectation is written here from each destination's
 * documented rules (docs/vendors/*.md), not by calling its mappers: the warehouse records the source
 * pulled, each product's mapped fields as the source's fake serves them (all-pairs-links.ts), and
 * the rules of what a destination leaves out (customers without an email, web orders, points...).
 */
export type Seen = Record<string, Record<string, unknown>>;
export type Pulled = { [S in StreamName]: RecordsByStream[S][] };
export interface PairKey {
  /** the Store Owner Id the source's detail names (RICS), which its stores and sales must carry */
  storeOwnerId: string | null;
  source: SourceTypeId;
  destination: DestinationTypeId;
  accountId: number;
  sourceId: number;
  mapped: ServedMappings | null;
}

type Json = Record<string, unknown>;
const orNull = (value: unknown) => (value === undefined || value === '' ? null : value);
const abs = (value: unknown) => Math.abs(Number(value));
const email = (value: string | null) => (value?.trim() ? value.trim().toLowerCase() : null);
const fieldsOf = (from: Json, names: readonly string[]) => Object.fromEntries(names.map((n) => [n, orNull(from[n])]));
const lineProduct = (line: RecordsByStream['orders']['lines'][number]) =>
  line.productVendorId ?? line.sku ?? line.vendorId;

/** A product's fields after the link's mapping: the served mapping where it decides, the record otherwise. */
function productView(p: RecordsByStream['products'], mapped: ServedMapping | undefined) {
  return {
    name: p.name,
    brand: mapped?.brand !== undefined ? mapped.brand : p.brand,
    upc: mapped?.upc !== undefined ? mapped.upc : p.upc,
    sku: mapped?.sku !== undefined ? mapped.sku : p.sku,
    categories: mapped?.categories ?? (p.category ? [p.category] : []),
    size: mapped?.size !== undefined ? mapped.size : p.size,
    width: mapped?.width ?? null,
    color: mapped?.color !== undefined ? mapped.color : p.color,
    style: mapped?.style ?? null,
    tags: mapped?.tags ?? [],
    custom: mapped?.custom ?? {},
  };
}

const NOT_SOLD = ['cancelled', 'canceled', 'voided', 'void', 'failed', 'pending'];
const NOT_BOOKED = ['cancelled', 'canceled', 'no-show', 'no show', 'noshow', 'deleted'];
const status = (o: RecordsByStream['orders']) => o.status?.toLowerCase() ?? '';

// ---------------------------------------------------------------- per destination

function zaius(world: PairsWorld, pair: PairKey, pulled: Pulled): { seen: Seen; expected: Seen } {
  const fake = world.destinations.zaius;
  const seen: Seen = {};
  const expected: Seen = {};
  const customerColumns = [...new Set([...(pair.mapped?.customers.values() ?? [])].flatMap((c) => Object.keys(c)))];
  for (const [key, attributes] of fake.profiles)
    seen[`customer:${key}`] = fieldsOf(attributes, ['first_name', ...customerColumns]);
  for (const c of pulled.customers) {
    const key = email(c.email);
    if (key)
      expected[`customer:${key}`] = {
        first_name: orNull(c.firstName),
        ...fieldsOf(pair.mapped?.customers.get(c.vendorId) ?? {}, customerColumns),
      };
  }
  for (const [id, { order }] of fake.orders)
    seen[`order:${id}`] = { total: abs(order.total), store_owner_id: orNull(order.store_owner_id) };
  if (orderKindOf(pair.source) !== 'points')
    for (const o of pulled.orders)
      if (email(o.email)) expected[`order:${o.vendorId}`] = { total: abs(o.total), store_owner_id: pair.storeOwnerId };
  const custom = (p: RecordsByStream['products']) =>
    Object.keys(productView(p, pair.mapped?.products.get(p.vendorId)).custom);
  for (const p of pulled.products) {
    const v = productView(p, pair.mapped?.products.get(p.vendorId));
    expected[`product:${p.vendorId}`] = {
      name: v.name,
      brand: v.brand,
      sku: v.sku,
      category: v.categories.length ? v.categories.join(' > ') : null,
      ...v.custom,
    };
    const got = fake.products.get(p.vendorId);
    if (got) seen[`product:${p.vendorId}`] = fieldsOf(got, ['name', 'brand', 'sku', 'category', ...custom(p)]);
  }
  for (const id of fake.products.keys()) seen[`product:${id}`] ??= { unexpected: true };
  return { seen, expected };
}

function mailchimp(world: PairsWorld, _pair: PairKey, pulled: Pulled, storeId: string) {
  const fake = world.destinations.mailchimp;
  const seen: Seen = {};
  const expected: Seen = {};
  for (const members of fake.members.values())
    for (const m of members.values()) seen[`member:${m.email_address.toLowerCase()}`] = {};
  for (const c of pulled.customers) if (email(c.email)) expected[`member:${email(c.email)}`] = {};
  const store = fake.stores.get(storeId);
  for (const [id, order] of store?.orders ?? []) seen[`order:${id}`] = { total: abs(order.order_total) };
  for (const [id, product] of store?.products ?? []) seen[`product:${id}`] = { title: product.title };
  const sent = pulled.orders.filter((o) => email(o.email));
  for (const o of sent) expected[`order:${o.vendorId}`] = { total: abs(o.total) };
  const names = new Map(pulled.products.map((p) => [p.vendorId, p.name]));
  for (const o of sent)
    for (const line of o.lines)
      expected[`product:${lineProduct(line)}`] = { title: names.get(lineProduct(line)) ?? line.name };
  for (const p of pulled.products) expected[`product:${p.vendorId}`] = { title: p.name };
  return { seen, expected };
}

function facebook(world: PairsWorld, pair: PairKey, pulled: Pulled): { seen: Seen; expected: Seen } {
  const fake = world.destinations.facebook;
  const seen: Seen = {};
  const expected: Seen = {};
  for (const events of fake.events.values())
    for (const e of events as unknown as Json[]) {
      const data = e.custom_data as Json;
      seen[`sale:${String(data.order_id)}`] = { value: data.value, event: e.event_name };
    }
  const kind = orderKindOf(pair.source);
  if (kind === 'points') return { seen, expected };
  for (const o of pulled.orders) {
    if (o.channel === 'web' || (kind === 'appointment' ? NOT_BOOKED : NOT_SOLD).includes(status(o))) continue;
    if (!email(o.email) && !o.customerVendorId?.trim()) continue;
    expected[`sale:${o.vendorId}`] = { value: o.total, event: kind === 'appointment' ? 'Schedule' : 'Purchase' };
  }
  return { seen, expected };
}

function s3(world: PairsWorld, pair: PairKey, pulled: Pulled): { seen: Seen; expected: Seen } {
  const seen: Seen = {};
  const expected: Seen = {};
  const prefix = `${PAIRS_BUCKET}/pairs/`;
  for (const [key, object] of world.destinations.s3.objects) {
    if (!key.startsWith(prefix) || !key.includes(`/${pair.accountId}-${pair.sourceId}-`)) continue;
    const stream = key.slice(prefix.length).split('/')[0];
    for (const line of object.body.toString('utf8').split('\n').filter(Boolean)) {
      const record = JSON.parse(line) as Json;
      seen[`${stream}:${String(record.vendorId)}`] = record;
    }
  }
  for (const [stream, records] of Object.entries(pulled))
    for (const record of records as Array<{ vendorId: string }>)
      expected[`${stream}:${record.vendorId}`] = record as Json;
  return { seen, expected };
}

function uqube(world: PairsWorld, pair: PairKey, pulled: Pulled): { seen: Seen; expected: Seen } {
  const fake = world.destinations.uqube;
  const seen: Seen = {};
  const expected: Seen = {};
  const database = fake.databases[0]!;
  const compared: Record<StreamName, string> = {
    customers: 'email',
    orders: 'total',
    products: 'name',
    inventory: 'quantity',
    locations: 'name',
  };
  for (const [stream, field] of Object.entries(compared) as Array<[StreamName, string]>) {
    for (const row of fake.table(database, stream))
      if (row.storelens_source_id === pair.sourceId)
        seen[`${stream}:${String(row.vendor_id)}`] = { [field]: row[field] };
    for (const record of pulled[stream] as unknown as Json[])
      expected[`${stream}:${String(record.vendorId)}`] = { [field]: record[field] };
  }
  return { seen, expected };
}

function cadence(world: PairsWorld, pair: PairKey, pulled: Pulled): { seen: Seen; expected: Seen } {
  const feed = world.destinations.cadence.feeds.get(`storelens-${pair.accountId}-${pair.sourceId}`);
  const seen: Seen = {};
  const expected: Seen = {};
  const productFields = ['name', 'brand', 'upc', 'sku', 'size', 'width', 'color', 'style', 'tags'];
  for (const [id, s] of feed?.stores ?? []) seen[`store:${id}`] = fieldsOf(s, ['name', 'store_owner_id']);
  for (const [id, p] of feed?.products ?? []) seen[`product:${id}`] = fieldsOf(p, productFields);
  for (const [id, i] of feed?.inventory ?? []) seen[`stock:${id}`] = { quantity: i.quantity };
  for (const [id, s] of feed?.sales ?? [])
    seen[`sale:${id}`] = { quantity: s.quantity, store_owner_id: orNull(s.store_owner_id) };
  for (const l of pulled.locations)
    expected[`store:${l.vendorId}`] = { name: l.name, store_owner_id: pair.storeOwnerId };
  for (const p of pulled.products) {
    const { categories: _c, custom: _x, ...v } = productView(p, pair.mapped?.products.get(p.vendorId));
    expected[`product:${p.vendorId}`] = fieldsOf(v, productFields);
  }
  for (const i of pulled.inventory) expected[`stock:${i.vendorId}`] = { quantity: i.quantity };
  for (const o of pulled.orders) {
    if (NOT_SOLD.includes(status(o))) continue;
    const sign = ['refunded', 'returned', 'return'].includes(status(o)) ? -1 : 1;
    for (const line of o.lines)
      expected[`sale:${o.vendorId}:${line.vendorId}`] = {
        quantity: sign * line.quantity,
        store_owner_id: pair.storeOwnerId,
      };
  }
  return { seen, expected };
}

function blueshift(world: PairsWorld, pair: PairKey, pulled: Pulled): { seen: Seen; expected: Seen } {
  const fake = world.destinations.blueshift;
  const seen: Seen = {};
  const expected: Seen = {};
  const itemFields = ['title', 'brand', 'upc', 'sku', 'category', 'size', 'width', 'color'];
  for (const [id, c] of fake.customers) seen[`customer:${id}`] = { email: orNull(c.email) };
  for (const c of pulled.customers) expected[`customer:${c.vendorId}`] = { email: email(c.email) };
  for (const e of fake.events())
    seen[`event:${String(e.order_id)}`] = { revenue: abs(e.revenue), store_owner_id: orNull(e.store_owner_id) };
  if (orderKindOf(pair.source) !== 'points')
    for (const o of pulled.orders)
      if (o.customerVendorId?.trim() || email(o.email))
        expected[`event:${o.orderNumber ?? o.vendorId}`] = {
          revenue: abs(o.total.toFixed(2)),
          store_owner_id: pair.storeOwnerId,
        };
  for (const item of fake.catalogItems()) seen[`product:${String(item.product_id)}`] = fieldsOf(item, itemFields);
  for (const p of pulled.products) {
    const v = productView(p, pair.mapped?.products.get(p.vendorId));
    expected[`product:${p.vendorId}`] = fieldsOf({ ...v, title: v.name, category: v.categories }, itemFields);
  }
  return { seen, expected };
}

/** What the pair's destination fake received and what it should have. */
export function compareReceived(world: PairsWorld, pair: PairKey, pulled: Pulled, mailchimpStore: string) {
  switch (pair.destination) {
    case DESTINATION_TYPE.zaius:
      return zaius(world, pair, pulled);
    case DESTINATION_TYPE.mailchimp:
      return mailchimp(world, pair, pulled, mailchimpStore);
    case DESTINATION_TYPE.facebookOffline:
      return facebook(world, pair, pulled);
    case DESTINATION_TYPE.s3:
      return s3(world, pair, pulled);
    case DESTINATION_TYPE.uqube:
      return uqube(world, pair, pulled);
    case DESTINATION_TYPE.cadence:
      return cadence(world, pair, pulled);
    default:
      return blueshift(world, pair, pulled);
  }
}

/** Forgets what the destination fakes received, so the next pair's comparison sees its own only. */
export function clearReceived(world: PairsWorld): void {
  const d = world.destinations;
  for (const map of [d.zaius.profiles, d.zaius.orders, d.zaius.products, d.zaius.subscriptions, d.zaius.consent])
    map.clear();
  d.zaius.events.length = 0;
  for (const members of d.mailchimp.members.values()) members.clear();
  d.mailchimp.stores.clear();
  d.facebook.events.clear();
  for (const key of [...d.s3.objects.keys()]) if (key.startsWith(`${PAIRS_BUCKET}/`)) d.s3.objects.delete(key);
  for (const tables of d.uqube.rows.values()) for (const rows of tables.values()) rows.clear();
  d.cadence.feeds.clear();
  d.blueshift.customers.clear();
  d.blueshift.catalogs.clear();
  (d.blueshift.events() as unknown[]).length = 0;
}
