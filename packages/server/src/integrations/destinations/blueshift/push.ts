import { defineDestinationConnector } from '../../define-destination-connector.ts';
import { chunk, type DestinationOptions } from '../options.ts';
import { type CatalogIds, putCatalogItems } from './catalog.ts';
import { checkBlueshift } from './check.ts';
import { BlueshiftClient } from './client.ts';
import { type BlueshiftDetail, toBlueshiftCatalogItem, toBlueshiftCustomer, toBlueshiftEvent } from './mappers.ts';

/** At most 50 customers a bulk call [B4]; events 30 a call (the developer reference; the help centre says 100) [B3]. */
const CUSTOMERS_PER_CALL = 50;
const EVENTS_PER_CALL = 30;

/**
 * Blueshift: customers upserted with the User API key, products into the source's catalog with the
 * same key (catalog.ts), orders as purchase / cancel / return events with the Event API key. Bulk calls are paced to Blueshift's 5 a second; a customer Blueshift
 * refuses alone (its `errors` with a 200) does not stop the others — Blueshift shows it in its
 * dashboard — while a refused call stops the batch so the cursor stays and the next run retries.
 */
export const createBlueshiftDestination = defineDestinationConnector<BlueshiftDetail, DestinationOptions, CatalogIds>({
  auth: 'api-key',
  check: checkBlueshift,
  keep: () => new Map(),
  streams: {
    async products({ records, detail, options, context, state }) {
      const client = new BlueshiftClient(detail.usersKey, 'users', options);
      const items = records.map((p) => toBlueshiftCatalogItem(p, detail, context));
      await putCatalogItems(client, detail.usersKey, context, items, state);
    },
    async customers({ records, detail, options }) {
      const client = new BlueshiftClient(detail.usersKey, 'users', options);
      const customers = records.map((c) => toBlueshiftCustomer(c, detail));
      for (const slice of chunk(customers, CUSTOMERS_PER_CALL)) {
        await client.paceBulk();
        await client.request('POST', '/api/v1/customers/bulk', { customers: slice });
      }
    },
    async orders({ records, detail, options, context }) {
      const client = new BlueshiftClient(detail.eventKey, 'event', options);
      const events = records.flatMap((order) => toBlueshiftEvent(order, detail, context) ?? []);
      for (const slice of chunk(events, EVENTS_PER_CALL)) {
        await client.paceBulk();
        await client.request('POST', '/api/v1/bulkevents', { events: slice });
      }
    },
  },
});
