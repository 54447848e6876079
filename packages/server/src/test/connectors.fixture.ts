import { DESTINATION_TYPE, SOURCE_TYPE, type SourceTypeId } from '@storelens/contract/domain/connectors';
import { SOURCE_SECRET_FIELDS } from '@storelens/contract/validation/sources';
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
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { type sources, WAREHOUSE_TABLES } from '../db/connectors.schema.ts';
import { sealDetail } from '../integrations/connector-secrets.ts';
import type { OrderRecord } from '../integrations/records.ts';
import { addMember, buildAccount, buildSource, buildUser, TEST_PASSWORD } from './factories.ts';
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

/** A saved source as GET /sources/{accountId}/{id} answers it, as far as its edit form reads it. */
export interface SourceForm {
  name: string;
  detail: Record<string, unknown>;
  frequency: number;
  anchorTime: string;
  timezone: string;
  destinations: Array<{ id: number; detail: object }>;
}

export type AdminCall = (
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  payload?: object,
) => Promise<LightMyRequestResponse>;

/**
 * A new Connectors account with an owner (its admin), and `call` for the API as a signed-in system
 * admin (whose session is `cookie`): where every connector test starts. `saveDestination` saves one
 * through the API (on this account unless told) and answers its id; `editSource` saves a source's edit
 * form as the web app does, what the source answers with `changes(current)` over it.
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
  const saveDestination = async (name: string, type: number, detail: object, accountId = account.id) => {
    const res = await call('POST', `/destinations/${accountId}/`, { name, type, detail });
    if (res.statusCode !== 200) throw new Error(`destination ${name} not saved: ${res.statusCode} ${res.body}`);
    return res.json().id as number;
  };
  const editSource = async (sourceId: number, changes: (current: SourceForm) => object) => {
    const current = (await call('GET', `/sources/${account.id}/${sourceId}`)).json() as SourceForm;
    const { name, detail, frequency, anchorTime, timezone } = current;
    return call('PATCH', `/sources/${account.id}/${sourceId}/`, {
      name,
      detail,
      frequency,
      anchorTime,
      timezone,
      ...changes(current),
    });
  };
  return { accountId: account.id, owner, cookie, call, saveDestination, editSource };
}

/**
 * Makes every delivery cursor written for `destinationId` fail (a trigger): an error injected in the
 * middle of a save, after the source row and its other links are in. Answers the undo.
 */
export async function failCursorWrites(t: TestContext, destinationId: number): Promise<() => Promise<void>> {
  const fn = `fail_cursor_${destinationId}`;
  await t.deps.database.executeSql(`
    create function ${fn}() returns trigger language plpgsql as $$
    begin
      if new.destination_id = ${destinationId} then raise exception 'injected failure'; end if;
      return new;
    end $$;
    create trigger ${fn} before insert on delivery_cursors for each row execute function ${fn}();`);
  return async () => {
    await t.deps.database.executeSql(`drop trigger ${fn} on delivery_cursors; drop function ${fn}();`);
  };
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
  const admin = await adminOnConnectorsAccount(t, 'Connectors Co');
  /** Saves, through the API, an hourly WooCommerce source 'Woo' sending to a new Zaius destination. */
  const saveWooToZaius = async () => {
    const zaiusId = await admin.saveDestination('CDP', DESTINATION_TYPE.zaius, zaiusDetail());
    const created = await admin.call('POST', `/sources/${admin.accountId}/`, {
      name: 'Woo',
      type: SOURCE_TYPE.wooCommerce,
      detail: wooDetail(fakes),
      frequency: 60,
      anchorTime: '08:00',
      startDate: '2020-01-01',
      timezone: 'Etc/UTC',
      destinations: [{ id: zaiusId, detail: {} }],
    });
    if (created.statusCode !== 200) throw new Error(`source not saved: ${created.statusCode} ${created.body}`);
    return { zaiusId, sourceId: created.json().id as number };
  };
  return {
    t,
    fakes,
    ...admin,
    saveWooToZaius,
    close: async () => {
      await t.close();
      await Promise.all(Object.values(fakes).map((f) => f.close()));
    },
  };
}

/**
 * Inserts a source (buildSource, daily from 2024 unless told otherwise) with `detail` stored as a save
 * stores it, its secret fields sealed: for a source no vendor is asked about, e.g. one whose tokens
 * came through OAuth.
 */
export async function buildSealedSource(
  t: TestContext,
  values: Omit<Partial<typeof sources.$inferInsert>, 'detail' | 'secrets'> & {
    accountId: number;
    sourceType: SourceTypeId;
    detail: Record<string, unknown>;
  },
) {
  const { detail, ...rest } = values;
  const sealed = sealDetail(t.deps.secrets, detail, SOURCE_SECRET_FIELDS[values.sourceType]);
  return buildSource(t.deps.database.db, {
    frequencyMinutes: 1440,
    startDate: '2024-01-01',
    ...rest,
    detail: sealed.detail,
    secrets: sealed.secrets,
  });
}

/** The orders a source's runs stored in the warehouse, as the records they were stored from. */
export const storedOrders = async (t: TestContext, sourceId: number): Promise<OrderRecord[]> =>
  (
    await t.deps.database.db
      .select({ data: WAREHOUSE_TABLES.orders.data })
      .from(WAREHOUSE_TABLES.orders)
      .where(eq(WAREHOUSE_TABLES.orders.sourceId, sourceId))
  ).map((row) => row.data as unknown as OrderRecord);

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
