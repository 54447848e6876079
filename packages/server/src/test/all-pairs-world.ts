import {
  DESTINATION_TYPE,
  type DestinationTypeId,
  SOURCE_TYPE,
  type SourceTypeId,
} from '@storelens/contract/domain/connectors';
import { startAppointmentPlusFake } from '@storelens/fakes/appointmentplus/appointmentplus-fake';
import { startBigCommerceFake } from '@storelens/fakes/bigcommerce/bigcommerce-fake';
import { type BlueshiftFake, startBlueshiftFake } from '@storelens/fakes/blueshift/server';
import { startBridalLiveFake } from '@storelens/fakes/bridallive/bridallive-fake';
import { startBrightpearlFake } from '@storelens/fakes/brightpearl/brightpearl-fake';
import { type CadenceFake, startCadenceFake } from '@storelens/fakes/cadence/server';
import { startEnMotiveFake } from '@storelens/fakes/enmotive/enmotive-fake';
import { type FacebookFake, startFacebookFake } from '@storelens/fakes/facebook/server';
import { startFleetFeetFake } from '@storelens/fakes/fleetfeet/fleetfeet-fake';
import { startHakuFake } from '@storelens/fakes/haku/haku-fake';
import { type HeartlandFake, startHeartlandFake } from '@storelens/fakes/heartland/heartland-fake';
import { startLightspeedFake } from '@storelens/fakes/lightspeed/lightspeed-fake';
import {
  DEFAULT_MAILCHIMP_KEY,
  DEFAULT_MAILCHIMP_LIST,
  type MailchimpFake,
  startMailchimpFake,
} from '@storelens/fakes/mailchimp/server';
import { startOAuthFake } from '@storelens/fakes/oauth/oauth-fake';
import { DEFAULT_OAUTH_CLIENT } from '@storelens/fakes/oauth/oauth2-provider';
import { startPerkvilleFake } from '@storelens/fakes/perkville/perkville-fake';
import { startRaceRosterFake } from '@storelens/fakes/raceroster/raceroster-fake';
import { type RicsFake, startRicsFake } from '@storelens/fakes/rics/rics-fake';
import { type RunitFake, startRunitFake } from '@storelens/fakes/runit/runit-fake';
import { startRunSignupFake } from '@storelens/fakes/runsignup/runsignup-fake';
import { DEFAULT_S3_CREDENTIAL, type S3Fake, startS3Fake } from '@storelens/fakes/s3/server';
import { startShopifyFake } from '@storelens/fakes/shopify/shopify-fake';
import { startSkuVaultFake } from '@storelens/fakes/skuvault/skuvault-fake';
import { startTeamworkFake } from '@storelens/fakes/teamwork/teamwork-fake';
import { startUqubeFake, type UqubeFake } from '@storelens/fakes/uqube/server';
import { startWaitwhileFake } from '@storelens/fakes/waitwhile/waitwhile-fake';
import { startWooCommerceFake } from '@storelens/fakes/woocommerce/woocommerce-fake';
import {
  DEFAULT_ZAIUS_PRIVATE_KEY,
  DEFAULT_ZAIUS_PUBLIC_KEY,
  startZaiusFake,
  type ZaiusFake,
} from '@storelens/fakes/zaius/server';
import type { VendorEndpoints } from '../integrations/connector.ts';
import { fakeEndpoints } from '../seed/fake-endpoints.ts';

/**
 * The world of the all-pairs test: a small store behind each of the 19 source types' fakes and
 * one fake of each of the 7 destination types, with the endpoints and OAuth clients a server needs
 * to sync them all, and each source type's detail as its form (or sign-in flow) would leave it.
 * Every history runs 30 days back: recent enough that the ads dataset takes every sale (Meta refuses
 * sales older than 62 days).
 */
export interface PairsWorld {
  endpoints: VendorEndpoints;
  env: Record<string, string>;
  /** each source type's detail (secrets included; the test seals them as a save does) */
  sourceDetails: Record<SourceTypeId, Record<string, unknown>>;
  /** the fakes whose served fields a link maps (spec 2 §3) */
  mapped: { heartland: HeartlandFake; runit: RunitFake; rics: RicsFake };
  destinations: {
    zaius: ZaiusFake;
    mailchimp: MailchimpFake;
    facebook: FacebookFake;
    s3: S3Fake;
    cadence: CadenceFake;
    uqube: UqubeFake;
    blueshift: BlueshiftFake;
  };
  /** each destination type's detail as its form saves it */
  destinationDetails: Record<DestinationTypeId, Record<string, unknown>>;
  close(): Promise<void>;
}

/** Small stores: every stream has records, and a sync of all 44 pairs stays quick. */
export const PAIRS_SIZES = { customers: 6, orders: 8, products: 4, locations: 2, historyDays: 30 };
const SIZES = PAIRS_SIZES;
/** The RICS store owner the RICS sources name (its Store Owner Id). */
export const RICS_STORE_OWNER = 'owner-4410';
export const PAIRS_BUCKET = 'storelens-pairs';

export async function startPairsWorld(): Promise<PairsWorld> {
  const closers: Array<{ close(): Promise<void> }> = [];
  const started = async <F extends { close(): Promise<void> }>(fake: Promise<F>): Promise<F> => {
    const running = await fake;
    closers.push(running);
    return running;
  };
  const races = { ...SIZES, products: 2 };
  const fakes = {
    woo: await started(startWooCommerceFake({ ...SIZES, seed: 11 })),
    shopify: await started(startShopifyFake({ ...SIZES, seed: 12 })),
    heartland: await started(startHeartlandFake({ ...SIZES, seed: 13 })),
    bigCommerce: await started(startBigCommerceFake({ ...SIZES, seed: 14 })),
    skuVault: await started(startSkuVaultFake({ ...SIZES, seed: 15 })),
    runit: await started(startRunitFake({ ...SIZES, seed: 16 })),
    fleetFeet: await started(startFleetFeetFake({ ...SIZES, seed: 17 })),
    rics: await started(startRicsFake({ ...SIZES, seed: 18, timeZone: 'America/Chicago' })),
    teamwork: await started(startTeamworkFake({ ...SIZES, seed: 19, timeZone: 'America/New_York' })),
    haku: await started(startHakuFake({ ...SIZES, seed: 20 })),
    waitwhile: await started(startWaitwhileFake({ ...SIZES, seed: 21 })),
    appointmentPlus: await started(startAppointmentPlusFake({ ...SIZES, seed: 22, timezone: 'America/New_York' })),
    bridalLive: await started(startBridalLiveFake({ ...SIZES, seed: 23 })),
    raceRoster: await started(startRaceRosterFake({ ...races, seed: 24 })),
    runSignup: await started(startRunSignupFake({ ...races, seed: 25 })),
    enMotive: await started(startEnMotiveFake({ ...races, seed: 26, timezone: 'America/Chicago' })),
    lightspeed: await started(startLightspeedFake({ ...SIZES, seed: 27 })),
    brightpearl: await started(startBrightpearlFake({ ...SIZES, seed: 28, account: 'acme' })),
    perkville: await started(startPerkvilleFake({ ...SIZES, seed: 29 })),
    oauth: await started(startOAuthFake()),
    s3: await started(startS3Fake({ buckets: [PAIRS_BUCKET] })),
    mailchimp: await started(startMailchimpFake()),
    zaius: await started(startZaiusFake()),
    facebook: await started(startFacebookFake()),
    cadence: await started(startCadenceFake()),
    uqube: await started(startUqubeFake()),
    blueshift: await started(startBlueshiftFake({ bulkPerSecond: null })),
  };

  const clientEnv = (name: string, client: { id: string; secret: string }, secret = 'CLIENT_SECRET') => ({
    [`${name}_CLIENT_ID`]: client.id,
    [`${name}_${secret}`]: client.secret,
  });
  const env = {
    ...clientEnv('RACEROSTER', DEFAULT_OAUTH_CLIENT),
    RUNSIGNUP_CONSUMER_KEY: DEFAULT_OAUTH_CLIENT.id,
    RUNSIGNUP_CONSUMER_SECRET: DEFAULT_OAUTH_CLIENT.secret,
    ...clientEnv('LIGHTSPEED', fakes.oauth.client),
    ...clientEnv('BRIGHTPEARL', fakes.oauth.client),
    ...clientEnv('PERKVILLE', fakes.oauth.client),
  };
  const sourceDetails: PairsWorld['sourceDetails'] = {
    [SOURCE_TYPE.rics]: {
      token: fakes.rics.credentials.token,
      timezone: fakes.rics.timeZone,
      useAccountNumber: false,
      pullInventory: true,
      storeOwnerId: RICS_STORE_OWNER,
    },
    [SOURCE_TYPE.wooCommerce]: {
      url: fakes.woo.credentials.site,
      consumerKey: fakes.woo.credentials.consumerKey,
      consumerSecret: fakes.woo.credentials.consumerSecret,
    },
    [SOURCE_TYPE.teamwork]: { ...fakes.teamwork.credentials, timezone: fakes.teamwork.timeZone, itemIdentifier: 'PLU' },
    [SOURCE_TYPE.raceRoster]: { login: fakes.raceRoster.user.username, password: fakes.raceRoster.user.password },
    [SOURCE_TYPE.runSignup]: {
      oauthToken: fakes.runSignup.accessToken.token,
      oauthTokenSecret: fakes.runSignup.accessToken.secret,
    },
    [SOURCE_TYPE.bigCommerce]: { ...fakes.bigCommerce.credentials },
    [SOURCE_TYPE.enMotive]: { ...fakes.enMotive.credentials },
    [SOURCE_TYPE.lightspeed]: {
      accessToken: fakes.lightspeed.credentials.accessToken,
      accountId: fakes.lightspeed.credentials.accountId,
      ecomIdentifierType: 'shop',
      ecomIdentifier: [],
      inventoryStoreIgnore: [],
      sendEmail: false,
    },
    [SOURCE_TYPE.brightpearl]: {
      account: fakes.brightpearl.credentials.account,
      accessToken: fakes.brightpearl.credentials.accessToken,
      apiDomain: 'ws-use.brightpearl.com',
      sendEmail: false,
    },
    [SOURCE_TYPE.heartland]: { apiKey: fakes.heartland.credentials.apiKey, ecomIdentifier: '', amazonIdentifier: '' },
    [SOURCE_TYPE.perkville]: { accessToken: fakes.perkville.credentials.accessToken },
    [SOURCE_TYPE.appointmentPlus]: { ...fakes.appointmentPlus.credentials, timezone: fakes.appointmentPlus.timezone },
    [SOURCE_TYPE.waitwhile]: { ...fakes.waitwhile.credentials, timezone: 'America/Chicago' },
    [SOURCE_TYPE.runit]: { ...fakes.runit.credentials, tenderType: ['web order'] },
    [SOURCE_TYPE.shopify]: {
      storeName: fakes.shopify.credentials.storeName,
      accessToken: fakes.shopify.credentials.accessToken,
      appType: 'custom',
      ignoredInventoryLocations: [],
      isGqlSalespersonFetchEnabled: false,
    },
    [SOURCE_TYPE.fleetFeet]: { storeOwner: ['demo-owner'] },
    [SOURCE_TYPE.skuVault]: { ...fakes.skuVault.credentials },
    [SOURCE_TYPE.haku]: { ...fakes.haku.credentials },
    [SOURCE_TYPE.bridalLive]: { ...fakes.bridalLive.credentials },
  };
  const destinationDetails: PairsWorld['destinationDetails'] = {
    [DESTINATION_TYPE.zaius]: {
      publicKey: DEFAULT_ZAIUS_PUBLIC_KEY,
      privateKey: DEFAULT_ZAIUS_PRIVATE_KEY,
      listFields: [],
    },
    [DESTINATION_TYPE.mailchimp]: { apiKey: DEFAULT_MAILCHIMP_KEY, listId: DEFAULT_MAILCHIMP_LIST },
    [DESTINATION_TYPE.facebookOffline]: { datasetId: fakes.facebook.datasetId },
    [DESTINATION_TYPE.s3]: {
      accessKey: DEFAULT_S3_CREDENTIAL.accessKeyId,
      secretKey: DEFAULT_S3_CREDENTIAL.secretAccessKey,
      bucket: PAIRS_BUCKET,
      path: 'pairs',
    },
    [DESTINATION_TYPE.cadence]: {},
    [DESTINATION_TYPE.uqube]: { database: fakes.uqube.databases[0]! },
    [DESTINATION_TYPE.blueshift]: { eventKey: fakes.blueshift.eventKey, usersKey: fakes.blueshift.usersKey },
  };
  return {
    endpoints: fakeEndpoints(fakes),
    env,
    sourceDetails,
    mapped: { heartland: fakes.heartland, runit: fakes.runit, rics: fakes.rics },
    destinations: {
      zaius: fakes.zaius,
      mailchimp: fakes.mailchimp,
      facebook: fakes.facebook,
      s3: fakes.s3,
      cadence: fakes.cadence,
      uqube: fakes.uqube,
      blueshift: fakes.blueshift,
    },
    destinationDetails,
    close: async () => {
      await Promise.all(closers.map((fake) => fake.close()));
    },
  };
}
