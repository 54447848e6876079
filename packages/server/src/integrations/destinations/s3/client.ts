import { PutObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import { isRaisedBeforeSending } from '../../http.ts';
import { VendorError } from '../../vendor-error.ts';
import type { DestinationOptions } from '../options.ts';

/** spec 2 §3: the S3 destination's detail. `path` is an optional key prefix inside the bucket. */
export interface S3Detail {
  accessKey: string;
  secretKey: string;
  bucket: string;
  path?: string | null;
}

/**
 * An SDK client for the detail's credentials. With an endpoint override (the local fake) requests go
 * path-style, since `bucket.127.0.0.1` does not resolve (destination-apis.md §4). The detail has no
 * region, so we start in us-east-1 and let the SDK follow S3's region redirects for real buckets.
 */
export function createS3Client(detail: S3Detail, options: DestinationOptions = {}): S3Client {
  const endpoint = options.endpoints?.s3;
  return new S3Client({
    region: 'us-east-1',
    endpoint,
    forcePathStyle: endpoint !== undefined,
    followRegionRedirects: true,
    credentials: { accessKeyId: detail.accessKey.trim(), secretAccessKey: detail.secretKey.trim() },
    // The SDK's standard strategy retries throttling (429, 503 SlowDown) and 5xx with jittered backoff.
    maxAttempts: options.retry?.attempts ?? 5,
    // The signed payload hash (x-amz-content-sha256) already proves each body intact; the default
    // extra CRC32 would be one more pass over every pushed batch.
    requestChecksumCalculation: 'WHEN_REQUIRED',
  });
}

/** The key prefix for the detail's `path`: no leading or trailing slashes, '' when unset. */
export const keyPrefix = (path: string | null | undefined) => {
  const trimmed = (path ?? '').trim().replace(/^\/+|\/+$/g, '');
  return trimmed ? `${trimmed}/` : '';
};

/**
 * Writes one object. The body is signed with its SHA-256 (x-amz-content-sha256); a caller that
 * already hashed the body passes that hash, so the signer does not hash the bytes a second time.
 */
export async function putObject(
  client: S3Client,
  bucket: string,
  key: string,
  body: string | Uint8Array,
  contentType: string,
  sha256Hex?: string,
) {
  try {
    const command = new PutObjectCommand({ Bucket: bucket, Key: key, Body: body, ContentType: contentType });
    if (sha256Hex)
      // the SigV4 signer takes a payload hash header that is already there instead of computing it
      command.middlewareStack.add(
        (next) => (args) => {
          const request = args.request as { headers?: Record<string, string> };
          if (request.headers) request.headers['x-amz-content-sha256'] = sha256Hex;
          return next(args);
        },
        { step: 'build', name: 'storelensPayloadHash' },
      );
    await client.send(command);
  } catch (err) {
    throw toVendorError(err);
  }
}

// spec 2 §8: the S3 save errors, the form field each belongs to, and the fixed texts the spec gives.
const CREDENTIAL_CODES: Record<string, { field?: keyof S3Detail; message?: string }> = {
  InvalidAccessKeyId: { field: 'accessKey' },
  SignatureDoesNotMatch: { field: 'secretKey' },
  AccessDenied: {},
  NoSuchBucket: { field: 'bucket', message: 'Bucket Does Not Exist' },
  InvalidBucketName: { field: 'bucket', message: 'Bucket Does Not Exist' },
};

/** Maps an SDK failure to our VendorError: refusals of the detail are 'credentials', the rest by status. */
export function toVendorError(err: unknown): VendorError {
  if (err instanceof VendorError) return err;
  if (err instanceof S3ServiceException) {
    const status = err.$metadata.httpStatusCode;
    const known = CREDENTIAL_CODES[err.name];
    if (known) return new VendorError('credentials', err.name, known.message ?? err.message, status, known.field);
    const retryable = status === undefined || status === 429 || status >= 500 || err.$retryable !== undefined;
    return new VendorError(
      retryable ? 'retryable' : 'invalid',
      err.name,
      `S3 answered ${err.name}: ${err.message}`,
      status,
    );
  }
  if (isRaisedBeforeSending(err))
    return new VendorError(
      'invalid',
      'InvalidRequest',
      'The request could not be sent: a value contains a character that cannot be sent to the service.',
    );
  // the reason names the endpoint's address: it is not shown
  return new VendorError('retryable', 'NetworkError', 'no connection to S3');
}
