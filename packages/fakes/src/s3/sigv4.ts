import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';

/**
 * AWS Signature Version 4 as S3 checks it (destination-apis.md §4): the Authorization header form,
 * the canonical request, and the aws-chunked payload variants @aws-sdk/client-s3 sends.
 */

export const EMPTY_SHA256 = 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855';
export const UNSIGNED_PAYLOAD = 'UNSIGNED-PAYLOAD';
export const STREAMING_SIGNED = 'STREAMING-AWS4-HMAC-SHA256-PAYLOAD';
export const STREAMING_SIGNED_TRAILER = 'STREAMING-AWS4-HMAC-SHA256-PAYLOAD-TRAILER';
export const STREAMING_UNSIGNED_TRAILER = 'STREAMING-UNSIGNED-PAYLOAD-TRAILER';

export interface ParsedAuthorization {
  accessKeyId: string;
  date: string;
  region: string;
  service: string;
  signedHeaders: string[];
  signature: string;
}

/** A failure S3 reports with its own error code. */
export class SigV4Error extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

const sha256Hex = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest();

/** `AWS4-HMAC-SHA256 Credential=AK/20130524/us-east-1/s3/aws4_request, SignedHeaders=a;b, Signature=hex` */
export function parseAuthorization(header: string): ParsedAuthorization {
  const malformed = () =>
    new SigV4Error('AuthorizationHeaderMalformed', 'The authorization header that you provided is not valid.', 400);
  if (!header.startsWith('AWS4-HMAC-SHA256 ')) throw malformed();
  const parts = new Map<string, string>();
  for (const piece of header.slice('AWS4-HMAC-SHA256 '.length).split(',')) {
    const [name, ...value] = piece.trim().split('=');
    if (name) parts.set(name, value.join('='));
  }
  const credential = parts.get('Credential')?.split('/') ?? [];
  const [accessKeyId, date, region, service, terminator] = credential;
  const signedHeaders = parts.get('SignedHeaders');
  const signature = parts.get('Signature');
  if (!accessKeyId || !date || !region || !service || terminator !== 'aws4_request' || !signedHeaders || !signature)
    throw malformed();
  return { accessKeyId, date, region, service, signedHeaders: signedHeaders.split(';'), signature };
}

/** URI-encode the way SigV4 wants: everything but A-Z a-z 0-9 - . _ ~ as %XX upper-case. */
const awsEncode = (value: string) =>
  encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** S3 signs the path encoded once per segment (no double encoding, no dot-segment normalising). */
export function canonicalUri(rawPath: string): string {
  return rawPath
    .split('/')
    .map((segment) => awsEncode(decodeURIComponent(segment)))
    .join('/');
}

export function canonicalQuery(rawQuery: string): string {
  if (!rawQuery) return '';
  return rawQuery
    .split('&')
    .filter(Boolean)
    .map((pair) => {
      const [name = '', ...value] = pair.split('=');
      const decode = (s: string) => decodeURIComponent(s.replace(/\+/g, '%20'));
      return [awsEncode(decode(name)), awsEncode(decode(value.join('=')))] as const;
    })
    .sort(([a, av], [b, bv]) => (a === b ? (av < bv ? -1 : 1) : a < b ? -1 : 1))
    .map(([name, value]) => `${name}=${value}`)
    .join('&');
}

function canonicalHeaders(headers: IncomingHttpHeaders, signed: string[]): string {
  return signed
    .map((name) => {
      const raw = headers[name];
      const value = Array.isArray(raw) ? raw.join(',') : (raw ?? '');
      return `${name}:${value.trim().replace(/\s+/g, ' ')}\n`;
    })
    .join('');
}

export function signingKey(secret: string, auth: ParsedAuthorization): Buffer {
  const dateKey = hmac(`AWS4${secret}`, auth.date);
  return hmac(hmac(hmac(dateKey, auth.region), auth.service), 'aws4_request');
}

export const scopeOf = (auth: ParsedAuthorization) => `${auth.date}/${auth.region}/${auth.service}/aws4_request`;

/** The signature the request should carry, computed from what arrived on the wire. */
export function expectedSignature(
  secret: string,
  auth: ParsedAuthorization,
  request: { method: string; url: string; headers: IncomingHttpHeaders },
): string {
  const [path = '/', query = ''] = request.url.split('?');
  const payloadHash = String(request.headers['x-amz-content-sha256'] ?? '');
  const canonical = [
    request.method,
    canonicalUri(path),
    canonicalQuery(query),
    canonicalHeaders(request.headers, auth.signedHeaders),
    auth.signedHeaders.join(';'),
    payloadHash,
  ].join('\n');
  const amzDate = String(request.headers['x-amz-date'] ?? '');
  const stringToSign = ['AWS4-HMAC-SHA256', amzDate, scopeOf(auth), sha256Hex(canonical)].join('\n');
  return createHmac('sha256', signingKey(secret, auth)).update(stringToSign).digest('hex');
}

export function signaturesMatch(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

const signatureMismatch = () =>
  new SigV4Error(
    'SignatureDoesNotMatch',
    'The request signature we calculated does not match the signature you provided. Check your key and signing method.',
    403,
  );

export interface ChunkSigning {
  key: Buffer;
  amzDate: string;
  scope: string;
  seedSignature: string;
}

export interface DecodedPayload {
  data: Buffer;
  trailers: Map<string, string>;
}

/**
 * Decodes an aws-chunked body: `hex-size[;chunk-signature=sig]\r\n data \r\n ... 0...\r\n` then
 * optional trailer lines and a blank line. With `signing`, each chunk signature is checked against
 * the chain that starts at the seed (header) signature, as S3 does for STREAMING-AWS4-HMAC-SHA256-PAYLOAD.
 */
export function decodeAwsChunked(body: Buffer, signing: ChunkSigning | null): DecodedPayload {
  const incomplete = () => new SigV4Error('IncompleteBody', 'The request body terminated unexpectedly', 400);
  const parts: Buffer[] = [];
  const trailers = new Map<string, string>();
  let previous = signing?.seedSignature ?? '';
  let pos = 0;
  for (;;) {
    const lineEnd = body.indexOf('\r\n', pos);
    if (lineEnd < 0) throw incomplete();
    const [sizeHex = '', ...extensions] = body.subarray(pos, lineEnd).toString('latin1').split(';');
    const size = Number.parseInt(sizeHex, 16);
    if (!Number.isFinite(size)) throw incomplete();
    const data = body.subarray(lineEnd + 2, lineEnd + 2 + size);
    if (data.length !== size) throw incomplete();
    if (signing) {
      const given = extensions.find((e) => e.startsWith('chunk-signature='))?.slice('chunk-signature='.length) ?? '';
      const stringToSign = [
        'AWS4-HMAC-SHA256-PAYLOAD',
        signing.amzDate,
        signing.scope,
        previous,
        EMPTY_SHA256,
        sha256Hex(data),
      ].join('\n');
      const expected = createHmac('sha256', signing.key).update(stringToSign).digest('hex');
      if (!signaturesMatch(expected, given)) throw signatureMismatch();
      previous = expected;
    }
    pos = lineEnd + 2 + size;
    if (size === 0) break;
    parts.push(data);
    if (body.subarray(pos, pos + 2).toString('latin1') !== '\r\n') throw incomplete();
    pos += 2;
  }
  // Trailer section: `name:value\r\n` lines ended by an empty line (or the end of the body).
  for (const line of body.subarray(pos).toString('latin1').split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) trailers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { data: Buffer.concat(parts), trailers };
}

/** Hex payload hashes must match the body S3 received. */
export function checkPayloadHash(declared: string, body: Buffer): void {
  if (sha256Hex(body) !== declared)
    throw new SigV4Error(
      'XAmzContentSHA256Mismatch',
      "The provided 'x-amz-content-sha256' header does not match what was computed.",
      400,
    );
}

export { signatureMismatch };
