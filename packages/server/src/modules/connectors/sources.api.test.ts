import { SOURCE_SECRET_FIELDS } from '@storelens/contract/validation/sources';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountConnectorSettings, sources } from '../../db/connectors.schema.ts';
import { queueDueSources } from '../../jobs/sources-schedule.job.ts';
import { openDetail, sealDetail } from './connector-secrets.ts';
import {
  createConnectorsContext,
  mailchimpDetail,
  s3Detail,
  shopifyDetail,
  wooDetail,
  zaiusDetail,
} from './connectors.fixture.ts';
import { addLink } from './source-links.ts';

let c: Awaited<ReturnType<typeof createConnectorsContext>>;
let s3Id: number;
let mailchimpId: number;
let zaiusId: number;
let cadenceId: number;
beforeAll(async () => {
  c = await createConnectorsContext();
  const make = async (type: number, detail: object) =>
    (await c.call('POST', `/destinations/${c.accountId}/`, { name: `Dest ${type}`, type, detail })).json().id as number;
  s3Id = await make(5, s3Detail());
  mailchimpId = await make(2, mailchimpDetail());
  zaiusId = await make(1, zaiusDetail());
  cadenceId = await make(6, {});
});
afterAll(() => c.close());

const wooBody = (overrides: Record<string, unknown> = {}) => ({
  name: 'Woo shop',
  type: 2,
  detail: wooDetail(c.fakes),
  frequency: 10,
  anchorTime: '08:00',
  startDate: '2024-01-01',
  timezone: 'America/New_York',
  destinations: [{ id: zaiusId, detail: {} }],
  ...overrides,
});
const create = (body: object) => c.call('POST', `/sources/${c.accountId}/`, body);

describe('POST /api/sources/{accountId}/ validation (spec 2 §5)', () => {
  it('creates a WooCommerce source with its next run time; secrets masked', async () => {
    const res = await create(wooBody());
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      name: 'Woo shop',
      type: 2,
      sourceName: 'WooCommerce',
      active: true,
      isSetup: true,
      frequency: 10,
    });
    expect(body.detail.consumerSecret).toBe('********');
    expect(new Date(body.nextRunTime).getTime()).toBeGreaterThan(Date.now());
    // the first pull starts at once
    expect(c.t.sentJobs).toContainEqual({ name: 'source-sync', payload: { sourceId: body.id, kind: 'manual' } });
    expect(body.destinations).toMatchObject([{ id: zaiusId, startDate: '2024-01-01', loadingHistory: true }]);
    // spec 2 §4: the file bucket takes Brightpearl only
    const toBucket = await create(wooBody({ destinations: [{ id: s3Id, detail: {} }] }));
    expect(toBucket.json().fields['destinations.0.id']).toBe(
      'This destination is not a supported type for the selected source type.',
    );
  });

  it('accepts sourceType for type', async () => {
    const { type: _type, ...rest } = wooBody({ name: 'Alias' });
    expect((await create({ ...rest, sourceType: 2 })).statusCode).toBe(200);
  });

  it('refuses a frequency under 60 minutes for any type but WooCommerce', async () => {
    const res = await create({
      ...wooBody({
        type: 15,
        detail: shopifyDetail(c.fakes),
        frequency: 30,
        destinations: [{ id: zaiusId, detail: {} }],
      }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.frequency).toBe('The selected frequency is not supported for the selected source type');
  });

  it('needs at least one destination', async () => {
    const res = await create(wooBody({ destinations: [] }));
    expect(res.json().fields.destinations).toBe('You must select at least one destination for this source.');
  });

  it('refuses a destination the source type cannot feed', async () => {
    const res = await create(
      wooBody({ destinations: [{ id: mailchimpId, detail: { storeId: 's1', storeName: 'S' } }] }),
    );
    expect(res.statusCode).toBe(400);
    expect(Object.values(res.json().fields)).toContain(
      'This destination is not a supported type for the selected source type.',
    );
  });

  it('refuses a WooCommerce URL with a scheme or a path', async () => {
    const scheme = await create(wooBody({ detail: wooDetail(c.fakes, { url: 'https://shop.example.com' }) }));
    expect(scheme.json().fields['detail.url']).toBeTypeOf('string');
    const path = await create(wooBody({ detail: wooDetail(c.fakes, { url: 'shop.example.com/store' }) }));
    expect(path.json().fields['detail.url']).toBeTypeOf('string');
  });

  it('refuses a start date before 2000-01-01 or in the future', async () => {
    expect((await create(wooBody({ startDate: '1999-12-31' }))).json().fields.startDate).toBeTypeOf('string');
    expect((await create(wooBody({ startDate: '2999-01-01' }))).json().fields.startDate).toBeTypeOf('string');
  });

  it('checks credentials with the vendor: WooCommerce InvalidAccess, Shopify InvalidAuth', async () => {
    const woo = await create(wooBody({ detail: wooDetail(c.fakes, { consumerSecret: 'cs_wrong' }) }));
    expect(woo.statusCode).toBe(400);
    expect(woo.json().error).toBe('InvalidAccess');
    const shop = await create(
      wooBody({
        type: 15,
        frequency: 1440,
        detail: shopifyDetail(c.fakes, { accessToken: 'shpat_wrong' }),
        destinations: [{ id: cadenceId, detail: {} }],
      }),
    );
    expect(shop.json()).toMatchObject({
      error: 'InvalidAuth',
      message: 'Invalid Store Name, Access Token, or Access Level',
    });
  });

  it('maps the other vendor refusals of spec 2 §8: WooCommerce InvalidURL, Shopify private InvalidAuth, Heartland InvalidApiKey', async () => {
    const badSite = await create(wooBody({ detail: wooDetail(c.fakes, { url: 'no-such-shop.example.com' }) }));
    expect(badSite.json()).toMatchObject({ error: 'InvalidURL' });
    expect(badSite.json().fields['detail.url']).toBeTypeOf('string');
    const privateApp = await create(
      wooBody({
        type: 15,
        frequency: 1440,
        detail: shopifyDetail(c.fakes, {
          appType: 'private',
          accessToken: undefined,
          apiKey: 'wrong',
          password: 'wrong',
        }),
        destinations: [{ id: cadenceId, detail: {} }],
      }),
    );
    expect(privateApp.json()).toMatchObject({
      error: 'InvalidAuth',
      message: 'Invalid Store Name, API Key, Password, or Access Level',
    });
    const heartland = await create(
      wooBody({
        type: 10,
        frequency: 1440,
        detail: { apiKey: 'not-the-key' },
        destinations: [{ id: zaiusId, detail: {} }],
      }),
    );
    expect(heartland.json()).toMatchObject({
      error: 'InvalidApiKey',
      message: 'Api Key is either invalid or lacks all the neccessary permissions',
    });
    const good = await create(
      wooBody({
        name: 'Heartland store',
        type: 10,
        frequency: 1440,
        detail: { apiKey: c.fakes.heartland.credentials.apiKey },
        destinations: [{ id: zaiusId, detail: {} }],
      }),
    );
    expect(good.statusCode, good.body).toBe(200);
  });

  it('refuses a destination of another account', async () => {
    const res = await create(wooBody({ destinations: [{ id: 999999, detail: {} }] }));
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.destinations).toContain('does not exist');
  });

  it('enforces the per-account source limit', async () => {
    const db = c.t.deps.database.db;
    const { used } = (await c.call('GET', `/sources/${c.accountId}/limit`)).json();
    await db.insert(accountConnectorSettings).values({ accountId: c.accountId, sourceLimit: used });
    try {
      const res = await create(wooBody({ name: 'One too many' }));
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe('SourceLimitReached');
    } finally {
      await db.delete(accountConnectorSettings).where(eq(accountConnectorSettings.accountId, c.accountId));
    }
  });
});

describe('editing a source whose credentials came through OAuth', () => {
  it('keeps the stored tokens when the form saves the masked detail', async () => {
    const db = c.t.deps.database.db;
    const oauthDetail = {
      ecomIdentifierType: 'shop',
      ecomIdentifier: [],
      inventoryStoreIgnore: [],
      accessToken: 'ls-access',
      refreshToken: 'ls-refresh',
      accountId: '4242',
    };
    const sealed = sealDetail(c.t.deps.secrets, oauthDetail, SOURCE_SECRET_FIELDS[8]);
    const [row] = await db
      .insert(sources)
      .values({
        accountId: c.accountId,
        name: 'Lightspeed',
        sourceType: 8,
        detail: sealed.detail,
        secrets: sealed.secrets,
        frequencyMinutes: 1440,
        anchorTime: '08:00',
        timezone: 'Etc/UTC',
        startDate: '2024-01-01',
      })
      .returning();
    await addLink(db, c.accountId, row!.id, {
      destinationId: zaiusId,
      detail: {},
      startDate: '2024-01-01',
      withHistory: false,
    });
    const shown = (await c.call('GET', `/sources/${c.accountId}/${row!.id}`)).json();
    expect(JSON.stringify(shown)).not.toContain('ls-access');
    const saved = await c.call('PATCH', `/sources/${c.accountId}/${row!.id}/`, {
      name: 'Lightspeed renamed',
      detail: shown.detail,
      frequency: shown.frequency,
      anchorTime: shown.anchorTime,
      timezone: shown.timezone,
      destinations: shown.destinations.map((d: { id: number; detail: object }) => ({ id: d.id, detail: d.detail })),
    });
    expect(saved.json().name, saved.body).toBe('Lightspeed renamed');
    const [after] = await db.select().from(sources).where(eq(sources.id, row!.id));
    const stored = openDetail(c.t.deps.secrets, after!.detail, after!.secrets);
    expect(stored).toMatchObject({ accessToken: 'ls-access', refreshToken: 'ls-refresh', accountId: '4242' });
  });
});

describe('source state and listing', () => {
  it('disables and enables; a disabled source is not scheduled', async () => {
    const created = (await create(wooBody({ name: 'Toggle' }))).json();
    const off = await c.call('PATCH', `/sources/${c.accountId}/${created.id}/disable`);
    expect(off.json()).toEqual({ id: created.id, active: false });
    await c.t.deps.database.db
      .update(sources)
      .set({ nextRunTime: new Date(Date.now() - 60_000) })
      .where(eq(sources.id, created.id));
    expect(await queueDueSources(c.t.deps)).not.toContain(created.id);
    const on = await c.call('PATCH', `/sources/${c.accountId}/${created.id}/enable`);
    expect(on.json().active).toBe(true);
    const listed = (await c.call('GET', `/sources/${c.accountId}`))
      .json()
      .find((s: { id: number }) => s.id === created.id);
    expect(listed).toMatchObject({ state: 'active', isSetup: true, health: 'ok', lastRun: null });
    expect(listed.nextRunTime).not.toBeNull();
  });

  it('queues a due source once and moves its next run time on', async () => {
    const created = (await create(wooBody({ name: 'Due' }))).json();
    await c.t.deps.database.db
      .update(sources)
      .set({ nextRunTime: new Date(Date.now() - 1000) })
      .where(eq(sources.id, created.id));
    expect(await queueDueSources(c.t.deps)).toContain(created.id);
    expect(await queueDueSources(c.t.deps)).not.toContain(created.id);
    const [row] = await c.t.deps.database.db.select().from(sources).where(eq(sources.id, created.id));
    expect(row!.nextRunTime!.getTime()).toBeGreaterThan(Date.now());
  });

  it('answers 404 for a source of another account and 403 for an account the user cannot see', async () => {
    expect((await c.call('GET', `/sources/${c.accountId}/999999`)).statusCode).toBe(404);
    expect((await c.call('GET', '/sources/999999')).statusCode).toBe(404);
  });

  it('starts the delete-data job', async () => {
    const res = await c.call('DELETE', `/sources/deleteData/${c.accountId}`);
    expect(res.json()).toEqual({ status: 'Started' });
  });
});
