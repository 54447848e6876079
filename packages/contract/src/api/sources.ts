import { z } from 'zod';
import {
  DEFAULT_SHOPIFY_APP_TYPE,
  isSourceTypeId,
  LIGHTSPEED_IDENTIFIER_TYPE_VALUES,
  SHOPIFY_APP_TYPES,
  type SourceTypeId,
} from '../domain/connectors.ts';
import { DEFAULT_ANCHOR_TIME, DEFAULT_FREQUENCY, DEFAULT_SOURCE_TIMEZONE } from '../domain/schedule-options.ts';
import { requiredLine } from '../validation/fields.ts';
import { connectorMsg } from '../validation/messages.ts';
import {
  anchorTimeField,
  DATA_TIMEZONE_LABEL,
  frequencyField,
  historicalDateField,
  optionalCredential,
  optionalText,
  RaceRosterCredentials,
  RUN_ALWAYS,
  requiredCredential,
  requiredText,
  SOURCE_DETAIL_SCHEMAS,
  sourceDetailUpdateSchema,
  text,
  timezoneField,
} from '../validation/sources.ts';
import { bodyId, idParams, variantTypeMessage } from './common.ts';
import { RUN_KINDS, SourceFreshness, SourcePause, streamField } from './source-runs.ts';

/** Source and destination names: required; 100 characters is our limit (the spec gives none). */
export const CONNECTOR_NAME_MAX = 100;
export const connectorName = () => requiredLine('Name', CONNECTOR_NAME_MAX);

const Detail = z.record(text(), z.unknown());
const Id = bodyId();

// ---------------------------------------------------------------- params

export const AccountParams = idParams('accountId');
export const SourceParams = idParams('accountId', 'id');

// ---------------------------------------------------------------- create (POST /sources/{accountId}/)

/** spec 2 §7: one selected destination of a source and the detail of that link. */
export const SourceDestinationBody = z.object({
  id: Id,
  detail: Detail.default({}),
});
export type SourceDestinationBody = z.infer<typeof SourceDestinationBody>;

const createVariant = <T extends SourceTypeId>(type: T) =>
  z.object({
    name: connectorName(),
    type: z.literal(type),
    detail: SOURCE_DETAIL_SCHEMAS[type],
    // spec 2 §5, §9: default 1440, under 60 only for type 2
    frequency: frequencyField(type).default(DEFAULT_FREQUENCY),
    anchorTime: anchorTimeField().default(DEFAULT_ANCHOR_TIME),
    // spec 2 §5: historical start date required, 2000-01-01 to today
    startDate: historicalDateField('Start Date'),
    timezone: timezoneField().default(DEFAULT_SOURCE_TIMEZONE),
    // spec 2 §5: each source needs at least one destination
    destinations: z
      .array(SourceDestinationBody, { error: connectorMsg.destinationRequired() })
      .min(1, connectorMsg.destinationRequired()),
  });

/**
 * The create body discriminated on `type`, with each type's detail schema. Typed input for the
 * source form. The destinations' compatibility and link details need the destinations' types:
 * check them with checkSourceDestinations (validation/destinations.ts).
 */
export const CreateSourceFields = z.discriminatedUnion(
  'type',
  [
    createVariant(1),
    createVariant(2),
    createVariant(3),
    createVariant(4),
    createVariant(5),
    createVariant(6),
    createVariant(7),
    createVariant(8),
    createVariant(9),
    createVariant(10),
    createVariant(11),
    createVariant(12),
    createVariant(13),
    createVariant(14),
    createVariant(15),
    createVariant(16),
    createVariant(17),
    createVariant(18),
    createVariant(19),
  ],
  { error: variantTypeMessage('Source Type') },
);
export type CreateSourceInput = z.input<typeof CreateSourceFields>;
/** What the source screen itself sends (spec 2 §7): the type as `sourceType`. */
export type SourceScreenCreateBody = Omit<CreateSourceInput, 'type'> & { sourceType: CreateSourceInput['type'] };

/** spec 2 §7 names the type field both `type` and `sourceType`: accept either. */
const acceptSourceTypeAlias = (body: unknown): unknown => {
  if (typeof body !== 'object' || body === null || !('sourceType' in body)) return body;
  const { sourceType, ...rest } = body as Record<string, unknown>;
  return rest.type === undefined ? { ...rest, type: sourceType } : rest;
};

/** spec 2 §7: POST /sources/{accountId}/ body. */
export const CreateSourceBody = z
  .preprocess(acceptSourceTypeAlias, CreateSourceFields)
  .describe('Create a source. The type may be sent as `type` or `sourceType`.');
export type CreateSourceBody = z.output<typeof CreateSourceBody>;

// ---------------------------------------------------------------- update (PATCH /sources/{accountId}/{id}/)

const updateFields = (type: SourceTypeId, detail: z.ZodType) =>
  z
    .object({
      name: connectorName(),
      detail,
      frequency: frequencyField(type),
      anchorTime: anchorTimeField(),
      timezone: timezoneField(),
      // spec 2 §4: saving with no destination is allowed on edit, after a confirmation
      destinations: z.array(SourceDestinationBody).default([]),
      pullHistory: z.boolean().default(false),
      historicalDate: optionalText().nullable(),
    })
    .superRefine((body, ctx) => {
      // spec 2 §5: the historical date is required only when pull history is on
      if (body.pullHistory !== true) return;
      const result = historicalDateField('Historical Date').safeParse(body.historicalDate ?? undefined);
      if (!result.success)
        ctx.addIssue({ code: 'custom', path: ['historicalDate'], message: result.error.issues[0]!.message });
    }, RUN_ALWAYS);

/**
 * spec 2 §7: PATCH /sources/{accountId}/{id}/ body for a saved source of `type`; `previousDetail`
 * is the stored detail (locked fields must not change).
 */
export const updateSourceBodySchema = <T extends SourceTypeId>(type: T, previousDetail: Record<string, unknown>) =>
  updateFields(type, sourceDetailUpdateSchema(type, previousDetail));

/**
 * The same body with `detail` unchecked: what a route can check before it knows the source's
 * type (and what the OpenAPI document shows). Check again with updateSourceBodySchema.
 */
export const UpdateSourceBody = z.object({
  name: text('Name'),
  detail: Detail,
  frequency: z.number().int(),
  anchorTime: text('Anchor Time'),
  timezone: text('Timezone'),
  destinations: z.array(SourceDestinationBody).default([]),
  pullHistory: z.boolean().default(false),
  historicalDate: text('Historical Date').nullish(),
});
export type UpdateSourceBody = z.infer<typeof UpdateSourceBody>;

// ---------------------------------------------------------------- answers (spec 2 §3 Source)

export const SourceTypeField = z.number().int().refine(isSourceTypeId, 'Unknown source type');

/**
 * The one state of a source's link to a destination, computed on the server:
 * healthy (delivering), loadingHistory (the back-fill is under way and has not failed: destination
 * selection is locked, spec 2 §2), failing (the last delivery or history attempt failed: `message`
 * says why, `action` what to do) or historyFailed (the history load ended without loading).
 */
export const LinkState = z.object({
  destinationId: Id,
  name: z.string(),
  state: z.enum(['healthy', 'loadingHistory', 'failing', 'historyFailed']),
  /** the date data is delivered from (the history date when history was asked for) */
  startDate: z.string().nullable(),
  /** true only while history is genuinely progressing: destination selection is locked */
  locksDestinations: z.boolean(),
  message: z.string().nullable(),
  action: z.string().nullable(),
});
export type LinkState = z.infer<typeof LinkState>;

/** spec 2 §3: a source's link to one destination. */
export const SourceDestinationAnswer = z.object({
  id: Id,
  detail: Detail,
  startDate: z.string().nullable(),
  loadingHistory: z.boolean(),
  /** the link's one state (not in the spec's field list: the screens show the state the server decided, never their own guess) */
  status: LinkState.optional(),
});

/** spec 2 §3 Source: GET /sources/{accountId}/{id}. Secret detail fields are masked. */
export const SourceAnswer = z.object({
  id: Id,
  name: z.string(),
  active: z.boolean(),
  /** the source type's name */
  sourceName: z.string(),
  isSetup: z.boolean(),
  startDate: z.string(),
  nextRunTime: z.string().nullable(),
  type: SourceTypeField,
  detail: Detail,
  frequency: z.number().int(),
  anchorTime: z.string(),
  timezone: z.string(),
  destinations: z.array(SourceDestinationAnswer),
  pullHistory: z.boolean(),
  historicalDate: z.string().nullable(),
  /** the streams this source's type pulls (what a re-sync may choose from) */
  streams: z.array(streamField()),
  freshness: SourceFreshness,
  paused: SourcePause,
});
export type SourceAnswer = z.infer<typeof SourceAnswer>;

/** POST answer: the source, plus the validation token when credentials come through a flow. */
export const CreateSourceAnswer = SourceAnswer.extend({
  /** present when the creator goes on to /validateSource?t={token} (OAuth or login flow) */
  validationToken: z.string().optional(),
});
export type CreateSourceAnswer = z.infer<typeof CreateSourceAnswer>;

/** One sync run: when, how it ended, and how many records each stream pulled and pushed. */
export const SyncRunSummary = z.object({
  id: Id,
  kind: z.enum(RUN_KINDS),
  /** interrupted: its server stopped (SIGTERM) and the run ended at a batch boundary; the next run resumes it */
  status: z.enum(['running', 'succeeded', 'failed', 'interrupted']),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
  pulled: z.record(z.string(), z.number()),
  /** by destination id, then stream */
  pushed: z.record(z.string(), z.record(z.string(), z.number())),
  error: z.string().nullable(),
});
export type SyncRunSummary = z.infer<typeof SyncRunSummary>;

/**
 * The one state of a source on the dashboard, computed on the server, first that holds:
 * setupIncomplete ('setup has not been completed'), disabled, paused (it paused itself after failed
 * runs: `message` says so, Resume starts it again), reconnect (the vendor refused the
 * credentials), failing (the last run failed: `message` why), loadingHistory (with `progress`),
 * deliveryFailing (a destination link fails: see `links`), healthy ('historical data loaded from
 * {startDate}' and the next run time). `action` says what the user can do, when anything.
 */
export const SourceStatus = z.object({
  state: z.enum([
    'setupIncomplete',
    'disabled',
    'paused',
    'reconnect',
    'failing',
    'loadingHistory',
    'deliveryFailing',
    'healthy',
  ]),
  message: z.string().nullable(),
  action: z.string().nullable(),
  /** while history loads: from which date, and the records pulled for it so far */
  progress: z.object({ from: z.string(), pulled: z.number().int() }).nullable(),
  /** a run is under way right now */
  isRunning: z.boolean(),
});
export type SourceStatus = z.infer<typeof SourceStatus>;

/** GET /sources/limit/{accountId}: how many sources the account has and may have. */
export const SourceLimitAnswer = z.object({ used: z.number().int(), limit: z.number().int() });

/** spec 2 §2: a row of the dashboard's Sources list. */
export const SourceListItem = z.object({
  id: Id,
  name: z.string(),
  type: SourceTypeField,
  sourceName: z.string(),
  active: z.boolean(),
  state: z.enum(['active', 'disabled']),
  isSetup: z.boolean(),
  startDate: z.string().nullable(),
  nextRunTime: z.string().nullable(),
  /** true while any destination loads history: destination selection is locked */
  loadingHistory: z.boolean(),
  /** 'reconnect' when the vendor refused the credentials: the user must act */
  health: z.enum(['ok', 'error', 'reconnect']),
  lastError: z.string().nullable(),
  lastRun: SyncRunSummary.nullable(),
  /** the one state the dashboard shows for the source */
  status: SourceStatus,
  /** the state of each destination link, in destination order */
  links: z.array(LinkState),
  freshness: SourceFreshness,
  paused: SourcePause,
});
export type SourceListItem = z.infer<typeof SourceListItem>;
export const SourceListAnswer = z.array(SourceListItem);
export type SourceListAnswer = z.infer<typeof SourceListAnswer>;

/** PATCH /sources/{accountId}/{id}/disable and /enable. */
export const SourceStateAnswer = z.object({ id: Id, active: z.boolean() });
export type SourceStateAnswer = z.infer<typeof SourceStateAnswer>;

/** DELETE /sources/deleteData/{accountId}: runs in the background (about 30 minutes). */
export const DeleteDataAnswer = z.object({ status: z.literal('Started') });

// ---------------------------------------------------------------- previews (spec 2 §7)

/** GET /sources/bridalLive/preview?retailerId&apiKey */
export const BridalLivePreviewQuery = z.object({
  retailerId: requiredCredential('Retailer Id'),
  apiKey: requiredCredential('API Key'),
});

/** GET /sources/heartland/customFields, /locations and /preview ?apiKey */
export const HeartlandKeyQuery = z.object({ apiKey: requiredCredential('API Key') });

/** GET /sources/runit/preview?url&storeId */
export const RunitPreviewQuery = z.object({ url: requiredText('URL'), storeId: requiredText('Store Id') });

/** GET /sources/lightspeed/preview/{id} */
export const LightspeedPreviewParams = idParams('id');

/**
 * GET /sources/lightspeed/preview/{id}?ecomIdentifierType&ecomIdentifier: the form's settings as typed,
 * not yet saved, over the saved ones; the identifiers one per line (spec 2 §5).
 */
export const LightspeedPreviewQuery = z.object({
  ecomIdentifierType: z.enum(LIGHTSPEED_IDENTIFIER_TYPE_VALUES).optional(),
  ecomIdentifier: text('Ecom Identifier').max(10_000).optional(),
});
export type LightspeedPreviewQuery = z.infer<typeof LightspeedPreviewQuery>;

/**
 * POST /sources/rics/preview (spec 2 §7 "the RICS preview", path not shown): the form's Token and Data
 * Timezone. A saved source's form holds the masked token: then `sourceId` names the source whose token
 * to use. A POST keeps the token out of URLs and request logs.
 */
export const RicsPreviewBody = z.object({
  token: requiredCredential('Token'),
  timezone: timezoneField(DATA_TIMEZONE_LABEL).optional(),
  useAccountNumber: z.boolean().optional(),
  sourceId: bodyId().optional(),
});
export type RicsPreviewBody = z.infer<typeof RicsPreviewBody>;

/** GET /sources/shopify/locations?appType&storeName&apiKey&password&accessToken */
export const ShopifyLocationsQuery = z.object({
  appType: z.enum(SHOPIFY_APP_TYPES).default(DEFAULT_SHOPIFY_APP_TYPE),
  storeName: requiredText('Store Name'),
  apiKey: optionalCredential('API Key'),
  password: optionalCredential('Password'),
  accessToken: optionalCredential('Access Token'),
});

/** A preview: up to PREVIEW_RECORD_COUNT records of the source (failure is silent on the page). */
export const PreviewAnswer = z.object({ records: z.array(z.record(z.string(), z.unknown())) });
export type PreviewAnswer = z.infer<typeof PreviewAnswer>;

/** An {id, name} option: Heartland locations, Shopify locations. */
export const NamedOption = z.object({ id: z.string(), name: z.string() });
export const NamedOptionsAnswer = z.array(NamedOption);

/** Heartland custom fields: the item and customer columns the mapping may use. */
export const HeartlandCustomField = z.object({
  key: z.string(),
  name: z.string(),
  entity: z.enum(['item', 'customer']),
});
export const HeartlandCustomFieldsAnswer = z.array(HeartlandCustomField);

// ---------------------------------------------------------------- source validation and OAuth (spec 2 §7)

/** GET /sources/validation/{token} */
export const SourceValidationAnswer = z.object({ sourceType: SourceTypeField, detail: Detail });
export type SourceValidationAnswer = z.infer<typeof SourceValidationAnswer>;

/** GET /sources/runSignup/requestToken */
export const RunSignupRequestTokenAnswer = z.object({ token: z.string() });

/** PATCH /sources/oauth/{token}: Race Roster login, RunSignup OAuth 1 return, or OAuth 2 return. */
export const SourceOAuthBody = z.union([
  RaceRosterCredentials,
  z.object({ oauthToken: requiredText('OAuth Token'), oauthVerifier: requiredText('OAuth Verifier') }),
  z.object({ code: requiredText('Code'), qs: text('Query').default('') }),
]);
export type SourceOAuthBody = z.infer<typeof SourceOAuthBody>;
