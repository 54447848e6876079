import { ErrorAnswer } from '@storelens/contract/api/errors';
import { delay, HttpResponse, http, type PathParams } from 'msw';
import type { z } from 'zod';
import { reportProblem } from './server.ts';

export type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** What a computed answer gets: the request and the path's parameters (`/accounts/:id` → `params.id`). */
export interface HandlerInput {
  request: Request;
  params: PathParams;
}

type Body<S extends z.ZodType> = z.input<S> | ((input: HandlerInput) => z.input<S> | Promise<z.input<S>>);

/** A path as the web app writes it (without `/api`), relative to the page. */
const url = (path: string): string => `/api${path}`;

/**
 * An answer of the API, checked against the contract's answer schema: TypeScript checks a literal
 * body, and zod checks every body as it is sent, so a handler cannot drift from what the server
 * answers. A function body is computed per request (for a list that changes after a save, say).
 *
 *   answer('get', '/admin/verticals', VerticalListAnswer, { data: [] })
 */
export function answer<S extends z.ZodType>(
  method: Method,
  path: string,
  schema: S,
  body: NoInfer<Body<S>>,
  init: { status?: number } = {},
) {
  return http[method](url(path), async ({ request, params }) => {
    const value = typeof body === 'function' ? await (body as (i: HandlerInput) => unknown)({ request, params }) : body;
    const checked = schema.safeParse(value);
    if (!checked.success) {
      reportProblem(`${method.toUpperCase()} ${path} answered outside its contract: ${checked.error.message}`);
      return HttpResponse.json(
        { error: 'TestHandlerDrift', message: 'the test answered outside the contract' },
        { status: 500 },
      );
    }
    // the wire form (schema input), not the parsed one: the page parses it as it would the server's
    return HttpResponse.json(value as never, { status: init.status ?? 200 });
  });
}

/** An answer without a body (204), for calls whose contract has none. */
export const noContent = (method: Method, path: string) =>
  http[method](url(path), () => new HttpResponse(null, { status: 204 }));

/**
 * A refused call, in the error shape of contract/api/errors.ts. Use the contract's codes and messages
 * (`ERRORS.duplicateName`, a message constant) rather than retyping their words.
 */
export const fail = (method: Method, path: string, status: number, error: ErrorAnswer) =>
  http[method](url(path), () => HttpResponse.json(ErrorAnswer.parse(error), { status }));

/** The server's own failure: a 500 as its error handler sends it (server app.ts). */
export const serverError = (method: Method, path: string) =>
  fail(method, path, 500, { error: 'InternalError', message: 'An unexpected error occurred (request test-1).' });

/** A call that never answers, to see a screen's loading state. */
export const pending = (method: Method, path: string) =>
  http[method](url(path), async () => {
    await delay('infinite');
    return new HttpResponse(null, { status: 204 });
  });

/**
 * pending(), telling whether the screen has asked yet. A page's spinner while its code loads looks
 * like its spinner while its data loads; once the call is asked, the page itself is on screen.
 *
 *   const call = pendingCall('get', '/sources/limit/7');
 *   await renderScreen(url, { handlers: [call.handler] });
 *   await waitFor(() => expect(call.wasAsked()).toBe(true));
 */
export function pendingCall(method: Method, path: string) {
  let asked = false;
  const handler = http[method](url(path), async () => {
    asked = true;
    await delay('infinite');
    return new HttpResponse(null, { status: 204 });
  });
  return { handler, wasAsked: () => asked };
}

/** Every API call without a handler of its own never answers (see renderScreen's `otherCalls`). */
export const pendingElsewhere = () =>
  http.all(url('/*'), async () => {
    await delay('infinite');
    return new HttpResponse(null, { status: 204 });
  });

/**
 * The request's JSON body, checked against the contract's body schema: the test fails when the page
 * sends what the route would refuse. Returns the parsed body for assertions.
 */
export async function readBody<S extends z.ZodType>(request: Request, schema: S): Promise<z.output<S>> {
  const json: unknown = await request.json();
  const checked = schema.safeParse(json);
  if (!checked.success) {
    const problem = `${request.method} ${new URL(request.url).pathname} sent a body outside its contract: ${checked.error.message}`;
    reportProblem(problem);
    throw new Error(problem);
  }
  return checked.data;
}

/**
 * answer() that keeps the body the page sent, checked against the contract's body schema (readBody):
 * give `handler` to the screen, then assert on `body()`, the last body sent (undefined before any call).
 *
 *   const sent = recordingAnswer('put', '/user/email', MessageAnswer, ChangeEmailBody, { status: 'Success' });
 *   await renderScreen(url, { handlers: [sent.handler] });
 */
export function recordingAnswer<S extends z.ZodType, B extends z.ZodType>(
  method: Method,
  path: string,
  schema: S,
  bodySchema: B,
  /** the answer, or the answer to the body sent */
  body: NoInfer<z.input<S>> | ((sent: z.output<B>) => NoInfer<z.input<S>>),
) {
  let last: z.output<B> | undefined;
  const handler = answer(method, path, schema, async ({ request }: HandlerInput) => {
    const sent: z.output<B> = await readBody(request, bodySchema);
    last = sent;
    return typeof body === 'function' ? (body as (sent: z.output<B>) => z.input<S>)(sent) : body;
  });
  return { handler, body: () => last };
}
