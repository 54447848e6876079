import type { DemoVendorValues } from '@storelens/contract/domain/connector-forms';
import { DESTINATION_TYPE, SOURCE_TYPE } from '@storelens/contract/domain/connectors';
import type { OAuthClient } from '../config.ts';
import type { VendorEndpoints } from '../integrations/connector.ts';
import { MAIN_STREET_STORE } from './demo-product-data.ts';
import { fakeEndpoints } from './fake-endpoints.ts';

/**
 * Demo mode's vendor fakes: started here, with the endpoints and credentials the seeding
 * (demo-connectors.ts) stores in the demo's sources and destinations and the forms show.
 */

export interface DemoFakes {
  endpoints: VendorEndpoints;
  credentials: {
    woo: { url: string; consumerKey: string; consumerSecret: string };
    shopify: { storeName: string; accessToken: string };
    heartland: { apiKey: string };
    bigCommerce: { storeHash: string; accessToken: string; clientId: string };
    skuVault: { tenantToken: string; userToken: string };
    runit: { url: string; storeId: string; timezone: string };
    fleetFeet: { storeOwner: string };
    rics: { token: string; timezone: string };
    teamwork: { url: string; apiKey: string; timezone: string };
    haku: { clientId: string; clientSecret: string };
    waitwhile: { apiKey: string; timezone: string };
    appointmentPlus: { siteId: string; apiKey: string; timezone: string };
    bridalLive: { retailerId: string; apiKey: string };
    s3: { accessKey: string; secretKey: string; bucket: string };
    mailchimp: { apiKey: string; listId: string };
    zaius: { publicKey: string; privateKey: string };
    facebook: { datasetId: string };
    uqube: { database: string };
    blueshift: { eventKey: string; usersKey: string };
    raceRoster: { login: string; password: string };
    runSignup: { oauthToken: string; oauthTokenSecret: string };
    enMotive: { apiKey: string; tenantId: string; timezone: string };
    lightspeed: { accessToken: string; accountId: string };
    brightpearl: { account: string; accessToken: string };
    perkville: { accessToken: string };
  };
  /** the OAuth clients the fakes know, for providers the environment configures none for */
  oauthClients: Record<'raceRoster' | 'runSignup' | 'lightspeed' | 'brightpearl' | 'perkville', OAuthClient>;
  close(): Promise<void>;
}

/**
 * The demo stores' live data: two years of history on a store's calendar (weekends and the holidays
 * busier, January quiet, shopping hours; fakes' retail-calendar.ts) end at the start of the current
 * UTC day, and the calendar goes on from there — today's orders arrive at an ordinary day's rate
 * over the day, so a source whose Start Date is today (the form's default) pulls today's orders so
 * far and later runs find the new ones.
 */
export const DEMO_ARRIVALS = { orders: 'calendar', customers: 'calendar' } as const;
/**
 * Two years of orders of a demo store: about seven on an ordinary day of the last weeks — enough that
 * even a quiet January Monday has taken an order by noon UTC (so a source started today pulls
 * something), few enough that the Connectors account's 19 first runs (a year's back-fill each) stay quick.
 */
export const DEMO_STORE_ORDERS = 3600;
/** Main Street Shoes' store (Heartland): about 25 on an ordinary day */
export const DEMO_FLAGSHIP_ORDERS = 15_000;

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
  const { startRunitFake } = await import('@storelens/fakes/runit/runit-fake');
  const { startFleetFeetFake } = await import('@storelens/fakes/fleetfeet/fleetfeet-fake');
  const { startRicsFake } = await import('@storelens/fakes/rics/rics-fake');
  const { startTeamworkFake } = await import('@storelens/fakes/teamwork/teamwork-fake');
  const { startHakuFake } = await import('@storelens/fakes/haku/haku-fake');
  const { startWaitwhileFake } = await import('@storelens/fakes/waitwhile/waitwhile-fake');
  const { startAppointmentPlusFake } = await import('@storelens/fakes/appointmentplus/appointmentplus-fake');
  const { startBridalLiveFake } = await import('@storelens/fakes/bridallive/bridallive-fake');
  const { DEFAULT_S3_CREDENTIAL, startS3Fake } = await import('@storelens/fakes/s3/server');
  const { DEFAULT_MAILCHIMP_KEY, DEFAULT_MAILCHIMP_LIST, startMailchimpFake } = await import(
    '@storelens/fakes/mailchimp/server'
  );
  const { DEFAULT_ZAIUS_PRIVATE_KEY, DEFAULT_ZAIUS_PUBLIC_KEY, startZaiusFake } = await import(
    '@storelens/fakes/zaius/server'
  );
  const { startFacebookFake } = await import('@storelens/fakes/facebook/server');
  const { startCadenceFake } = await import('@storelens/fakes/cadence/server');
  const { startUqubeFake } = await import('@storelens/fakes/uqube/server');
  const { startBlueshiftFake } = await import('@storelens/fakes/blueshift/server');
  const { startRaceRosterFake } = await import('@storelens/fakes/raceroster/raceroster-fake');
  const { startRunSignupFake } = await import('@storelens/fakes/runsignup/runsignup-fake');
  const { startEnMotiveFake } = await import('@storelens/fakes/enmotive/enmotive-fake');
  const { DEFAULT_OAUTH_CLIENT } = await import('@storelens/fakes/oauth/oauth2-provider');
  const { startLightspeedFake } = await import('@storelens/fakes/lightspeed/lightspeed-fake');
  const { startBrightpearlFake } = await import('@storelens/fakes/brightpearl/brightpearl-fake');
  const { startPerkvilleFake } = await import('@storelens/fakes/perkville/perkville-fake');
  const { startOAuthFake } = await import('@storelens/fakes/oauth/oauth-fake');
  const now = options.now ?? Date.now;
  const sizes = {
    customers: 500,
    orders: DEMO_STORE_ORDERS,
    products: 150,
    locations: 3,
    historyEndMs: startOfUtcDay(now()),
    rhythm: 'retail' as const,
    arrivals: DEMO_ARRIVALS,
    now,
  };
  const woo = await startWooCommerceFake({ ...sizes, seed: 11 });
  const shopify = await startShopifyFake({ ...sizes, seed: 12 });
  // Main Street Shoes' store: a fifth of its products are the demo brand Acme's (its settings.brand), so
  // Acme's Brand Performance has real numbers
  const heartland = await startHeartlandFake({
    ...sizes,
    // the demo's flagship store, whose reports the demo shows: busy enough that even one brand's day is
    // a fair sample (about 25 orders on an ordinary day)
    orders: DEMO_FLAGSHIP_ORDERS,
    ...MAIN_STREET_STORE,
  });
  // each order's lines cost a request: an Enterprise plan's quota (reference §3: set by plan, above Pro's
  // 450 per 30 s), so the demo's first back-fill of a year fits one window and never holds up the queue
  const bigCommerce = await startBigCommerceFake({ ...sizes, seed: 14, quota: 3000 });
  // SkuVault's own budgets (about 5 heavy reads a minute): a run needs one call of each
  const skuVault = await startSkuVaultFake({ ...sizes, seed: 15 });
  // Runit: one store (a Runit source is one store); FleetFeet Online: the demo owner owns two stores of three
  const runit = await startRunitFake({ ...sizes, seed: 16 });
  const fleetFeet = await startFleetFeetFake({ ...sizes, seed: 17 });
  // RICS and Teamwork send their stores' wall time: the demo sources' Data Timezone names the same zone
  const rics = await startRicsFake({ ...sizes, seed: 18, timeZone: 'America/Chicago' });
  const teamwork = await startTeamworkFake({ ...sizes, seed: 19, timeZone: 'America/New_York' });
  const haku = await startHakuFake({ ...sizes, seed: 20 });
  // appointments: Appointment Plus sends its site's wall time, which the demo source's Data Timezone names
  const waitwhile = await startWaitwhileFake({ ...sizes, seed: 21 });
  const appointmentPlus = await startAppointmentPlusFake({ ...sizes, seed: 22, timezone: 'America/New_York' });
  const bridalLive = await startBridalLiveFake({ ...sizes, seed: 23 });
  // race directors: a dozen events over three races (each participants call reads one event)
  const races = { ...sizes, products: 12, orders: 2000 };
  const raceRoster = await startRaceRosterFake({ ...races, seed: 24 });
  const runSignup = await startRunSignupFake({ ...races, seed: 25 });
  const enMotive = await startEnMotiveFake({ ...races, seed: 26, timezone: 'America/Chicago' });
  const lightspeed = await startLightspeedFake({ ...sizes, seed: 27 });
  // the account code the demo's form shows (and e2e/source-validation.spec.ts signs in to)
  const brightpearl = await startBrightpearlFake({ ...sizes, seed: 28, account: 'acme' });
  const perkville = await startPerkvilleFake({ ...sizes, seed: 29 });
  // the sign-in of the three OAuth types above: consent is given at once, and the tokens issued are the
  // ones their API fakes accept, so a source created through the validation link syncs
  const oauth = await startOAuthFake();
  const s3 = await startS3Fake({ buckets: ['storelens-demo'] });
  const mailchimp = await startMailchimpFake();
  const zaius = await startZaiusFake();
  // the destinations whose forms hold no key: their fakes stand for the hosts and keys the server is given
  // Meta judges event ages by the real clock, as the server's push does: not by the stores' data clock,
  // which a test may move ahead (an order 61.9 days old to the server must not be 62 to the fake)
  const facebook = await startFacebookFake();
  const cadence = await startCadenceFake();
  const uqube = await startUqubeFake();
  const blueshift = await startBlueshiftFake();
  const all: Array<{ close(): Promise<void> }> = [woo, shopify, heartland, bigCommerce, skuVault, runit, fleetFeet];
  all.push(rics, teamwork, haku, waitwhile, appointmentPlus, bridalLive, raceRoster, runSignup, enMotive);
  all.push(s3, mailchimp, zaius, facebook, cadence, uqube, blueshift, lightspeed, brightpearl, perkville, oauth);
  return {
    endpoints: fakeEndpoints({
      woo,
      shopify,
      heartland,
      bigCommerce,
      skuVault,
      runit,
      fleetFeet,
      rics,
      teamwork,
      haku,
      waitwhile,
      appointmentPlus,
      bridalLive,
      raceRoster,
      runSignup,
      enMotive,
      lightspeed,
      brightpearl,
      perkville,
      oauth,
      s3,
      mailchimp,
      zaius,
      facebook,
      cadence,
      uqube,
      blueshift,
    }),
    oauthClients: {
      raceRoster: { ...DEFAULT_OAUTH_CLIENT },
      runSignup: { ...DEFAULT_OAUTH_CLIENT },
      lightspeed: { ...oauth.client },
      brightpearl: { ...oauth.client },
      perkville: { ...oauth.client },
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
      runit: { ...runit.credentials },
      fleetFeet: { storeOwner: 'demo-owner' },
      rics: { token: rics.credentials.token, timezone: rics.timeZone },
      teamwork: { ...teamwork.credentials, timezone: teamwork.timeZone },
      haku: { ...haku.credentials },
      waitwhile: { ...waitwhile.credentials, timezone: 'America/Chicago' },
      appointmentPlus: { ...appointmentPlus.credentials, timezone: appointmentPlus.timezone },
      bridalLive: { ...bridalLive.credentials },
      s3: {
        accessKey: DEFAULT_S3_CREDENTIAL.accessKeyId,
        secretKey: DEFAULT_S3_CREDENTIAL.secretAccessKey,
        bucket: 'storelens-demo',
      },
      mailchimp: { apiKey: DEFAULT_MAILCHIMP_KEY, listId: DEFAULT_MAILCHIMP_LIST },
      zaius: { publicKey: DEFAULT_ZAIUS_PUBLIC_KEY, privateKey: DEFAULT_ZAIUS_PRIVATE_KEY },
      facebook: { datasetId: facebook.datasetId },
      uqube: { database: uqube.databases[0]! },
      blueshift: { eventKey: blueshift.eventKey, usersKey: blueshift.usersKey },
      raceRoster: { login: raceRoster.user.username, password: raceRoster.user.password },
      runSignup: { oauthToken: runSignup.accessToken.token, oauthTokenSecret: runSignup.accessToken.secret },
      enMotive: { ...enMotive.credentials },
      lightspeed: { accessToken: lightspeed.credentials.accessToken, accountId: lightspeed.credentials.accountId },
      brightpearl: { account: brightpearl.credentials.account, accessToken: brightpearl.credentials.accessToken },
      perkville: { accessToken: perkville.credentials.accessToken },
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
      [SOURCE_TYPE.runit]: { ...c.runit, tenderType: 'web order' },
      [SOURCE_TYPE.fleetFeet]: { ...c.fleetFeet },
      [SOURCE_TYPE.rics]: { ...c.rics },
      [SOURCE_TYPE.teamwork]: { ...c.teamwork, itemIdentifier: 'PLU' },
      [SOURCE_TYPE.haku]: { ...c.haku },
      [SOURCE_TYPE.waitwhile]: { ...c.waitwhile },
      [SOURCE_TYPE.appointmentPlus]: { ...c.appointmentPlus },
      [SOURCE_TYPE.bridalLive]: { ...c.bridalLive },
      [SOURCE_TYPE.enMotive]: { ...c.enMotive },
      // the form's only field; the tokens come from the (fake) Brightpearl sign-in
      [SOURCE_TYPE.brightpearl]: { account: c.brightpearl.account },
    },
    destinations: {
      [DESTINATION_TYPE.zaius]: { ...c.zaius },
      [DESTINATION_TYPE.mailchimp]: { ...c.mailchimp },
      [DESTINATION_TYPE.s3]: { ...c.s3 },
      [DESTINATION_TYPE.facebookOffline]: { ...c.facebook },
      [DESTINATION_TYPE.uqube]: { ...c.uqube },
      [DESTINATION_TYPE.blueshift]: { ...c.blueshift },
    },
  };
};
