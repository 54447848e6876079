import { defineDestinationConnector } from '../../define-destination-connector.ts';
import type { CustomerRecord, OrderRecord, ProductRecord } from '../../records.ts';
import { VendorError } from '../../vendor-error.ts';
import { type DestinationOptions, forEachLimited } from '../options.ts';
import { checkMailchimp } from './check.ts';
import { MailchimpClient, type MailchimpDetail, subscriberHash } from './client.ts';
import { lineProductId, lineToProduct, toMember, toOrder, toProduct, toStoreCustomer } from './mappers.ts';

// Mailchimp allows 10 simultaneous connections per key [M4]; stay well under so other jobs fit.
const CONCURRENCY = 4;

const enc = encodeURIComponent;
const hasEmail = <R extends { email: string | null }>(r: R): r is R & { email: string } => Boolean(r.email?.trim());

/** A push run against one store: every write is a PUT keyed by our ids, so a repeat never duplicates. */
class MailchimpPush {
  private storeReady = false;

  constructor(
    private readonly client: MailchimpClient,
    private readonly detail: MailchimpDetail,
  ) {}

  private get storePath() {
    return `/ecommerce/stores/${enc(this.detail.storeId.trim())}`;
  }

  /** Creates the store on first use; a store bound to another audience is refused (list_id is fixed) [M3]. */
  async ensureStore(currency: string): Promise<void> {
    if (this.storeReady) return;
    const store = await this.client.request('GET', this.storePath, undefined, true);
    if (!store) {
      const body = {
        id: this.detail.storeId.trim(),
        list_id: this.detail.listId.trim(),
        name: this.detail.storeName,
        currency_code: currency,
      };
      await this.client.request('POST', '/ecommerce/stores', body);
    } else if (store.list_id !== this.detail.listId.trim()) {
      throw new VendorError(
        'invalid',
        'StoreListMismatch',
        `Mailchimp store ${this.detail.storeId} belongs to audience ${String(store.list_id)}, not ${this.detail.listId}`,
      );
    }
    this.storeReady = true;
  }

  async customers(records: CustomerRecord[]): Promise<void> {
    const withEmail = records.filter(hasEmail);
    if (withEmail.length === 0) return;
    await this.ensureStore('USD');
    const listPath = `/lists/${enc(this.detail.listId.trim())}/members`;
    await forEachLimited(withEmail, CONCURRENCY, async (customer) => {
      await this.client.request('PUT', `${listPath}/${subscriberHash(customer.email)}`, toMember(customer));
      await this.client.request(
        'PUT',
        `${this.storePath}/customers/${enc(customer.vendorId)}`,
        toStoreCustomer(customer),
      );
    });
  }

  async products(records: ProductRecord[]): Promise<void> {
    if (records.length === 0) return;
    await this.ensureStore('USD');
    await forEachLimited(records, CONCURRENCY, async (product) => {
      await this.client.request('PUT', `${this.storePath}/products/${enc(product.vendorId)}`, toProduct(product));
    });
  }

  async orders(records: OrderRecord[]): Promise<void> {
    // Mailchimp attaches an order to a customer by email; orders without one cannot be placed.
    const orders = records
      .filter((order) => !(this.detail.ignoreWebOrders && order.channel === 'web'))
      .filter(hasEmail);
    if (orders.length === 0) return;
    await this.ensureStore(orders[0]?.currency ?? 'USD');
    await this.ensureLineProducts(orders);
    await forEachLimited(orders, CONCURRENCY, async (order) => {
      const customerId = order.customerVendorId ?? `email-${subscriberHash(order.email)}`;
      await this.client.request('PUT', `${this.storePath}/orders/${enc(order.vendorId)}`, toOrder(order, customerId));
    });
  }

  /** Orders may only name products the store has, so missing ones are created from the order line. */
  private async ensureLineProducts(orders: OrderRecord[]): Promise<void> {
    const lines = new Map(orders.flatMap((order) => order.lines).map((line) => [lineProductId(line), line]));
    await forEachLimited([...lines.values()], CONCURRENCY, async (line) => {
      const path = `${this.storePath}/products/${enc(lineProductId(line))}`;
      if (!(await this.client.request('GET', path, undefined, true)))
        await this.client.request('PUT', path, lineToProduct(line));
    });
  }
}

const pushOf = (detail: MailchimpDetail, options: DestinationOptions) =>
  new MailchimpPush(new MailchimpClient(detail.apiKey, options), detail);

export const createMailchimpDestination = defineDestinationConnector<MailchimpDetail>({
  auth: 'api-key',
  check: checkMailchimp,
  streams: {
    customers: ({ records, detail, options }) => pushOf(detail, options).customers(records),
    orders: ({ records, detail, options }) => pushOf(detail, options).orders(records),
    products: ({ records, detail, options }) => pushOf(detail, options).products(records),
  },
});

export const mailchimpDestination = createMailchimpDestination();
