import type { MultipartFile } from '@fastify/multipart';
import type { ErrorAnswer } from '@storelens/contract/api/errors';
import { HttpError } from './errors.ts';

/** The request's uploaded file: 400 with `noFile` when it carries none or is not multipart at all. */
export async function requireUpload(
  readFile: () => Promise<MultipartFile | undefined>,
  noFile: ErrorAnswer,
): Promise<MultipartFile> {
  const file = await readFile().catch(() => undefined);
  if (!file) throw HttpError.from(400, noFile);
  return file;
}
