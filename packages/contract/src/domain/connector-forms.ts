/**
 * The connector forms (spec 2 §2, §3): each source and destination type's detail form and the
 * fields every source has, written with form-fields.ts. Field names are the `detail` keys of
 * spec 2 §3; the rules behind them live in validation/sources.ts and validation/destinations.ts,
 * whose messages use the same labels. The per-link forms of the source screen are
 * destination-link-forms.ts.
 */
import { z } from 'zod';
import { DESTINATION_SECRET_FIELDS } from '../validation/destinations.ts';
import { DATA_TIMEZONE_LABEL, SOURCE_SECRET_FIELDS } from '../validation/sources.ts';
import {
  BLUESHIFT_TEST_EVENTS,
  CREDENTIAL_FLOWS,
  DEFAULT_BLUESHIFT_TEST_EVENT,
  DEFAULT_LIGHTSPEED_IDENTIFIER_TYPE,
  DEFAULT_SHOPIFY_APP_TYPE,
  DEFAULT_TEAMWORK_ITEM_IDENTIFIER,
  DESTINATION_TYPE,
  type DestinationTypeId,
  LIGHTSPEED_IDENTIFIER_TYPES,
  SHOPIFY_APP_TYPES,
  SOURCE_TYPE,
  SOURCE_TYPE_IDS,
  SOURCE_TYPE_NAMES,
  type SourceTypeId,
  TEAMWORK_ITEM_IDENTIFIERS,
} from './connectors.ts';
import {
  checkbox,
  type FormField,
  lines,
  multiselect,
  optional,
  secret,
  select,
  text,
  toOptions,
} from './form-fields.ts';
import {
  DEFAULT_ANCHOR_TIME,
  DEFAULT_FREQUENCY,
  DEFAULT_SOURCE_TIMEZONE,
  FREQUENCY_OPTIONS,
  frequencyLabel,
  HISTORICAL_DATE_MIN,
  TIME_ZONE_OPTIONS,
} from './schedule-options.ts';

/**
 * The vendor's own time zone in a source's detail (RICS, Teamwork, ...). spec 2 §2 names the source
 * screen's schedule time zone 'timezone' too; two fields both labelled 'Timezone' confused users.
 */
const timezone = (): FormField =>
  select('timezone', DATA_TIMEZONE_LABEL, TIME_ZONE_OPTIONS, {
    help: 'The time zone the source system records its data in.',
  });

/** spec 2 §5 "OAuth email option" (Lightspeed, Brightpearl), system users only. */
const oauthEmail = (): FormField[] => [
  checkbox('sendEmail', 'Send Email', false, {
    systemUserOnly: true,
    help: 'Email the account owner a link to authorize the connection. Must be ticked when a system user creates the source.',
  }),
  text('email', 'Email', { systemUserOnly: true, shownWhen: { field: 'sendEmail', in: [true] } }),
];

/** spec 2 §7: the test event types, as the select shows them (the values are what the call sends). */
const BLUESHIFT_TEST_EVENT_LABELS: Record<(typeof BLUESHIFT_TEST_EVENTS)[number], string> = {
  cancel: 'Cancel',
  return: 'Return',
  race_registration: 'Race Registration',
};

/** spec 2 §9: private Shopify apps are deprecated from 2022. */
const SHOPIFY_APP_TYPE_HELP =
  'Custom: paste the access token of the app you created in the store. Private (deprecated by Shopify since 2022): its API key and password. No validation link is sent.';

const HOST_HELP = 'The store address without http:// or https:// and without a path, e.g. shop.example.com.';

// ---------------------------------------------------------------- save feedback

/** spec 2 §9: "Success toast 2 seconds". */
export const SUCCESS_TOAST_MS = 2000;
/** The success toasts after a save; spec 2 gives their duration but not their words. */
export const SOURCE_SAVED = 'Source saved.';
export const DESTINATION_SAVED = 'Destination saved.';

// ---------------------------------------------------------------- demo mode

/**
 * Demo mode: the detail values the local fake vendors accept, by source and destination type id,
 * keyed by form field name. GET /connectors/demoValues answers them in demo mode (404 otherwise); the
 * forms show the ones of the chosen type.
 */
export const DemoVendorValues = z.object({
  sources: z.record(z.string(), z.record(z.string(), z.string())),
  destinations: z.record(z.string(), z.record(z.string(), z.string())),
});
export type DemoVendorValues = z.infer<typeof DemoVendorValues>;

/** 'URL shop.example.com · Consumer Key ck_test_key': the values in the form's own labels and order. */
export const demoValuesText = (fields: readonly FormField[], values: Record<string, string>): string =>
  fields
    .filter((field) => values[field.name] !== undefined)
    .map((field) => `${field.label} ${values[field.name]}`)
    .join(' · ');

// ---------------------------------------------------------------- source forms (spec 2 §3)

/** The type-specific connection form of each source type (its `detail`). */
export const SOURCE_DETAIL_FORMS: Record<SourceTypeId, readonly FormField[]> = {
  [SOURCE_TYPE.rics]: [
    secret('token', 'Token'),
    timezone(),
    checkbox('useAccountNumber', 'Use Account Number'),
    checkbox('pullInventory', 'Pull Inventory'),
    optional('storeOwnerId', 'Store Owner Id'),
  ],
  [SOURCE_TYPE.wooCommerce]: [
    text('url', 'URL', { help: `${HOST_HELP} It cannot be changed once saved.`, lockedOnEdit: true }),
    secret('consumerKey', 'Consumer Key'),
    secret('consumerSecret', 'Consumer Secret'),
  ],
  [SOURCE_TYPE.teamwork]: [
    text('url', 'URL', { help: HOST_HELP }),
    secret('apiKey', 'API Key'),
    select('itemIdentifier', 'Item Identifier', toOptions(TEAMWORK_ITEM_IDENTIFIERS), {
      default: DEFAULT_TEAMWORK_ITEM_IDENTIFIER,
    }),
    timezone(),
  ],
  [SOURCE_TYPE.raceRoster]: [],
  [SOURCE_TYPE.runSignup]: [],
  [SOURCE_TYPE.bigCommerce]: [
    text('storeHash', 'Store Hash'),
    secret('accessToken', 'Access Token'),
    text('clientId', 'Client Id'),
  ],
  [SOURCE_TYPE.enMotive]: [secret('apiKey', 'API Key'), timezone(), text('tenantId', 'Tenant Id')],
  [SOURCE_TYPE.lightspeed]: [
    select('ecomIdentifierType', 'E-commerce Identifier Type', LIGHTSPEED_IDENTIFIER_TYPES, {
      default: DEFAULT_LIGHTSPEED_IDENTIFIER_TYPE,
    }),
    lines('ecomIdentifier', 'E-commerce Identifiers', 'One per line; sales matching one are web orders.'),
    lines('inventoryStoreIgnore', 'Ignore Inventory For Shops', 'One shop per line; their inventory is not pulled.'),
    ...oauthEmail(),
  ],
  [SOURCE_TYPE.brightpearl]: [text('account', 'Account', { help: 'The Brightpearl account code.' }), ...oauthEmail()],
  [SOURCE_TYPE.heartland]: [
    secret('apiKey', 'API Key'),
    optional('ecomIdentifier', 'E-commerce Identifier'),
    optional('amazonIdentifier', 'Amazon Identifier'),
  ],
  [SOURCE_TYPE.perkville]: [],
  [SOURCE_TYPE.appointmentPlus]: [text('siteId', 'Site Id'), secret('apiKey', 'API Key'), timezone()],
  [SOURCE_TYPE.waitwhile]: [secret('apiKey', 'API Key'), timezone()],
  [SOURCE_TYPE.runit]: [
    text('url', 'URL'),
    text('storeId', 'Store Id'),
    timezone(),
    lines(
      'tenderType',
      'Tender Types',
      'One per line; sales paid with one of these tenders are web orders. Blank lines are dropped and case is ignored.',
    ),
  ],
  [SOURCE_TYPE.shopify]: [
    text('storeName', 'Store Name', {
      help: 'The part before .myshopify.com. It cannot be changed once saved.',
      lockedOnEdit: true,
    }),
    // spec 2 §5: apiKey and password for private apps, accessToken for custom ones; the server checks
    // them with Shopify on save, so a Shopify source never needs the validation link (see
    // suppliesCredentialsByLink)
    select('appType', 'App Type', toOptions(SHOPIFY_APP_TYPES), {
      default: DEFAULT_SHOPIFY_APP_TYPE,
      help: SHOPIFY_APP_TYPE_HELP,
    }),
    secret('apiKey', 'API Key', {
      shownWhen: { field: 'appType', in: ['private'] },
      help: "The private app's API key, from the store's Shopify admin.",
    }),
    secret('password', 'Password', {
      shownWhen: { field: 'appType', in: ['private'] },
      help: "The private app's password. Checked with Shopify when you save.",
    }),
    secret('accessToken', 'Access Token', {
      shownWhen: { field: 'appType', in: ['custom'] },
      help: "The custom app's Admin API access token (Shopify admin → Apps → Develop apps). Checked with Shopify when you save.",
    }),
    multiselect('ignoredInventoryLocations', 'Ignored Inventory Locations', 'shopifyLocations'),
    checkbox('isGqlSalespersonFetchEnabled', 'Fetch Salesperson'),
  ],
  [SOURCE_TYPE.fleetFeet]: [
    lines(
      'storeOwner',
      'Store Owners',
      'One per line: the franchise owners whose stores’ web orders this source pulls. Blank lines are dropped and case is ignored.',
    ),
  ],
  [SOURCE_TYPE.skuVault]: [secret('tenantToken', 'Tenant Token'), secret('userToken', 'User Token')],
  [SOURCE_TYPE.haku]: [text('clientId', 'Client Id'), secret('clientSecret', 'Client Secret')],
  [SOURCE_TYPE.bridalLive]: [text('retailerId', 'Retailer Id'), secret('apiKey', 'API Key')],
};

/**
 * Whether the source's credentials come only through the validation link after saving (spec 2 §4
 * "token-based validation page"): its type has a login or OAuth flow and its form asks for no
 * credential. Shopify has a flow but its form asks for the token (or key and password), which the
 * server checks on save, so it never gets a link from this form.
 */
export const suppliesCredentialsByLink = (type: SourceTypeId): boolean =>
  CREDENTIAL_FLOWS[type] !== undefined && !SOURCE_DETAIL_FORMS[type].some((field) => field.widget === 'secret');

/** spec 2 §2: the fields every source has, around the detail form. */
export const SOURCE_COMMON_FIELDS: readonly FormField[] = [
  text('name', 'Name'),
  select(
    'type',
    'Source Type',
    SOURCE_TYPE_IDS.map((id) => ({ value: id, label: SOURCE_TYPE_NAMES[id] })),
    { lockedOnEdit: true },
  ),
  select(
    'frequency',
    'Frequency',
    FREQUENCY_OPTIONS.map((minutes) => ({ value: minutes, label: frequencyLabel(minutes) })),
    { default: DEFAULT_FREQUENCY, help: 'Under 60 minutes is available for WooCommerce only.' },
  ),
  text('anchorTime', 'Anchor Time', {
    widget: 'time',
    default: DEFAULT_ANCHOR_TIME,
    help: '24-hour clock; minutes in steps of 10.',
  }),
  select('timezone', 'Timezone', TIME_ZONE_OPTIONS, {
    default: DEFAULT_SOURCE_TIMEZONE,
    help: 'The time zone of the frequency and anchor time.',
  }),
  text('startDate', 'Start Date', {
    widget: 'date',
    lockedOnEdit: true,
    help: `Historical data is loaded from this date (${HISTORICAL_DATE_MIN} to today).`,
  }),
];

// ---------------------------------------------------------------- destination forms

/** The type-specific detail form of each destination type (destination screen). */
export const DESTINATION_DETAIL_FORMS: Record<DestinationTypeId, readonly FormField[]> = {
  [DESTINATION_TYPE.zaius]: [
    text('publicKey', 'Public Key', { help: 'It cannot be changed once saved.', lockedOnEdit: true }),
    secret('privateKey', 'Private Key'),
    multiselect('listFields', 'List Fields', 'zaiusListFields', {
      help: 'Letters, numbers and spaces, at most 50 characters. Saved list fields cannot be deleted.',
    }),
  ],
  [DESTINATION_TYPE.mailchimp]: [secret('apiKey', 'API Key'), text('listId', 'Audience Id')],
  [DESTINATION_TYPE.facebookOffline]: [text('datasetId', 'Dataset Id')],
  [DESTINATION_TYPE.s3]: [
    secret('accessKey', 'Access Key'),
    secret('secretKey', 'Secret Key'),
    text('bucket', 'Bucket'),
    optional('path', 'Path'),
  ],
  [DESTINATION_TYPE.cadence]: [],
  [DESTINATION_TYPE.uqube]: [text('database', 'Database', { widget: 'select', custom: 'uqubeDatabases' })],
  [DESTINATION_TYPE.blueshift]: [
    secret('eventKey', 'Event Key'),
    secret('usersKey', 'Users Key'),
    text('testEvent', 'Send Test Event', {
      widget: 'select',
      custom: 'blueshiftTestEvent',
      required: false,
      options: BLUESHIFT_TEST_EVENTS.map((value) => ({ value, label: BLUESHIFT_TEST_EVENT_LABELS[value] })),
      default: DEFAULT_BLUESHIFT_TEST_EVENT,
      help: 'Not saved: sends one test event with the event key.',
    }),
  ],
};

/** Fields of a form that only the web draws and that are not saved in the detail. */
export const ACTION_FIELDS: readonly string[] = ['testEvent'];

// ---------------------------------------------------------------- secrets

/** Whether a detail field of a source type is a secret (masked in answers, 'secret' widget). */
export const isSourceSecretField = (type: SourceTypeId, field: string): boolean =>
  SOURCE_SECRET_FIELDS[type].includes(field);
export const isDestinationSecretField = (type: DestinationTypeId, field: string): boolean =>
  DESTINATION_SECRET_FIELDS[type].includes(field);
