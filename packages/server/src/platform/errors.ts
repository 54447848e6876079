import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import { ERRORS, type ErrorAnswer } from '@storelens/contract/api/errors';

/** A refusal the client caused: answered as `{error, message, fields}` with its status. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = 'HttpError';
  }

  static from(statusCode: number, answer: ErrorAnswer): HttpError {
    return new HttpError(statusCode, answer.error, answer.message, answer.fields);
  }

  toAnswer(): ErrorAnswer {
    const fields = this.fields
      ? Object.fromEntries(Object.entries(this.fields).map(([key, text]) => [key, withoutAddresses(text)]))
      : undefined;
    return { error: this.code, message: withoutAddresses(this.message), ...(fields ? { fields } : {}) };
  }
}

/** A 400 ValidationError on one field: its message is also the answer's. */
export const fieldError = (field: string, message: string): HttpError =>
  new HttpError(400, 'ValidationError', message, { [field]: message });

/** A 400 ValidationError naming each field in `fields`; the first one's message is the answer's. */
export const fieldsError = (fields: Record<string, string>): HttpError =>
  new HttpError(400, 'ValidationError', Object.values(fields)[0] ?? 'The request is invalid.', fields);

/**
 * A message fit for an answer: internal addresses (IP addresses, localhost, with their ports,
 * and URLs on them) that a vendor's or the network's error text may carry are replaced, so an
 * answer never maps our network.
 */
export function withoutAddresses(text: string): string {
  return text
    .replace(
      /\b[a-z][a-z0-9+.-]*:\/\/(?:localhost|\[[0-9a-f:.]+\]|(?:\d{1,3}\.){3}\d{1,3})(?::\d+)?[^\s'"]*/gi,
      'the service',
    )
    .replace(/\[[0-9a-f:.]*:[0-9a-f:.]*\](?::\d+)?/gi, 'the service')
    .replace(/\b(?:\d{1,3}\.){3}\d{1,3}(?::\d+)?\b/g, 'the service')
    .replace(/\blocalhost(?::\d+)?\b/gi, 'the service');
}

/**
 * The error body of the refusals the framework makes before a route reads the request: a path
 * with a broken percent-encoding (400), a path parameter past the router's length (414), a body
 * too large (413) or of a content type no parser reads (415). Keyed by status; a status not
 * listed keeps the framework's own message in our body.
 */
const FRAMEWORK_ANSWERS: Readonly<Record<number, ErrorAnswer>> = {
  413: ERRORS.bodyTooLarge,
  414: ERRORS.uriTooLong,
  415: ERRORS.unsupportedMediaType,
  431: ERRORS.headersTooLarge,
};

/** The answer to a refusal Fastify itself raised with `status` < 500 (`code` is its FST_ERR_… code). */
export function frameworkAnswer(status: number, code: string | undefined, message: string): ErrorAnswer {
  if (code === 'FST_ERR_BAD_URL') return { ...ERRORS.badUrl };
  const known = FRAMEWORK_ANSWERS[status];
  return known ? { ...known } : { error: code ?? 'BadRequest', message };
}

/**
 * Node's HTTP parser refuses some requests before Fastify sees them: headers (with the request line)
 * past its limit (431), a request that is not HTTP (400), one that arrives too slowly (408). Fastify's
 * `clientErrorHandler` writes the raw answer: ours carries the same error body as every other.
 */
export function clientErrorHandler(error: NodeJS.ErrnoException, socket: Duplex): void {
  // a reset connection has no one to answer
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, answer] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, ERRORS.headersTooLarge]
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, ERRORS.requestTimeout]
        : [400, ERRORS.badRequest];
  const body = JSON.stringify({ error: answer.error, message: answer.message });
  if (socket.writable)
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nConnection: close\r\nContent-Length: ${Buffer.byteLength(body)}\r\nContent-Type: application/json; charset=utf-8\r\n\r\n${body}`,
    );
  socket.destroy(error);
}
