import { z } from 'zod';
import { nullableTextMax, text } from '../validation/fields.ts';
import { connectorMsg, msg } from '../validation/messages.ts';
import { idParams, nullableStrings } from './common.ts';

/** spec 3 §9: the option lists of a location. */
export const LOCATION_TYPES = ['Events (Expos)', 'Online Store', 'Store', 'Third-Party', 'Warehouse'] as const;
export const LOCATION_ENTITY_TYPES = ['Franchise - Corp', 'Franchise - Franchisee', 'Independent'] as const;
export const LOCATION_MARKET_TYPES = ['Rural', 'Suburban', 'Urban'] as const;
export const LOCATION_STATUSES = ['Open', 'Closed'] as const;
/** spec 3 §9: the earliest selectable location date; spec 3 §5: store name max 200. */
export const LOCATION_MIN_DATE = '1990-01-01';
export const LOCATION_NAME_MAX = 200;
/** Our bound on the address fields (the spec gives none). */
export const LOCATION_TEXT_MAX = 200;

/** The fields a user edits (spec 3 §7 PUT body), in form order. */
export const LOCATION_EDIT_FIELDS = [
  'name',
  'street1',
  'street2',
  'city',
  'state',
  'zip',
  'status',
  'entityType',
  'marketType',
  'openDate',
  'closeDate',
  'locationType',
] as const;
export type LocationEditField = (typeof LOCATION_EDIT_FIELDS)[number];

export const LOCATION_LABELS: Record<LocationEditField | 'storeId', string> = {
  storeId: 'Store Id',
  name: 'Store Name',
  street1: 'Street 1',
  street2: 'Street 2',
  city: 'City',
  state: 'State',
  zip: 'Zip',
  status: 'Status',
  entityType: 'Entity Type',
  marketType: 'Market Type',
  openDate: 'Open Date',
  closeDate: 'Close Date',
  locationType: 'Location Type',
};

export const LOCATION_MESSAGES = { saved: 'Location Updated' } as const;
export const LOCATION_ERRORS = {
  notRetailer: { error: 'AccountType', message: 'Locations are for Retailer accounts.' },
  pageDisabled: { error: 'PageDisabled', message: 'Locations are not enabled for this account.' },
  notFound: { error: 'NotFound', message: 'The location was not found.' },
} as const;

export const LocationsParam = idParams('accountId');
export const LocationParams = idParams('accountId', 'accountSourceId').extend({
  storeId: text('Store Id').min(1).max(200),
});

/** spec 3 §3 Location, with the source it came from. */
export const Location = z.object({
  storeId: z.string(),
  name: z.string(),
  ...nullableStrings('street1', 'street2', 'city', 'state', 'zip', 'status', 'entityType', 'marketType'),
  ...nullableStrings('openDate', 'closeDate', 'locationType'),
  accountSourceId: z.number().int(),
  sourceName: z.string(),
  /** the fields a user changed: a sync no longer overwrites them */
  editedFields: z.array(z.string()),
});
export type Location = z.infer<typeof Location>;
export const LocationsAnswer = z.array(Location);

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const isRealDate = (v: string) =>
  ISO_DATE.test(v) &&
  !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) &&
  new Date(`${v}T00:00:00Z`).toISOString().startsWith(v);

/** Blank means "not set" (null) for the optional texts. */
const optionalText = (label: string) => nullableTextMax(label, LOCATION_TEXT_MAX);

const option = <T extends readonly [string, ...string[]]>(label: string, values: T) =>
  z
    .preprocess(
      (v) => (v === '' || v === undefined ? null : v),
      z.enum(values, { error: connectorMsg.option(label) }).nullable(),
    )
    .transform((v) => v as T[number] | null);

const locationDate = (label: string) =>
  z
    .preprocess(
      (v) => (v === '' || v === undefined ? null : v),
      text(label)
        .refine(isRealDate, { error: `${label} must be a date (YYYY-MM-DD)`, abort: true })
        .refine((v) => v >= LOCATION_MIN_DATE, { error: `${label} must be on or after ${LOCATION_MIN_DATE}` })
        .nullable(),
    )
    .transform((v) => v as string | null);

/** PUT /locations/{accountId}/{accountSourceId}/{storeId} (spec 3 §5, §7). */
export const LocationBody = z
  .object({
    name: text(LOCATION_LABELS.name, {
      error: (i) => (i.input == null ? msg.required(LOCATION_LABELS.name) : undefined),
    })
      .trim()
      .min(1, msg.required(LOCATION_LABELS.name))
      .max(LOCATION_NAME_MAX, msg.max(LOCATION_LABELS.name, LOCATION_NAME_MAX)),
    street1: optionalText(LOCATION_LABELS.street1),
    street2: optionalText(LOCATION_LABELS.street2),
    city: optionalText(LOCATION_LABELS.city),
    state: optionalText(LOCATION_LABELS.state),
    zip: optionalText(LOCATION_LABELS.zip),
    status: option(LOCATION_LABELS.status, LOCATION_STATUSES),
    entityType: option(LOCATION_LABELS.entityType, LOCATION_ENTITY_TYPES),
    marketType: option(LOCATION_LABELS.marketType, LOCATION_MARKET_TYPES),
    openDate: locationDate(LOCATION_LABELS.openDate),
    closeDate: locationDate(LOCATION_LABELS.closeDate),
    locationType: option(LOCATION_LABELS.locationType, LOCATION_TYPES),
  })
  .superRefine((v, ctx) => {
    if (v.openDate && v.closeDate && v.closeDate < v.openDate)
      ctx.addIssue({ code: 'custom', path: ['closeDate'], message: 'Close Date must be on or after Open Date' });
  });
export type LocationBody = z.input<typeof LocationBody>;
export type LocationValues = z.output<typeof LocationBody>;
