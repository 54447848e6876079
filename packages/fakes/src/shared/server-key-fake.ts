import type { IncomingMessage, ServerResponse } from 'node:http';
import { type PlannedFailure, readBody, retryAfterHeader, sendJson, startDestServer } from './dest-http.ts';

/**
 * The frame of a fake JSON API reached with one server-wide bearer key (Upper Quadrant's Cadence and
 * UQube, whose interfaces are assumed: docs/vendors/cadence.md, uqube.md): the key checked first,
 * errors as `{"error","message"}`, planned failures as 429 `rate_limited` or 5xx `unavailable`.
 */

/** A request the fake turns down: answered with `status` and `{"error": code, message}`. */
export class Refusal extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/** A vendor's routes: the answer to a request, or undefined when no route matches (404). */
export type ServerKeyRoute = (
  method: string | undefined,
  url: URL,
  raw: Buffer,
) => { status: number; body: unknown } | undefined;

export async function startServerKeyFake(options: { apiKey: string; route: ServerKeyRoute; port?: number }) {
  async function handle(req: IncomingMessage, res: ServerResponse, planned: PlannedFailure | null) {
    const raw = await readBody(req);
    if (planned) {
      for (const [name, value] of Object.entries(retryAfterHeader(planned))) res.setHeader(name, value);
      const code = planned.status === 429 ? 'rate_limited' : 'unavailable';
      return sendJson(res, planned.status, {
        error: code,
        message: code === 'rate_limited' ? 'Slow down.' : 'Try again.',
      });
    }
    const url = new URL(req.url ?? '/', 'http://fake');
    try {
      if (req.headers.authorization !== `Bearer ${options.apiKey}`)
        throw new Refusal(401, 'unauthorized', 'The API key is missing or not valid.');
      const answer = options.route(req.method, url, raw);
      if (!answer) throw new Refusal(404, 'not_found', `No route for ${req.method} ${url.pathname}`);
      return sendJson(res, answer.status, answer.body);
    } catch (err) {
      if (err instanceof Refusal) return sendJson(res, err.status, { error: err.code, message: err.message });
      throw err;
    }
  }

  return startDestServer(handle, options.port);
}
