import {
  DESTINATION_TYPE,
  type DestinationTypeId,
  SOURCE_TYPE,
  type SourceTypeId,
} from '@storelens/contract/domain/connectors';
import type { DestinationConnector, SourceConnector, VendorEndpoints } from './connector.ts';
import { createMailchimpDestination } from './destinations/mailchimp/push.ts';
import { createS3Destination } from './destinations/s3/push.ts';
import { createZaiusDestination } from './destinations/zaius/push.ts';
import { createBigCommerceSource } from './sources/bigcommerce/sync.ts';
import { createHeartlandSource } from './sources/heartland/sync.ts';
import { createLightspeedSource } from './sources/lightspeed/sync.ts';
import { createShopifySource } from './sources/shopify/sync.ts';
import { createSkuVaultSource } from './sources/skuvault/sync.ts';
import { createWooCommerceSource } from './sources/woocommerce/sync.ts';

// A connector's detail type is its own; the engine hands it the validated detail of that type.
// biome-ignore lint/suspicious/noExplicitAny: the registry erases each connector's detail type
type AnyDetail = any;

export interface ConnectorRegistry {
  /** where the vendors are (for lookups outside the connectors, such as the Zaius lists) */
  endpoints: VendorEndpoints;
  sources: Partial<Record<SourceTypeId, SourceConnector<AnyDetail>>>;
  destinations: Partial<Record<DestinationTypeId, DestinationConnector<AnyDetail>>>;
}

/**
 * The vendors built for real, by type id, talking to `endpoints` (the local fakes in the demo and
 * the tests, the vendors' own hosts otherwise). Types missing here have forms and validation but
 * no client yet: their sources are saved and never run.
 */
export function createConnectorRegistry(endpoints: VendorEndpoints = {}): ConnectorRegistry {
  const options = { endpoints };
  return {
    endpoints,
    sources: {
      [SOURCE_TYPE.wooCommerce]: createWooCommerceSource(options),
      [SOURCE_TYPE.lightspeed]: createLightspeedSource(options),
      [SOURCE_TYPE.heartland]: createHeartlandSource(options),
      [SOURCE_TYPE.shopify]: createShopifySource(options),
      [SOURCE_TYPE.bigCommerce]: createBigCommerceSource(options),
      [SOURCE_TYPE.skuVault]: createSkuVaultSource(options),
    },
    destinations: {
      [DESTINATION_TYPE.zaius]: createZaiusDestination(options),
      [DESTINATION_TYPE.mailchimp]: createMailchimpDestination(options),
      [DESTINATION_TYPE.s3]: createS3Destination(options),
    },
  };
}
