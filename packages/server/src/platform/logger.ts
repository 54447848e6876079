import type { FastifyBaseLogger, FastifyServerOptions } from 'fastify';
import pino, {
  type Bindings,
  type ChildLoggerOptions,
  type DestinationStream,
  type Logger,
  type LoggerOptions,
} from 'pino';
import { redactPathTokens } from './link-tokens.ts';

/**
 * Names whose values are secrets, credentials, hashes or tokens when they name a property of a
 * logged object. Compared without case and without '_' or '-', so 'api_key', 'X-Api-Key' and
 * 'apiKey' are one name.
 */
const SECRET_PROPERTIES = [
  'password',
  'newPassword',
  'currentPassword',
  'confirmPassword',
  'passwordHash',
  'hash',
  'tokenHash',
  'codeHash',
  'token',
  'accessToken',
  'refreshToken',
  'idToken',
  'oauthToken',
  'oauthTokenSecret',
  'oauthVerifier',
  'tenantToken',
  'userToken',
  'secret',
  'clientSecret',
  'consumerSecret',
  'consumerKey',
  'secretKey',
  'privateKey',
  'accessKey',
  'apiKey',
  'key',
  'usersKey',
  'eventKey',
  'authorization',
  'proxyAuthorization',
  'cookie',
  'setCookie',
  'recoveryCode',
  'twoFactorSecret',
  'twoFactorPendingSecret',
  'textSealed',
  'htmlSealed',
  'signature',
] as const;

/**
 * Query parameters that carry secrets: the names above, and those of the validation and
 * preference links ('t', 'token'), OAuth returns ('code', 'qs', 'state') and signed URLs.
 */
const SECRET_QUERY_EXTRA = ['t', 'code', 'qs', 'state', 'sig', 'xamzsignature', 'xamzcredential', 'xamzsecuritytoken'];

const normalise = (name: string) => name.toLowerCase().replace(/[-_]/g, '');
const SECRET_PROPERTY_SET: ReadonlySet<string> = new Set(SECRET_PROPERTIES.map(normalise));
const SECRET_QUERY_SET: ReadonlySet<string> = new Set([...SECRET_PROPERTY_SET, ...SECRET_QUERY_EXTRA]);

/** Whether a property of a logged object with this name holds a secret. */
export const isSecretProperty = (name: string): boolean => SECRET_PROPERTY_SET.has(normalise(name));

/** Whether a URL query parameter with this name holds a secret. */
export const isSecretQueryParameter = (name: string): boolean => SECRET_QUERY_SET.has(normalise(name));

/**
 * Names of error properties that hold a failed query's values (Drizzle's DrizzleQueryError
 * `params`, node-postgres `parameters`, PGlite and pg `detail` such as 'Key (token_hash)=(…)').
 */
const QUERY_VALUE_PROPERTIES = new Set(['params', 'parameters', 'values', 'detail', 'bindings']);

export const REDACTED = '[redacted]';

/** A URL or path with the values of its secret query parameters replaced ('?apiKey=[redacted]&x=1'). */
export function redactUrl(url: string): string {
  const at = url.indexOf('?');
  if (at < 0) return url;
  const query = url
    .slice(at + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const rawName = eq < 0 ? pair : pair.slice(0, eq);
      let name = rawName;
      try {
        name = decodeURIComponent(rawName.replace(/\+/g, ' '));
      } catch {
        // a malformed name is kept as sent and judged as it is
      }
      return eq >= 0 && isSecretQueryParameter(name) ? `${rawName}=${REDACTED}` : pair;
    })
    .join('&');
  return `${url.slice(0, at)}?${query}`;
}

/** A failed query's message without its values: Drizzle appends '\nparams: …' to the SQL. */
const withoutQueryValues = (text: string): string => text.replace(/\n\s*params:[\s\S]*$/, '\nparams: [redacted]');

/** URLs inside free text ('… fetching https://x/y?apiKey=… failed'): their secret parameters go. */
const redactUrlsIn = (text: string): string =>
  text.replace(/(?:https?:\/\/|\/)[^\s"'<>]*\?[^\s"'<>]*/g, (url) => redactUrl(url));

const redactText = (text: string): string => redactUrlsIn(withoutQueryValues(text));

/**
 * A copy of a value fit for a log line: properties with secret names and a failed query's
 * values are replaced, URLs in strings lose their secret parameters. Cycles and depth are bounded.
 */
export function sanitizeForLog(value: unknown, depth = 0, seen = new WeakSet<object>()): unknown {
  if (typeof value === 'string') return redactText(value);
  if (value === null || typeof value !== 'object') return value;
  if (seen.has(value) || depth > 6) return '[…]';
  seen.add(value);
  if (Array.isArray(value)) return value.map((item) => sanitizeForLog(item, depth + 1, seen));
  const out: Record<string, unknown> = {};
  const source = value as Record<string, unknown>;
  const keys = new Set([...Object.keys(source), ...(value instanceof Error ? ['name', 'message', 'stack'] : [])]);
  if (value instanceof Error && 'cause' in value) keys.add('cause');
  for (const key of keys) {
    const item = source[key];
    if (item === undefined) continue;
    out[key] =
      isSecretProperty(key) || QUERY_VALUE_PROPERTIES.has(key) ? REDACTED : sanitizeForLog(item, depth + 1, seen);
  }
  return out;
}

/** pino's error serializer, then sanitised: a failed query is logged with its SQL, never its values. */
const serializeError = (err: unknown) => {
  const serialized = err instanceof Error ? pino.stdSerializers.err(err) : err;
  const clean = sanitizeForLog(serialized);
  // the cause (the database's own error) is serialised the same way
  if (err instanceof Error && err.cause !== undefined && clean && typeof clean === 'object')
    (clean as Record<string, unknown>).cause = serializeError(err.cause);
  return clean;
};

/**
 * A logged request's URL: secret query parameters and link tokens in the path redacted. Fastify logs
 * a request after routing it, so its route template says which path segments are token parameters.
 */
const requestUrlForLog = (req: {
  url?: string;
  routeOptions?: { url?: string; config?: { linkTokenParams?: readonly string[] } };
}): string | undefined => {
  if (typeof req.url !== 'string') return req.url;
  const route = req.routeOptions;
  return redactUrl(redactPathTokens(req.url, REDACTED, route?.url, route?.config?.linkTokenParams));
};

/** The request as Fastify logs it, with the URL's secrets (query parameters, path tokens) redacted. */
const serializeRequest = (req: {
  method?: string;
  url?: string;
  ip?: string;
  host?: string;
  socket?: { remotePort?: number };
  routeOptions?: { url?: string; config?: { linkTokenParams?: readonly string[] } };
}) => ({
  method: req.method,
  url: requestUrlForLog(req),
  host: req.host,
  remoteAddress: req.ip,
  remotePort: req.socket?.remotePort,
});

/** Redaction paths: each secret property at the top of a log object and two levels down. */
const REDACT_PATHS = SECRET_PROPERTIES.flatMap((name) => [name, `*.${name}`, `*.*.${name}`]);

export const loggerOptions = (level: string): LoggerOptions => ({
  level,
  serializers: { err: serializeError, error: serializeError, req: serializeRequest },
  redact: {
    paths: [
      'req.headers.cookie',
      'req.headers.authorization',
      'req.headers["x-api-key"]',
      'res.headers["set-cookie"]',
      ...REDACT_PATHS,
      '*.params',
      '*.parameters',
    ],
    censor: REDACTED,
  },
  hooks: {
    // the message text is free text: URLs in it lose their secret parameters, query values go
    logMethod(args, method) {
      const [first, ...rest] = args as unknown[];
      const clean = rest.map((item) => (typeof item === 'string' ? redactText(item) : item));
      if (typeof first === 'string')
        return method.apply(this, [redactText(first), ...clean] as Parameters<typeof method>);
      return method.apply(this, [first, ...clean] as Parameters<typeof method>);
    },
  },
});

/** JSON logs with secrets redacted (README "What is never logged"); the request id is added per request by Fastify. */
export const createLogger = (level: string, destination?: DestinationStream) => pino(loggerOptions(level), destination);

type LogLevelName = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';
type LogCall = (...args: unknown[]) => void;
type FastifyChildLoggerFactory = NonNullable<FastifyServerOptions['childLoggerFactory']>;

/**
 * A request's logger (Fastify's childLoggerFactory) that becomes a pino child only when something is
 * logged at an enabled level. pino builds each child's bindings through the redaction above, and
 * Fastify makes one per request: 2% of an account call's CPU, for a logger that at the usual 'warn'
 * level never writes a line on a successful call. What is written is the same: the
 * same child, bindings (reqId), redaction and serializers, created at the first line.
 */
export const lazyChildLogger: FastifyChildLoggerFactory = (logger, bindings, options) => {
  const parent = logger as unknown as Logger;
  // a logger that is not pino, or a route with its own level or serializers, gets its real child at once
  if (
    typeof parent.isLevelEnabled !== 'function' ||
    options.serializers ||
    (options.level !== undefined && options.level !== parent.level)
  )
    return logger.child(bindings, options);
  return new LazyChild(parent, bindings, options as ChildLoggerOptions) as unknown as FastifyBaseLogger;
};

/** One object per request, its methods on the prototype: the request's logger costs one allocation. */
class LazyChild {
  private made: Logger | undefined;
  constructor(
    private readonly parent: Logger,
    private readonly bindings: Bindings,
    private readonly options: ChildLoggerOptions,
  ) {}
  private real(): Logger {
    this.made ??= this.parent.child(this.bindings, this.options);
    return this.made;
  }
  private write(level: LogLevelName, args: unknown[]): void {
    if (this.parent.isLevelEnabled(level)) (this.real()[level] as LogCall)(...args);
  }
  fatal(...args: unknown[]) {
    this.write('fatal', args);
  }
  error(...args: unknown[]) {
    this.write('error', args);
  }
  warn(...args: unknown[]) {
    this.write('warn', args);
  }
  info(...args: unknown[]) {
    this.write('info', args);
  }
  debug(...args: unknown[]) {
    this.write('debug', args);
  }
  trace(...args: unknown[]) {
    this.write('trace', args);
  }
  silent() {}
  child(more: Bindings, moreOptions?: ChildLoggerOptions): Logger {
    return this.real().child(more, moreOptions);
  }
  get level(): string {
    return this.made?.level ?? this.parent.level;
  }
  set level(level: string) {
    this.real().level = level;
  }
}
