import { Readable } from 'node:stream';
import { GetObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { type S3Fake, startS3Fake } from '@storelens/fakes/s3/server';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildCustomer, buildOrder, CONTEXT, FAST_RETRY, refusedCheck } from '../fixtures.ts';
import { createS3Client, type S3Detail } from './client.ts';
import { createS3Destination } from './push.ts';

const KEY = { accessKeyId: 'AKIASTORELENSTEST001', secretAccessKey: 'test/secret/1234567890' };

describe('S3 destination against the S3 fake', () => {
  let fake: S3Fake;
  let destination: ReturnType<typeof createS3Destination>;
  let detail: S3Detail;

  beforeEach(async () => {
    fake = await startS3Fake({
      credentials: [KEY, { accessKeyId: 'AKIALIMITED000000001', secretAccessKey: 'limited', buckets: ['other'] }],
      buckets: ['exports', 'other'],
    });
    destination = createS3Destination({ endpoints: { s3: fake.url }, retry: FAST_RETRY });
    detail = { accessKey: KEY.accessKeyId, secretKey: KEY.secretAccessKey, bucket: 'exports', path: '/storelens/' };
  });
  afterEach(() => fake.close());

  const checkError = (changes: Partial<S3Detail>) => refusedCheck(destination.check({ ...detail, ...changes }));

  it('check passes with good credentials and writes one marker object', async () => {
    await destination.check(detail);
    await destination.check(detail);
    expect([...fake.objects.keys()]).toEqual(['exports/storelens/.storelens-check']);
  });

  it.each([
    [{ accessKey: 'AKIAUNKNOWN000000000' }, 'InvalidAccessKeyId', 'accessKey'],
    [{ secretKey: 'wrong-secret' }, 'SignatureDoesNotMatch', 'secretKey'],
    [{ bucket: 'missing-bucket' }, 'NoSuchBucket', 'bucket'],
    [{ bucket: 'Not_A_Valid_Bucket' }, 'InvalidBucketName', 'bucket'],
    [{ bucket: 'a/b' }, 'InvalidBucket', 'bucket'],
  ])('check refuses %o with %s', async (changes, code, field) => {
    const err = await checkError(changes);
    expect(err).toMatchObject({ kind: 'credentials', code, field });
    if (code === 'NoSuchBucket' || code === 'InvalidBucketName') expect(err.message).toBe('Bucket Does Not Exist');
  });

  it('check answers AccessDenied when the key may not use the bucket', async () => {
    const err = await checkError({ accessKey: 'AKIALIMITED000000001', secretKey: 'limited' });
    expect(err).toMatchObject({ kind: 'credentials', code: 'AccessDenied' });
  });

  it('push writes an NDJSON object under path/stream and a repeat push does not duplicate it', async () => {
    const batch = { stream: 'customers' as const, records: [buildCustomer(), buildCustomer({ vendorId: 'c2' })] };
    await destination.push(detail, batch, CONTEXT);
    await destination.push(detail, batch, CONTEXT);
    const keys = [...fake.objects.keys()];
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatch(/^exports\/storelens\/customers\/7-42-[0-9a-f]{24}\.jsonl$/);
    const lines =
      fake.objects
        .get(keys[0] as string)
        ?.body.toString('utf8')
        .trim()
        .split('\n') ?? [];
    expect(lines.map((line) => JSON.parse(line).vendorId)).toEqual(['c1', 'c2']);
    expect(fake.objects.get(keys[0] as string)?.contentType).toBe('application/x-ndjson');
  });

  it('a different batch lands in its own object', async () => {
    await destination.push(detail, { stream: 'orders', records: [buildOrder()] }, CONTEXT);
    await destination.push(detail, { stream: 'orders', records: [buildOrder({ vendorId: 'o2' })] }, CONTEXT);
    expect(fake.objects.size).toBe(2);
  });

  it.each([503, 500, 429])('push retries after %i and lands once', async (status) => {
    fake.failNext(2, status);
    await destination.push(detail, { stream: 'orders', records: [buildOrder()] }, CONTEXT);
    expect(fake.objects.size).toBe(1);
    expect(fake.requests().map((r) => r.status)).toEqual([status, status, 200]);
  });

  it('push gives up with a retryable VendorError when the failures outlast the attempts', async () => {
    fake.failNext(10, 500);
    const err = await destination.push(detail, { stream: 'orders', records: [buildOrder()] }, CONTEXT).catch((e) => e);
    expect(err).toMatchObject({ kind: 'retryable', code: 'InternalError', status: 500 });
  });

  it('the fake decodes the aws-chunked stream body the SDK sends for a Readable (CRC32 trailer)', async () => {
    const client = createS3Client(detail, { endpoints: { s3: fake.url } });
    const body = Readable.from([Buffer.from('hello '), Buffer.from('world')]);
    await client.send(
      new PutObjectCommand({ Bucket: 'exports', Key: 'raw/stream.txt', Body: body, ContentLength: 11 }),
    );
    const got = await client.send(new GetObjectCommand({ Bucket: 'exports', Key: 'raw/stream.txt' }));
    expect(await got.Body?.transformToString()).toBe('hello world');
    const put = fake.requests()[0];
    expect(put?.status).toBe(200);
    client.destroy();
  });
});
