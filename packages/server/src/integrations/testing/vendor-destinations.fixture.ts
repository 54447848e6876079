import { DESTINATION_TYPE, type DestinationTypeId } from '@storelens/contract/domain/connectors';
import {
  type BlueshiftFake,
  DEFAULT_BLUESHIFT_EVENT_KEY,
  DEFAULT_BLUESHIFT_USERS_KEY,
  startBlueshiftFake,
} from '@storelens/fakes/blueshift/server';
import { type FacebookFake, startFacebookFake } from '@storelens/fakes/facebook/server';
import { DEFAULT_S3_CREDENTIAL, type S3Fake, startS3Fake } from '@storelens/fakes/s3/server';
import {
  DEFAULT_ZAIUS_PRIVATE_KEY,
  DEFAULT_ZAIUS_PUBLIC_KEY,
  startZaiusFake,
  type ZaiusFake,
} from '@storelens/fakes/zaius/server';
import type { VendorEndpoints } from '../connector.ts';

/**
 * A destination for the vendor API tests (spec 2 §4 says which types a source type may feed): what
 * POST /destinations/{accountId}/ saves, where its fake listens, and the fake itself.
 */
export interface VendorDestination<F = unknown> {
  name: string;
  type: DestinationTypeId;
  detail: Record<string, unknown>;
  endpoints: Partial<VendorEndpoints>;
  /** the link's detail where the link form's defaults leave required fields empty */
  link?: Record<string, unknown>;
  fake: F;
  close(): Promise<void>;
}

/** The customer-data platform (most source types feed it). */
export async function zaiusDestination(): Promise<VendorDestination<ZaiusFake>> {
  const fake = await startZaiusFake();
  return {
    name: 'CDP',
    type: DESTINATION_TYPE.zaius,
    detail: { publicKey: DEFAULT_ZAIUS_PUBLIC_KEY, privateKey: DEFAULT_ZAIUS_PRIVATE_KEY, listFields: [] },
    endpoints: { zaius: fake.endpoint },
    fake,
    close: () => fake.close(),
  };
}

/** Cadence: no credentials and no API of its own (SKU Vault, FleetFeet Online). */
export async function cadenceDestination(): Promise<VendorDestination<null>> {
  return {
    name: 'Cadence',
    type: DESTINATION_TYPE.cadence,
    detail: {},
    endpoints: {},
    fake: null,
    close: async () => {},
  };
}

/** The ads dataset, Facebook Offline (Bridal Live). */
export async function facebookOfflineDestination(): Promise<VendorDestination<FacebookFake>> {
  const fake = await startFacebookFake();
  return {
    name: 'Ads dataset',
    type: DESTINATION_TYPE.facebookOffline,
    detail: { datasetId: fake.datasetId },
    endpoints: { facebook: fake.endpoint, facebookAccessToken: fake.accessToken },
    fake,
    close: () => fake.close(),
  };
}

/** Blueshift (Haku); its link asks for a product URL and image with no default. */
export async function blueshiftDestination(): Promise<VendorDestination<BlueshiftFake>> {
  const fake = await startBlueshiftFake({ bulkPerSecond: null });
  return {
    name: 'Blueshift',
    type: DESTINATION_TYPE.blueshift,
    detail: { eventKey: DEFAULT_BLUESHIFT_EVENT_KEY, usersKey: DEFAULT_BLUESHIFT_USERS_KEY },
    endpoints: { blueshift: fake.endpoint },
    link: {
      productUrl: 'https://races.example.com/e',
      productImage: 'https://races.example.com/e.png',
      ignoreWebOrders: false,
      consent: { email: 'Ignore', phone: 'Ignore' },
    },
    fake,
    close: () => fake.close(),
  };
}

/** A bucket, the export destination (Brightpearl). */
export const s3Destination = (bucket: string, path: string) => async (): Promise<VendorDestination<S3Fake>> => {
  const fake = await startS3Fake({ buckets: [bucket] });
  return {
    name: 'Bucket',
    type: DESTINATION_TYPE.s3,
    detail: {
      accessKey: DEFAULT_S3_CREDENTIAL.accessKeyId,
      secretKey: DEFAULT_S3_CREDENTIAL.secretAccessKey,
      bucket,
      path,
    },
    endpoints: { s3: fake.endpoint },
    fake,
    close: () => fake.close(),
  };
};
