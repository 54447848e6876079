import { request } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { type S3Fake, startS3Fake } from './server.ts';
import { canonicalQuery, canonicalUri } from './sigv4.ts';

// The worked example of AWS's "Signature calculation: transfer payload in multiple chunks" page
// (STREAMING-AWS4-HMAC-SHA256-PAYLOAD): 65 KiB of 'a' in a 64 KiB and a 1 KiB chunk.
const AWS_EXAMPLE = {
  accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
  secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
  seed: '4f232c4386841ef735655705268965c44a0e4690baa4adea153f7db9fa80a0a9',
  chunks: [
    [65536, 'ad80c730a21e5b8d04586a2213dd63b9a0e99e0e2307b0ade35a65485a288648'],
    [1024, '0055627c9e194cb4542bae2aa5492e3c1575bbb81b612b7d234b86a503ef5497'],
    [0, 'b6c6ea8a5354eaf15b3cb7646744f4275b71ea724fed81ceb9323e279d449df9'],
  ] as const,
};

function exampleBody(tamper = false): Buffer {
  return Buffer.concat(
    AWS_EXAMPLE.chunks.map(([size, sig]) => {
      const data = Buffer.alloc(size, tamper && size === 1024 ? 'b' : 'a');
      return Buffer.concat([Buffer.from(`${size.toString(16)};chunk-signature=${sig}\r\n`), data, Buffer.from('\r\n')]);
    }),
  );
}

function putExample(fake: S3Fake, body: Buffer) {
  const headers = {
    host: 's3.amazonaws.com',
    'x-amz-date': '20130524T000000Z',
    'x-amz-storage-class': 'REDUCED_REDUNDANCY',
    authorization:
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request,' +
      'SignedHeaders=content-encoding;content-length;host;x-amz-content-sha256;x-amz-date;x-amz-decoded-content-length;x-amz-storage-class,' +
      `Signature=${AWS_EXAMPLE.seed}`,
    'x-amz-content-sha256': 'STREAMING-AWS4-HMAC-SHA256-PAYLOAD',
    'content-encoding': 'aws-chunked',
    'x-amz-decoded-content-length': '66560',
    'content-length': String(body.length),
  };
  return new Promise<{ status: number; text: string }>((resolve, reject) => {
    const req = request(`${fake.url}/examplebucket/chunkObject.txt`, { method: 'PUT', headers }, (res) => {
      let text = '';
      res.on('data', (c: Buffer) => {
        text += c.toString();
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

describe('S3 fake', () => {
  let fake: S3Fake;
  afterEach(() => fake?.close());

  it('accepts the AWS chunked-upload example and stores the decoded bytes', async () => {
    fake = await startS3Fake({
      credentials: [{ accessKeyId: AWS_EXAMPLE.accessKeyId, secretAccessKey: AWS_EXAMPLE.secretAccessKey }],
      buckets: ['examplebucket'],
      checkClockSkew: false,
    });
    const body = exampleBody();
    expect(body.length).toBe(66824);
    const res = await putExample(fake, body);
    expect(res.status).toBe(200);
    expect(fake.objects.get('examplebucket/chunkObject.txt')?.body.equals(Buffer.alloc(66560, 'a'))).toBe(true);
  });

  it('rejects a chunk whose signature does not match its data', async () => {
    fake = await startS3Fake({
      credentials: [{ accessKeyId: AWS_EXAMPLE.accessKeyId, secretAccessKey: AWS_EXAMPLE.secretAccessKey }],
      buckets: ['examplebucket'],
      checkClockSkew: false,
    });
    const res = await putExample(fake, exampleBody(true));
    expect(res.status).toBe(403);
    expect(res.text).toContain('<Code>SignatureDoesNotMatch</Code>');
    expect(fake.objects.size).toBe(0);
  });

  it('refuses the example when the clock check is on (signed in 2013)', async () => {
    fake = await startS3Fake({
      credentials: [{ accessKeyId: AWS_EXAMPLE.accessKeyId, secretAccessKey: AWS_EXAMPLE.secretAccessKey }],
      buckets: ['examplebucket'],
    });
    const res = await putExample(fake, exampleBody());
    expect(res.text).toContain('<Code>RequestTimeTooSkewed</Code>');
  });

  it('answers AccessDenied to unsigned requests and InvalidBucketName before anything else', async () => {
    fake = await startS3Fake();
    const anonymous = await fetch(`${fake.url}/storelens-test/a.txt`, { method: 'PUT', body: 'x' });
    expect(anonymous.status).toBe(403);
    expect(await anonymous.text()).toMatch(/<Code>AccessDenied<\/Code>/);
    const badName = await fetch(`${fake.url}/Bad_Bucket/a.txt`, { method: 'PUT', body: 'x' });
    expect(badName.status).toBe(400);
    expect(await badName.text()).toMatch(/<Code>InvalidBucketName<\/Code>/);
  });

  it('canonicalises paths and queries the SigV4 way', () => {
    expect(canonicalUri('/b/p/x%20y(1).jsonl')).toBe('/b/p/x%20y%281%29.jsonl');
    expect(canonicalQuery('prefix=a%20b&list-type=2&max-keys=1')).toBe('list-type=2&max-keys=1&prefix=a%20b');
    expect(canonicalQuery('uploads')).toBe('uploads=');
  });
});
