/**
 * The vendors of bench/sync-vendors in a process of their own (started by the bench through `fork`):
 * a WooCommerce, a Waitwhile and a Shopify fake with the same sizes, without rate limits (the bench
 * measures our pull and store, not a vendor's quota; a Shopify bulk operation still takes the fake's
 * 500 ms to run). Answers their endpoints and credentials on the IPC channel, then `stats` messages
 * with the bulk operations started, and ends with the channel.
 */
import { startShopifyFake } from '../packages/fakes/src/shopify/shopify-fake.ts';
import { startWaitwhileFake } from '../packages/fakes/src/waitwhile/waitwhile-fake.ts';
import { startWooCommerceFake } from '../packages/fakes/src/woocommerce/woocommerce-fake.ts';

export interface VendorFakes {
  woo: { endpoint: string; credentials: { url: string; consumerKey: string; consumerSecret: string } };
  waitwhile: { endpoint: string; credentials: { apiKey: string } };
  shopify: { endpoint: string; credentials: { storeName: string; accessToken: string } };
}

if (process.send && process.argv[2] === 'serve') {
  const orders = Number(process.argv[3]);
  const customers = Number(process.argv[4]);
  const sizes = { orders, customers, products: 500, locations: 3 };
  const woo = await startWooCommerceFake({ ...sizes, seed: 31, cacheResponses: true });
  const waitwhile = await startWaitwhileFake({ ...sizes, seed: 32, quota: null });
  const shopify = await startShopifyFake({ ...sizes, seed: 33, throttle: null });
  const answer: VendorFakes = {
    woo: {
      endpoint: woo.siteUrlTemplate,
      credentials: {
        url: woo.credentials.site,
        consumerKey: woo.credentials.consumerKey,
        consumerSecret: woo.credentials.consumerSecret,
      },
    },
    waitwhile: { endpoint: waitwhile.apiUrl, credentials: { ...waitwhile.credentials } },
    shopify: {
      endpoint: shopify.shopUrlTemplate,
      credentials: { storeName: shopify.credentials.storeName, accessToken: shopify.credentials.accessToken },
    },
  };
  process.send(answer);
  // the bench asks, after each run, how many bulk operations the shop was asked for
  process.on('message', (m) => {
    if (m === 'stats') process.send?.({ bulkOperations: shopify.bulk.stats.created });
  });
  process.on('disconnect', () => {
    void Promise.all([woo.close(), waitwhile.close(), shopify.close()]).finally(() => process.exit(0));
  });
}
