import { createHash, randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { crc32 } from 'node:zlib';
import {
  type DestFakeControls,
  type PlannedFailure,
  readBody,
  retryAfterHeader,
  startDestServer,
} from '../shared/dest-http.ts';
import {
  checkPayloadHash,
  decodeAwsChunked,
  expectedSignature,
  type ParsedAuthorization,
  parseAuthorization,
  SigV4Error,
  STREAMING_SIGNED,
  STREAMING_SIGNED_TRAILER,
  STREAMING_UNSIGNED_TRAILER,
  scopeOf,
  signatureMismatch,
  signaturesMatch,
  signingKey,
  UNSIGNED_PAYLOAD,
} from './sigv4.ts';

/**
 * A local S3 (destination-apis.md §4), path-style only: `PUT|GET /{bucket}/{key}`, `HEAD /{bucket}`,
 * `GET /{bucket}?list-type=2`. Requests must be SigV4-signed in the Authorization header; the fake
 * verifies the signature, the payload hash and aws-chunked bodies, and answers S3's XML errors.
 */

export interface S3Credential {
  accessKeyId: string;
  secretAccessKey: string;
  /** buckets this key may use; absent = all (a refused bucket answers AccessDenied) */
  buckets?: string[];
}

export interface S3FakeOptions {
  port?: number;
  credentials?: S3Credential[];
  buckets?: string[];
  region?: string;
  /** S3 refuses requests signed more than 15 minutes away from its clock; off for fixed test vectors */
  checkClockSkew?: boolean;
}

export interface StoredObject {
  body: Buffer;
  contentType: string;
  etag: string;
  lastModified: Date;
}

export interface S3Fake extends DestFakeControls {
  /** the value for `endpoints.s3` (path-style) */
  endpoint: string;
  region: string;
  /** `${bucket}/${key}` → object */
  objects: Map<string, StoredObject>;
  addBucket(name: string): void;
  objectText(bucket: string, key: string): string | undefined;
}

export const DEFAULT_S3_CREDENTIAL: S3Credential = {
  accessKeyId: 'AKIAFAKESTORELENS001',
  secretAccessKey: 'fake/secret/key/for/storelens/tests/0001',
};

// S3's bucket naming rules: 3-63 chars of a-z 0-9 . -, starting and ending alphanumeric, not an IP.
const isValidBucketName = (name: string) =>
  /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(name) && !/\.\./.test(name) && !/^\d+\.\d+\.\d+\.\d+$/.test(name);

const xmlEscape = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** S3's error body: `<Error><Code/><Message/><Resource/><RequestId/><HostId/></Error>` [S1]. */
function sendXmlError(
  res: ServerResponse,
  status: number,
  code: string,
  message: string,
  resource: string,
  extra: Record<string, string> = {},
  headers: Record<string, string> = {},
): void {
  const requestId = randomBytes(8).toString('hex').toUpperCase();
  const fields = Object.entries(extra)
    .map(([name, value]) => `<${name}>${xmlEscape(value)}</${name}>`)
    .join('');
  const xml =
    `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${xmlEscape(message)}</Message>` +
    `${fields}<Resource>${xmlEscape(resource)}</Resource><RequestId>${requestId}</RequestId>` +
    `<HostId>${randomBytes(24).toString('base64')}</HostId></Error>`;
  res.writeHead(status, { 'content-type': 'application/xml', 'x-amz-request-id': requestId, ...headers });
  // HEAD answers carry no body, which is why the SDK reports them as NotFound/Forbidden.
  res.end(res.req.method === 'HEAD' ? undefined : xml);
}

function sendPlannedFailure(res: ServerResponse, planned: PlannedFailure, resource: string): void {
  const headers = retryAfterHeader(planned);
  // AWS throttles with 503 SlowDown (destination-apis.md §0); 429 is what some S3 look-alikes send.
  if (planned.status === 503)
    sendXmlError(res, 503, 'SlowDown', 'Please reduce your request rate.', resource, {}, headers);
  else if (planned.status === 429)
    sendXmlError(res, 429, 'TooManyRequests', 'Please reduce your request rate.', resource, {}, headers);
  else
    sendXmlError(res, planned.status, 'InternalError', 'We encountered an internal error. Please try again.', resource);
}

export async function startS3Fake(options: S3FakeOptions = {}): Promise<S3Fake> {
  const region = options.region ?? 'us-east-1';
  const credentials = options.credentials ?? [DEFAULT_S3_CREDENTIAL];
  const buckets = new Set(options.buckets ?? ['storelens-test']);
  const objects = new Map<string, StoredObject>();
  const checkSkew = options.checkClockSkew ?? true;

  /** Authenticates a request; returns the caller's credential or throws the S3 error. */
  function authenticate(req: IncomingMessage): { credential: S3Credential; auth: ParsedAuthorization } {
    const header = req.headers.authorization;
    if (!header) throw new SigV4Error('AccessDenied', 'Access Denied', 403);
    const auth = parseAuthorization(header);
    const credential = credentials.find((c) => c.accessKeyId === auth.accessKeyId);
    if (!credential)
      throw new SigV4Error(
        'InvalidAccessKeyId',
        'The AWS Access Key Id you provided does not exist in our records.',
        403,
      );
    if (auth.region !== region)
      throw new SigV4Error(
        'AuthorizationHeaderMalformed',
        `The authorization header is malformed; the region '${auth.region}' is wrong; expecting '${region}'`,
        400,
      );
    if (!req.headers['x-amz-content-sha256'])
      throw new SigV4Error('InvalidRequest', 'Missing required header for this request: x-amz-content-sha256', 400);
    const amzDate = String(req.headers['x-amz-date'] ?? '');
    const signedAt = Date.parse(amzDate.replace(/^(\d{4})(\d\d)(\d\d)T(\d\d)(\d\d)(\d\d)Z$/, '$1-$2-$3T$4:$5:$6Z'));
    if (Number.isNaN(signedAt) || !amzDate.startsWith(auth.date))
      throw new SigV4Error('AccessDenied', 'AWS authentication requires a valid Date or x-amz-date header', 403);
    if (checkSkew && Math.abs(Date.now() - signedAt) > 15 * 60_000)
      throw new SigV4Error(
        'RequestTimeTooSkewed',
        'The difference between the request time and the current time is too large.',
        403,
      );
    const expected = expectedSignature(credential.secretAccessKey, auth, {
      method: req.method ?? 'GET',
      url: req.url ?? '/',
      headers: req.headers,
    });
    if (!signaturesMatch(expected, auth.signature)) throw signatureMismatch();
    return { credential, auth };
  }

  /** The object bytes, decoded and verified according to x-amz-content-sha256. */
  function payloadOf(req: IncomingMessage, raw: Buffer, secret: string, auth: ParsedAuthorization): Buffer {
    const declared = String(req.headers['x-amz-content-sha256']);
    let data: Buffer;
    let trailers = new Map<string, string>();
    if (declared === UNSIGNED_PAYLOAD) data = raw;
    else if (declared === STREAMING_UNSIGNED_TRAILER) ({ data, trailers } = decodeAwsChunked(raw, null));
    else if (declared === STREAMING_SIGNED || declared === STREAMING_SIGNED_TRAILER) {
      const signing = {
        key: signingKey(secret, auth),
        amzDate: String(req.headers['x-amz-date']),
        scope: scopeOf(auth),
        seedSignature: auth.signature,
      };
      // The trailer's own x-amz-trailer-signature is not checked; the chunk chain is.
      ({ data, trailers } = decodeAwsChunked(raw, signing));
    } else if (/^[0-9a-f]{64}$/.test(declared)) {
      checkPayloadHash(declared, raw);
      data = raw;
    } else throw new SigV4Error('InvalidArgument', 'x-amz-content-sha256 must be a payload hash or a known mode', 400);

    const decodedLength = req.headers['x-amz-decoded-content-length'];
    if (decodedLength !== undefined && Number(decodedLength) !== data.length)
      throw new SigV4Error('IncompleteBody', 'You did not provide the number of bytes specified', 400);
    const crc = trailers.get('x-amz-checksum-crc32') ?? req.headers['x-amz-checksum-crc32'];
    if (typeof crc === 'string' && crc !== crc32Base64(data))
      throw new SigV4Error('BadDigest', 'The CRC32 you specified did not match the calculated checksum.', 400);
    return data;
  }

  async function handle(req: IncomingMessage, res: ServerResponse, planned: PlannedFailure | null) {
    const raw = await readBody(req);
    const path = (req.url ?? '/').split('?')[0] ?? '/';
    const [, bucketPart = '', ...keyParts] = path.split('/');
    const bucket = decodeURIComponent(bucketPart);
    const key = keyParts.map(decodeURIComponent).join('/');
    const resource = decodeURIComponent(path);
    if (planned) return sendPlannedFailure(res, planned, resource);
    try {
      if (bucket && !isValidBucketName(bucket))
        throw new SigV4Error('InvalidBucketName', 'The specified bucket is not valid.', 400);
      const { credential, auth } = authenticate(req);
      if (!bucket) throw new SigV4Error('AccessDenied', 'Access Denied', 403);
      if (!buckets.has(bucket)) {
        return sendXmlError(res, 404, 'NoSuchBucket', 'The specified bucket does not exist', resource, {
          BucketName: bucket,
        });
      }
      if (credential.buckets && !credential.buckets.includes(bucket))
        throw new SigV4Error('AccessDenied', 'Access Denied', 403);
      route(req, res, { bucket, key, resource, raw, secret: credential.secretAccessKey, auth });
    } catch (err) {
      if (!(err instanceof SigV4Error)) throw err;
      sendXmlError(res, err.status, err.code, err.message, resource);
    }
  }

  interface Target {
    bucket: string;
    key: string;
    resource: string;
    raw: Buffer;
    secret: string;
    auth: ParsedAuthorization;
  }

  function route(req: IncomingMessage, res: ServerResponse, t: Target): void {
    const method = req.method ?? 'GET';
    if (!t.key && method === 'HEAD') {
      res.writeHead(200, { 'x-amz-bucket-region': region });
      res.end();
      return;
    }
    if (!t.key && method === 'GET') {
      listObjects(req, res, t.bucket);
      return;
    }
    if (t.key && method === 'PUT') {
      const body = payloadOf(req, t.raw, t.secret, t.auth);
      const etag = `"${createHash('md5').update(body).digest('hex')}"`;
      const contentType = String(req.headers['content-type'] ?? 'application/octet-stream');
      objects.set(`${t.bucket}/${t.key}`, { body, contentType, etag, lastModified: new Date() });
      res.writeHead(200, { etag });
      res.end();
      return;
    }
    if (t.key && (method === 'GET' || method === 'HEAD')) {
      const object = objects.get(`${t.bucket}/${t.key}`);
      if (!object) {
        sendXmlError(res, 404, 'NoSuchKey', 'The specified key does not exist.', t.resource, { Key: t.key });
        return;
      }
      res.writeHead(200, {
        'content-type': object.contentType,
        etag: object.etag,
        'content-length': object.body.length,
      });
      return void res.end(method === 'GET' ? object.body : undefined);
    }
    sendXmlError(
      res,
      405,
      'MethodNotAllowed',
      'The specified method is not allowed against this resource.',
      t.resource,
    );
  }

  function listObjects(req: IncomingMessage, res: ServerResponse, bucket: string): void {
    const query = new URLSearchParams((req.url ?? '').split('?')[1] ?? '');
    const prefix = query.get('prefix') ?? '';
    const maxKeys = Number(query.get('max-keys') ?? 1000);
    const keys = [...objects.keys()]
      .filter((k) => k.startsWith(`${bucket}/${prefix}`))
      .map((k) => k.slice(bucket.length + 1))
      .sort();
    const shown = keys.slice(0, maxKeys);
    const contents = shown
      .map(
        (k) =>
          `<Contents><Key>${xmlEscape(k)}</Key><Size>${objects.get(`${bucket}/${k}`)?.body.length}</Size></Contents>`,
      )
      .join('');
    const xml =
      `<?xml version="1.0" encoding="UTF-8"?>\n<ListBucketResult><Name>${bucket}</Name><Prefix>${xmlEscape(prefix)}</Prefix>` +
      `<KeyCount>${shown.length}</KeyCount><MaxKeys>${maxKeys}</MaxKeys><IsTruncated>${keys.length > shown.length}</IsTruncated>` +
      `${contents}</ListBucketResult>`;
    res.writeHead(200, { 'content-type': 'application/xml' });
    res.end(xml);
  }

  const base = await startDestServer(handle, options.port);
  return {
    url: base.url,
    endpoint: base.url,
    close: base.close,
    failNext: base.failNext,
    requests: base.requests,
    region,
    objects,
    addBucket: (name) => void buckets.add(name),
    objectText: (bucket, key) => objects.get(`${bucket}/${key}`)?.body.toString('utf8'),
  };
}

const crc32Base64 = (data: Buffer) => {
  const buf = Buffer.alloc(4);
  buf.writeUInt32BE(crc32(data));
  return buf.toString('base64');
};
