import { ERRORS } from '@storelens/contract/api/errors';
import {
  DESTINATION_TYPE,
  DESTINATION_TYPE_IDS,
  SOURCE_TYPE,
  SOURCE_TYPE_IDS,
} from '@storelens/contract/domain/connectors';
import { msg } from '@storelens/contract/validation/messages';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountConnectorSettings, deliveryCursors, sourceDestinations, sources } from '../../db/connectors.schema.ts';
import { auditLog } from '../../db/schema.ts';
import { openDetail } from '../../integrations/connector-secrets.ts';
import { queueDueSources } from '../../jobs/sources-schedule.job.ts';
import { connectorCallers, type Method, send } from '../../test/connector-callers.ts';
import {
  buildSealedSource,
  createConnectorsContext,
  failCursorWrites,
  mailchimpDetail,
  s3Detail,
  shopifyDetail,
  wooDetail,
  zaiusDetail,
} from '../../test/connectors.fixture.ts';
import { buildAccount } from '../../test/factories.ts';
import { signInNewMember } from '../../test/identity-helpers.ts';
import { addLink } from './source-links.service.ts';

let c: Awaited<ReturnType<typeof createConnectorsContext>>;
let s3Id: number;
let mailchimpId: number;
let zaiusId: number;
let cadenceId: number;
/** Another Connectors account, in another vertical, with its own destination and source (real ids). */
let other: { accountId: number; verticalId: string; destinationId: number; sourceId: number };
/** A source of this account, for the routes that name one. */
let ownSourceId: number;
let callers: Awaited<ReturnType<typeof connectorCallers>>;
beforeAll(async () => {
  c = await createConnectorsContext();
  const make = (type: number, detail: object, accountId = c.accountId) =>
    c.saveDestination(`Dest ${type}`, type, detail, accountId);
  s3Id = await make(DESTINATION_TYPE.s3, s3Detail());
  mailchimpId = await make(DESTINATION_TYPE.mailchimp, mailchimpDetail());
  zaiusId = await make(DESTINATION_TYPE.zaius, zaiusDetail());
  cadenceId = await make(DESTINATION_TYPE.cadence, {});
  callers = await connectorCallers(c.t, c.accountId);

  const account = await buildAccount(c.t.deps.database.db, { accountType: 'Connectors', name: 'Other Co' });
  const destinationId = await make(DESTINATION_TYPE.zaius, zaiusDetail(), account.id);
  const source = await c.call('POST', `/sources/${account.id}/`, {
    ...wooBody({ name: 'Other account source' }),
    destinations: [{ id: destinationId, detail: {} }],
  });
  expect(source.statusCode, source.body).toBe(200);
  other = { accountId: account.id, verticalId: account.verticalId, destinationId, sourceId: source.json().id };
  const own = await create(wooBody({ name: 'Own source' }));
  expect(own.statusCode, own.body).toBe(200);
  ownSourceId = own.json().id;
});
afterAll(() => c.close());

const wooBody = (overrides: Record<string, unknown> = {}) => ({
  name: 'Woo shop',
  type: SOURCE_TYPE.wooCommerce,
  detail: wooDetail(c.fakes),
  frequency: 10,
  anchorTime: '08:00',
  startDate: '2024-01-01',
  timezone: 'America/New_York',
  destinations: [{ id: zaiusId, detail: {} }],
  ...overrides,
});
/** A daily source of another vendor, sending to one destination. */
const dailyBody = (type: number, detail: object, destinationId: number) =>
  wooBody({ type, frequency: 1440, detail, destinations: [{ id: destinationId, detail: {} }] });
const create = (body: object) => c.call('POST', `/sources/${c.accountId}/`, body);

describe('who may manage sources (spec 2 §6)', () => {
  // Every route of the module. Each row: the route as called by the refused callers, and the bad input
  // an allowed caller (a manager with the connectors flag in the account's vertical) gets 400 for.
  // The refused callers send the same bad input: 401/403 must come before the body is even read.
  const updateBody = () => ({ name: '', detail: {}, frequency: 10, anchorTime: '08:00', timezone: 'Etc/UTC' });
  const nameRequired = {
    error: 'ValidationError',
    message: msg.required('Name'),
    fields: { name: msg.required('Name') },
  };
  const badPath = (param: string) => ({ error: 'ValidationError', fields: { [param]: expect.any(String) } });
  const rows: Array<{
    method: Method;
    route: string;
    url: () => string;
    body?: () => object;
    badUrl?: () => string;
    answer: object;
  }> = [
    {
      method: 'GET',
      route: '/sources/{accountId}',
      url: () => `/sources/${c.accountId}`,
      badUrl: () => '/sources/abc',
      answer: badPath('accountId'),
    },
    {
      method: 'GET',
      route: '/accounts/sources/{id}',
      url: () => `/accounts/sources/${c.accountId}`,
      badUrl: () => '/accounts/sources/0',
      answer: badPath('id'),
    },
    {
      method: 'GET',
      route: '/sources/limit/{accountId}',
      url: () => `/sources/limit/${c.accountId}`,
      badUrl: () => '/sources/limit/-1',
      answer: badPath('accountId'),
    },
    {
      method: 'GET',
      route: '/sources/{accountId}/{id}',
      url: () => `/sources/${c.accountId}/${ownSourceId}`,
      badUrl: () => `/sources/${c.accountId}/abc`,
      answer: badPath('id'),
    },
    {
      method: 'POST',
      route: '/sources/{accountId}/',
      url: () => `/sources/${c.accountId}/`,
      body: () => wooBody({ name: '' }),
      answer: nameRequired,
    },
    {
      method: 'POST',
      route: '/sources/{accountId}/ without a type',
      url: () => `/sources/${c.accountId}/`,
      body: () => ({ ...wooBody(), type: undefined }),
      answer: {
        error: 'ValidationError',
        message: msg.required('Source Type'),
        fields: { type: msg.required('Source Type') },
      },
    },
    {
      method: 'PATCH',
      route: '/sources/{accountId}/{id}/',
      url: () => `/sources/${c.accountId}/${ownSourceId}/`,
      body: updateBody,
      answer: {
        error: 'ValidationError',
        message: msg.required('Name'),
        fields: expect.objectContaining({ name: msg.required('Name') }),
      },
    },
    {
      method: 'PATCH',
      route: '/sources/{accountId}/{id}/enable',
      url: () => `/sources/${c.accountId}/${ownSourceId}/enable`,
      badUrl: () => `/sources/${c.accountId}/1.5/enable`,
      answer: badPath('id'),
    },
    {
      method: 'PATCH',
      route: '/sources/{accountId}/{id}/disable',
      url: () => `/sources/${c.accountId}/${ownSourceId}/disable`,
      badUrl: () => `/sources/abc/${ownSourceId}/disable`,
      answer: badPath('accountId'),
    },
    {
      method: 'DELETE',
      route: '/sources/{accountId}/{id}',
      url: () => `/sources/${c.accountId}/${ownSourceId}`,
      badUrl: () => `/sources/${c.accountId}/0`,
      answer: badPath('id'),
    },
    {
      method: 'DELETE',
      route: '/sources/deleteData/{accountId}',
      url: () => `/sources/deleteData/${c.accountId}`,
      badUrl: () => '/sources/deleteData/abc',
      answer: badPath('accountId'),
    },
  ];

  it.each(rows.map((row) => [`${row.method} ${row.route}`, row] as const))(
    '%s: 401 signed out; 403 for a customer, a manager without the flag, a manager of another vertical; 400 for bad input',
    async (_route, { method, url, body, badUrl, answer }) => {
      const payload = body?.();
      const refused = async (cookie?: string) => {
        const res = await send(c.t, method, url(), cookie, payload);
        return { status: res.statusCode, body: res.json() };
      };
      expect(await refused()).toEqual({ status: 401, body: ERRORS.authentication });
      expect(await refused(callers.customer)).toEqual({ status: 403, body: ERRORS.forbidden });
      expect(await refused(callers.noFlag)).toEqual({ status: 403, body: ERRORS.forbidden });
      expect(await refused(callers.elsewhere)).toEqual({ status: 403, body: ERRORS.forbidden });
      const bad = await send(c.t, method, badUrl?.() ?? url(), callers.connectors, payload);
      expect(bad.statusCode, bad.body).toBe(400);
      expect(bad.json()).toMatchObject(answer);
      // nothing the refused callers sent changed the source
      expect((await c.call('GET', `/sources/${c.accountId}/${ownSourceId}`)).json()).toMatchObject({
        name: 'Own source',
        active: true,
      });
    },
  );

  it('the manager with the flag in the account’s vertical is let through', async () => {
    const res = await send(c.t, 'GET', `/sources/${c.accountId}/${ownSourceId}`, callers.connectors);
    expect(res.statusCode).toBe(200);
    expect(res.json().id).toBe(ownSourceId);
  });
});

describe('POST /api/sources/{accountId}/ validation (spec 2 §5)', () => {
  it('creates a WooCommerce source with its next run time; secrets masked', async () => {
    const res = await create(wooBody());
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      name: 'Woo shop',
      type: SOURCE_TYPE.wooCommerce,
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
    expect((await create({ ...rest, sourceType: SOURCE_TYPE.wooCommerce })).statusCode).toBe(200);
  });

  it('answers a path with or without its closing slash (the spec writes POST /sources/{accountId}/)', async () => {
    const created = await c.call('POST', `/sources/${c.accountId}`, wooBody({ name: 'No slash' }));
    expect(created.statusCode, created.body).toBe(200);
    const read = await c.call('GET', `/sources/${c.accountId}/${created.json().id}/`);
    expect(read.statusCode).toBe(200);
    expect(read.json().name).toBe('No slash');
    // (the account's source limit is counted by a later test)
    expect((await c.call('DELETE', `/sources/${c.accountId}/${created.json().id}/`)).statusCode).toBe(200);
  });

  it('refuses a frequency under 60 minutes for any type but WooCommerce', async () => {
    const res = await create({
      ...wooBody({
        type: SOURCE_TYPE.shopify,
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
      dailyBody(SOURCE_TYPE.shopify, shopifyDetail(c.fakes, { accessToken: 'shpat_wrong' }), cadenceId),
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
    const privateDetail = { appType: 'private', accessToken: undefined, apiKey: 'wrong', password: 'wrong' };
    const privateApp = await create(dailyBody(SOURCE_TYPE.shopify, shopifyDetail(c.fakes, privateDetail), cadenceId));
    expect(privateApp.json()).toMatchObject({
      error: 'InvalidAuth',
      message: 'Invalid Store Name, API Key, Password, or Access Level',
    });
    const heartland = await create(dailyBody(SOURCE_TYPE.heartland, { apiKey: 'not-the-key' }, zaiusId));
    expect(heartland.json()).toMatchObject({
      error: 'InvalidApiKey',
      message: 'Api Key is either invalid or lacks all the neccessary permissions',
    });
    const good = await create({
      ...dailyBody(SOURCE_TYPE.heartland, { apiKey: c.fakes.heartland.credentials.apiKey }, zaiusId),
      name: 'Heartland store',
    });
    expect(good.statusCode, good.body).toBe(200);
  });

  it('refuses a destination of another account (its real id)', async () => {
    const res = await create(wooBody({ name: 'Borrowing', destinations: [{ id: other.destinationId, detail: {} }] }));
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.destinations).toBe(`Destination ${other.destinationId} does not exist in this account`);
    const [row] = await c.t.deps.database.db
      .select()
      .from(sources)
      .where(and(eq(sources.accountId, c.accountId), eq(sources.name, 'Borrowing')));
    expect(row).toBeUndefined();
  });

  it('enforces the per-account source limit', async () => {
    const db = c.t.deps.database.db;
    const { used } = (await c.call('GET', `/sources/limit/${c.accountId}`)).json();
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
    const row = await buildSealedSource(c.t, {
      accountId: c.accountId,
      name: 'Lightspeed',
      sourceType: SOURCE_TYPE.lightspeed,
      detail: oauthDetail,
    });
    await addLink(db, c.accountId, row.id, {
      destinationId: zaiusId,
      detail: {},
      startDate: '2024-01-01',
      withHistory: false,
    });
    const shown = (await c.call('GET', `/sources/${c.accountId}/${row.id}`)).json();
    expect(JSON.stringify(shown)).not.toContain('ls-access');
    const saved = await c.call('PATCH', `/sources/${c.accountId}/${row.id}/`, {
      name: 'Lightspeed renamed',
      detail: shown.detail,
      frequency: shown.frequency,
      anchorTime: shown.anchorTime,
      timezone: shown.timezone,
      destinations: shown.destinations.map((d: { id: number; detail: object }) => ({ id: d.id, detail: d.detail })),
    });
    expect(saved.json().name, saved.body).toBe('Lightspeed renamed');
    const [after] = await db.select().from(sources).where(eq(sources.id, row.id));
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

  it('answers 404 for a source of another account through this account’s path, either way round', async () => {
    const notFound = { error: 'NotFound', message: 'Source not found' };
    const otherThroughOwn = `/sources/${c.accountId}/${other.sourceId}`;
    expect((await c.call('GET', otherThroughOwn)).json()).toEqual(notFound);
    expect((await c.call('GET', `/sources/${other.accountId}/${ownSourceId}`)).json()).toEqual(notFound);
    // nor may it be changed, switched off or deleted that way
    const update = await c.call('PATCH', `${otherThroughOwn}/`, {
      name: 'Taken over',
      detail: {},
      frequency: 10,
      anchorTime: '08:00',
      timezone: 'Etc/UTC',
      destinations: [{ id: zaiusId, detail: {} }],
    });
    expect(update.statusCode).toBe(404);
    expect((await c.call('PATCH', `${otherThroughOwn}/disable`)).statusCode).toBe(404);
    expect((await c.call('DELETE', otherThroughOwn)).statusCode).toBe(404);
    const [row] = await c.t.deps.database.db.select().from(sources).where(eq(sources.id, other.sourceId));
    expect(row).toMatchObject({ accountId: other.accountId, name: 'Other account source', active: true });
    const links = await c.t.deps.database.db
      .select()
      .from(sourceDestinations)
      .where(eq(sourceDestinations.sourceId, other.sourceId));
    expect(links.map((l) => l.destinationId)).toEqual([other.destinationId]);
    // each account's list holds its own sources only
    const ids = async (accountId: number) =>
      (await c.call('GET', `/sources/${accountId}`)).json().map((s: { id: number }) => s.id);
    expect(await ids(c.accountId)).not.toContain(other.sourceId);
    expect(await ids(other.accountId)).toEqual([other.sourceId]);
    // an account that does not exist at all
    expect((await c.call('GET', '/sources/999999')).statusCode).toBe(404);
  });

  it('a manager limited to this account’s vertical gets 403 on the other account’s real source', async () => {
    // a manager with the connectors flag, limited to this account's vertical
    const cookie = callers.connectors;
    expect((await send(c.t, 'GET', `/sources/${other.accountId}/${other.sourceId}`, cookie)).statusCode).toBe(403);
    expect((await send(c.t, 'GET', `/sources/${other.accountId}`, cookie)).statusCode).toBe(403);
    expect((await send(c.t, 'PATCH', `/sources/${other.accountId}/${other.sourceId}/disable`, cookie)).statusCode).toBe(
      403,
    );
    // through the account it may see, the other account's source does not exist
    expect((await send(c.t, 'GET', `/sources/${c.accountId}/${other.sourceId}`, cookie)).statusCode).toBe(404);
    // a member of the other account is still a customer: connectors are for system users
    const memberCookie = await signInNewMember(c.t, other.accountId, 'admin');
    expect((await send(c.t, 'GET', `/sources/${other.accountId}/${other.sourceId}`, memberCookie)).statusCode).toBe(
      403,
    );
    const [row] = await c.t.deps.database.db.select().from(sources).where(eq(sources.id, other.sourceId));
    expect(row!.active).toBe(true);
  });

  it('starts the delete-data job', async () => {
    const res = await c.call('DELETE', `/sources/deleteData/${c.accountId}`);
    expect(res.json()).toEqual({ status: 'Started' });
  });
});

describe('writes are atomic', () => {
  // A destination whose delivery cursors cannot be written: a failure injected after the source row
  // and its first link are in, standing for any error in the middle of the write.
  let brokenId: number;
  let undo: () => Promise<void>;
  beforeAll(async () => {
    brokenId = await c.saveDestination('Broken', DESTINATION_TYPE.zaius, zaiusDetail());
    undo = await failCursorWrites(c.t, brokenId);
  });
  afterAll(() => undo());

  const sourcesNamed = (name: string) =>
    c.t.deps.database.db
      .select()
      .from(sources)
      .where(and(eq(sources.accountId, c.accountId), eq(sources.name, name)));

  it('a create failing in the middle leaves no source, link or audit row behind, and sends no job', async () => {
    const db = c.t.deps.database.db;
    const audits = async () => (await db.select().from(auditLog).where(eq(auditLog.action, 'source.create'))).length;
    const auditsBefore = await audits();
    const jobsBefore = c.t.sentJobs.length;
    const res = await create(
      wooBody({
        name: 'Half written',
        destinations: [
          { id: zaiusId, detail: {} },
          { id: brokenId, detail: {} },
        ],
      }),
    );
    expect(res.statusCode).toBe(500);
    expect(await sourcesNamed('Half written')).toEqual([]);
    expect(await db.select().from(sourceDestinations).where(eq(sourceDestinations.destinationId, brokenId))).toEqual(
      [],
    );
    expect(await audits()).toBe(auditsBefore);
    expect(c.t.sentJobs.length).toBe(jobsBefore);
    // the same source without the broken destination is created
    expect((await create(wooBody({ name: 'Half written' }))).statusCode).toBe(200);
    expect(await sourcesNamed('Half written')).toHaveLength(1);
  });

  it('an update failing in the middle keeps the source, its links and its cursors as they were, and sends no job', async () => {
    const db = c.t.deps.database.db;
    const created = (await create(wooBody({ name: 'Before update' }))).json();
    const cursorsOf = () =>
      db
        .select({ destinationId: deliveryCursors.destinationId, stream: deliveryCursors.stream })
        .from(deliveryCursors)
        .where(eq(deliveryCursors.sourceId, created.id))
        .orderBy(deliveryCursors.destinationId, deliveryCursors.stream);
    const cursorsBefore = await cursorsOf();
    const jobsBefore = c.t.sentJobs.length;
    const res = await c.call('PATCH', `/sources/${c.accountId}/${created.id}/`, {
      name: 'After update',
      detail: created.detail,
      frequency: 60,
      anchorTime: created.anchorTime,
      timezone: created.timezone,
      // zaius stays; cadence is added (its link and cursors written), then the broken one fails
      destinations: [
        { id: zaiusId, detail: {} },
        { id: cadenceId, detail: {} },
        { id: brokenId, detail: {} },
      ],
      pullHistory: true,
      historicalDate: '2023-01-01',
    });
    expect(res.statusCode, res.body).toBe(500);
    const [row] = await sourcesNamed('Before update');
    expect(row).toMatchObject({ id: created.id, frequencyMinutes: 10 });
    expect(await sourcesNamed('After update')).toEqual([]);
    const links = await db.select().from(sourceDestinations).where(eq(sourceDestinations.sourceId, created.id));
    expect(links.map((l) => l.destinationId)).toEqual([zaiusId]);
    expect(await cursorsOf()).toEqual(cursorsBefore);
    expect(c.t.sentJobs.length).toBe(jobsBefore);
  });

  it('a delete refused in the middle removes nothing', async () => {
    const db = c.t.deps.database.db;
    const created = (await create(wooBody({ name: 'Kept on failure' }))).json();
    await c.t.deps.database.executeSql(
      `
      create function fail_source_delete() returns trigger language plpgsql as $$
      begin raise exception 'injected failure'; end $$;
      create trigger fail_source_delete before delete on source_destinations
        for each row execute function fail_source_delete();`,
    );
    try {
      expect((await c.call('DELETE', `/sources/${c.accountId}/${created.id}`)).statusCode).toBe(500);
    } finally {
      await c.t.deps.database.executeSql(
        'drop trigger fail_source_delete on source_destinations; drop function fail_source_delete();',
      );
    }
    expect(await sourcesNamed('Kept on failure')).toHaveLength(1);
    expect(await db.select().from(sourceDestinations).where(eq(sourceDestinations.sourceId, created.id))).toHaveLength(
      1,
    );
  });
});

describe('every type has a client', () => {
  it('so none is saved unchecked and none runs without one', () => {
    for (const id of SOURCE_TYPE_IDS) expect(c.t.deps.connectors.sources[id], `source type ${id}`).toBeDefined();
    for (const id of DESTINATION_TYPE_IDS)
      expect(c.t.deps.connectors.destinations[id], `destination type ${id}`).toBeDefined();
  });
});

describe('every change is audited', () => {
  const auditsOf = async (targetType: string, targetId: string) =>
    (
      await c.t.deps.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.targetType, targetType), eq(auditLog.targetId, targetId)))
        .orderBy(auditLog.id)
    ).map((row) => ({ action: row.action, accountId: row.accountId, by: row.actorUserId !== null, ip: row.ip }));

  it('creating, editing, unlinking, relinking, disabling, enabling and deleting a source each write their rows', async () => {
    // room for one more source whatever the tests before created (the default limit is 10)
    await c.t.deps.database.db
      .insert(accountConnectorSettings)
      .values({ accountId: c.accountId, sourceLimit: 100 })
      .onConflictDoUpdate({ target: accountConnectorSettings.accountId, set: { sourceLimit: 100 } });
    const created = await create(wooBody({ name: 'Audited' }));
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json().id as number;
    const path = `/sources/${c.accountId}/${id}`;
    const shown = (await c.call('GET', path)).json();
    const edit = (overrides: object) =>
      c.call('PATCH', `${path}/`, {
        name: shown.name,
        detail: shown.detail,
        frequency: shown.frequency,
        anchorTime: shown.anchorTime,
        timezone: shown.timezone,
        destinations: [{ id: zaiusId, detail: {} }],
        ...overrides,
      });
    expect((await edit({ name: 'Audited again' })).statusCode).toBe(200);
    expect((await edit({ destinations: [] })).statusCode).toBe(200);
    expect((await edit({})).statusCode).toBe(200);
    expect((await c.call('PATCH', `${path}/disable`)).statusCode).toBe(200);
    expect((await c.call('PATCH', `${path}/enable`)).statusCode).toBe(200);
    expect((await c.call('DELETE', path)).statusCode).toBe(200);

    const row = (action: string) => ({ action, accountId: c.accountId, by: true, ip: expect.any(String) });
    expect(await auditsOf('source', String(id))).toEqual(
      [
        'source.create',
        'source.update',
        'source.update',
        'source.update',
        'source.disable',
        'source.enable',
        'source.delete',
      ].map(row),
    );
    expect(await auditsOf('sourceLink', `${id}:${zaiusId}`)).toEqual(
      ['sourceLink.add', 'sourceLink.remove', 'sourceLink.add', 'sourceLink.remove'].map(row),
    );
  });
});
