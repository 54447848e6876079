import type { ErrorAnswer } from '@storelens/contract/api/errors';
import { BrandUploadAnswer } from '@storelens/contract/api/product-data';
import { CSRF_HEADER } from '@storelens/contract/domain/session';
import { ApiError, api } from '../../lib/api.ts';

/** Where an upload stands: sending the file (a fraction of its bytes), then the server reading it. */
export type UploadProgress = { stage: 'sending'; fraction: number } | { stage: 'processing' };

/** The body of a non-2xx answer in the error shape of contract/api/errors.ts, whatever came back. */
export function readErrorBody(status: number, text: string): ErrorAnswer {
  try {
    const body = JSON.parse(text) as Partial<ErrorAnswer>;
    if (typeof body.message === 'string')
      return { error: body.error ?? 'HttpError', message: body.message, fields: body.fields };
  } catch {
    // not JSON: a proxy's page, say
  }
  return { error: 'HttpError', message: `The upload failed (HTTP ${status}).` };
}

/**
 * POST /products/files/brand/{accountId} with the file as multipart `file` (spec 3 §7). fetch cannot
 * report how much of a request body has gone, so this one call uses XMLHttpRequest for its upload
 * progress; otherwise it behaves as the app's client: same origin cookies, the CSRF header, the
 * contract-checked answer, an ApiError for a refusal.
 */
export function uploadBrandFile(
  accountId: number,
  file: File,
  onProgress: (progress: UploadProgress) => void,
): Promise<BrandUploadAnswer> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', `/api/products/files/brand/${accountId}`);
    request.setRequestHeader('accept', 'application/json');
    request.setRequestHeader(CSRF_HEADER, '1');
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0)
        onProgress({ stage: 'sending', fraction: event.loaded / event.total });
    };
    // every byte is sent: what is left is the server's parse and upsert
    request.upload.onload = () => onProgress({ stage: 'processing' });
    request.onerror = () => reject(new Error('The file could not be sent: the connection failed.'));
    request.onabort = () => reject(new Error('The upload was stopped.'));
    request.onload = () => {
      if (request.status >= 200 && request.status < 300) {
        try {
          resolve(BrandUploadAnswer.parse(JSON.parse(request.responseText)));
        } catch (err) {
          reject(err);
        }
        return;
      }
      const error = new ApiError(request.status, readErrorBody(request.status, request.responseText));
      // the signed-out rule (spec 1 §8) lives in the shared client: a cheap call through it applies it
      if (request.status === 401) void api.get('/user').catch(() => undefined);
      reject(error);
    };
    const form = new FormData();
    form.append('file', file);
    onProgress({ stage: 'sending', fraction: 0 });
    request.send(form);
  });
}

/**
 * The file's problems from a refusal's fields, in line order: 'line 12, Price' → { line 12, Price }.
 * Fields that are not about a line (none today) come last, as they are.
 */
export function uploadProblems(fields: Record<string, string>): Array<{ where: string; message: string }> {
  const lineOf = (key: string) => {
    const match = /^line (\d+)/i.exec(key);
    return match ? Number(match[1]) : Number.POSITIVE_INFINITY;
  };
  return Object.entries(fields)
    .map(([where, message]) => ({ where, message }))
    .sort((a, b) => lineOf(a.where) - lineOf(b.where));
}
