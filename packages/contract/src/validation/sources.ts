import { z } from 'zod';
import {
  DEFAULT_LIGHTSPEED_IDENTIFIER_TYPE,
  DEFAULT_SHOPIFY_APP_TYPE,
  DEFAULT_TEAMWORK_ITEM_IDENTIFIER,
  LIGHTSPEED_IDENTIFIER_TYPE_VALUES,
  SHOPIFY_APP_TYPES,
  SOURCE_TYPE,
  type SourceTypeId,
  TEAMWORK_ITEM_IDENTIFIERS,
} from '../domain/connectors.ts';
import {
  HISTORICAL_DATE_MIN,
  isFrequencyAllowed,
  isHistoricalDateInRange,
  isValidAnchorTime,
  TIME_ZONE_VALUES,
} from '../domain/schedule-options.ts';
import { headerCharactersMessage, isHeaderSafe, requiredCredential, requiredText, text } from './fields.ts';
import { connectorMsg, msg } from './messages.ts';

/** Re-exported: the API and the forms import them from here with the detail schemas. */
export { fieldErrorsOf, prefixFieldErrors, toFieldErrors } from './field-errors.ts';
/** Re-exported: connector schemas import it from here with the other field rules. */
export { requiredCredential, requiredText, text };

// ---------------------------------------------------------------- field building blocks

/** An optional, trimmed text field. */
export const optionalText = (field?: string) => text(field).trim().optional();

type Credentials<L extends Record<string, string>> = { [K in keyof L]: ReturnType<typeof requiredCredential> };

/** Required credential fields, detail key → label: `credentialFields({ apiKey: 'API Key' })`. */
export const credentialFields = <const L extends Record<string, string>>(labels: L): Credentials<L> =>
  Object.fromEntries(Object.entries(labels).map(([key, label]) => [key, requiredCredential(label)])) as Credentials<L>;

/** An optional credential sent to a vendor: when given, only characters an HTTP header can carry. */
export const optionalCredential = (field: string) =>
  optionalText(field).refine((value) => !value || isHeaderSafe(value), headerCharactersMessage(field));

/** A select whose value must be one of `values`; empty means '{label} is required'. */
export const requiredSelect = <const T extends readonly [string, ...string[]]>(label: string, values: T) =>
  z.enum(values, {
    error: (issue) =>
      issue.input === undefined || issue.input === null || issue.input === ''
        ? msg.required(label)
        : connectorMsg.option(label),
  });

/** spec 2 §5: "Timezone required where shown"; one of the spec 2 §9 options. */
export const timezoneField = (label = 'Timezone') => requiredSelect(label, TIME_ZONE_VALUES);
/** The vendor system's own time zone in a source's detail, apart from the schedule's Timezone. */
export const DATA_TIMEZONE_LABEL = 'Data Timezone';

const SCHEME = /^[a-z][a-z0-9+.-]*:\/\//i;
const HOST = /^[a-z0-9-]+(\.[a-z0-9-]+)*(:\d{1,5})?$/i;
const withoutTrailingSlash = (value: string) => value.replace(/\/+$/, '');

const hostProblem = (value: string, label: string): string | null => {
  if (SCHEME.test(value)) return connectorMsg.noScheme(label);
  const host = withoutTrailingSlash(value);
  if (host.includes('/')) return connectorMsg.noSubpath(label);
  return HOST.test(host) ? null : msg.url(label);
};

/** spec 2 §5: WooCommerce and Teamwork URLs have no scheme and no subpath ('shop.example.com'). */
export const hostOnlyUrl = (label: string) =>
  requiredText(label)
    .superRefine((value, ctx) => {
      const problem = value === '' ? null : hostProblem(value, label);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    })
    .transform(withoutTrailingSlash);

const splitLines = (value: string | string[]): string[] => (Array.isArray(value) ? value : value.split(/\r?\n/));

/**
 * spec 2 §5: one entry per line, trimmed, lower-cased, blanks dropped (Runit tender types,
 * Lightspeed identifiers, FleetFeet store owners). Takes the textarea text or an array.
 */
export const lowerCaseLines = () =>
  z
    .union([text(), z.array(text())])
    .transform((value) =>
      splitLines(value)
        .map((line) => line.trim().toLowerCase())
        .filter((line) => line !== ''),
    )
    .default([]);

/** One entry per line, trimmed, blanks dropped, case kept (identifiers such as shop ids). */
export const trimmedLines = () =>
  z
    .union([text(), z.array(text())])
    .transform((value) =>
      splitLines(value)
        .map((line) => line.trim())
        .filter((line) => line !== ''),
    )
    .default([]);

/** A checkbox: a boolean, false (or `value`) when missing. */
export const flag = (value = false) => z.boolean().default(value);

/**
 * For cross-field rules: run even when a field of the object already failed, so that a form
 * shows every error at once — but not when the value itself is of the wrong kind (an issue at
 * its own path), since there is then nothing to cross-check. Such rules must still not trust the
 * types of the values they read: see isRecord.
 */
export const RUN_ALWAYS = {
  when: (payload: { issues: ReadonlyArray<{ path?: readonly PropertyKey[] }> }) =>
    payload.issues.every((issue) => (issue.path?.length ?? 0) > 0),
} as const;

/** Guard for refinements: a plain object whose properties may be read. */
export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

// ---------------------------------------------------------------- scheduling fields

/** spec 2 §5: frequency under 60 minutes only for source type 2; else one of the §9 options. */
export const frequencyField = (sourceType: SourceTypeId) =>
  z
    .number({ error: msg.required('Frequency') })
    .int({ error: connectorMsg.unsupportedFrequency() })
    .refine((minutes) => isFrequencyAllowed(sourceType, minutes), {
      error: connectorMsg.unsupportedFrequency(),
    });

/** spec 2 §9: 24-hour HH:MM with minutes in tens. */
export const anchorTimeField = () =>
  text('Anchor Time', { error: msg.required('Anchor Time') })
    .trim()
    .refine(isValidAnchorTime, { error: connectorMsg.anchorTime('Anchor Time') });

/** spec 2 §5: a historical date, required, from 2000-01-01 to today. */
export const historicalDateField = (label = 'Start Date') =>
  requiredText(label).refine((value) => value === '' || isHistoricalDateInRange(value), {
    error: connectorMsg.dateRange(label, HISTORICAL_DATE_MIN),
  });

// ---------------------------------------------------------------- source details (spec 2 §3, §5)

/**
 * spec 2 §5 "OAuth email option": when sendEmail is ticked, the email is required and valid.
 * Whether it must be ticked depends on who creates the source: see checkOAuthEmailOption.
 */
const oauthEmailFields = { sendEmail: flag(), email: optionalText() };

const requireEmailWhenSending = (detail: { sendEmail: boolean; email?: string | undefined }, ctx: z.RefinementCtx) => {
  if (!isRecord(detail) || detail.sendEmail !== true) return;
  if (!detail.email) ctx.addIssue({ code: 'custom', path: ['email'], message: msg.required('Email') });
  else if (!z.email().safeParse(detail.email).success)
    ctx.addIssue({ code: 'custom', path: ['email'], message: msg.email('Email') });
};

/** The vendor system's own time zone, apart from the schedule's. */
const dataTimezone = () => timezoneField(DATA_TIMEZONE_LABEL);
const apiKey = () => requiredCredential('API Key');

const ricsDetail = z.object({
  token: requiredCredential('Token'),
  timezone: dataTimezone(),
  useAccountNumber: flag(),
  pullInventory: flag(),
  storeOwnerId: optionalText(),
});

const wooCommerceDetail = z.object({
  url: hostOnlyUrl('URL'),
  ...credentialFields({ consumerKey: 'Consumer Key', consumerSecret: 'Consumer Secret' }),
});

const teamworkDetail = z.object({
  url: hostOnlyUrl('URL'),
  apiKey: apiKey(),
  // spec 2 §5: PLU (default), ExternalId, CLU, UPC
  itemIdentifier: requiredSelect('Item Identifier', TEAMWORK_ITEM_IDENTIFIERS).default(
    DEFAULT_TEAMWORK_ITEM_IDENTIFIER,
  ),
  timezone: dataTimezone(),
});

/** Race Roster, RunSignup, Perkville: credentials come through the login or OAuth flow (spec 2 §3). */
const flowOnlyDetail = z.object({});

const bigCommerceDetail = z.object(
  credentialFields({ storeHash: 'Store Hash', accessToken: 'Access Token', clientId: 'Client Id' }),
);

const enMotiveDetail = z.object({ apiKey: apiKey(), timezone: dataTimezone(), tenantId: requiredText('Tenant Id') });

const lightspeedDetail = z
  .object({
    ecomIdentifierType: requiredSelect('E-commerce Identifier Type', LIGHTSPEED_IDENTIFIER_TYPE_VALUES).default(
      DEFAULT_LIGHTSPEED_IDENTIFIER_TYPE,
    ),
    ecomIdentifier: lowerCaseLines(),
    inventoryStoreIgnore: trimmedLines(),
    ...oauthEmailFields,
  })
  .superRefine(requireEmailWhenSending, RUN_ALWAYS);

const brightpearlDetail = z
  .object({ account: requiredText('Account'), ...oauthEmailFields })
  .superRefine(requireEmailWhenSending, RUN_ALWAYS);

const heartlandDetail = z.object({
  apiKey: apiKey(),
  ecomIdentifier: optionalText(),
  amazonIdentifier: optionalText(),
});

const appointmentPlusDetail = z.object({
  ...credentialFields({ siteId: 'Site Id', apiKey: 'API Key' }),
  timezone: dataTimezone(),
});

const waitwhileDetail = z.object({ apiKey: apiKey(), timezone: dataTimezone() });

const runitDetail = z.object({
  url: requiredText('URL'),
  storeId: requiredText('Store Id'),
  timezone: dataTimezone(),
  tenderType: lowerCaseLines(),
});

const shopifyDetail = z
  .object({
    storeName: requiredText('Store Name'),
    appType: requiredSelect('App Type', SHOPIFY_APP_TYPES).default(DEFAULT_SHOPIFY_APP_TYPE),
    apiKey: optionalCredential('API Key'),
    password: optionalCredential('Password'),
    accessToken: optionalCredential('Access Token'),
    ignoredInventoryLocations: z.array(text()).default([]),
    isGqlSalespersonFetchEnabled: flag(),
  })
  .superRefine((detail, ctx) => {
    if (!isRecord(detail)) return;
    // spec 2 §5: apiKey and password for private apps, accessToken for custom apps
    const required: Array<[keyof typeof detail, string]> =
      detail.appType === 'private'
        ? [
            ['apiKey', 'API Key'],
            ['password', 'Password'],
          ]
        : [['accessToken', 'Access Token']];
    for (const [field, label] of required) {
      if (!detail[field]) ctx.addIssue({ code: 'custom', path: [field], message: msg.required(label) });
    }
  }, RUN_ALWAYS);

const fleetFeetDetail = z.object({ storeOwner: lowerCaseLines() });

const skuVaultDetail = z.object(credentialFields({ tenantToken: 'Tenant Token', userToken: 'User Token' }));
const hakuDetail = z.object(credentialFields({ clientId: 'Client Id', clientSecret: 'Client Secret' }));
const bridalLiveDetail = z.object(credentialFields({ retailerId: 'Retailer Id', apiKey: 'API Key' }));

/** spec 2 §3, §5: the `detail` schema of each source type. */
export const SOURCE_DETAIL_SCHEMAS = {
  [SOURCE_TYPE.rics]: ricsDetail,
  [SOURCE_TYPE.wooCommerce]: wooCommerceDetail,
  [SOURCE_TYPE.teamwork]: teamworkDetail,
  [SOURCE_TYPE.raceRoster]: flowOnlyDetail,
  [SOURCE_TYPE.runSignup]: flowOnlyDetail,
  [SOURCE_TYPE.bigCommerce]: bigCommerceDetail,
  [SOURCE_TYPE.enMotive]: enMotiveDetail,
  [SOURCE_TYPE.lightspeed]: lightspeedDetail,
  [SOURCE_TYPE.brightpearl]: brightpearlDetail,
  [SOURCE_TYPE.heartland]: heartlandDetail,
  [SOURCE_TYPE.perkville]: flowOnlyDetail,
  [SOURCE_TYPE.appointmentPlus]: appointmentPlusDetail,
  [SOURCE_TYPE.waitwhile]: waitwhileDetail,
  [SOURCE_TYPE.runit]: runitDetail,
  [SOURCE_TYPE.shopify]: shopifyDetail,
  [SOURCE_TYPE.fleetFeet]: fleetFeetDetail,
  [SOURCE_TYPE.skuVault]: skuVaultDetail,
  [SOURCE_TYPE.haku]: hakuDetail,
  [SOURCE_TYPE.bridalLive]: bridalLiveDetail,
} as const satisfies Record<SourceTypeId, z.ZodType<Record<string, unknown>>>;

export type SourceDetailSchemas = typeof SOURCE_DETAIL_SCHEMAS;
/** The validated detail of source type T. */
export type SourceDetail<T extends SourceTypeId = SourceTypeId> = z.output<SourceDetailSchemas[T]>;
/** The detail of source type T as a form or a client sends it. */
export type SourceDetailInput<T extends SourceTypeId = SourceTypeId> = z.input<SourceDetailSchemas[T]>;

/** spec 2 §4, §5: Race Roster login step of the validation page. */
export const RaceRosterCredentials = z.object({
  login: requiredText('Login'),
  password: requiredText('Password'),
});
export type RaceRosterCredentials = z.infer<typeof RaceRosterCredentials>;

// ---------------------------------------------------------------- secrets and locked fields

/** OAuth tokens the server stores in a flow source's detail once the flow completes. */
export const OAUTH_TOKEN_FIELDS = ['accessToken', 'refreshToken', 'oauthToken', 'oauthTokenSecret'] as const;

/**
 * Detail fields that are secrets (keys, tokens, passwords, secrets): the server encrypts them
 * and answers mask them (docs/architecture.md, Secrets).
 */
export const SOURCE_SECRET_FIELDS: Record<SourceTypeId, readonly string[]> = {
  [SOURCE_TYPE.rics]: ['token'],
  [SOURCE_TYPE.wooCommerce]: ['consumerKey', 'consumerSecret'],
  [SOURCE_TYPE.teamwork]: ['apiKey'],
  [SOURCE_TYPE.raceRoster]: ['password', ...OAUTH_TOKEN_FIELDS],
  [SOURCE_TYPE.runSignup]: OAUTH_TOKEN_FIELDS,
  [SOURCE_TYPE.bigCommerce]: ['accessToken'],
  [SOURCE_TYPE.enMotive]: ['apiKey'],
  [SOURCE_TYPE.lightspeed]: OAUTH_TOKEN_FIELDS,
  [SOURCE_TYPE.brightpearl]: OAUTH_TOKEN_FIELDS,
  [SOURCE_TYPE.heartland]: ['apiKey'],
  [SOURCE_TYPE.perkville]: OAUTH_TOKEN_FIELDS,
  [SOURCE_TYPE.appointmentPlus]: ['apiKey'],
  [SOURCE_TYPE.waitwhile]: ['apiKey'],
  [SOURCE_TYPE.runit]: [],
  [SOURCE_TYPE.shopify]: ['apiKey', 'password', ...OAUTH_TOKEN_FIELDS],
  [SOURCE_TYPE.fleetFeet]: [],
  [SOURCE_TYPE.skuVault]: ['tenantToken', 'userToken'],
  [SOURCE_TYPE.haku]: ['clientSecret'],
  [SOURCE_TYPE.bridalLive]: ['apiKey'],
};

/** spec 2 §5: detail fields that cannot change once the source is saved, with their labels. */
export const SOURCE_LOCKED_FIELDS: Partial<Record<SourceTypeId, Readonly<Record<string, string>>>> = {
  [SOURCE_TYPE.wooCommerce]: { url: 'URL' }, // spec 2 §5: the WooCommerce URL is locked after creation
  [SOURCE_TYPE.shopify]: { storeName: 'Store Name' }, // spec 2 §5: Shopify store name locked after creation
};

type Detail = Record<string, unknown>;

/** Field errors for locked fields whose value differs from the saved one. */
export const findLockedFieldChanges = (
  locked: Readonly<Record<string, string>> | undefined,
  previous: Detail,
  next: Detail,
): Record<string, string> => {
  const errors: Record<string, string> = {};
  for (const [field, label] of Object.entries(locked ?? {})) {
    const before = previous[field];
    if (before !== undefined && before !== null && before !== '' && next[field] !== before) {
      errors[field] = connectorMsg.locked(label);
    }
  }
  return errors;
};

/** Adds one issue per entry of `errors` (a field path relative to the schema → message). */
export const addFieldIssues = (ctx: z.RefinementCtx, errors: Record<string, string>) => {
  for (const [path, message] of Object.entries(errors)) {
    ctx.addIssue({ code: 'custom', path: path.split('.'), message });
  }
};

/** The schema of a source's detail on edit: the create rules plus the locked fields (spec 2 §5). */
export const sourceDetailUpdateSchema = <T extends SourceTypeId>(type: T, previous: Detail) =>
  SOURCE_DETAIL_SCHEMAS[type].superRefine((next, ctx) => {
    if (isRecord(next)) addFieldIssues(ctx, findLockedFieldChanges(SOURCE_LOCKED_FIELDS[type], previous, next));
  }, RUN_ALWAYS);

/**
 * spec 2 §5 "OAuth email option" (Lightspeed, Brightpearl): the option is shown only to system
 * users, and a system user creating the source must tick it (the account owner then finishes
 * OAuth through the emailed link). Returns field errors relative to the detail.
 */
export const checkOAuthEmailOption = (
  detail: { sendEmail?: boolean },
  context: { isCreate: boolean; isSystemUser: boolean },
): Record<string, string> =>
  context.isCreate && context.isSystemUser && detail.sendEmail !== true
    ? { sendEmail: connectorMsg.mustTick('Send Email') }
    : {};
