import { type DemoVendorValues, destinationLinkForm, formDefaults } from '@storelens/contract/domain/connector-forms';
import {
  DESTINATION_TYPE,
  type DestinationTypeId,
  isDestinationCompatible,
  SOURCE_TYPE,
  type SourceTypeId,
} from '@storelens/contract/domain/connectors';
import { nextRunTime } from '@storelens/contract/domain/schedule';
import { DESTINATION_SECRET_FIELDS, destinationLinkDetailSchema } from '@storelens/contract/validation/destinations';
import { SOURCE_SECRET_FIELDS } from '@storelens/contract/validation/sources';
import { eq } from 'drizzle-orm';
import { destinations, sources } from '../db/connectors.schema.ts';
import { accounts } from '../db/schema.ts';
import type { Deps } from '../deps.ts';
import type { VendorEndpoints } from '../integrations/connector.ts';
import { sealDetail } from '../integrations/connector-secrets.ts';
import { addLink } from '../modules/sources/source-links.service.ts';

export interface DemoFakes {
  endpoints: VendorEndpoints;
  credentials: {
    woo: { url: string; consumerKey: string; consumerSecret: string };
    shopify: { storeName: string; accessToken: string };
    heartland: { apiKey: string };
    bigCommerce: { storeHash: string; accessToken: string; clientId: string };
    skuVault: { tenantToken: string; userToken: string };
    s3: { accessKey: string; secretKey: string; bucket: string };
    mailchimp: { apiKey: string; listId: string };
    zaius: { publicKey: string; privateKey: string };
  };
  close(): Promise<void>;
}

/**
 * The demo stores' live data (issue 14 §6): their two years of history end at the start of the
 * current UTC day, and from then on a new order arrives every two minutes and a new customer every
 * ten — so a source whose Start Date is today (the form's default) pulls today's orders, and every
 * run finds new ones.
 */
export const DEMO_ARRIVALS = { orders: 120_000, customers: 600_000 } as const;

const startOfUtcDay = (ms: number) => Math.floor(ms / 86_400_000) * 86_400_000;

export interface DemoFakesOptions {
  /** the fakes' clock (tests move it); the history ends at the start of its UTC day */
  now?: () => number;
}

/**
 * Demo mode: the vendors' local fakes, on ports of their own, with a few thousand generated
 * records each, so the demo's connectors really sync (issue "Connectors" §8).
 */
export async function startDemoFakes(options: DemoFakesOptions = {}): Promise<DemoFakes> {
  // imported here so a production start never loads the fakes
  const { startWooCommerceFake } = await import('@storelens/fakes/woocommerce/woocommerce-fake');
  const { startShopifyFake } = await import('@storelens/fakes/shopify/shopify-fake');
  const { startHeartlandFake } = await import('@storelens/fakes/heartland/heartland-fake');
  const { startBigCommerceFake } = await import('@storelens/fakes/bigcommerce/bigcommerce-fake');
  const { startSkuVaultFake } = await import('@storelens/fakes/skuvault/skuvault-fake');
  const { DEFAULT_S3_CREDENTIAL, startS3Fake } = await import('@storelens/fakes/s3/server');
  const { DEFAULT_MAILCHIMP_KEY, DEFAULT_MAILCHIMP_LIST, startMailchimpFake } = await import(
    '@storelens/fakes/mailchimp/server'
  );
  const { DEFAULT_ZAIUS_PRIVATE_KEY, DEFAULT_ZAIUS_PUBLIC_KEY, startZaiusFake } = await import(
    '@storelens/fakes/zaius/server'
  );
  const now = options.now ?? Date.now;
  const sizes = {
    customers: 500,
    orders: 2000,
    products: 150,
    locations: 3,
    historyEndMs: startOfUtcDay(now()),
    arrivals: DEMO_ARRIVALS,
    now,
  };
  const woo = await startWooCommerceFake({ ...sizes, seed: 11 });
  const shopify = await startShopifyFake({ ...sizes, seed: 12 });
  const heartland = await startHeartlandFake({ ...sizes, seed: 13 });
  // each order's lines cost a request: an Enterprise plan's quota (reference §3: set by plan, above Pro's
  // 450 per 30 s), so the demo's first back-fill of a year fits one window and never holds up the queue
  const bigCommerce = await startBigCommerceFake({ ...sizes, seed: 14, quota: 1500 });
  // SkuVault's own budgets (about 5 heavy reads a minute): a run needs one call of each
  const skuVault = await startSkuVaultFake({ ...sizes, seed: 15 });
  const s3 = await startS3Fake({ buckets: ['storelens-demo'] });
  const mailchimp = await startMailchimpFake();
  const zaius = await startZaiusFake();
  const all = [woo, shopify, heartland, bigCommerce, skuVault, s3, mailchimp, zaius];
  return {
    endpoints: {
      woocommerce: woo.siteUrlTemplate,
      shopify: shopify.shopUrlTemplate,
      heartland: heartland.url,
      bigcommerce: bigCommerce.apiUrl,
      skuvault: skuVault.apiUrl,
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
      heartland: { apiKey: heartland.credentials.apiKey },
      bigCommerce: { ...bigCommerce.credentials },
      skuVault: { ...skuVault.credentials },
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

/** What the demo's forms tell a user the fakes accept (the README's demo section lists the same). */
export const demoVendorValues = (fakes: DemoFakes): DemoVendorValues => {
  const c = fakes.credentials;
  return {
    sources: {
      [SOURCE_TYPE.wooCommerce]: { ...c.woo },
      [SOURCE_TYPE.heartland]: { ...c.heartland },
      [SOURCE_TYPE.shopify]: { storeName: c.shopify.storeName, appType: 'custom', accessToken: c.shopify.accessToken },
      [SOURCE_TYPE.bigCommerce]: { ...c.bigCommerce },
      [SOURCE_TYPE.skuVault]: { ...c.skuVault },
    },
    destinations: {
      [DESTINATION_TYPE.zaius]: { ...c.zaius },
      [DESTINATION_TYPE.mailchimp]: { ...c.mailchimp },
      [DESTINATION_TYPE.s3]: { ...c.s3 },
    },
  };
};

/** The demo Connectors account's id, once demo data exists. */
export const findDemoConnectorsAccount = async (deps: Deps) =>
  (await deps.database.db.select().from(accounts).where(eq(accounts.accountType, 'Connectors')))[0];

/** The demo's pipelines, by source type → destination type: only pairs the spec 2 §4 matrix allows. */
export const DEMO_PIPELINES: ReadonlyArray<{ source: SourceTypeId; destination: DestinationTypeId }> = [
  { source: SOURCE_TYPE.wooCommerce, destination: DESTINATION_TYPE.zaius }, // → customer-data platform
  { source: SOURCE_TYPE.heartland, destination: DESTINATION_TYPE.zaius },
  { source: SOURCE_TYPE.bigCommerce, destination: DESTINATION_TYPE.zaius },
  // spec 2 §4 lets SKU Vault feed only Cadence and UQube: linked once Cadence has a client (see seedDemoConnectors)
  { source: SOURCE_TYPE.skuVault, destination: DESTINATION_TYPE.cadence },
];

/** A link's detail as a new one starts on the source screen: the form's defaults, checked by the contract. */
const defaultLinkDetail = (destination: DestinationTypeId, source: SourceTypeId) =>
  destinationLinkDetailSchema(destination, source).parse(
    formDefaults(destinationLinkForm(destination, source)),
  ) as Record<string, unknown>;

/**
 * The demo connectors: a WooCommerce source every 10 minutes and a Heartland source daily, both into
 * the customer-data platform fake. Every link is one the spec 2 §4 matrix allows (the forms and the
 * API enforce it, so a seeded pipeline opened in Edit Source shows its destination selected); of the
 * vendors with a client today, the customer-data platform is the only destination those sources may
 * feed. The bucket and Mailchimp destinations are seeded with the fakes' values but linked to nothing:
 * spec 2 §4 lets only Brightpearl feed the bucket and only RICS feed Mailchimp, and neither has a
 * client yet. A BigCommerce source hourly feeds the customer-data platform too; a SKU Vault source is
 * seeded only once a destination spec 2 §4 allows it (Cadence, UQube) has a client, and the Cadence
 * destination is there for it. History loads from a year back. Returns the source ids, to queue a first run.
 */
export async function seedDemoConnectors(deps: Deps, fakes: DemoFakes): Promise<number[]> {
  const db = deps.database.db;
  const account = await findDemoConnectorsAccount(deps);
  if (!account) return [];
  const c = fakes.credentials;
  const addDestination = async (
    name: string,
    type: (typeof DESTINATION_TYPE)['s3' | 'mailchimp' | 'zaius' | 'cadence'],
    detail: Record<string, unknown>,
  ) => {
    const sealed = sealDetail(deps.secrets, detail, DESTINATION_SECRET_FIELDS[type]);
    const [row] = await db
      .insert(destinations)
      .values({ accountId: account.id, name, destinationType: type, detail: sealed.detail, secrets: sealed.secrets })
      .returning();
    return { id: row!.id, type };
  };
  await addDestination('Demo bucket', DESTINATION_TYPE.s3, { ...c.s3, path: 'storelens' });
  await addDestination('Demo Mailchimp audience', DESTINATION_TYPE.mailchimp, { ...c.mailchimp });
  const cdp = await addDestination('Demo customer-data platform', DESTINATION_TYPE.zaius, {
    ...c.zaius,
    listFields: [],
  });
  const cadence = await addDestination('Demo Cadence', DESTINATION_TYPE.cadence, {});

  const today = deps.now();
  const startDate = new Date(Date.UTC(today.getUTCFullYear() - 1, today.getUTCMonth(), today.getUTCDate()))
    .toISOString()
    .slice(0, 10);
  const addSource = async (
    name: string,
    type: SourceTypeId,
    detail: Record<string, unknown>,
    frequencyMinutes: number,
    linked: ReadonlyArray<{ id: number; type: DestinationTypeId }>,
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
    for (const destination of linked) {
      if (!isDestinationCompatible(destination.type, type)) {
        throw new Error(`the demo may not link source type ${type} to destination type ${destination.type}`);
      }
      await addLink(db, account.id, row!.id, {
        destinationId: destination.id,
        detail: defaultLinkDetail(destination.type, type),
        startDate,
        withHistory: true,
      });
    }
    return row!.id;
  };
  // a pipeline only into destinations that deliver today: SKU Vault's (Cadence) has no client yet
  const delivering = (linked: ReadonlyArray<{ id: number; type: DestinationTypeId }>) =>
    linked.filter((d) => deps.connectors.destinations[d.type]);
  const whenDelivering = async (
    name: string,
    type: SourceTypeId,
    detail: Record<string, unknown>,
    frequencyMinutes: number,
    linked: ReadonlyArray<{ id: number; type: DestinationTypeId }>,
  ) => (delivering(linked).length ? [await addSource(name, type, detail, frequencyMinutes, delivering(linked))] : []);
  return [
    await addSource('Main Street web shop (WooCommerce)', SOURCE_TYPE.wooCommerce, { ...c.woo }, 10, [cdp]),
    await addSource(
      'Downtown store (Heartland)',
      SOURCE_TYPE.heartland,
      { ...c.heartland, ecomIdentifier: '', amazonIdentifier: '' },
      1440,
      [cdp],
    ),
    await addSource('Online store (BigCommerce)', SOURCE_TYPE.bigCommerce, { ...c.bigCommerce }, 60, [cdp]),
    ...(await whenDelivering('Warehouse (SKU Vault)', SOURCE_TYPE.skuVault, { ...c.skuVault }, 1440, [cadence])),
  ];
}
