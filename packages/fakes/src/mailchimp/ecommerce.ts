import { isRecord } from '../shared/dest-http.ts';
import { invalidResource, notFound, requireFields } from './problems.ts';

/** The e-commerce store objects of Mailchimp's Marketing API (destination-apis.md §2 [M3]). */

export type Json = Record<string, unknown>;

export interface Store {
  id: string;
  list_id: string;
  name: string;
  currency_code: string;
  customers: Map<string, Json>;
  products: Map<string, Json>;
  orders: Map<string, Json>;
}

/** What a store needs from the audience side: non-opted-in customers become transactional members. */
export type AddMemberIfNew = (listId: string, email: string, optedIn: boolean) => void;

const asRecords = (value: unknown): Json[] => (Array.isArray(value) ? value.filter(isRecord) : []);

export function createStore(stores: Map<string, Store>, body: Json, listExists: (id: string) => boolean): Store {
  requireFields(body, ['id', 'list_id', 'name', 'currency_code']);
  const id = String(body.id);
  if (stores.has(id)) throw invalidResource([], 'A store with the provided ID already exists.');
  if (!listExists(String(body.list_id))) throw invalidResource([{ field: 'list_id', message: 'Invalid list id.' }]);
  const store: Store = {
    id,
    list_id: String(body.list_id),
    name: String(body.name),
    currency_code: String(body.currency_code),
    customers: new Map(),
    products: new Map(),
    orders: new Map(),
  };
  stores.set(id, store);
  return store;
}

export const storeView = (store: Store) => ({
  id: store.id,
  list_id: store.list_id,
  name: store.name,
  currency_code: store.currency_code,
});

/**
 * PUT customers/{id}: add or update. `opt_in_status` never overwrites an existing member; a new
 * customer who has not opted in becomes a transactional member [M3].
 */
export function upsertCustomer(store: Store, id: string, body: Json, addMember: AddMemberIfNew): Json {
  const existing = store.customers.get(id);
  requireFields(body, existing ? ['id'] : ['id', 'email_address', 'opt_in_status']);
  if (String(body.id) !== id) throw invalidResource([{ field: 'id', message: 'The id must match the path.' }]);
  const customer = { ...existing, ...body };
  store.customers.set(id, customer);
  if (typeof customer.email_address === 'string')
    addMember(store.list_id, customer.email_address, customer.opt_in_status === true);
  return customer;
}

/** PUT products/{id}: required id, title and variants[] each with id and title [M3]. */
export function upsertProduct(store: Store, id: string, body: Json): Json {
  requireFields(body, ['id', 'title', 'variants']);
  const variants = asRecords(body.variants);
  if (variants.length === 0 || variants.some((v) => !v.id || !v.title))
    throw invalidResource([{ field: 'variants', message: 'Each variant needs an id and a title.' }]);
  const product = { ...body, id };
  store.products.set(id, product);
  return product;
}

/**
 * PUT orders/{id}: required id, customer.id, currency_code, order_total and lines[] (id, product_id,
 * product_variant_id, quantity, price). Every line must name a product and variant the store has;
 * the order's customer is added or updated as a store customer [M3].
 */
export function upsertOrder(store: Store, id: string, body: Json, addMember: AddMemberIfNew): Json {
  requireFields(body, ['id', 'customer', 'currency_code', 'order_total', 'lines']);
  const customer = isRecord(body.customer) ? body.customer : {};
  if (!customer.id) throw invalidResource([{ field: 'customer.id', message: 'This value should not be blank.' }]);
  for (const line of asRecords(body.lines)) {
    requireFields(line, ['id', 'product_id', 'product_variant_id', 'quantity', 'price']);
    const product = store.products.get(String(line.product_id));
    const hasVariant = asRecords(product?.variants).some((v) => String(v.id) === String(line.product_variant_id));
    if (!product || !hasVariant)
      throw invalidResource(
        [{ field: 'lines.product_id', message: 'A product with the provided ID does not exist in the account.' }],
        'A product with the provided ID does not exist in the account.',
      );
  }
  const customerId = String(customer.id);
  upsertCustomer(
    store,
    customerId,
    { opt_in_status: false, ...store.customers.get(customerId), ...customer, id: customerId },
    addMember,
  );
  const order = { ...body, id };
  store.orders.set(id, order);
  return order;
}

/** GET of one store object, or the 404 problem. */
export function getOrThrow(map: Map<string, Json>, id: string): Json {
  const found = map.get(id);
  if (!found) throw notFound();
  return found;
}
