import {
  DESTINATION_TYPE,
  type DestinationTypeId,
  isDestinationCompatible,
  SOURCE_TYPE,
  type SourceTypeId,
} from '@storelens/contract/domain/connectors';
import { destinationLinkForm } from '@storelens/contract/domain/destination-link-forms';
import { formDefaults } from '@storelens/contract/domain/form-fields';
import { nextRunTime } from '@storelens/contract/domain/schedule';
import { DESTINATION_SECRET_FIELDS, destinationLinkDetailSchema } from '@storelens/contract/validation/destinations';
import { SOURCE_SECRET_FIELDS } from '@storelens/contract/validation/sources';
import { eq } from 'drizzle-orm';
import { accountConnectorSettings, destinations, sources } from '../db/connectors.schema.ts';
import { firstRow } from '../db/rows.ts';
import { accounts } from '../db/schema.ts';
import type { Deps } from '../deps.ts';
import { sealDetail } from '../integrations/connector-secrets.ts';
import { addLink } from '../modules/sources/source-links.service.ts';
import type { DemoFakes } from './demo-connectors-fakes.ts';
import { seedDemoSourceHealth } from './demo-source-health.ts';

/** The demo Connectors account's id, once demo data exists. */
export const findDemoConnectorsAccount = async (deps: Deps) =>
  firstRow(deps.database.db.select().from(accounts).where(eq(accounts.accountType, 'Connectors')));

/** The demo's pipelines, by source type → destination type: only pairs the spec 2 §4 matrix allows. */
export const DEMO_PIPELINES: ReadonlyArray<{ source: SourceTypeId; destination: DestinationTypeId }> = [
  { source: SOURCE_TYPE.wooCommerce, destination: DESTINATION_TYPE.zaius }, // → customer-data platform
  { source: SOURCE_TYPE.wooCommerce, destination: DESTINATION_TYPE.blueshift },
  { source: SOURCE_TYPE.heartland, destination: DESTINATION_TYPE.zaius },
  { source: SOURCE_TYPE.heartland, destination: DESTINATION_TYPE.facebookOffline },
  { source: SOURCE_TYPE.heartland, destination: DESTINATION_TYPE.cadence },
  { source: SOURCE_TYPE.skuVault, destination: DESTINATION_TYPE.uqube },
  { source: SOURCE_TYPE.bigCommerce, destination: DESTINATION_TYPE.zaius },
  // spec 2 §4 lets SKU Vault feed only Cadence and UQube: linked once Cadence has a client (see seedDemoConnectors)
  { source: SOURCE_TYPE.skuVault, destination: DESTINATION_TYPE.cadence },
  { source: SOURCE_TYPE.runit, destination: DESTINATION_TYPE.zaius },
  // spec 2 §4 lets FleetFeet Online feed only Cadence: linked once Cadence has a client
  { source: SOURCE_TYPE.fleetFeet, destination: DESTINATION_TYPE.cadence },
  { source: SOURCE_TYPE.rics, destination: DESTINATION_TYPE.zaius },
  { source: SOURCE_TYPE.rics, destination: DESTINATION_TYPE.mailchimp },
  { source: SOURCE_TYPE.teamwork, destination: DESTINATION_TYPE.zaius },
  // spec 2 §4 lets Haku feed only Blueshift
  { source: SOURCE_TYPE.haku, destination: DESTINATION_TYPE.blueshift },
  { source: SOURCE_TYPE.waitwhile, destination: DESTINATION_TYPE.zaius },
  { source: SOURCE_TYPE.appointmentPlus, destination: DESTINATION_TYPE.zaius },
  { source: SOURCE_TYPE.appointmentPlus, destination: DESTINATION_TYPE.facebookOffline },
  // spec 2 §4 lets Shopify feed only the ads dataset and Cadence
  { source: SOURCE_TYPE.shopify, destination: DESTINATION_TYPE.facebookOffline },
  { source: SOURCE_TYPE.shopify, destination: DESTINATION_TYPE.cadence },
  // spec 2 §4 lets Bridal Live feed only the ads dataset
  { source: SOURCE_TYPE.bridalLive, destination: DESTINATION_TYPE.facebookOffline },
  { source: SOURCE_TYPE.raceRoster, destination: DESTINATION_TYPE.zaius },
  // registrations reach Blueshift as race_registration events (integrations/order-kinds.ts)
  { source: SOURCE_TYPE.raceRoster, destination: DESTINATION_TYPE.blueshift },
  { source: SOURCE_TYPE.runSignup, destination: DESTINATION_TYPE.zaius },
  { source: SOURCE_TYPE.enMotive, destination: DESTINATION_TYPE.zaius },
  { source: SOURCE_TYPE.lightspeed, destination: DESTINATION_TYPE.zaius },
  // spec 2 §4: only Brightpearl may fill the bucket, and it may not feed the customer-data platform
  { source: SOURCE_TYPE.brightpearl, destination: DESTINATION_TYPE.s3 },
  { source: SOURCE_TYPE.brightpearl, destination: DESTINATION_TYPE.uqube },
  { source: SOURCE_TYPE.perkville, destination: DESTINATION_TYPE.zaius },
];

/** A seeded link: the destination, and what its link form needs beyond its defaults. */
interface DemoLink {
  id: number;
  type: DestinationTypeId;
  detail?: Record<string, unknown>;
}

/** A link's detail as a new one starts on the source screen: the form's defaults (plus `extra`), checked by the contract. */
const defaultLinkDetail = (destination: DestinationTypeId, source: SourceTypeId, extra: Record<string, unknown> = {}) =>
  destinationLinkDetailSchema(destination, source).parse({
    ...formDefaults(destinationLinkForm(destination, source)),
    ...extra,
  }) as Record<string, unknown>;

/**
 * The demo connectors: a destination of each of the 7 types and a source of each of the
 * 19 types, all against the fakes of demo-connectors-fakes.ts, each source linked only to destinations
 * the spec 2 §4 matrix allows (the forms and the API enforce it, so a seeded pipeline opened in Edit
 * Source shows its destinations selected). The OAuth and login types hold what their flows would have
 * stored. History loads from a year back. Beside them, a paused and a stale source (demo-source-health.ts).
 * Returns the ids of the sources to run first.
 */
export async function seedDemoConnectors(deps: Deps, fakes: DemoFakes): Promise<number[]> {
  const db = deps.database.db;
  const account = await findDemoConnectorsAccount(deps);
  if (!account) return [];
  // a source of each of the 19 types and room to add more through the screens: above the default 10
  await db.insert(accountConnectorSettings).values({ accountId: account.id, sourceLimit: 50 }).onConflictDoNothing();
  const c = fakes.credentials;
  const addDestination = async (name: string, type: DestinationTypeId, detail: Record<string, unknown>) => {
    const sealed = sealDetail(deps.secrets, detail, DESTINATION_SECRET_FIELDS[type]);
    const [row] = await db
      .insert(destinations)
      .values({ accountId: account.id, name, destinationType: type, detail: sealed.detail, secrets: sealed.secrets })
      .returning();
    return { id: row!.id, type };
  };
  const bucket = await addDestination('Demo bucket', DESTINATION_TYPE.s3, { ...c.s3, path: 'storelens' });
  // the Mailchimp link names the e-commerce store the RICS tickets go to (spec 2 §5: Store Id and Name)
  const mailchimp = {
    ...(await addDestination('Demo Mailchimp audience', DESTINATION_TYPE.mailchimp, { ...c.mailchimp })),
    detail: { storeId: 'ricsdemo', storeName: 'Uptown Running (RICS)' },
  };
  const cdp = await addDestination('Demo customer-data platform', DESTINATION_TYPE.zaius, {
    ...c.zaius,
    listFields: [],
  });
  const cadence = await addDestination('Demo Cadence', DESTINATION_TYPE.cadence, {});
  const ads = await addDestination('Demo ads dataset (Facebook Offline)', DESTINATION_TYPE.facebookOffline, {
    ...c.facebook,
  });
  const uqube = await addDestination('Demo UQube', DESTINATION_TYPE.uqube, { ...c.uqube });
  // Blueshift's link asks for a default product page and picture (spec 2 §5); the form has no defaults for them
  const blueshift = {
    ...(await addDestination('Demo Blueshift', DESTINATION_TYPE.blueshift, { ...c.blueshift })),
    detail: {
      productUrl: 'https://shop.example.com/products',
      productImage: 'https://shop.example.com/images/product.png',
      consent: { email: 'Global', phone: 'Ignore' },
    },
  };

  const today = deps.now();
  const startDate = new Date(Date.UTC(today.getUTCFullYear() - 1, today.getUTCMonth(), today.getUTCDate()))
    .toISOString()
    .slice(0, 10);
  const addSource = async (
    name: string,
    type: SourceTypeId,
    detail: Record<string, unknown>,
    frequencyMinutes: number,
    linked: ReadonlyArray<DemoLink>,
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
        detail: defaultLinkDetail(destination.type, type, destination.detail),
        startDate,
        withHistory: true,
      });
    }
    return row!.id;
  };
  // a pipeline only into destinations this server has a client for (all seven today; a trimmed registry skips)
  const delivering = (linked: ReadonlyArray<DemoLink>) => linked.filter((d) => deps.connectors.destinations[d.type]);
  const whenDelivering = async (...[name, type, detail, frequencyMinutes, linked]: Parameters<typeof addSource>) =>
    delivering(linked).length ? [await addSource(name, type, detail, frequencyMinutes, delivering(linked))] : [];
  const firstRuns = [
    await addSource('Main Street web shop (WooCommerce)', SOURCE_TYPE.wooCommerce, { ...c.woo }, 10, [cdp, blueshift]),
    await addSource(
      'Downtown store (Heartland)',
      SOURCE_TYPE.heartland,
      { ...c.heartland, ecomIdentifier: '', amazonIdentifier: '' },
      1440,
      [cdp, ads, cadence],
    ),
    // its first run loads the year's history with a bulk operation, later runs page the changes
    await addSource(
      'Flagship store (Shopify)',
      SOURCE_TYPE.shopify,
      {
        ...c.shopify,
        appType: 'custom',
        ignoredInventoryLocations: [],
        isGqlSalespersonFetchEnabled: false,
      },
      1440,
      [ads, cadence],
    ),
    await addSource('Online store (BigCommerce)', SOURCE_TYPE.bigCommerce, { ...c.bigCommerce }, 60, [cdp]),
    // the OAuth types hold the tokens their sign-in would have stored (secret fields, sealed)
    await addSource(
      'Uptown store (Lightspeed)',
      SOURCE_TYPE.lightspeed,
      { ...c.lightspeed, ecomIdentifierType: 'shop', ecomIdentifier: [], inventoryStoreIgnore: [], sendEmail: false },
      1440,
      [cdp],
    ),
    await addSource(
      'Back office (Brightpearl)',
      SOURCE_TYPE.brightpearl,
      { ...c.brightpearl, apiDomain: 'ws-use.brightpearl.com', sendEmail: false },
      1440,
      [bucket, uqube],
    ),
    await addSource('Loyalty program (Perkville)', SOURCE_TYPE.perkville, { ...c.perkville }, 1440, [cdp]),
    ...(await whenDelivering('Warehouse (SKU Vault)', SOURCE_TYPE.skuVault, { ...c.skuVault }, 1440, [cadence, uqube])),
    await addSource('Running store (Runit)', SOURCE_TYPE.runit, { ...c.runit, tenderType: ['web order'] }, 1440, [cdp]),
    await addSource(
      'Uptown Running (RICS)',
      SOURCE_TYPE.rics,
      { ...c.rics, useAccountNumber: false, pullInventory: true, storeOwnerId: '' },
      60,
      [cdp, mailchimp],
    ),
    await addSource('Outlet stores (Teamwork)', SOURCE_TYPE.teamwork, { ...c.teamwork, itemIdentifier: 'PLU' }, 60, [
      cdp,
    ]),
    await addSource('Race registrations (Haku)', SOURCE_TYPE.haku, { ...c.haku }, 60, [blueshift]),
    await addSource('Walk-in waitlist (Waitwhile)', SOURCE_TYPE.waitwhile, { ...c.waitwhile }, 60, [cdp]),
    await addSource('Salon bookings (Appointment Plus)', SOURCE_TYPE.appointmentPlus, { ...c.appointmentPlus }, 60, [
      cdp,
      ads,
    ]),
    await addSource('Bridal boutique (Bridal Live)', SOURCE_TYPE.bridalLive, { ...c.bridalLive }, 1440, [ads]),
    // the login and OAuth flow types seeded as their flows leave them: Race Roster's saved login (the first
    // run signs in), RunSignup's approved access token
    await addSource('Trail series (Race Roster)', SOURCE_TYPE.raceRoster, { ...c.raceRoster }, 1440, [cdp, blueshift]),
    await addSource('Fun runs (RunSignup)', SOURCE_TYPE.runSignup, { ...c.runSignup }, 1440, [cdp]),
    await addSource('City marathon (EnMotive)', SOURCE_TYPE.enMotive, { ...c.enMotive }, 60, [cdp]),
    ...(await whenDelivering(
      'Web orders (FleetFeet Online)',
      SOURCE_TYPE.fleetFeet,
      { storeOwner: [c.fleetFeet.storeOwner] },
      1440,
      [cadence],
    )),
  ];
  // a paused and a stale source, with their run history: they are not run at start
  await seedDemoSourceHealth(deps, fakes, account.id);
  return firstRuns;
}
