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
    return { error: this.code, message: this.message, ...(this.fields ? { fields: this.fields } : {}) };
  }
}
