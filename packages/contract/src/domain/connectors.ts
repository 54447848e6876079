/**
 * The connector catalogue (spec 2 §3, §4, §7, §9): source and destination types, what each
 * supports and the compatibility matrix. The forms, the API and the sync engine all read this
 * file; what a source's schedule may be set to is schedule-options.ts.
 */
import { connectorMsg } from '../validation/messages.ts';
import { optionValues } from './form-fields.ts';

/** The ids of a catalogue of types, in id order (the order of its select). */
const idsOf = <Id extends number>(types: Record<string, Id>): readonly Id[] => Object.values(types);

/** A type guard for one of `ids`. */
const isOneOf =
  <Id extends number>(ids: readonly Id[]) =>
  (value: unknown): value is Id =>
    typeof value === 'number' && (ids as readonly number[]).includes(value);

// ---------------------------------------------------------------- source types

/** spec 2 §3: source types and their numeric ids. */
export const SOURCE_TYPE = {
  rics: 1,
  wooCommerce: 2,
  teamwork: 3,
  raceRoster: 4,
  runSignup: 5,
  bigCommerce: 6,
  enMotive: 7,
  lightspeed: 8,
  brightpearl: 9,
  heartland: 10,
  perkville: 11,
  appointmentPlus: 12,
  waitwhile: 13,
  runit: 14,
  shopify: 15,
  fleetFeet: 16,
  skuVault: 17,
  haku: 18,
  bridalLive: 19,
} as const;
export type SourceTypeKey = keyof typeof SOURCE_TYPE;
export type SourceTypeId = (typeof SOURCE_TYPE)[SourceTypeKey];

/** spec 2 §3: display names, by id. */
export const SOURCE_TYPE_NAMES: Record<SourceTypeId, string> = {
  [SOURCE_TYPE.rics]: 'RICS',
  [SOURCE_TYPE.wooCommerce]: 'WooCommerce',
  [SOURCE_TYPE.teamwork]: 'Teamwork',
  [SOURCE_TYPE.raceRoster]: 'Race Roster',
  [SOURCE_TYPE.runSignup]: 'RunSignup',
  [SOURCE_TYPE.bigCommerce]: 'BigCommerce',
  [SOURCE_TYPE.enMotive]: 'EnMotive',
  [SOURCE_TYPE.lightspeed]: 'Lightspeed',
  [SOURCE_TYPE.brightpearl]: 'Brightpearl',
  [SOURCE_TYPE.heartland]: 'Heartland',
  [SOURCE_TYPE.perkville]: 'Perkville',
  [SOURCE_TYPE.appointmentPlus]: 'Appointment Plus',
  [SOURCE_TYPE.waitwhile]: 'Waitwhile',
  [SOURCE_TYPE.runit]: 'Runit',
  [SOURCE_TYPE.shopify]: 'Shopify',
  [SOURCE_TYPE.fleetFeet]: 'FleetFeet Online',
  [SOURCE_TYPE.skuVault]: 'SKU Vault',
  [SOURCE_TYPE.haku]: 'Haku',
  [SOURCE_TYPE.bridalLive]: 'Bridal Live',
};

/** Every source type id, in id order (the order of the type select). */
export const SOURCE_TYPE_IDS: readonly SourceTypeId[] = idsOf(SOURCE_TYPE);

export const isSourceTypeId = isOneOf(SOURCE_TYPE_IDS);

// ---------------------------------------------------------------- destination types

/** spec 2 §3: destination types and their numeric ids (there is no 3). */
export const DESTINATION_TYPE = {
  zaius: 1,
  mailchimp: 2,
  facebookOffline: 4,
  s3: 5,
  cadence: 6,
  uqube: 7,
  blueshift: 8,
} as const;
export type DestinationTypeKey = keyof typeof DESTINATION_TYPE;
export type DestinationTypeId = (typeof DESTINATION_TYPE)[DestinationTypeKey];

/** spec 2 §3: display names (`destinationTypeName`), by id. */
export const DESTINATION_TYPE_NAMES: Record<DestinationTypeId, string> = {
  [DESTINATION_TYPE.zaius]: 'Zaius',
  [DESTINATION_TYPE.mailchimp]: 'Mailchimp',
  [DESTINATION_TYPE.facebookOffline]: 'Facebook Offline',
  [DESTINATION_TYPE.s3]: 'S3',
  [DESTINATION_TYPE.cadence]: 'Cadence',
  [DESTINATION_TYPE.uqube]: 'UQube',
  [DESTINATION_TYPE.blueshift]: 'Blueshift',
};

export const DESTINATION_TYPE_IDS: readonly DestinationTypeId[] = idsOf(DESTINATION_TYPE);

export const isDestinationTypeId = isOneOf(DESTINATION_TYPE_IDS);

// ---------------------------------------------------------------- compatibility (spec 2 §4)

const allSourcesExcept = (...excluded: SourceTypeId[]): readonly SourceTypeId[] =>
  SOURCE_TYPE_IDS.filter((id) => !excluded.includes(id));

/** spec 2 §4: the source types each destination type accepts. */
export const DESTINATION_COMPATIBILITY: Record<DestinationTypeId, readonly SourceTypeId[]> = {
  [DESTINATION_TYPE.zaius]: allSourcesExcept(
    SOURCE_TYPE.brightpearl,
    SOURCE_TYPE.shopify,
    SOURCE_TYPE.fleetFeet,
    SOURCE_TYPE.skuVault,
    SOURCE_TYPE.haku,
    SOURCE_TYPE.bridalLive,
  ),
  [DESTINATION_TYPE.mailchimp]: [SOURCE_TYPE.rics],
  [DESTINATION_TYPE.facebookOffline]: [
    SOURCE_TYPE.rics,
    SOURCE_TYPE.teamwork,
    SOURCE_TYPE.lightspeed,
    SOURCE_TYPE.heartland,
    SOURCE_TYPE.appointmentPlus,
    SOURCE_TYPE.runit,
    SOURCE_TYPE.shopify,
    SOURCE_TYPE.bridalLive,
  ],
  [DESTINATION_TYPE.s3]: [SOURCE_TYPE.brightpearl],
  [DESTINATION_TYPE.cadence]: [
    SOURCE_TYPE.rics,
    SOURCE_TYPE.wooCommerce,
    SOURCE_TYPE.lightspeed,
    SOURCE_TYPE.heartland,
    SOURCE_TYPE.runit,
    SOURCE_TYPE.shopify,
    SOURCE_TYPE.fleetFeet,
    SOURCE_TYPE.skuVault,
  ],
  [DESTINATION_TYPE.uqube]: [SOURCE_TYPE.rics, SOURCE_TYPE.teamwork, SOURCE_TYPE.brightpearl, SOURCE_TYPE.skuVault],
  [DESTINATION_TYPE.blueshift]: [
    SOURCE_TYPE.rics,
    SOURCE_TYPE.wooCommerce,
    SOURCE_TYPE.raceRoster,
    SOURCE_TYPE.runSignup,
    SOURCE_TYPE.enMotive,
    SOURCE_TYPE.lightspeed,
    SOURCE_TYPE.heartland,
    SOURCE_TYPE.runit,
    SOURCE_TYPE.haku,
  ],
};

export const isDestinationCompatible = (destinationType: DestinationTypeId, sourceType: SourceTypeId): boolean =>
  DESTINATION_COMPATIBILITY[destinationType].includes(sourceType);

/** spec 2 §4: shown beside a disabled, incompatible destination. */
export const INCOMPATIBLE_DESTINATION_NOTE = connectorMsg.incompatibleDestination();

// ---------------------------------------------------------------- previews and credential flows

/** spec 2 §7: source types with a Preview button. */
export const PREVIEW_SOURCE_TYPES: readonly SourceTypeId[] = [
  SOURCE_TYPE.rics,
  SOURCE_TYPE.lightspeed,
  SOURCE_TYPE.heartland,
  SOURCE_TYPE.runit,
  SOURCE_TYPE.bridalLive,
];
/** spec 2 §7: previews request 100 records. */
export const PREVIEW_RECORD_COUNT = 100;

export const supportsPreview = (sourceType: SourceTypeId): boolean => PREVIEW_SOURCE_TYPES.includes(sourceType);

/**
 * How a source's credentials are obtained when they are not typed into the source form
 * (spec 2 §4, §7): 'login' posts {login, password}; 'oauth1' returns to /runsignup with
 * oauth_token and oauth_verifier; 'oauth2' returns to /finalizeOauth with state and code.
 */
export type CredentialFlow = 'login' | 'oauth1' | 'oauth2';

export interface CredentialFlowSpec {
  flow: CredentialFlow;
  /** public page the provider sends the browser back to */
  returnPath: '/validateSource' | '/runsignup' | '/finalizeOauth';
  /** OAuth scopes requested; empty when the provider has none or the spec names none */
  scopes: readonly string[];
  /** true when the source form has no credential fields: the flow is the only way in */
  credentialsOnlyByFlow: boolean;
}

/** spec 2 §7: Shopify scopes (customers, products, orders, all orders, inventory, locations). */
export const SHOPIFY_OAUTH_SCOPES = [
  'read_customers',
  'read_products',
  'read_orders',
  'read_all_orders',
  'read_inventory',
  'read_locations',
] as const;

/** spec 2 §7: Lightspeed scopes (customers, inventory and register, read-only). */
export const LIGHTSPEED_OAUTH_SCOPES = [
  'employee:customers_read',
  'employee:inventory_read',
  'employee:register_read',
] as const;

/** Our choice (the spec names none): the read scopes a Perkville sync needs. */
export const PERKVILLE_OAUTH_SCOPES = ['PUBLIC', 'ADMIN_CUSTOMER_INFO', 'ADMIN_LOCATION'] as const;

/** spec 2 §3, §7: the source types that go through the validation page and a provider flow. */
export const CREDENTIAL_FLOWS: Partial<Record<SourceTypeId, CredentialFlowSpec>> = {
  [SOURCE_TYPE.raceRoster]: { flow: 'login', returnPath: '/validateSource', scopes: [], credentialsOnlyByFlow: true },
  [SOURCE_TYPE.runSignup]: { flow: 'oauth1', returnPath: '/runsignup', scopes: [], credentialsOnlyByFlow: true },
  [SOURCE_TYPE.lightspeed]: {
    flow: 'oauth2',
    returnPath: '/finalizeOauth',
    scopes: LIGHTSPEED_OAUTH_SCOPES,
    credentialsOnlyByFlow: false,
  },
  [SOURCE_TYPE.brightpearl]: { flow: 'oauth2', returnPath: '/finalizeOauth', scopes: [], credentialsOnlyByFlow: false },
  [SOURCE_TYPE.perkville]: {
    flow: 'oauth2',
    returnPath: '/finalizeOauth',
    scopes: PERKVILLE_OAUTH_SCOPES,
    credentialsOnlyByFlow: true,
  },
  [SOURCE_TYPE.shopify]: {
    flow: 'oauth2',
    returnPath: '/finalizeOauth',
    scopes: SHOPIFY_OAUTH_SCOPES,
    credentialsOnlyByFlow: false,
  },
};

export const usesCredentialFlow = (sourceType: SourceTypeId): boolean => CREDENTIAL_FLOWS[sourceType] !== undefined;

/**
 * spec 2 §5: source types whose form carries the OAuth email option (sendEmail + email),
 * shown only to system users.
 */
export const OAUTH_EMAIL_SOURCE_TYPES: readonly SourceTypeId[] = [SOURCE_TYPE.lightspeed, SOURCE_TYPE.brightpearl];

// ---------------------------------------------------------------- type-specific options

/** spec 2 §5: Teamwork item identifiers. */
export const TEAMWORK_ITEM_IDENTIFIERS = ['PLU', 'ExternalId', 'CLU', 'UPC'] as const;
export type TeamworkItemIdentifier = (typeof TEAMWORK_ITEM_IDENTIFIERS)[number];
export const DEFAULT_TEAMWORK_ITEM_IDENTIFIER: TeamworkItemIdentifier = 'PLU';

/** spec 2 §9: Lightspeed e-commerce identifier types. */
export const LIGHTSPEED_IDENTIFIER_TYPES = [
  { value: 'referenceSource', label: 'Reference Source' },
  { value: 'referenceNumber', label: 'Reference Number' },
  { value: 'register', label: 'Register' },
  { value: 'salesperson', label: 'Salesperson' },
  { value: 'shop', label: 'Shop' },
  { value: 'tenderName', label: 'Tender Name' },
  { value: 'tenderType', label: 'Tender Type' },
] as const;
export type LightspeedIdentifierType = (typeof LIGHTSPEED_IDENTIFIER_TYPES)[number]['value'];
export const LIGHTSPEED_IDENTIFIER_TYPE_VALUES = optionValues(LIGHTSPEED_IDENTIFIER_TYPES);
export const DEFAULT_LIGHTSPEED_IDENTIFIER_TYPE: LightspeedIdentifierType = 'shop';

/** spec 2 §3: Shopify app types; private apps are deprecated since 2022 (spec 2 §9). */
export const SHOPIFY_APP_TYPES = ['custom', 'private'] as const;
export type ShopifyAppType = (typeof SHOPIFY_APP_TYPES)[number];
export const DEFAULT_SHOPIFY_APP_TYPE: ShopifyAppType = 'custom';

/** spec 2 §3: consent options of the customer-data platform (and of Blueshift). */
export const EMAIL_CONSENT_OPTIONS = ['Ignore', 'Global'] as const;
export const PHONE_CONSENT_OPTIONS = ['Ignore', 'Global', 'Opt-In'] as const;
export type EmailConsent = (typeof EMAIL_CONSENT_OPTIONS)[number];
export type PhoneConsent = (typeof PHONE_CONSENT_OPTIONS)[number];
export const DEFAULT_CONSENT = 'Ignore';

/** spec 2 §3: RICS size layout (Cadence, Blueshift). */
export const RICS_SIZE_OPTIONS = ['row', 'column'] as const;
export type RicsSize = (typeof RICS_SIZE_OPTIONS)[number];

/** spec 2 §3: the Runit product fields used as Cadence tags and as category choices. */
export const RUNIT_PRODUCT_FIELDS = ['Dept', 'Gender', 'SubType', 'Typ'] as const;

/** spec 2 §7: Blueshift test event types. */
export const BLUESHIFT_TEST_EVENTS = ['cancel', 'return', 'race_registration'] as const;
export type BlueshiftTestEvent = (typeof BLUESHIFT_TEST_EVENTS)[number];
export const DEFAULT_BLUESHIFT_TEST_EVENT: BlueshiftTestEvent = 'cancel';

/** spec 2 §5, §9: Zaius list field names are at most 50 characters; Mailchimp Store Id too. */
export const ZAIUS_LIST_FIELD_MAX = 50;
export const MAILCHIMP_STORE_ID_MAX = 50;
export const BLUESHIFT_PRODUCT_URL_MAX = 50;

// ---------------------------------------------------------------- limits

/**
 * spec 2 §2, §9: the source limit per account is not given. This is the default for an
 * account with no limit of its own; an account may carry its own value (configurable per
 * account). Creating a source when used >= limit redirects to /.
 */
export const DEFAULT_SOURCE_LIMIT = 10;

export const isAtSourceLimit = (usedSources: number, limit: number = DEFAULT_SOURCE_LIMIT): boolean =>
  usedSources >= limit;

/** spec 2 §9: key lookups (Zaius lists, Shopify locations) are debounced 1 second. */
export const KEY_LOOKUP_DEBOUNCE_MS = 1000;
/** spec 2 §2: data deletion runs in the background and should finish within about 30 minutes. */
export const DELETE_DATA_EXPECTED_MINUTES = 30;

// ---------------------------------------------------------------- secrets

/**
 * Answers mask secret detail fields with this value; a detail sent back with
 * this value means "unchanged".
 */
export const SECRET_MASK = '********';
export const isMaskedSecret = (value: unknown): boolean => value === SECRET_MASK;

// ---------------------------------------------------------------- dashboard texts (spec 2 §2)

export const SOURCE_STATES = ['active', 'disabled'] as const;
export type SourceState = (typeof SOURCE_STATES)[number];
export const sourceState = (active: boolean): SourceState => (active ? 'active' : 'disabled');

/** spec 2 §4: asked when a source is saved with no destination selected. */
export const NO_DESTINATIONS_CONFIRM = connectorMsg.noDestinationsConfirm();

export const sourceStatusText = {
  notSetUp: 'setup has not been completed',
  historyLoaded: (startDate: string) => `historical data loaded from ${startDate}`,
  loadingHistory: 'currently loading historical data',
} as const;

export const destinationHistoryLabel = {
  loading: (date: string) => `(Currently loading historical data starting from ${date})`,
  loaded: (date: string) => `(Historical data loaded from ${date})`,
} as const;

/** A link's history back-fill ends as failed after this many failed runs in a row. */
export const HISTORY_MAX_ATTEMPTS = 3;
