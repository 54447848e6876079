import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { destinations } from '../../db/connectors.schema.ts';
import { buildUser, TEST_PASSWORD } from '../../test/factories.ts';
import { signIn } from '../../test/harness.ts';
import {
  createConnectorsContext,
  LIMITED_S3_CREDENTIAL,
  mailchimpDetail,
  s3Detail,
  zaiusDetail,
} from './connectors.fixture.ts';

let c: Awaited<ReturnType<typeof createConnectorsContext>>;
beforeAll(async () => {
  c = await createConnectorsContext();
});
afterAll(() => c.close());

const create = (body: object) => c.call('POST', `/destinations/${c.accountId}/`, body);
const storedCount = async () => (await c.t.deps.database.db.select().from(destinations)).length;

describe('POST /api/destinations/{accountId}/', () => {
  it('creates an S3 destination after checking it with the vendor; secrets encrypted and masked', async () => {
    const res = await create({ name: 'Bucket', type: 5, detail: s3Detail() });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ name: 'Bucket', type: 5, destinationTypeName: expect.any(String), sourceCount: 0 });
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
    const res = await create({ name: 'Bad', type: 5, detail: s3Detail(change) });
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
      type: 2,
      detail: mailchimpDetail({ apiKey: 'ffffffffffffffffffffffffffffffff-us6' }),
    });
    expect(key.json()).toMatchObject({ error: 'InvalidApiKey', message: 'Invalid Api Key' });
    const list = await create({ name: 'MC', type: 2, detail: mailchimpDetail({ listId: 'nosuchlist' }) });
    expect(list.json()).toMatchObject({ error: 'InvalidListId', message: 'Invalid Audience Id' });
    expect((await create({ name: 'MC', type: 2, detail: mailchimpDetail() })).statusCode).toBe(200);
  });

  it('maps refused Zaius keys to InvalidPrivateKey and InvalidPublicKey', async () => {
    const res = await create({ name: 'CDP', type: 1, detail: zaiusDetail({ privateKey: 'PRIVATEwrong' }) });
    expect(res.json().error).toBe('InvalidPrivateKey');
    const pub = await create({ name: 'CDP', type: 1, detail: zaiusDetail({ publicKey: 'PUBLICwrong' }) });
    expect(pub.json().error).toBe('InvalidPublicKey');
    expect(pub.json().fields['detail.publicKey']).toBeTypeOf('string');
    expect((await create({ name: 'CDP', type: 1, detail: zaiusDetail() })).statusCode).toBe(200);
  });

  it('answers the spec messages for missing fields', async () => {
    const res = await create({ detail: {} });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('ValidationError');
    const noName = await create({ name: '', type: 5, detail: s3Detail() });
    expect(noName.json().fields.name).toBe('Name is required');
    const noDataset = await create({ name: 'FB', type: 4, detail: {} });
    expect(noDataset.json().fields['detail.datasetId']).toBe('Dataset Id is required');
  });
});

describe('reading, updating and deleting', () => {
  it('keeps a masked secret unchanged on update and refuses a type change', async () => {
    const created = (await create({ name: 'Keep', type: 5, detail: s3Detail() })).json();
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
    const created = (await create({ name: 'Locked', type: 1, detail: zaiusDetail() })).json();
    const res = await c.call('PATCH', `/destinations/${c.accountId}/${created.id}`, {
      name: 'Locked',
      detail: { ...created.detail, publicKey: 'PUBLICother' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields['detail.publicKey']).toBeTypeOf('string');
  });

  it('deletes an unused destination', async () => {
    const created = (await create({ name: 'Gone', type: 5, detail: s3Detail() })).json();
    expect((await c.call('DELETE', `/destinations/${c.accountId}/${created.id}`)).statusCode).toBe(200);
    expect((await c.call('GET', `/destinations/${c.accountId}/${created.id}`)).statusCode).toBe(404);
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
