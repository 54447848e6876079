import type { ErrorAnswer } from '@storelens/contract/api/errors';
import { ERRORS } from '@storelens/contract/domain/error-codes';
import { CSRF_HEADER } from '@storelens/contract/domain/session';
import type { z } from 'zod';

/** A 4xx/5xx answer, carrying the `{ error, message, fields }` body of contract/api/errors.ts. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fields: Record<string, string>;

  constructor(status: number, body: ErrorAnswer) {
    super(body.message);
    this.name = 'ApiError';
    this.status = status;
    this.code = body.error;
    this.fields = body.fields ?? {};
  }
}

type Navigate = (to: string) => void;

// The router registers itself here so that a 401 can move to the sign-in page without
// a full reload; before that (or in tests) a plain location change does the job.
let navigateTo: Navigate = (to) => window.location.assign(to);

export const setApiNavigator = (navigate: Navigate): void => {
  navigateTo = navigate;
};

/** spec 1 §7/§8: what the app does with a 401. */
const handleUnauthorized = (path: string, body: ErrorAnswer): void => {
  // Auth calls (sign-in, expiration, ...) report their own 401 to the caller.
  if (path.startsWith('/auth')) return;
  const here = window.location.pathname + window.location.search;
  // Several calls can fail at once; only the first one decides where to go.
  if (window.location.pathname === '/login') return;
  if (body.error === ERRORS.authentication.error) {
    navigateTo(`/login?redirect=${encodeURIComponent(here)}`);
  } else {
    navigateTo('/');
  }
};

const readError = async (response: Response): Promise<ErrorAnswer> => {
  try {
    const body = (await response.json()) as Partial<ErrorAnswer>;
    return { error: body.error ?? 'HttpError', message: body.message ?? response.statusText, fields: body.fields };
  } catch {
    return { error: 'HttpError', message: response.statusText || `HTTP ${response.status}` };
  }
};

interface RequestOptions<S extends z.ZodType> {
  body?: unknown;
  /** The contract schema of the answer; the answer is checked against it. */
  schema?: S;
  signal?: AbortSignal;
}

/**
 * The one way the web app calls the API: base '/api', cookies, JSON, the CSRF header
 * (a custom header forces a CORS preflight), contract-checked answers and the 401 rule.
 */
export async function apiRequest<S extends z.ZodType>(
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  path: string,
  options: RequestOptions<S> = {},
): Promise<z.infer<S>> {
  const headers: Record<string, string> = { accept: 'application/json', [CSRF_HEADER]: '1' };
  // a FormData body (a file upload) sets its own multipart content type
  const isForm = options.body instanceof FormData;
  if (options.body !== undefined && !isForm) headers['content-type'] = 'application/json';
  const response = await fetch(`/api${path}`, {
    method,
    credentials: 'include',
    headers,
    body: options.body === undefined ? undefined : isForm ? (options.body as FormData) : JSON.stringify(options.body),
    signal: options.signal,
  });
  if (!response.ok) {
    const body = await readError(response);
    if (response.status === 401) handleUnauthorized(path, body);
    throw new ApiError(response.status, body);
  }
  const text = await response.text();
  const data: unknown = text ? JSON.parse(text) : undefined;
  return options.schema ? options.schema.parse(data) : (data as z.infer<S>);
}

export const api = {
  get: <S extends z.ZodType>(path: string, schema?: S, signal?: AbortSignal) =>
    apiRequest('GET', path, { schema, signal }),
  post: <S extends z.ZodType>(path: string, body: unknown, schema?: S) => apiRequest('POST', path, { body, schema }),
  put: <S extends z.ZodType>(path: string, body: unknown, schema?: S) => apiRequest('PUT', path, { body, schema }),
  patch: <S extends z.ZodType>(path: string, body: unknown, schema?: S) => apiRequest('PATCH', path, { body, schema }),
  delete: <S extends z.ZodType>(path: string, schema?: S) => apiRequest('DELETE', path, { schema }),
};

/** True for an ApiError with this HTTP status. */
export const isApiStatus = (error: unknown, status: number): boolean =>
  error instanceof ApiError && error.status === status;
