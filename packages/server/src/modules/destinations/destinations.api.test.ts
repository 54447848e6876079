import { ERRORS } from '@storelens/contract/api/errors';
import { DESTINATION_TYPE, SOURCE_TYPE } from '@storelens/contract/domain/connectors';
import { msg } from '@storelens/contract/validation/messages';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { destinations } from '../../db/connectors.schema.ts';
import { auditLog } from '../../db/schema.ts';
import { connectorCallers, type Method, send } from '../../test/connector-callers.ts';
import {
  createConnectorsContext,
  LIMITED_S3_CREDENTIAL,
  mailchimpDetail,
  s3Detail,
  wooDetail,
  zaiusDetail,
} from '../../test/connectors.fixture.ts';
import { buildAccount, buildUser, TEST_PASSWORD } from '../../test/factories.ts';
import { signIn } from '../../test/harness.ts';
import { signInNewMember } from '../../test/identity-helpers.ts';

let c: Awaited<ReturnType<typeof createConnectorsContext>>;
let callers: Awaited<ReturnType<typeof connectorCallers>>;
/** A destination of this account, for the routes that name one. */
let own: { id: number; detail: Record<string, unknown> };
/** Another Connectors account, in another vertical, with its own destination (real ids). */
let other: { accountId: number; destinationId: number };
beforeAll(async () => {
  c = await createConnectorsContext();
  callers = await connectorCallers(c.t, c.accountId);
  const created = await create({ name: 'Own CDP', type: DESTINATION_TYPE.zaius, detail: zaiusDetail() });
  expect(created.statusCode, created.body).toBe(200);
  own = created.json();
  const account = await buildAccount(c.t.deps.database.db, { accountType: 'Connectors', name: 'Other Co' });
  const theirs = await c.call('POST', `/destinations/${account.id}/`, {
    name: 'Their CDP',
    type: DESTINATION_TYPE.zaius,
    detail: zaiusDetail(),
  });
  expect(theirs.statusCode, theirs.body).toBe(200);
  other = { accountId: account.id, destinationId: theirs.json().id };
});
afterAll(() => c.close());

const create = (body: object) => c.call('POST', `/destinations/${c.accountId}/`, body);
const storedRow = async (id: number) =>
  (await c.t.deps.database.db.select().from(destinations).where(eq(destinations.id, id)))[0];

describe('who may manage destinations (spec 2 §6)', () => {
  // Every route of the module. Each row: the route as the refused callers call it, and the bad input
  // an allowed caller (a manager with the connectors flag in the account's vertical) is answered with
  // the contract's message for. The refused callers send that bad input too: 401/403 come before the
  // body is read. Routes that name no account are not bound by a vertical limit (`elsewhere` passes).
  const badPath = (param: string) => ({ error: 'ValidationError', fields: { [param]: expect.any(String) } });
  const nameRequired = {
    error: 'ValidationError',
    message: msg.required('Name'),
    fields: { name: msg.required('Name') },
  };
  interface Row {
    method: Method;
    url: () => string;
    body?: () => object;
    badUrl?: () => string;
    /** what the allowed caller gets for the bad input (400, or 200 for the routes that take none) */
    status: 400 | 200;
    answer: object;
    accountBound: boolean;
  }
  const rows: Array<[string, Row]> = [
    [
      'GET /destinations/{accountId}',
      {
        method: 'GET',
        url: () => `/destinations/${c.accountId}`,
        badUrl: () => '/destinations/abc',
        status: 400,
        answer: badPath('accountId'),
        accountBound: true,
      },
    ],
    [
      'GET /accounts/destinations/{id}',
      {
        method: 'GET',
        url: () => `/accounts/destinations/${c.accountId}`,
        badUrl: () => '/accounts/destinations/0',
        status: 400,
        answer: badPath('id'),
        accountBound: true,
      },
    ],
    [
      'GET /destinations/{accountId}/{id}',
      {
        method: 'GET',
        url: () => `/destinations/${c.accountId}/${own.id}`,
        badUrl: () => `/destinations/${c.accountId}/abc`,
        status: 400,
        answer: badPath('id'),
        accountBound: true,
      },
    ],
    [
      'POST /destinations/{accountId}/',
      {
        method: 'POST',
        url: () => `/destinations/${c.accountId}/`,
        body: () => ({ name: '', type: DESTINATION_TYPE.s3, detail: s3Detail() }),
        status: 400,
        answer: nameRequired,
        accountBound: true,
      },
    ],
    [
      'POST /destinations/{accountId}/ without a type',
      {
        method: 'POST',
        url: () => `/destinations/${c.accountId}/`,
        body: () => ({ name: 'No type', detail: s3Detail() }),
        status: 400,
        answer: {
          error: 'ValidationError',
          message: msg.required('Destination Type'),
          fields: { type: msg.required('Destination Type') },
        },
        accountBound: true,
      },
    ],
    [
      'PATCH /destinations/{accountId}/{id}',
      {
        method: 'PATCH',
        url: () => `/destinations/${c.accountId}/${own.id}`,
        body: () => ({ name: '', detail: own.detail }),
        status: 400,
        answer: nameRequired,
        accountBound: true,
      },
    ],
    [
      'DELETE /destinations/{accountId}/{id}',
      {
        method: 'DELETE',
        url: () => `/destinations/${c.accountId}/${own.id}`,
        badUrl: () => `/destinations/${c.accountId}/-3`,
        status: 400,
        answer: badPath('id'),
        accountBound: true,
      },
    ],
    [
      'POST /destinations/zaius/lists',
      {
        method: 'POST',
        url: () => '/destinations/zaius/lists',
        body: () => ({ privateKey: '' }),
        status: 400,
        answer: {
          error: 'ValidationError',
          message: msg.required('Private Key'),
          fields: { privateKey: msg.required('Private Key') },
        },
        accountBound: false,
      },
    ],
    [
      'GET /destinations/uqube/databases',
      {
        method: 'GET',
        url: () => '/destinations/uqube/databases',
        // the test app's UQube stand-in (test/harness.ts): the databases StoreLens's key sees
        status: 200,
        answer: [{ databaseName: 'db' }, { databaseName: 'StoreLens Demo' }, { databaseName: 'Marketing Results' }],
        accountBound: false,
      },
    ],
    [
      'POST /destinations/blueshift/createTestEvent',
      {
        method: 'POST',
        url: () => '/destinations/blueshift/createTestEvent',
        body: () => ({}),
        status: 400,
        answer: {
          error: 'ValidationError',
          message: msg.required('Event Key'),
          fields: { eventKey: msg.required('Event Key') },
        },
        accountBound: false,
      },
    ],
  ];

  it.each(rows)(
    '%s: 401 signed out; 403 for a customer, a manager without the flag and (for an account) a manager of another vertical; 400 for bad input',
    async (_route, { method, url, body, badUrl, status, answer, accountBound }) => {
      const payload = body?.();
      const refused = async (cookie?: string) => {
        const res = await send(c.t, method, url(), cookie, payload);
        return { status: res.statusCode, body: res.json() };
      };
      const before = await storedRow(own.id);
      expect(await refused()).toEqual({ status: 401, body: ERRORS.authentication });
      expect(await refused(callers.customer)).toEqual({ status: 403, body: ERRORS.forbidden });
      expect(await refused(callers.noFlag)).toEqual({ status: 403, body: ERRORS.forbidden });
      if (accountBound) expect(await refused(callers.elsewhere)).toEqual({ status: 403, body: ERRORS.forbidden });
      else expect((await refused(callers.elsewhere)).status).toBe(status);
      const bad = await send(c.t, method, badUrl?.() ?? url(), callers.connectors, payload);
      expect(bad.statusCode, bad.body).toBe(status);
      expect(bad.json()).toMatchObject(answer);
      // nothing a refused caller sent changed the destination
      expect(await storedRow(own.id)).toEqual(before);
    },
  );

  it('the lists of a saved destination are guarded by its account: 403 to a manager of another vertical', async () => {
    const lists = (cookie: string, accountId: number) =>
      send(c.t, 'POST', `/destinations/zaius/lists?accountId=${accountId}`, cookie, { destinationId: own.id });
    const refused = await lists(callers.elsewhere, c.accountId);
    expect(refused.statusCode).toBe(403);
    const allowed = await lists(callers.connectors, c.accountId);
    expect(allowed.statusCode, allowed.body).toBe(200);
    expect(allowed.json().lists).toEqual(expect.any(Array));
  });
});
const storedCount = async () => (await c.t.deps.database.db.select().from(destinations)).length;

describe('POST /api/destinations/{accountId}/', () => {
  it('creates an S3 destination after checking it with the vendor; secrets encrypted and masked', async () => {
    const res = await create({ name: 'Bucket', type: DESTINATION_TYPE.s3, detail: s3Detail() });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      name: 'Bucket',
      type: DESTINATION_TYPE.s3,
      destinationTypeName: expect.any(String),
      sourceCount: 0,
    });
    expect(body.detail.secretKey).toBe('********');
    expect(body.detail.bucket).toBe('storelens-test');
    const [row] = await c.t.deps.database.db.select().from(destinations).where(eq(destinations.id, body.id));
    expect(JSON.stringify(row)).not.toContain(s3Detail().secretKey);
    expect(row?.secrets).toMatch(/^v1\./);
    expect(c.fakes.s3.requests().length).toBeGreaterThan(0);
  });

  it.each([
    ['SignatureDoesNotMatch', { secretKey: 'wrong/secret/key/for/storelens/tests/00' }, 'secretKey'],
    ['InvalidAccessKeyId', { accessKey: 'AKIAUNKNOWNKEY000000' }, 'accessKey'],
    ['NoSuchBucket', { bucket: 'no-such-bucket' }, 'bucket'],
    ['InvalidBucketName', { bucket: 'Not_A_Valid_Bucket' }, 'bucket'],
    ['InvalidBucket', { bucket: 'two/parts' }, 'bucket'],
    [
      'AccessDenied',
      { accessKey: LIMITED_S3_CREDENTIAL.accessKeyId, secretKey: LIMITED_S3_CREDENTIAL.secretAccessKey },
      null,
    ],
  ])('maps S3 refusal %s to its code and field, and stores nothing', async (code, change, field) => {
    const before = await storedCount();
    const res = await create({ name: 'Bad', type: DESTINATION_TYPE.s3, detail: s3Detail(change) });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(code);
    if (field) expect(res.json().fields[`detail.${field}`]).toBeTypeOf('string');
    // spec 2 §8: NoSuchBucket and InvalidBucketName read 'Bucket Does Not Exist'
    if (code === 'NoSuchBucket' || code === 'InvalidBucketName')
      expect(res.json().message).toBe('Bucket Does Not Exist');
    expect(await storedCount()).toBe(before);
  });

  it('maps Mailchimp refusals to InvalidApiKey and InvalidListId with the spec texts', async () => {
    const key = await create({
      name: 'MC',
      type: DESTINATION_TYPE.mailchimp,
      detail: mailchimpDetail({ apiKey: 'ffffffffffffffffffffffffffffffff-us6' }),
    });
    expect(key.json()).toMatchObject({ error: 'InvalidApiKey', message: 'Invalid Api Key' });
    const list = await create({
      name: 'MC',
      type: DESTINATION_TYPE.mailchimp,
      detail: mailchimpDetail({ listId: 'nosuchlist' }),
    });
    expect(list.json()).toMatchObject({ error: 'InvalidListId', message: 'Invalid Audience Id' });
    expect((await create({ name: 'MC', type: DESTINATION_TYPE.mailchimp, detail: mailchimpDetail() })).statusCode).toBe(
      200,
    );
  });

  it('maps refused Zaius keys to InvalidPrivateKey and InvalidPublicKey', async () => {
    const res = await create({
      name: 'CDP',
      type: DESTINATION_TYPE.zaius,
      detail: zaiusDetail({ privateKey: 'PRIVATEwrong' }),
    });
    expect(res.json().error).toBe('InvalidPrivateKey');
    const pub = await create({
      name: 'CDP',
      type: DESTINATION_TYPE.zaius,
      detail: zaiusDetail({ publicKey: 'PUBLICwrong' }),
    });
    expect(pub.json().error).toBe('InvalidPublicKey');
    expect(pub.json().fields['detail.publicKey']).toBeTypeOf('string');
    expect((await create({ name: 'CDP', type: DESTINATION_TYPE.zaius, detail: zaiusDetail() })).statusCode).toBe(200);
  });

  it('answers the spec messages for missing fields', async () => {
    const res = await create({ detail: {} });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('ValidationError');
    const noName = await create({ name: '', type: DESTINATION_TYPE.s3, detail: s3Detail() });
    expect(noName.json().fields.name).toBe('Name is required');
    const noDataset = await create({ name: 'FB', type: DESTINATION_TYPE.facebookOffline, detail: {} });
    expect(noDataset.json().fields['detail.datasetId']).toBe('Dataset Id is required');
  });
});

describe('reading, updating and deleting', () => {
  it('keeps a masked secret unchanged on update and refuses a type change', async () => {
    const created = (await create({ name: 'Keep', type: DESTINATION_TYPE.s3, detail: s3Detail() })).json();
    const res = await c.call('PATCH', `/destinations/${c.accountId}/${created.id}`, {
      name: 'Renamed',
      detail: { ...created.detail },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().name).toBe('Renamed');
    const got = (await c.call('GET', `/destinations/${c.accountId}/${created.id}`)).json();
    expect(got.detail.secretKey).toBe('********');
    expect(got.type).toBe(5);
    const list = (await c.call('GET', `/destinations/${c.accountId}`)).json();
    expect(list.find((d: { id: number }) => d.id === created.id)).toMatchObject({ name: 'Renamed', sourceCount: 0 });
    expect((await c.call('GET', `/accounts/destinations/${c.accountId}`)).json()).toEqual(list);
  });

  it('locks the Zaius public key on edit', async () => {
    const created = (await create({ name: 'Locked', type: DESTINATION_TYPE.zaius, detail: zaiusDetail() })).json();
    const res = await c.call('PATCH', `/destinations/${c.accountId}/${created.id}`, {
      name: 'Locked',
      detail: { ...created.detail, publicKey: 'PUBLICother' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields['detail.publicKey']).toBeTypeOf('string');
  });

  it('deletes an unused destination', async () => {
    const created = (await create({ name: 'Gone', type: DESTINATION_TYPE.s3, detail: s3Detail() })).json();
    expect((await c.call('DELETE', `/destinations/${c.accountId}/${created.id}`)).statusCode).toBe(200);
    expect((await c.call('GET', `/destinations/${c.accountId}/${created.id}`)).statusCode).toBe(404);
  });

  it('audits a create, an update and a delete, by the caller on the account; a refused update writes none', async () => {
    const created = (await create({ name: 'Audited', type: DESTINATION_TYPE.s3, detail: s3Detail() })).json();
    const path = `/destinations/${c.accountId}/${created.id}`;
    expect((await c.call('PATCH', path, { name: 'Audited again', detail: { ...created.detail } })).statusCode).toBe(
      200,
    );
    expect((await c.call('PATCH', path, { name: '', detail: { ...created.detail } })).statusCode).toBe(400);
    expect((await c.call('DELETE', path)).statusCode).toBe(200);
    const rows = await c.t.deps.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'destination'), eq(auditLog.targetId, String(created.id))))
      .orderBy(auditLog.id);
    expect(rows.map((r) => [r.action, r.accountId, r.actorUserId !== null])).toEqual([
      ['destination.create', c.accountId, true],
      ['destination.update', c.accountId, true],
      ['destination.delete', c.accountId, true],
    ]);
  });
});

describe('writes are atomic', () => {
  it('an update the vendor refuses changes nothing', async () => {
    const created = (await create({ name: 'Checked first', type: DESTINATION_TYPE.s3, detail: s3Detail() })).json();
    const [before] = await c.t.deps.database.db.select().from(destinations).where(eq(destinations.id, created.id));
    const res = await c.call('PATCH', `/destinations/${c.accountId}/${created.id}`, {
      name: 'Never saved',
      detail: { ...created.detail, bucket: 'no-such-bucket' },
    });
    expect(res.json().error).toBe('NoSuchBucket');
    const [after] = await c.t.deps.database.db.select().from(destinations).where(eq(destinations.id, created.id));
    expect(after).toEqual(before);
  });

  it('a delete refused while a source sends to the destination keeps it and its link', async () => {
    const dest = (await create({ name: 'In use', type: DESTINATION_TYPE.zaius, detail: zaiusDetail() })).json();
    const source = await c.call('POST', `/sources/${c.accountId}/`, {
      name: 'Feeding',
      type: SOURCE_TYPE.wooCommerce,
      detail: wooDetail(c.fakes),
      frequency: 1440,
      anchorTime: '08:00',
      startDate: '2024-01-01',
      timezone: 'Etc/UTC',
      destinations: [{ id: dest.id, detail: {} }],
    });
    expect(source.statusCode, source.body).toBe(200);
    const res = await c.call('DELETE', `/destinations/${c.accountId}/${dest.id}`);
    expect(res.json()).toMatchObject({ error: 'DestinationInUse' });
    expect((await c.call('GET', `/destinations/${c.accountId}/${dest.id}`)).json()).toMatchObject({ sourceCount: 1 });
  });
});

describe('another account', () => {
  it('its real destination is 404 through this account’s path, either way round, and stays as it was', async () => {
    const notFound = { error: 'NotFound', message: 'Destination not found' };
    const theirsThroughOwn = `/destinations/${c.accountId}/${other.destinationId}`;
    const before = await storedRow(other.destinationId);
    expect((await c.call('GET', theirsThroughOwn)).json()).toEqual(notFound);
    expect((await c.call('GET', `/destinations/${other.accountId}/${own.id}`)).json()).toEqual(notFound);
    const update = await c.call('PATCH', theirsThroughOwn, { name: 'Taken over', detail: zaiusDetail() });
    expect(update.json()).toEqual(notFound);
    expect((await c.call('DELETE', theirsThroughOwn)).json()).toEqual(notFound);
    expect(await storedRow(other.destinationId)).toEqual(before);
    expect(before).toMatchObject({ accountId: other.accountId, name: 'Their CDP' });
    const ids = async (accountId: number) =>
      (await c.call('GET', `/destinations/${accountId}`)).json().map((d: { id: number }) => d.id);
    expect(await ids(c.accountId)).not.toContain(other.destinationId);
    expect(await ids(other.accountId)).toEqual([other.destinationId]);
  });

  it('its saved key cannot be used for a list lookup through this account', async () => {
    const res = await c.call('POST', `/destinations/zaius/lists?accountId=${c.accountId}`, {
      destinationId: other.destinationId,
    });
    expect(res.json()).toEqual({ error: 'NotFound', message: 'Destination not found' });
  });

  it('a manager limited to this account’s vertical gets 403 on the other account, 404 through its own', async () => {
    // a manager with the connectors flag, limited to this account's vertical
    const cookie = callers.connectors;
    const get = async (url: string) => (await send(c.t, 'GET', url, cookie)).statusCode;
    expect(await get(`/destinations/${other.accountId}/${other.destinationId}`)).toBe(403);
    expect(await get(`/destinations/${other.accountId}`)).toBe(403);
    expect(await get(`/destinations/${c.accountId}/${other.destinationId}`)).toBe(404);
    const lists = await send(c.t, 'POST', `/destinations/zaius/lists?accountId=${other.accountId}`, cookie, {
      destinationId: other.destinationId,
    });
    expect(lists.statusCode).toBe(403);
    const del = await send(c.t, 'DELETE', `/destinations/${other.accountId}/${other.destinationId}`, cookie);
    expect(del.statusCode).toBe(403);
    // a member of the other account is a customer: connectors are for system users
    const memberCookie = await signInNewMember(c.t, other.accountId, 'admin');
    expect((await send(c.t, 'GET', `/destinations/${other.accountId}`, memberCookie)).statusCode).toBe(403);
    expect(await storedRow(other.destinationId)).toBeDefined();
  });
});

describe('access', () => {
  it('needs a system user with the connectors permission and access to the account', async () => {
    const db = c.t.deps.database.db;
    const ownerCookie = await signIn(c.t.app, c.owner.email, TEST_PASSWORD);
    const asOwner = await c.t.app.inject({ url: `/api/destinations/${c.accountId}`, headers: { cookie: ownerCookie } });
    expect(asOwner.statusCode).toBe(403);
    const noFlag = await buildUser(db, { systemAccessLevel: 'accountManager' });
    const noFlagCookie = await signIn(c.t.app, noFlag.email, TEST_PASSWORD);
    expect(
      (await c.t.app.inject({ url: `/api/destinations/${c.accountId}`, headers: { cookie: noFlagCookie } })).statusCode,
    ).toBe(403);
    const withFlag = await buildUser(db, { systemAccessLevel: 'accountManager', hasConnectors: true });
    const flagCookie = await signIn(c.t.app, withFlag.email, TEST_PASSWORD);
    expect(
      (await c.t.app.inject({ url: `/api/destinations/${c.accountId}`, headers: { cookie: flagCookie } })).statusCode,
    ).toBe(200);
    expect((await c.t.app.inject({ url: `/api/destinations/${c.accountId}` })).statusCode).toBe(401);
  });
});
