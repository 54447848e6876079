import { VendorError } from '../../vendor-error.ts';
import type { DestinationOptions } from '../options.ts';
import { createS3Client, keyPrefix, putObject, type S3Detail } from './client.ts';

/** Object written by the check; overwritten each time, so checking twice leaves one object. */
export const CHECK_OBJECT_NAME = '.storelens-check';

/**
 * Verifies the detail by writing a small marker object where pushes will write. A write (rather than
 * HeadBucket or a listing) proves exactly the permission a push needs, and HEAD answers carry no
 * error body, so the SDK could not tell NoSuchBucket from InvalidBucketName.
 */
export async function checkS3(detail: S3Detail, options: DestinationOptions = {}): Promise<void> {
  const bucket = detail.bucket.trim();
  // spec 2 §8 InvalidBucket: a name that cannot even address a bucket (it would change the request path).
  if (!bucket || /[/\s]/.test(bucket))
    throw new VendorError('credentials', 'InvalidBucket', 'Invalid Bucket', 400, 'bucket');
  const client = createS3Client(detail, options);
  try {
    const key = `${keyPrefix(detail.path)}${CHECK_OBJECT_NAME}`;
    await putObject(client, bucket, key, `${new Date().toISOString()}\n`, 'text/plain');
  } finally {
    client.destroy();
  }
}
