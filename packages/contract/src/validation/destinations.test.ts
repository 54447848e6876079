import { describe, expect, it } from 'vitest';
import type { DestinationTypeId } from '../domain/connectors.ts';
import {
  checkSourceDestinations,
  DESTINATION_DETAIL_SCHEMAS,
  DESTINATION_LOCKED_FIELDS,
  DESTINATION_SECRET_FIELDS,
  destinationDetailUpdateSchema,
  destinationLinkDetailSchema,
} from './destinations.ts';
import { fieldErrorsOf as errorsOf } from './sources.ts';

const detailErrors = (type: DestinationTypeId, detail: unknown) => errorsOf(DESTINATION_DETAIL_SCHEMAS[type], detail);

const DUPLICATE_COLUMN = 'The selected field is mapped to multiple columns';

describe('destination details: required fields (spec 2 §3, §5)', () => {
  const cases: Array<[DestinationTypeId, Record<string, string>]> = [
    [1, { publicKey: 'Public Key is required', privateKey: 'Private Key is required' }],
    [2, { apiKey: 'API Key is required', listId: 'Audience Id is required' }],
    [4, { datasetId: 'Dataset Id is required' }],
    [5, { accessKey: 'Access Key is required', secretKey: 'Secret Key is required', bucket: 'Bucket is required' }],
    [6, {}],
    [7, { database: 'Database is required' }],
    [8, { eventKey: 'Event Key is required', usersKey: 'Users Key is required' }],
  ];
  for (const [type, expected] of cases) {
    it(`destination type ${type}`, () => expect(detailErrors(type, {})).toEqual(expected));
  }

  it('Facebook Dataset Id is trimmed', () => {
    expect(DESTINATION_DETAIL_SCHEMAS[4].parse({ datasetId: '  123  ' })).toEqual({ datasetId: '123' });
    expect(detailErrors(4, { datasetId: '   ' })).toEqual({ datasetId: 'Dataset Id is required' });
  });
});

describe('Zaius list fields (spec 2 §5)', () => {
  const zaius = (listFields: unknown) => ({ publicKey: 'pub', privateKey: 'priv', listFields });

  it('are alphanumeric with spaces', () => {
    expect(detailErrors(1, zaius(['Running Club', 'vip-2024']))).toEqual({
      'listFields.1': 'List Field may only contain letters, numbers and spaces',
    });
  });

  it('are at most 50 characters', () => {
    expect(detailErrors(1, zaius(['a'.repeat(50)]))).toEqual({});
    expect(detailErrors(1, zaius(['a'.repeat(51)]))).toEqual({
      'listFields.0': 'List Field must have at most 50 letters',
    });
  });

  it('refuse case-insensitive duplicates', () => {
    expect(detailErrors(1, zaius(['Runners', 'walkers', 'RUNNERS ']))).toEqual({
      'listFields.2': 'Duplicate list field',
    });
  });

  it('cannot be deleted once saved', () => {
    const schema = destinationDetailUpdateSchema(1, zaius(['Runners', 'Walkers']));
    expect(errorsOf(schema, zaius(['runners']))).toEqual({ listFields: "The list field 'Walkers' cannot be deleted" });
    expect(errorsOf(schema, zaius(['Runners', 'Walkers', 'Hikers']))).toEqual({});
  });

  it('public key is locked on edit', () => {
    const schema = destinationDetailUpdateSchema(1, zaius([]));
    expect(errorsOf(schema, { ...zaius([]), publicKey: 'other' })).toEqual({
      publicKey: 'Public Key cannot be changed once saved',
    });
    expect(errorsOf(schema, { ...zaius([]), privateKey: 'rotated' })).toEqual({});
  });
});

describe('link details: Mailchimp (spec 2 §5)', () => {
  const schema = destinationLinkDetailSchema(2, 1);

  it('needs Store Id and Store Name', () => {
    expect(errorsOf(schema, {})).toEqual({ storeId: 'Store Id is required', storeName: 'Store Name is required' });
  });

  it('Store Id is alphanumeric, max 50', () => {
    expect(errorsOf(schema, { storeId: 'store-1', storeName: 'S' })).toEqual({
      storeId: 'Store Id may only contain letters and numbers',
    });
    expect(errorsOf(schema, { storeId: 'a'.repeat(51), storeName: 'S' })).toEqual({
      storeId: 'Store Id must have at most 50 letters',
    });
    expect(errorsOf(schema, { storeId: 'Store1', storeName: 'S' })).toEqual({});
  });
});

describe('link details: Blueshift (spec 2 §5)', () => {
  const valid = {
    productUrl: 'https://shop.example.com',
    productImage: 'https://cdn.example.com/p.png',
    consent: { email: 'Global', phone: 'Opt-In' },
  };

  it('needs product URL, image URL and both consent selects', () => {
    expect(errorsOf(destinationLinkDetailSchema(8, 2), {})).toEqual({
      productUrl: 'Default Product URL is required',
      productImage: 'Default Product Image URL is required',
      'consent.email': 'Email Consent is required',
      'consent.phone': 'Phone Consent is required',
    });
    expect(errorsOf(destinationLinkDetailSchema(8, 2), valid)).toEqual({});
  });

  it('product URL is a URL of at most 50 characters; image is a URL', () => {
    const schema = destinationLinkDetailSchema(8, 2);
    expect(errorsOf(schema, { ...valid, productUrl: 'shop' })).toEqual({
      productUrl: 'Default Product URL must be a valid URL',
    });
    expect(errorsOf(schema, { ...valid, productUrl: `https://example.com/${'a'.repeat(40)}` })).toEqual({
      productUrl: 'Default Product URL must have at most 50 letters',
    });
    expect(errorsOf(schema, { ...valid, productImage: 'p.png' })).toEqual({
      productImage: 'Default Product Image URL must be a valid URL',
    });
  });

  it('consent selects take their options', () => {
    expect(
      errorsOf(destinationLinkDetailSchema(8, 2), { ...valid, consent: { email: 'Opt-In', phone: 'Global' } }),
    ).toEqual({ 'consent.email': 'Email Consent is not one of the allowed options' });
  });

  it('category 1 is required for Runit and Heartland sources', () => {
    expect(errorsOf(destinationLinkDetailSchema(8, 14), valid)).toEqual({ category1: 'Category 1 is required' });
    expect(errorsOf(destinationLinkDetailSchema(8, 14), { ...valid, category1: 'Dept' })).toEqual({});
    expect(errorsOf(destinationLinkDetailSchema(8, 10), valid)).toEqual({ category1: 'Category 1 is required' });
  });
});

describe('link details: Cadence (spec 2 §5)', () => {
  it('RICS size is required, row or column', () => {
    expect(errorsOf(destinationLinkDetailSchema(6, 1), {})).toEqual({ size: 'Size is required' });
    expect(errorsOf(destinationLinkDetailSchema(6, 1), { size: 'diagonal' })).toEqual({
      size: 'Size is not one of the allowed options',
    });
    expect(errorsOf(destinationLinkDetailSchema(6, 1), { size: 'row' })).toEqual({});
  });

  it('Runit tags are Dept, Gender, SubType, Typ', () => {
    expect(destinationLinkDetailSchema(6, 14).parse({ tags: ['Dept', 'Typ'] })).toEqual({
      ignoreWebOrders: false,
      tags: ['Dept', 'Typ'],
    });
    expect(destinationLinkDetailSchema(6, 14).safeParse({ tags: ['Colour'] }).success).toBe(false);
  });
});

describe('link details: Zaius options (spec 2 §3)', () => {
  it('default includeDiscount to true and consents to Ignore', () => {
    expect(destinationLinkDetailSchema(1, 2).parse({})).toMatchObject({
      includeDiscount: true,
      ignoreWebOrders: false,
      emailConsent: 'Ignore',
      phoneConsent: 'Ignore',
      selectedLists: [],
    });
  });

  it('phone consent may be Opt-In, email consent may not', () => {
    expect(errorsOf(destinationLinkDetailSchema(1, 2), { phoneConsent: 'Opt-In' })).toEqual({});
    expect(errorsOf(destinationLinkDetailSchema(1, 2), { emailConsent: 'Opt-In' })).toEqual({
      emailConsent: 'Email Consent is not one of the allowed options',
    });
  });
});

describe('Heartland mapping (spec 2 §5)', () => {
  it('refuses a column mapped to two standard fields, on both fields', () => {
    expect(errorsOf(destinationLinkDetailSchema(1, 10), { brand: 'vendor', category2: 'vendor', upc: 'upc' })).toEqual({
      brand: DUPLICATE_COLUMN,
      category2: DUPLICATE_COLUMN,
    });
    expect(errorsOf(destinationLinkDetailSchema(6, 10), { size: 'c1', color: 'c1' })).toEqual({
      size: DUPLICATE_COLUMN,
      color: DUPLICATE_COLUMN,
    });
    expect(errorsOf(destinationLinkDetailSchema(8, 10), { category1: 'dept', width: 'dept' })).toMatchObject({
      category1: DUPLICATE_COLUMN,
      width: DUPLICATE_COLUMN,
    });
  });

  it('refuses a standard-mapped column as a custom field', () => {
    expect(
      errorsOf(destinationLinkDetailSchema(1, 10), { brand: 'vendor', selectedItemColumns: ['season', 'vendor'] }),
    ).toEqual({
      selectedItemColumns: DUPLICATE_COLUMN,
    });
    expect(errorsOf(destinationLinkDetailSchema(6, 10), { sku: 'style', tags: ['style'] })).toEqual({
      tags: DUPLICATE_COLUMN,
    });
  });

  it('refuses a column twice in one custom list', () => {
    expect(errorsOf(destinationLinkDetailSchema(1, 10), { selectedCustomerColumns: ['tier', 'tier'] })).toEqual({
      selectedCustomerColumns: DUPLICATE_COLUMN,
    });
  });

  it('accepts distinct columns', () => {
    expect(
      errorsOf(destinationLinkDetailSchema(1, 10), {
        brand: 'vendor',
        upc: 'upc',
        sku: 'sku',
        selectedItemColumns: ['season'],
        selectedCustomerColumns: ['vendor'],
      }),
    ).toEqual({});
  });
});

describe("a source's destinations (spec 2 §4, §5)", () => {
  it('needs at least one destination when creating', () => {
    expect(checkSourceDestinations(1, [])).toEqual({
      success: false,
      fields: { destinations: 'You must select at least one destination for this source.' },
    });
    expect(checkSourceDestinations(1, [], { requireOne: false })).toEqual({ success: true, details: [] });
  });

  it('refuses a destination that does not accept the source type', () => {
    expect(checkSourceDestinations(9, [{ type: 5 }, { type: 2, detail: {} }])).toEqual({
      success: false,
      fields: { 'destinations.1.id': 'This destination is not a supported type for the selected source type.' },
    });
  });

  it('checks each link detail and keys errors from the body', () => {
    expect(
      checkSourceDestinations(1, [
        { type: 6, detail: { size: 'row' } },
        { type: 2, detail: { storeName: 'S' } },
      ]),
    ).toEqual({
      success: false,
      fields: { 'destinations.1.detail.storeId': 'Store Id is required' },
    });
  });

  it('answers the parsed link details', () => {
    const result = checkSourceDestinations(9, [{ type: 5 }, { type: 7, detail: { extra: 1 } }]);
    expect(result).toEqual({ success: true, details: [{}, {}] });
  });
});

describe('secrets and locked fields', () => {
  it('lists the secret fields of each destination type', () => {
    expect(DESTINATION_SECRET_FIELDS).toEqual({
      1: ['privateKey'],
      2: ['apiKey'],
      4: [],
      5: ['accessKey', 'secretKey'],
      6: [],
      7: [],
      8: ['eventKey', 'usersKey'],
    });
  });

  it('locks the Zaius public key', () => {
    expect(DESTINATION_LOCKED_FIELDS).toEqual({ 1: { publicKey: 'Public Key' } });
  });
});
