import { randomUUID } from 'node:crypto';
import type { DestAnswer } from '../shared/define-fake.ts';

/**
 * Mailchimp's error bodies: `application/problem+json` with {type,title,status,detail,instance}
 * (destination-apis.md §2 [M5][M9][M10]).
 */
export class Problem extends Error {
  constructor(
    readonly status: number,
    readonly title: string,
    readonly detail: string,
    readonly errors?: { field: string; message: string }[],
  ) {
    super(detail);
  }
}

/** The problem as an answer of the destination frame (define-fake.ts). */
export function problemAnswer(problem: Problem, headers: Record<string, string> = {}): DestAnswer {
  const body = {
    type: 'https://mailchimp.com/developer/marketing/docs/errors/',
    title: problem.title,
    status: problem.status,
    detail: problem.detail,
    instance: randomUUID(),
    ...(problem.errors ? { errors: problem.errors } : {}),
  };
  return { status: problem.status, headers, body, contentType: 'application/problem+json; charset=utf-8' };
}

export const apiKeyInvalid = () =>
  new Problem(
    401,
    'API Key Invalid',
    "Your API key may be invalid, or you've attempted to access the wrong datacenter.",
  );

export const notFound = () => new Problem(404, 'Resource Not Found', 'The requested resource could not be found.');

export const tooManyRequests = () =>
  new Problem(429, 'TooManyRequests', 'You have exceeded the limit of 10 simultaneous connections.');

export const internalError = (status: number) =>
  new Problem(
    status,
    'Internal Server Error',
    'An unexpected internal error has occurred. Please contact Support for more information.',
  );

/** 400 Invalid Resource with the per-field `errors` array Mailchimp adds for validation failures. */
export const invalidResource = (errors: { field: string; message: string }[], detail?: string) =>
  new Problem(
    400,
    'Invalid Resource',
    detail ?? "The resource submitted could not be validated. For field-specific details, see the 'errors' array.",
    errors,
  );

/** Throws Invalid Resource naming each required field that is missing or blank. */
export function requireFields(body: Record<string, unknown>, fields: string[]): void {
  const missing = fields.filter((field) => body[field] === undefined || body[field] === null || body[field] === '');
  if (missing.length > 0)
    throw invalidResource(missing.map((field) => ({ field, message: 'This value should not be blank.' })));
}
