import {
  DESTINATION_TYPE,
  type DestinationTypeId,
  SOURCE_TYPE,
  type SourceTypeId,
} from '@storelens/contract/domain/connectors';
import type { OAuthClient, OAuthProvider } from '../config.ts';
import type { DestinationConnector, SourceConnector, VendorEndpoints } from './connector.ts';
import { createBlueshiftDestination } from './destinations/blueshift/push.ts';
import { createCadenceDestination } from './destinations/cadence/push.ts';
import { createFacebookOfflineDestination } from './destinations/facebook-offline/push.ts';
import { createMailchimpDestination } from './destinations/mailchimp/push.ts';
import { createS3Destination } from './destinations/s3/push.ts';
import { createUqubeDestination } from './destinations/uqube/push.ts';
import { createZaiusDestination } from './destinations/zaius/push.ts';
import { rememberRecipe } from './pull-recipe.ts';
import { createAppointmentPlusSource } from './sources/appointmentplus/sync.ts';
import { createBigCommerceSource } from './sources/bigcommerce/sync.ts';
import { createBridalLiveSource } from './sources/bridallive/sync.ts';
import { createBrightpearlSource } from './sources/brightpearl/sync.ts';
import { createEnMotiveSource } from './sources/enmotive/sync.ts';
import { createFleetFeetSource } from './sources/fleetfeet/sync.ts';
import { createHakuSource } from './sources/haku/sync.ts';
import { createHeartlandSource } from './sources/heartland/sync.ts';
import { createLightspeedSource } from './sources/lightspeed/sync.ts';
import { createPerkvilleSource } from './sources/perkville/sync.ts';
import { createRaceRosterSource } from './sources/raceroster/sync.ts';
import { createRicsSource } from './sources/rics/sync.ts';
import { createRunitSource } from './sources/runit/sync.ts';
import { createRunSignupSource } from './sources/runsignup/sync.ts';
import { createShopifySource } from './sources/shopify/sync.ts';
import { createSkuVaultSource } from './sources/skuvault/sync.ts';
import { createTeamworkSource } from './sources/teamwork/sync.ts';
import { createWaitwhileSource } from './sources/waitwhile/sync.ts';
import { createWooCommerceSource } from './sources/woocommerce/sync.ts';

// A connector's detail type is its own; the engine hands it the validated detail of that type.
// biome-ignore lint/suspicious/noExplicitAny: the registry erases each connector's detail type
type AnyDetail = any;

export interface ConnectorRegistry {
  /** where the vendors are (for lookups outside the connectors, such as the Zaius lists) */
  endpoints: VendorEndpoints;
  /** every type has its client: a type without one would not compile */
  sources: Record<SourceTypeId, SourceConnector<AnyDetail>>;
  destinations: Record<DestinationTypeId, DestinationConnector<AnyDetail>>;
}

/**
 * Every source and destination type's connector, by type id, talking to `endpoints` (the local
 * fakes in the demo and the tests, the vendors' own hosts otherwise). Each source is declared with
 * `defineSourceConnector` and each destination with `defineDestinationConnector` in its vendor's folder.
 */
export function createConnectorRegistry(
  endpoints: VendorEndpoints = {},
  /** the OAuth clients (config.oauthClients): RunSignup signs every call with its consumer, Race Roster renews tokens with its client */
  oauthClients: Partial<Record<OAuthProvider, OAuthClient>> = {},
): ConnectorRegistry {
  const options = { endpoints };
  const registry: ConnectorRegistry = {
    endpoints,
    sources: {
      [SOURCE_TYPE.wooCommerce]: createWooCommerceSource(options),
      [SOURCE_TYPE.lightspeed]: createLightspeedSource(options),
      [SOURCE_TYPE.heartland]: createHeartlandSource(options),
      [SOURCE_TYPE.shopify]: createShopifySource(options),
      [SOURCE_TYPE.bigCommerce]: createBigCommerceSource(options),
      [SOURCE_TYPE.skuVault]: createSkuVaultSource(options),
      [SOURCE_TYPE.runit]: createRunitSource(options),
      [SOURCE_TYPE.fleetFeet]: createFleetFeetSource(options),
      [SOURCE_TYPE.raceRoster]: createRaceRosterSource({ ...options, client: oauthClients.raceRoster }),
      [SOURCE_TYPE.runSignup]: createRunSignupSource({ ...options, consumer: oauthClients.runSignup }),
      [SOURCE_TYPE.enMotive]: createEnMotiveSource(options),
      [SOURCE_TYPE.rics]: createRicsSource(options),
      [SOURCE_TYPE.teamwork]: createTeamworkSource(options),
      [SOURCE_TYPE.haku]: createHakuSource(options),
      [SOURCE_TYPE.waitwhile]: createWaitwhileSource(options),
      [SOURCE_TYPE.appointmentPlus]: createAppointmentPlusSource(options),
      [SOURCE_TYPE.bridalLive]: createBridalLiveSource(options),
      [SOURCE_TYPE.brightpearl]: createBrightpearlSource(options),
      [SOURCE_TYPE.perkville]: createPerkvilleSource(options),
    },
    destinations: {
      [DESTINATION_TYPE.zaius]: createZaiusDestination(options),
      [DESTINATION_TYPE.mailchimp]: createMailchimpDestination(options),
      [DESTINATION_TYPE.s3]: createS3Destination(options),
      [DESTINATION_TYPE.facebookOffline]: createFacebookOfflineDestination(options),
      [DESTINATION_TYPE.cadence]: createCadenceDestination(options),
      [DESTINATION_TYPE.uqube]: createUqubeDestination(options),
      [DESTINATION_TYPE.blueshift]: createBlueshiftDestination(options),
    },
  };
  // the engine may run these pulls in a worker thread, built there again from the same endpoints
  for (const [type, connector] of Object.entries(registry.sources))
    rememberRecipe(connector, { type: Number(type) as SourceTypeId, endpoints });
  return registry;
}
