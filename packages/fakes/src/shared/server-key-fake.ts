import { serveDestFake } from './define-fake.ts';
import { retryAfterHeader } from './dest-http.ts';

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

export function startServerKeyFake(options: { apiKey: string; route: ServerKeyRoute; port?: number | undefined }) {
  return serveDestFake({
    port: options.port,
    planned: (planned) => {
      const code = planned.status === 429 ? 'rate_limited' : 'unavailable';
      const message = code === 'rate_limited' ? 'Slow down.' : 'Try again.';
      return { status: planned.status, headers: retryAfterHeader(planned), body: { error: code, message } };
    },
    route: ({ req, method, url, raw }) => {
      if (req.headers.authorization !== `Bearer ${options.apiKey}`)
        throw new Refusal(401, 'unauthorized', 'The API key is missing or not valid.');
      const answer = options.route(method, url, raw);
      if (!answer) throw new Refusal(404, 'not_found', `No route for ${method} ${url.pathname}`);
      return answer;
    },
    refused: (err) =>
      err instanceof Refusal ? { status: err.status, body: { error: err.code, message: err.message } } : null,
  });
}
