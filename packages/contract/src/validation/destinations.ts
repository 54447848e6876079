import { z } from 'zod';
import {
  BLUESHIFT_PRODUCT_URL_MAX,
  DEFAULT_CONSENT,
  DESTINATION_TYPE,
  type DestinationTypeId,
  EMAIL_CONSENT_OPTIONS,
  isDestinationCompatible,
  MAILCHIMP_STORE_ID_MAX,
  PHONE_CONSENT_OPTIONS,
  RICS_SIZE_OPTIONS,
  RUNIT_PRODUCT_FIELDS,
  SOURCE_TYPE,
  type SourceTypeId,
  ZAIUS_LIST_FIELD_MAX,
} from '../domain/connectors.ts';
import { connectorMsg, msg } from './messages.ts';
import {
  addFieldIssues,
  credentialFields,
  findLockedFieldChanges,
  flag,
  isRecord,
  optionalText,
  prefixFieldErrors,
  RUN_ALWAYS,
  requiredSelect,
  requiredText,
  text,
  toFieldErrors,
} from './sources.ts';

/*
 * A destination has two kinds of detail (spec 2 §2, §3):
 * - the destination's own detail, typed on the destination screen: keys, ids, bucket, ...;
 * - the detail of its link to one source (`destinations[].detail` of a source), typed on the
 *   source screen when the destination is selected: options and column mappings, which depend
 *   on the source type (RICS size, Runit categories, Heartland mapping).
 */

type Detail = Record<string, unknown>;

const columnList = () => z.array(text().trim()).default([]);

// ---------------------------------------------------------------- destination details

const ZAIUS_LIST_FIELD_PATTERN = /^[a-z0-9 ]+$/i;
const listFieldKey = (name: string) => name.trim().toLowerCase();

/** spec 2 §5: Zaius list fields: alphanumeric with spaces, max 50, no case-insensitive duplicates. */
const zaiusListFields = z
  .array(
    requiredText('List Field')
      .max(ZAIUS_LIST_FIELD_MAX, msg.max('List Field', ZAIUS_LIST_FIELD_MAX))
      .regex(ZAIUS_LIST_FIELD_PATTERN, connectorMsg.alphanumericSpaces('List Field')),
  )
  .default([])
  .superRefine((names, ctx) => {
    if (!Array.isArray(names)) return;
    const seen = new Set<string>();
    names.forEach((name, index) => {
      if (typeof name !== 'string') return;
      const key = listFieldKey(name);
      if (seen.has(key)) ctx.addIssue({ code: 'custom', path: [index], message: connectorMsg.duplicateListField() });
      seen.add(key);
    });
  }, RUN_ALWAYS);

const zaiusDetail = z.object({
  ...credentialFields({ publicKey: 'Public Key', privateKey: 'Private Key' }),
  listFields: zaiusListFields,
});

// the Audience Id is a credential too: it goes into the vendor's URL path
const mailchimpDetail = z.object(credentialFields({ apiKey: 'API Key', listId: 'Audience Id' }));

// spec 2 §5: Facebook Dataset Id required, trimmed
const facebookDetail = z.object({ datasetId: requiredText('Dataset Id') });

const s3Detail = z.object({
  ...credentialFields({ accessKey: 'Access Key', secretKey: 'Secret Key' }),
  bucket: requiredText('Bucket'),
  path: optionalText(),
});

/** Cadence is our own reporting product: nothing to configure at destination level. */
const cadenceDetail = z.object({});

const uqubeDetail = z.object({ database: requiredText('Database') });

const blueshiftDetail = z.object(credentialFields({ eventKey: 'Event Key', usersKey: 'Users Key' }));

/** spec 2 §3, §5: the `detail` schema of each destination type (destination screen). */
export const DESTINATION_DETAIL_SCHEMAS = {
  [DESTINATION_TYPE.zaius]: zaiusDetail,
  [DESTINATION_TYPE.mailchimp]: mailchimpDetail,
  [DESTINATION_TYPE.facebookOffline]: facebookDetail,
  [DESTINATION_TYPE.s3]: s3Detail,
  [DESTINATION_TYPE.cadence]: cadenceDetail,
  [DESTINATION_TYPE.uqube]: uqubeDetail,
  [DESTINATION_TYPE.blueshift]: blueshiftDetail,
} as const satisfies Record<DestinationTypeId, z.ZodType<Detail>>;

export type DestinationDetailSchemas = typeof DESTINATION_DETAIL_SCHEMAS;
export type DestinationDetail<T extends DestinationTypeId = DestinationTypeId> = z.output<DestinationDetailSchemas[T]>;
export type DestinationDetailInput<T extends DestinationTypeId = DestinationTypeId> = z.input<
  DestinationDetailSchemas[T]
>;

/** Detail fields that are secrets: encrypted at rest, masked in answers (docs/architecture.md, Secrets). */
export const DESTINATION_SECRET_FIELDS: Record<DestinationTypeId, readonly string[]> = {
  [DESTINATION_TYPE.zaius]: ['privateKey'], // the public key is public by design (Zaius JS tag)
  [DESTINATION_TYPE.mailchimp]: ['apiKey'],
  [DESTINATION_TYPE.facebookOffline]: [],
  [DESTINATION_TYPE.s3]: ['accessKey', 'secretKey'],
  [DESTINATION_TYPE.cadence]: [],
  [DESTINATION_TYPE.uqube]: [],
  [DESTINATION_TYPE.blueshift]: ['eventKey', 'usersKey'],
};

/** spec 2 §5: destination detail fields that cannot change once saved, with their labels. */
export const DESTINATION_LOCKED_FIELDS: Partial<Record<DestinationTypeId, Readonly<Record<string, string>>>> = {
  [DESTINATION_TYPE.zaius]: { publicKey: 'Public Key' }, // spec 2 §5: public key locked on edit
};

/** spec 2 §5: existing Zaius list fields cannot be deleted. Field errors relative to the detail. */
export const findRemovedZaiusListFields = (previous: Detail, next: Detail): Record<string, string> => {
  const names = (detail: Detail) =>
    Array.isArray(detail.listFields) ? detail.listFields.filter((n): n is string => typeof n === 'string') : [];
  const kept = new Set(names(next).map(listFieldKey));
  const removed = names(previous).find((name) => !kept.has(listFieldKey(name)));
  return removed === undefined ? {} : { listFields: connectorMsg.listFieldRemoved(removed) };
};

/** The schema of a destination's detail on edit: create rules, locked fields, kept Zaius list fields. */
export const destinationDetailUpdateSchema = <T extends DestinationTypeId>(type: T, previous: Detail) =>
  DESTINATION_DETAIL_SCHEMAS[type].superRefine((next, ctx) => {
    if (!isRecord(next)) return;
    addFieldIssues(ctx, findLockedFieldChanges(DESTINATION_LOCKED_FIELDS[type], previous, next));
    if (type === DESTINATION_TYPE.zaius) addFieldIssues(ctx, findRemovedZaiusListFields(previous, next));
  }, RUN_ALWAYS);

// ---------------------------------------------------------------- link (source × destination) details

const runitCategory = (n: number) => requiredSelect(`Category ${n}`, RUNIT_PRODUCT_FIELDS).optional();

/** Runit categories 1-4 (Zaius, Blueshift). */
const runitCategories = {
  category1: runitCategory(1),
  category2: runitCategory(2),
  category3: runitCategory(3),
  category4: runitCategory(4),
};

/** Heartland column mapping: each value is a Heartland item column (GET /sources/heartland/customFields). */
const heartlandColumns = <const K extends string>(...names: K[]) =>
  Object.fromEntries(names.map((name) => [name, optionalText()])) as { [P in K]: ReturnType<typeof optionalText> };
const heartlandBase = heartlandColumns('brand', 'upc', 'sku');
const heartlandCategories = heartlandColumns('category1', 'category2', 'category3', 'category4');
const heartlandVariant = heartlandColumns('size', 'width', 'color');

/** The standard (single-column) Heartland fields of each destination type, in form order. */
export const HEARTLAND_STANDARD_FIELDS: Partial<Record<DestinationTypeId, readonly string[]>> = {
  [DESTINATION_TYPE.zaius]: ['brand', 'upc', 'sku', 'category1', 'category2', 'category3', 'category4'],
  [DESTINATION_TYPE.cadence]: ['brand', 'upc', 'sku', 'size', 'width', 'color', 'productStyle'],
  [DESTINATION_TYPE.blueshift]: [
    'brand',
    'upc',
    'sku',
    'category1',
    'category2',
    'category3',
    'category4',
    'size',
    'width',
    'color',
  ],
};

/** The Heartland custom-field lists of item columns of each destination type. */
export const HEARTLAND_CUSTOM_ITEM_FIELDS: Partial<Record<DestinationTypeId, readonly string[]>> = {
  [DESTINATION_TYPE.zaius]: ['selectedItemColumns'],
  [DESTINATION_TYPE.cadence]: ['tags'],
};

const duplicates = (values: readonly string[]): Set<string> =>
  new Set(values.filter((value, index) => values.indexOf(value) !== index));

/**
 * spec 2 §5: Heartland mapped columns are unique across fields, and a column mapped to a
 * standard field cannot be chosen as a custom field. Field errors relative to the link detail.
 */
export const findHeartlandMappingErrors = (destinationType: DestinationTypeId, detail: Detail) => {
  const errors: Record<string, string> = {};
  if (!isRecord(detail)) return errors;
  const standard = (HEARTLAND_STANDARD_FIELDS[destinationType] ?? []).filter(
    (field) => typeof detail[field] === 'string' && detail[field] !== '',
  );
  const columnOf = (field: string) => detail[field] as string;
  const repeated = duplicates(standard.map(columnOf));
  for (const field of standard) if (repeated.has(columnOf(field))) errors[field] = msg.uniqueList();

  const standardColumns = new Set(standard.map(columnOf));
  const customLists = [...(HEARTLAND_CUSTOM_ITEM_FIELDS[destinationType] ?? []), 'selectedCustomerColumns'];
  for (const list of customLists) {
    const value = detail[list];
    const columns = Array.isArray(value) ? value.filter((c): c is string => typeof c === 'string') : [];
    const isItemList = list !== 'selectedCustomerColumns';
    const clash = columns.some((column) => isItemList && standardColumns.has(column));
    if (clash || duplicates(columns).size > 0) errors[list] = msg.uniqueList();
  }
  return errors;
};

const withHeartlandCheck = (destinationType: DestinationTypeId, shape: z.ZodRawShape) =>
  z
    .object(shape)
    .superRefine((detail, ctx) => addFieldIssues(ctx, findHeartlandMappingErrors(destinationType, detail)), RUN_ALWAYS);

const zaiusLink = (sourceType: SourceTypeId): z.ZodType<Detail> => {
  const options = {
    ignoreWebOrders: flag(),
    includeDiscount: flag(true),
    loadProductUPC: flag(),
    createOrders: flag(),
    emailConsent: requiredSelect('Email Consent', EMAIL_CONSENT_OPTIONS).default(DEFAULT_CONSENT),
    phoneConsent: requiredSelect('Phone Consent', PHONE_CONSENT_OPTIONS).default(DEFAULT_CONSENT),
    selectedLists: z.array(text()).default([]),
    selectedEmailLists: z.array(text()).default([]),
  };
  if (sourceType === SOURCE_TYPE.runit) return z.object({ ...options, ...runitCategories });
  if (sourceType === SOURCE_TYPE.heartland)
    return withHeartlandCheck(1, {
      ...options,
      ...heartlandBase,
      ...heartlandCategories,
      selectedItemColumns: columnList(),
      selectedCustomerColumns: columnList(),
    });
  return z.object(options);
};

const mailchimpLink = (): z.ZodType<Detail> =>
  z.object({
    // spec 2 §5: Store Id required, alphanumeric, max 50; Store Name required
    storeId: requiredText('Store Id')
      .max(MAILCHIMP_STORE_ID_MAX, msg.max('Store Id', MAILCHIMP_STORE_ID_MAX))
      .regex(/^[a-z0-9]+$/i, connectorMsg.alphanumeric('Store Id')),
    storeName: requiredText('Store Name'),
    ignoreWebOrders: flag(),
  });

const isUrl = (value: string) => z.url({ protocol: /^https?$/ }).safeParse(value).success;

const blueshiftLink = (sourceType: SourceTypeId): z.ZodType<Detail> => {
  const options = {
    // spec 2 §5: Default Product URL required, URL, max 50; Default Product Image URL required, URL
    productUrl: requiredText('Default Product URL')
      .max(BLUESHIFT_PRODUCT_URL_MAX, msg.max('Default Product URL', BLUESHIFT_PRODUCT_URL_MAX))
      .refine(isUrl, msg.url('Default Product URL')),
    productImage: requiredText('Default Product Image URL').refine(isUrl, msg.url('Default Product Image URL')),
    ignoreWebOrders: flag(),
    // spec 2 §5: consent selects required; a missing consent object checks as empty
    consent: z.preprocess(
      (value) => value ?? {},
      z.object({
        email: requiredSelect('Email Consent', EMAIL_CONSENT_OPTIONS),
        phone: requiredSelect('Phone Consent', PHONE_CONSENT_OPTIONS),
      }),
    ),
  };
  if (sourceType === SOURCE_TYPE.rics)
    return z.object({ ...options, size: requiredSelect('Size', RICS_SIZE_OPTIONS).optional() });
  // spec 2 §5: Blueshift category 1 required
  if (sourceType === SOURCE_TYPE.runit)
    return z.object({ ...options, ...runitCategories, category1: runitCategory(1).unwrap() });
  if (sourceType === SOURCE_TYPE.heartland)
    return withHeartlandCheck(8, {
      ...options,
      ...heartlandBase,
      ...heartlandCategories,
      category1: requiredText('Category 1'),
      ...heartlandVariant,
    });
  return z.object(options);
};

const cadenceLink = (sourceType: SourceTypeId): z.ZodType<Detail> => {
  const options = { ignoreWebOrders: flag() };
  // spec 2 §5: Cadence/RICS size required
  if (sourceType === SOURCE_TYPE.rics) return z.object({ ...options, size: requiredSelect('Size', RICS_SIZE_OPTIONS) });
  if (sourceType === SOURCE_TYPE.runit)
    return z.object({ ...options, tags: z.array(z.enum(RUNIT_PRODUCT_FIELDS)).default([]) });
  if (sourceType === SOURCE_TYPE.heartland)
    return withHeartlandCheck(6, {
      ...options,
      ...heartlandBase,
      ...heartlandVariant,
      productStyle: optionalText(),
      tags: columnList(),
    });
  return z.object(options);
};

/** The destination types whose link to a source has a detail; the others link with none. */
const LINK_SCHEMAS: Partial<Record<DestinationTypeId, (sourceType: SourceTypeId) => z.ZodType<Detail>>> = {
  [DESTINATION_TYPE.zaius]: zaiusLink,
  [DESTINATION_TYPE.mailchimp]: mailchimpLink,
  [DESTINATION_TYPE.cadence]: cadenceLink,
  [DESTINATION_TYPE.blueshift]: blueshiftLink,
};

/**
 * The schema of a destination's detail on its link to a source of `sourceType` (the
 * `destinations[].detail` of a source body). Assumes the pair is compatible.
 */
export const destinationLinkDetailSchema = (
  destinationType: DestinationTypeId,
  sourceType: SourceTypeId,
): z.ZodType<Detail> => LINK_SCHEMAS[destinationType]?.(sourceType) ?? z.object({});

// ---------------------------------------------------------------- a source's destinations

export interface DestinationLinkInput {
  /** the destination's type, looked up from its id */
  type: DestinationTypeId;
  detail?: unknown;
}

export type DestinationLinksCheck =
  | { success: true; details: Detail[] }
  | { success: false; fields: Record<string, string> };

/**
 * spec 2 §4, §5: a source's selected destinations. At least one is needed when `requireOne`
 * (creation); each must accept the source type; each link detail must pass its schema.
 * Field errors are keyed from the body: 'destinations', 'destinations.0.id', 'destinations.1.detail.storeId'.
 */
export const checkSourceDestinations = (
  sourceType: SourceTypeId,
  links: readonly DestinationLinkInput[],
  options: { requireOne: boolean } = { requireOne: true },
): DestinationLinksCheck => {
  if (options.requireOne && links.length === 0) {
    return { success: false, fields: { destinations: connectorMsg.destinationRequired() } };
  }
  let fields: Record<string, string> = {};
  const details: Detail[] = [];
  links.forEach((link, index) => {
    if (!isDestinationCompatible(link.type, sourceType)) {
      fields[`destinations.${index}.id`] = connectorMsg.incompatibleDestination();
      return;
    }
    const parsed = destinationLinkDetailSchema(link.type, sourceType).safeParse(link.detail ?? {});
    if (parsed.success) details.push(parsed.data);
    else fields = { ...fields, ...prefixFieldErrors(`destinations.${index}.detail`, toFieldErrors(parsed.error)) };
  });
  return Object.keys(fields).length > 0 ? { success: false, fields } : { success: true, details };
};
