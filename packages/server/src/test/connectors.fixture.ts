import { type HeartlandFake, startHeartlandFake } from '@storelens/fakes/heartland/heartland-fake';
import {
  DEFAULT_MAILCHIMP_KEY,
  DEFAULT_MAILCHIMP_LIST,
  type MailchimpFake,
  startMailchimpFake,
} from '@storelens/fakes/mailchimp/server';
import { DEFAULT_S3_CREDENTIAL, type S3Fake, startS3Fake } from '@storelens/fakes/s3/server';
import { type ShopifyFake, startShopifyFake } from '@storelens/fakes/shopify/shopify-fake';
import { startWooCommerceFake, type WooCommerceFake } from '@storelens/fakes/woocommerce/woocommerce-fake';
import {
  DEFAULT_ZAIUS_PRIVATE_KEY,
  DEFAULT_ZAIUS_PUBLIC_KEY,
  startZaiusFake,
  type ZaiusFake,
} from '@storelens/fakes/zaius/server';
import type { LightMyRequestResponse } from 'fastify';
import { addMember, buildAccount, buildUser, TEST_PASSWORD } from './factories.ts';
import { createTestContext, signIn, type TestContext } from './harness.ts';

/** A key that may use another bucket only: our bucket answers AccessDenied. */
export const LIMITED_S3_CREDENTIAL = {
  accessKeyId: 'AKIALIMITEDSTORELENS',
  secretAccessKey: 'limited/secret/key/for/storelens/tests/01',
};

export interface Fakes {
  heartland: HeartlandFake;
  woo: WooCommerceFake;
  shopify: ShopifyFake;
  s3: S3Fake;
  mailchimp: MailchimpFake;
  zaius: ZaiusFake;
}

export const SIZES = { customers: 40, orders: 60, products: 15, locations: 2 };

export type AdminCall = (
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  payload?: object,
) => Promise<LightMyRequestResponse>;

/**
 * A new Connectors account with an owner (its admin), and `call` for the API as a signed-in system
 * admin: where every connector test starts.
 */
export async function adminOnConnectorsAccount(t: TestContext, name: string) {
  const db = t.deps.database.db;
  const account = await buildAccount(db, { accountType: 'Connectors', name });
  const admin = await buildUser(db, { systemAccessLevel: 'admin' });
  const owner = await buildUser(db);
  await addMember(db, account.id, owner.id, 'admin');
  const cookie = await signIn(t.app, admin.email, TEST_PASSWORD);
  const call: AdminCall = (method, url, payload) =>
    t.app.inject({ method, url: `/api${url}`, headers: { cookie }, ...(payload ? { payload } : {}) });
  return { accountId: account.id, owner, call };
}

/** A test app whose vendors are the local fakes, with a system admin signed in on a Connectors account. */
export async function createConnectorsContext() {
  const fakes: Fakes = {
    woo: await startWooCommerceFake({ ...SIZES, seed: 7 }),
    shopify: await startShopifyFake({ ...SIZES, seed: 9, throttle: null }),
    s3: await startS3Fake({
      buckets: ['storelens-test', 'someone-elses'],
      credentials: [DEFAULT_S3_CREDENTIAL, { ...LIMITED_S3_CREDENTIAL, buckets: ['someone-elses'] }],
    }),
    heartland: await startHeartlandFake({ ...SIZES, seed: 5 }),
    mailchimp: await startMailchimpFake(),
    zaius: await startZaiusFake(),
  };
  const t: TestContext = await createTestContext(
    {},
    {
      woocommerce: fakes.woo.siteUrlTemplate,
      shopify: fakes.shopify.shopUrlTemplate,
      s3: fakes.s3.endpoint,
      mailchimp: fakes.mailchimp.endpoint,
      zaius: fakes.zaius.endpoint,
      heartland: fakes.heartland.url,
    },
  );
  const { accountId, owner, call } = await adminOnConnectorsAccount(t, 'Connectors Co');
  return {
    t,
    fakes,
    accountId,
    owner,
    call,
    close: async () => {
      await t.close();
      await Promise.all(Object.values(fakes).map((f) => f.close()));
    },
  };
}

export const s3Detail = (overrides: Record<string, unknown> = {}) => ({
  accessKey: DEFAULT_S3_CREDENTIAL.accessKeyId,
  secretKey: DEFAULT_S3_CREDENTIAL.secretAccessKey,
  bucket: 'storelens-test',
  path: 'exports',
  ...overrides,
});

export const mailchimpDetail = (overrides: Record<string, unknown> = {}) => ({
  apiKey: DEFAULT_MAILCHIMP_KEY,
  listId: DEFAULT_MAILCHIMP_LIST,
  ...overrides,
});

export const zaiusDetail = (overrides: Record<string, unknown> = {}) => ({
  publicKey: DEFAULT_ZAIUS_PUBLIC_KEY,
  privateKey: DEFAULT_ZAIUS_PRIVATE_KEY,
  listFields: [],
  ...overrides,
});

export const wooDetail = (fakes: Fakes, overrides: Record<string, unknown> = {}) => ({
  url: fakes.woo.credentials.site,
  consumerKey: fakes.woo.credentials.consumerKey,
  consumerSecret: fakes.woo.credentials.consumerSecret,
  ...overrides,
});

export const shopifyDetail = (fakes: Fakes, overrides: Record<string, unknown> = {}) => ({
  storeName: fakes.shopify.credentials.storeName,
  appType: 'custom',
  accessToken: fakes.shopify.credentials.accessToken,
  ...overrides,
});
