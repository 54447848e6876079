import type { PushContext } from '../../connector.ts';
import { defineDestinationConnector } from '../../define-destination-connector.ts';
import { orderKindOf } from '../../order-kinds.ts';
import type { CustomerRecord, OrderRecord, ProductRecord } from '../../records.ts';
import { chunk, type DestinationOptions } from '../options.ts';
import { checkZaius } from './check.ts';
import { ZaiusClient, type ZaiusDetail } from './client.ts';
import {
  lineProductId,
  lineToProductObject,
  toConsents,
  toOrderEvent,
  toProductObject,
  toProfile,
  toSubscriptions,
} from './mappers.ts';

// Up to 500 objects per request [O7].
const BATCH_SIZE = 500;

const hasEmail = <R extends { email: string | null }>(r: R): r is R & { email: string } => Boolean(r.email?.trim());

/** Sends `items` in 500s; every write is an upsert (or carries an idempotence_id), so repeats are safe. */
async function postInBatches(client: ZaiusClient, path: string, items: unknown[]): Promise<void> {
  for (const slice of chunk(items, BATCH_SIZE)) await client.request('POST', path, slice);
}

async function pushCustomers(
  client: ZaiusClient,
  detail: ZaiusDetail,
  records: CustomerRecord[],
  context: PushContext,
) {
  // Profiles are keyed by email here; a customer without one cannot be matched to anyone.
  const customers = records.filter(hasEmail);
  await postInBatches(
    client,
    '/profiles',
    customers.map((c) => toProfile(c, detail, context.sourceType)),
  );
  await postInBatches(
    client,
    '/lists/subscriptions',
    customers.flatMap((c) => toSubscriptions(c, detail)),
  );
  await postInBatches(
    client,
    '/consent',
    customers.flatMap((c) => toConsents(c, detail)),
  );
}

async function pushOrders(client: ZaiusClient, detail: ZaiusDetail, records: OrderRecord[], context: PushContext) {
  // Points transactions (Perkville) are not money: as ODP orders they would count as $0 purchases.
  // Registrations and paid appointments are purchases of an entry or a service in ODP's order model.
  if (orderKindOf(context.sourceType) === 'points') return;
  const orders = records.filter((order) => !(detail.ignoreWebOrders && order.channel === 'web')).filter(hasEmail);
  if (detail.createOrders) {
    const lines = new Map(orders.flatMap((order) => order.lines).map((line) => [lineProductId(line), line]));
    const products = [...lines.values()].map((line) => lineToProductObject(line, detail));
    await postInBatches(client, '/objects/products', products);
  }
  await postInBatches(
    client,
    '/events',
    orders.map((order) => toOrderEvent(order, detail, context)),
  );
}

async function pushProducts(client: ZaiusClient, detail: ZaiusDetail, records: ProductRecord[], context: PushContext) {
  await postInBatches(
    client,
    '/objects/products',
    records.map((p) => toProductObject(p, detail, context.sourceType)),
  );
}

// Sending data is what the public key is for [O1].
const clientOf = (detail: ZaiusDetail, options: DestinationOptions) =>
  new ZaiusClient(detail.publicKey, 'public', options);

export const createZaiusDestination = defineDestinationConnector<ZaiusDetail>({
  auth: 'api-key',
  check: checkZaius,
  streams: {
    customers: ({ records, detail, options, context }) =>
      pushCustomers(clientOf(detail, options), detail, records, context),
    orders: ({ records, detail, options, context }) => pushOrders(clientOf(detail, options), detail, records, context),
    products: ({ records, detail, options, context }) =>
      pushProducts(clientOf(detail, options), detail, records, context),
  },
});

export const zaiusDestination = createZaiusDestination();
