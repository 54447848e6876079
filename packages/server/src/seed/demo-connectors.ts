import { DESTINATION_SECRET_FIELDS } from '@storelens/contract/validation/destinations';
import { SOURCE_SECRET_FIELDS } from '@storelens/contract/validation/sources';
import { eq } from 'drizzle-orm';
import { destinations, sources } from '../db/connectors.schema.ts';
import { accounts } from '../db/schema.ts';
import type { Deps } from '../deps.ts';
import type { VendorEndpoints } from '../integrations/connector.ts';
import { nextRunTime } from '../jobs/schedule.ts';
import { sealDetail } from '../modules/connectors/connector-secrets.ts';
import { addLink } from '../modules/connectors/source-links.ts';

export interface DemoFakes {
  endpoints: VendorEndpoints;
  credentials: {
    woo: { url: string; consumerKey: string; consumerSecret: string };
    shopify: { storeName: string; accessToken: string };
    s3: { accessKey: string; secretKey: string; bucket: string };
    mailchimp: { apiKey: string; listId: string };
    zaius: { publicKey: string; privateKey: string };
  };
  close(): Promise<void>;
}

/**
 * Demo mode: the vendors' local fakes, on ports of their own, with a few thousand generated
 * records each, so the demo's connectors really sync (issue "Connectors" §8).
 */
export async function startDemoFakes(): Promise<DemoFakes> {
  // imported here so a production start never loads the fakes
  const { startWooCommerceFake } = await import('@storelens/fakes/woocommerce/woocommerce-fake');
  const { startShopifyFake } = await import('@storelens/fakes/shopify/shopify-fake');
  const { startHeartlandFake } = await import('@storelens/fakes/heartland/heartland-fake');
  const { DEFAULT_S3_CREDENTIAL, startS3Fake } = await import('@storelens/fakes/s3/server');
  const { DEFAULT_MAILCHIMP_KEY, DEFAULT_MAILCHIMP_LIST, startMailchimpFake } = await import(
    '@storelens/fakes/mailchimp/server'
  );
  const { DEFAULT_ZAIUS_PRIVATE_KEY, DEFAULT_ZAIUS_PUBLIC_KEY, startZaiusFake } = await import(
    '@storelens/fakes/zaius/server'
  );
  const sizes = { customers: 500, orders: 2000, products: 150, locations: 3 };
  const woo = await startWooCommerceFake({ ...sizes, seed: 11 });
  const shopify = await startShopifyFake({ ...sizes, seed: 12 });
  const heartland = await startHeartlandFake({ ...sizes, seed: 13 });
  const s3 = await startS3Fake({ buckets: ['storelens-demo'] });
  const mailchimp = await startMailchimpFake();
  const zaius = await startZaiusFake();
  const all = [woo, shopify, heartland, s3, mailchimp, zaius];
  return {
    endpoints: {
      woocommerce: woo.siteUrlTemplate,
      shopify: shopify.shopUrlTemplate,
      heartland: heartland.url,
      s3: s3.endpoint,
      mailchimp: mailchimp.endpoint,
      zaius: zaius.endpoint,
    },
    credentials: {
      woo: {
        url: woo.credentials.site,
        consumerKey: woo.credentials.consumerKey,
        consumerSecret: woo.credentials.consumerSecret,
      },
      shopify: { storeName: shopify.credentials.storeName, accessToken: shopify.credentials.accessToken },
      s3: {
        accessKey: DEFAULT_S3_CREDENTIAL.accessKeyId,
        secretKey: DEFAULT_S3_CREDENTIAL.secretAccessKey,
        bucket: 'storelens-demo',
      },
      mailchimp: { apiKey: DEFAULT_MAILCHIMP_KEY, listId: DEFAULT_MAILCHIMP_LIST },
      zaius: { publicKey: DEFAULT_ZAIUS_PUBLIC_KEY, privateKey: DEFAULT_ZAIUS_PRIVATE_KEY },
    },
    close: async () => {
      await Promise.all(all.map((f) => f.close()));
    },
  };
}

/** The demo Connectors account's id, once demo data exists. */
export const findDemoConnectorsAccount = async (deps: Deps) =>
  (await deps.database.db.select().from(accounts).where(eq(accounts.accountType, 'Connectors')))[0];

/**
 * The demo connectors: a WooCommerce source every 10 minutes into the S3 fake, and a Shopify source
 * daily into the Mailchimp and customer-data fakes (as the issue asks). These pairs are outside the
 * spec 2 §4 matrix, which the forms and the API enforce; the demo seeds them directly so the bucket
 * and the marketing fakes show real deliveries. Returns the source ids, to queue a first run.
 */
export async function seedDemoConnectors(deps: Deps, fakes: DemoFakes): Promise<number[]> {
  const db = deps.database.db;
  const account = await findDemoConnectorsAccount(deps);
  if (!account) return [];
  const c = fakes.credentials;
  const addDestination = async (name: string, type: 1 | 2 | 5, detail: Record<string, unknown>) => {
    const sealed = sealDetail(deps.secrets, detail, DESTINATION_SECRET_FIELDS[type]);
    const [row] = await db
      .insert(destinations)
      .values({ accountId: account.id, name, destinationType: type, detail: sealed.detail, secrets: sealed.secrets })
      .returning();
    return row!.id;
  };
  const bucket = await addDestination('Demo bucket', 5, { ...c.s3, path: 'storelens' });
  const mailchimp = await addDestination('Demo Mailchimp audience', 2, { ...c.mailchimp });
  const cdp = await addDestination('Demo customer-data platform', 1, { ...c.zaius, listFields: [] });

  const startDate = '2024-01-01';
  const addSource = async (
    name: string,
    type: 2 | 15,
    detail: Record<string, unknown>,
    frequencyMinutes: number,
    links: Array<{ id: number; detail: Record<string, unknown> }>,
  ) => {
    const sealed = sealDetail(deps.secrets, detail, SOURCE_SECRET_FIELDS[type]);
    const schedule = { anchorTime: '08:00', frequencyMinutes, timezone: 'America/New_York' };
    const [row] = await db
      .insert(sources)
      .values({
        accountId: account.id,
        name,
        sourceType: type,
        detail: sealed.detail,
        secrets: sealed.secrets,
        ...schedule,
        startDate,
        nextRunTime: nextRunTime(deps.now(), schedule.anchorTime, frequencyMinutes, schedule.timezone),
      })
      .returning();
    for (const link of links) {
      await addLink(db, account.id, row!.id, {
        destinationId: link.id,
        detail: link.detail,
        startDate,
        withHistory: true,
      });
    }
    return row!.id;
  };
  return [
    await addSource('Main Street web shop (WooCommerce)', 2, { ...c.woo }, 10, [{ id: bucket, detail: {} }]),
    await addSource(
      'Acme online store (Shopify)',
      15,
      { ...c.shopify, appType: 'custom', ignoredInventoryLocations: [], isGqlSalespersonFetchEnabled: false },
      1440,
      [
        { id: mailchimp, detail: { storeId: 'acmeonline', storeName: 'Acme online store', ignoreWebOrders: false } },
        { id: cdp, detail: {} },
      ],
    ),
  ];
}
