/**
 * The link forms of the source screen: per destination a source sends to, its options and column
 * mappings (`destinations[].detail`), which depend on the source's type (spec 2 §3).
 */
import {
  DEFAULT_CONSENT,
  DESTINATION_TYPE,
  type DestinationTypeId,
  EMAIL_CONSENT_OPTIONS,
  PHONE_CONSENT_OPTIONS,
  RICS_SIZE_OPTIONS,
  RUNIT_PRODUCT_FIELDS,
  SOURCE_TYPE,
  type SourceTypeId,
} from './connectors.ts';
import { checkbox, type FormField, multiselect, select, text, toOptions } from './form-fields.ts';

const heartland = (name: string, label: string, required = false): FormField =>
  text(name, label, { widget: 'select', custom: 'heartlandColumnMapping', required });
const heartlandMany = (name: string, label: string, help: string): FormField =>
  multiselect(name, label, 'heartlandColumnMapping', { help });
const heartlandBase = () => [heartland('brand', 'Brand'), heartland('upc', 'UPC'), heartland('sku', 'SKU')];
const heartlandCategories = (firstRequired = false) => [
  heartland('category1', 'Category 1', firstRequired),
  heartland('category2', 'Category 2'),
  heartland('category3', 'Category 3'),
  heartland('category4', 'Category 4'),
];
const heartlandVariant = () => [heartland('size', 'Size'), heartland('width', 'Width'), heartland('color', 'Color')];

const runitCategory = (n: number, required = false) =>
  select(`category${n}`, `Category ${n}`, toOptions(RUNIT_PRODUCT_FIELDS), { required });
const runitCategories = (firstRequired = false) => [
  runitCategory(1, firstRequired),
  runitCategory(2),
  runitCategory(3),
  runitCategory(4),
];
const ricsSize = (required: boolean) =>
  select('size', 'Size', toOptions(RICS_SIZE_OPTIONS), { required, help: 'Whether RICS sizes are rows or columns.' });
const ignoreWebOrders = () => checkbox('ignoreWebOrders', 'Ignore Web Orders');

const zaiusLink = (sourceType: SourceTypeId): FormField[] => [
  ignoreWebOrders(),
  checkbox('includeDiscount', 'Include Discount', true),
  checkbox('loadProductUPC', 'Load Product UPC'),
  checkbox('createOrders', 'Create Orders'),
  select('emailConsent', 'Email Consent', toOptions(EMAIL_CONSENT_OPTIONS), { default: DEFAULT_CONSENT }),
  select('phoneConsent', 'Phone Consent', toOptions(PHONE_CONSENT_OPTIONS), { default: DEFAULT_CONSENT }),
  multiselect('selectedLists', 'Lists', 'zaiusLists'),
  multiselect('selectedEmailLists', 'Email Lists', 'zaiusLists'),
  ...(sourceType === SOURCE_TYPE.runit ? runitCategories().map((f) => ({ ...f, required: false })) : []),
  ...(sourceType === SOURCE_TYPE.heartland
    ? [
        ...heartlandBase(),
        ...heartlandCategories(),
        heartlandMany(
          'selectedItemColumns',
          'Item Custom Fields',
          'Columns used by a standard field cannot be chosen.',
        ),
        heartlandMany('selectedCustomerColumns', 'Customer Custom Fields', 'Each column once.'),
      ]
    : []),
];

const mailchimpLink = (): FormField[] => [
  text('storeId', 'Store Id', { help: 'Letters and numbers, at most 50 characters.' }),
  text('storeName', 'Store Name'),
  ignoreWebOrders(),
];

const blueshiftLink = (sourceType: SourceTypeId): FormField[] => [
  text('productUrl', 'Default Product URL', { help: 'A full URL, at most 50 characters.' }),
  text('productImage', 'Default Product Image URL'),
  ignoreWebOrders(),
  select('consent.email', 'Email Consent', toOptions(EMAIL_CONSENT_OPTIONS)),
  select('consent.phone', 'Phone Consent', toOptions(PHONE_CONSENT_OPTIONS)),
  ...(sourceType === SOURCE_TYPE.rics ? [ricsSize(false)] : []),
  ...(sourceType === SOURCE_TYPE.runit ? runitCategories(true) : []),
  ...(sourceType === SOURCE_TYPE.heartland
    ? [...heartlandBase(), ...heartlandCategories(true), ...heartlandVariant()]
    : []),
];

const cadenceLink = (sourceType: SourceTypeId): FormField[] => [
  ...(sourceType === SOURCE_TYPE.rics ? [ricsSize(true)] : []),
  ...(sourceType === SOURCE_TYPE.runit
    ? [
        text('tags', 'Tags', {
          widget: 'multiselect',
          options: toOptions(RUNIT_PRODUCT_FIELDS),
          required: false,
          default: [],
        }),
      ]
    : []),
  ...(sourceType === SOURCE_TYPE.heartland
    ? [
        ...heartlandBase(),
        ...heartlandVariant(),
        heartland('productStyle', 'Product Style'),
        heartlandMany('tags', 'Tags', 'Columns used by a standard field cannot be chosen.'),
      ]
    : []),
  ignoreWebOrders(),
];

const LINK_FORMS: Partial<Record<DestinationTypeId, (sourceType: SourceTypeId) => FormField[]>> = {
  [DESTINATION_TYPE.zaius]: zaiusLink,
  [DESTINATION_TYPE.mailchimp]: mailchimpLink,
  [DESTINATION_TYPE.cadence]: cadenceLink,
  [DESTINATION_TYPE.blueshift]: blueshiftLink,
};

/**
 * The detail form of a destination on the source screen, for a source of `sourceType`
 * (`destinations[].detail`): options and column mappings. Empty for S3, Facebook and UQube.
 */
export const destinationLinkForm = (
  destinationType: DestinationTypeId,
  sourceType: SourceTypeId,
): readonly FormField[] => LINK_FORMS[destinationType]?.(sourceType) ?? [];
