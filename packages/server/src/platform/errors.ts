import type { ErrorAnswer } from '@storelens/contract/api/errors';

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
