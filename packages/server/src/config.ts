import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { API_KEY_RATE_PER_MINUTE } from '@storelens/contract/api/api-keys';
import { DEFAULT_ALERT_AFTER_FAILURES, DEFAULT_PAUSE_AFTER_FAILURES } from '@storelens/contract/domain/source-health';
import { z } from 'zod';
import { proxyRanges, type TrustProxy } from './platform/proxy.ts';

const flag = z
  .enum(['1', '0', 'true', 'false', 'on', 'off', 'yes', 'no', ''])
  .transform((v) => ['1', 'true', 'on', 'yes'].includes(v));

/** Every environment variable StoreLens reads, with its embedded default (README "Configuration"). */
const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('StoreLens <no-reply@storelens.local>'),
  SECRET_KEY: z.string().min(32, 'SECRET_KEY must be at least 32 characters').optional(),
  PUBLIC_URL: z.string().url().optional(),
  /** spec 1 §7's third-party analytics loader: one script the web app loads; unset = none */
  ANALYTICS_SCRIPT_URL: z
    .string()
    .url()
    .refine((url) => /^https?:\/\//i.test(url), 'ANALYTICS_SCRIPT_URL must be an http(s) URL')
    .optional(),
  ANALYTICS_SITE_ID: z.string().optional(),
  PRODUCT_NAME: z.string().default('StoreLens'),
  DEMO: flag.default(false),
  ROLE: z.enum(['all', 'web', 'worker']).default('all'),
  /** the bearer token GET /metrics asks for; unset = no /metrics (404) */
  METRICS_TOKEN: z.string().optional(),
  /** calls one API key may make per minute (per web process) before answers are 429 */
  API_KEY_RATE_PER_MINUTE: z.coerce.number().int().positive().default(API_KEY_RATE_PER_MINUTE),
  /** who may set X-Forwarded-For / X-Request-Id: off (default), true, a hop count, or proxy addresses/CIDRs */
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((text, ctx): TrustProxy => {
      const value = (text ?? '').trim().toLowerCase();
      if (['', '0', 'false', 'off', 'no'].includes(value)) return false;
      if (['true', 'on', 'yes'].includes(value)) return true;
      if (/^\d+$/.test(value)) return Number(value);
      const entries = value
        .split(',')
        .map((entry) => entry.trim())
        .filter((entry) => entry !== '');
      const wrong = entries.filter((entry) => proxyRanges(entry) === null);
      if (entries.length > 0 && wrong.length === 0) return entries;
      ctx.addIssue({
        code: 'custom',
        message: `TRUST_PROXY must be off, true, a hop count or a comma list of proxy addresses or CIDR ranges (not ${wrong.join(', ') || 'empty'})`,
      });
      return z.NEVER;
    }),
  /** failed runs of a source in a row after which its account's admins are emailed once */
  ALERT_AFTER_FAILURES: z.coerce.number().int().min(1).max(1000).default(DEFAULT_ALERT_AFTER_FAILURES),
  /** failed runs of a source in a row after which it pauses itself (no scheduled runs until resumed) */
  PAUSE_AFTER_FAILURES: z.coerce.number().int().min(1).max(1000).default(DEFAULT_PAUSE_AFTER_FAILURES),
  /** webhooks and the report URL test may reach private and loopback addresses, and plain http (tests, demo) */
  WEBHOOK_ALLOW_PRIVATE: flag.default(false),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** how long a stop (SIGTERM/SIGINT) may take before the process exits non-zero with work still running */
  SHUTDOWN_TIMEOUT_S: z.coerce.number().positive().max(3600).default(25),
  WEB_DIST: z.string().optional(),
  // Source validation and OAuth (spec 2 §7): our app's credentials at each provider
  SHOPIFY_CLIENT_ID: z.string().optional(),
  SHOPIFY_CLIENT_SECRET: z.string().optional(),
  LIGHTSPEED_CLIENT_ID: z.string().optional(),
  LIGHTSPEED_CLIENT_SECRET: z.string().optional(),
  BRIGHTPEARL_CLIENT_ID: z.string().optional(),
  BRIGHTPEARL_CLIENT_SECRET: z.string().optional(),
  PERKVILLE_CLIENT_ID: z.string().optional(),
  PERKVILLE_CLIENT_SECRET: z.string().optional(),
  RUNSIGNUP_CONSUMER_KEY: z.string().optional(),
  RUNSIGNUP_CONSUMER_SECRET: z.string().optional(),
  RACEROSTER_CLIENT_ID: z.string().optional(),
  RACEROSTER_CLIENT_SECRET: z.string().optional(),
  // Report providers: a report URL on one of these origins is embedded with a signed token
  TABLEAU_SERVER_URL: z.string().url().optional(),
  TABLEAU_CLIENT_ID: z.string().optional(),
  TABLEAU_SECRET_ID: z.string().optional(),
  TABLEAU_SECRET_VALUE: z.string().optional(),
  /** the Tableau user every embed signs in as; unset = the signed-in StoreLens user's email */
  TABLEAU_USERNAME: z.string().optional(),
  METABASE_SITE_URL: z.string().url().optional(),
  METABASE_SECRET_KEY: z.string().optional(),
  // the server's own keys for destinations whose forms hold no credential (spec 2 §3; docs/vendors/*)
  FACEBOOK_ACCESS_TOKEN: z.string().optional(),
  CADENCE_API_KEY: z.string().optional(),
  UQUBE_API_KEY: z.string().optional(),
  /** JSON object of vendor base URLs (VendorEndpoints keys), e.g. to point a process at local fakes */
  VENDOR_ENDPOINTS: z
    .string()
    .optional()
    .transform((text, ctx) => {
      if (!text) return {};
      let json: unknown;
      try {
        json = JSON.parse(text);
      } catch {
        json = null;
      }
      const parsed = z.record(z.string(), z.string().url()).safeParse(json);
      if (parsed.success) return parsed.data;
      ctx.addIssue({ code: 'custom', message: 'VENDOR_ENDPOINTS must be a JSON object of URLs' });
      return z.NEVER;
    }),
});

/** A Tableau connected app with direct trust; unset when Tableau is not configured. */
export interface TableauConfig {
  /** the server's origin, e.g. https://tableau.example.com */
  serverUrl: string;
  clientId: string;
  secretId: string;
  secretValue: string;
  /** every embed's `sub`; null = the signed-in user's email */
  username: string | null;
}

/** Metabase static embedding; unset when Metabase is not configured. */
export interface MetabaseConfig {
  /** the site's address without a trailing slash, e.g. https://metabase.example.com (a path is kept) */
  siteUrl: string;
  secretKey: string;
}

/** Our OAuth client at a provider; unset when the provider is not configured. */
export interface OAuthClient {
  id: string;
  secret: string;
}

export type OAuthProvider = 'shopify' | 'lightspeed' | 'brightpearl' | 'perkville' | 'runSignup' | 'raceRoster';

const oauthClient = (id: string | undefined, secret: string | undefined): OAuthClient | undefined =>
  id && secret ? { id, secret } : undefined;

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  smtpUrl?: string;
  mailFrom: string;
  secretKey: string;
  publicUrl: string;
  /** PUBLIC_URL was given; unset, the loopback addresses on PORT are all the app's own origin */
  publicUrlIsSet: boolean;
  /** the analytics script the web app loads (ANALYTICS_SCRIPT_URL), with its site id; unset = none */
  analytics?: { scriptUrl: string; siteId?: string };
  /** https public URL: cookies become Secure and __Host- prefixed */
  secureCookies: boolean;
  productName: string;
  demo: boolean;
  role: 'all' | 'web' | 'worker';
  /** METRICS_TOKEN: GET /metrics answers only with `Authorization: Bearer <it>`; unset = 404 */
  metricsToken?: string;
  /** API_KEY_RATE_PER_MINUTE */
  apiKeyRatePerMinute: number;
  /** ALERT_AFTER_FAILURES and PAUSE_AFTER_FAILURES */
  alertAfterFailures: number;
  pauseAfterFailures: number;
  /** WEBHOOK_ALLOW_PRIVATE: the outbound guard lets private/loopback addresses and http through (never link-local or metadata) */
  webhookAllowPrivate: boolean;
  /**
   * origins this process itself serves to its own webhooks (the demo's local receiver): let through the
   * outbound guard though local; set by main, never by the environment
   */
  outboundTrustedOrigins: string[];
  logLevel: string;
  /** SHUTDOWN_TIMEOUT_S in milliseconds */
  shutdownTimeoutMs: number;
  /** TRUST_PROXY: which peers' X-Forwarded-For and X-Request-Id are believed (none by default) */
  trustProxy: TrustProxy;
  webDist: string;
  /** OAuth clients by provider (spec 2 §7 source validation) */
  oauthClients: Partial<Record<OAuthProvider, OAuthClient>>;
  /** vendor base URLs from VENDOR_ENDPOINTS, over the built-in ones, and the server's own destination keys */
  vendorEndpoints: Record<string, string>;
  /** the external report providers that are set up */
  reportProviders: { tableau?: TableauConfig; metabase?: MetabaseConfig };
}

const originOf = (url: string) => new URL(url).origin;

/** A provider is all of its variables or none: a half-configured one is a start-up error, not a broken report. */
function reportProvidersOf(e: z.infer<typeof EnvSchema>): Config['reportProviders'] {
  const wrong: string[] = [];
  const tableauVars = {
    TABLEAU_SERVER_URL: e.TABLEAU_SERVER_URL,
    TABLEAU_CLIENT_ID: e.TABLEAU_CLIENT_ID,
    TABLEAU_SECRET_ID: e.TABLEAU_SECRET_ID,
    TABLEAU_SECRET_VALUE: e.TABLEAU_SECRET_VALUE,
  };
  const metabaseVars = { METABASE_SITE_URL: e.METABASE_SITE_URL, METABASE_SECRET_KEY: e.METABASE_SECRET_KEY };
  for (const vars of [tableauVars, metabaseVars]) {
    const missing = Object.entries(vars).filter(([, v]) => !v);
    if (missing.length > 0 && missing.length < Object.keys(vars).length)
      wrong.push(`  ${missing.map(([k]) => k).join(', ')}: required with ${Object.keys(vars).join(', ')}`);
  }
  if (wrong.length > 0) throw new Error(`Invalid configuration:\n${wrong.join('\n')}`);
  return {
    tableau:
      e.TABLEAU_SERVER_URL && e.TABLEAU_CLIENT_ID && e.TABLEAU_SECRET_ID && e.TABLEAU_SECRET_VALUE
        ? {
            serverUrl: originOf(e.TABLEAU_SERVER_URL),
            clientId: e.TABLEAU_CLIENT_ID,
            secretId: e.TABLEAU_SECRET_ID,
            secretValue: e.TABLEAU_SECRET_VALUE,
            username: e.TABLEAU_USERNAME ?? null,
          }
        : undefined,
    metabase:
      e.METABASE_SITE_URL && e.METABASE_SECRET_KEY
        ? { siteUrl: e.METABASE_SITE_URL.replace(/\/+$/, ''), secretKey: e.METABASE_SECRET_KEY }
        : undefined,
  };
}

/** SECRET_KEY unset: a key is generated once into DATA_DIR so a restart can still read its secrets. */
function loadOrCreateSecret(dataDir: string): string {
  const file = join(dataDir, 'secret.key');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const key = randomBytes(32).toString('base64url');
  writeFileSync(file, key, { mode: 0o600 });
  return key;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // an empty variable (FOO= in a shell or a compose file) means unset
  const given = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = EnvSchema.safeParse(given);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  // a generated key only makes sense for the single all-in-one process; processes that
  // share a database must share one key, so web and worker processes are given it
  if (e.ROLE !== 'all' && !e.SECRET_KEY)
    throw new Error(
      `Invalid configuration:\n  SECRET_KEY: required with ROLE=${e.ROLE} — every web and worker process sharing a database must be started with the same SECRET_KEY (at least 32 characters)`,
    );
  // the embedded database belongs to one process; several processes need a PostgreSQL server
  if (e.ROLE !== 'all' && !e.DATABASE_URL)
    throw new Error(
      `Invalid configuration:\n  DATABASE_URL: required with ROLE=${e.ROLE} — web and worker processes share one PostgreSQL database; the embedded database serves only ROLE=all`,
    );
  const dataDir = resolve(e.DATA_DIR);
  const port = e.PORT;
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/+$/, '');
  return {
    port,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    secretKey: e.SECRET_KEY ?? loadOrCreateSecret(dataDir),
    publicUrl,
    publicUrlIsSet: e.PUBLIC_URL !== undefined,
    analytics: e.ANALYTICS_SCRIPT_URL ? { scriptUrl: e.ANALYTICS_SCRIPT_URL, siteId: e.ANALYTICS_SITE_ID } : undefined,
    secureCookies: publicUrl.startsWith('https://'),
    productName: e.PRODUCT_NAME,
    demo: e.DEMO,
    role: e.ROLE,
    metricsToken: e.METRICS_TOKEN,
    apiKeyRatePerMinute: e.API_KEY_RATE_PER_MINUTE,
    alertAfterFailures: e.ALERT_AFTER_FAILURES,
    pauseAfterFailures: e.PAUSE_AFTER_FAILURES,
    webhookAllowPrivate: e.WEBHOOK_ALLOW_PRIVATE,
    outboundTrustedOrigins: [],
    logLevel: e.LOG_LEVEL,
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_S * 1000,
    trustProxy: e.TRUST_PROXY,
    webDist: resolve(e.WEB_DIST ?? new URL('../../web/dist', import.meta.url).pathname),
    oauthClients: {
      shopify: oauthClient(e.SHOPIFY_CLIENT_ID, e.SHOPIFY_CLIENT_SECRET),
      lightspeed: oauthClient(e.LIGHTSPEED_CLIENT_ID, e.LIGHTSPEED_CLIENT_SECRET),
      brightpearl: oauthClient(e.BRIGHTPEARL_CLIENT_ID, e.BRIGHTPEARL_CLIENT_SECRET),
      perkville: oauthClient(e.PERKVILLE_CLIENT_ID, e.PERKVILLE_CLIENT_SECRET),
      runSignup: oauthClient(e.RUNSIGNUP_CONSUMER_KEY, e.RUNSIGNUP_CONSUMER_SECRET),
      raceRoster: oauthClient(e.RACEROSTER_CLIENT_ID, e.RACEROSTER_CLIENT_SECRET),
    },
    vendorEndpoints: {
      ...e.VENDOR_ENDPOINTS,
      ...(e.FACEBOOK_ACCESS_TOKEN ? { facebookAccessToken: e.FACEBOOK_ACCESS_TOKEN } : {}),
      ...(e.CADENCE_API_KEY ? { cadenceApiKey: e.CADENCE_API_KEY } : {}),
      ...(e.UQUBE_API_KEY ? { uqubeApiKey: e.UQUBE_API_KEY } : {}),
    },
    reportProviders: reportProvidersOf(e),
  };
}
