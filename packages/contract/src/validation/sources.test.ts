import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SOURCE_TYPE_IDS, type SourceTypeId } from '../domain/connectors.ts';
import {
  anchorTimeField,
  checkOAuthEmailOption,
  fieldErrorsOf as errorsOf,
  frequencyField,
  historicalDateField,
  RaceRosterCredentials,
  SOURCE_DETAIL_SCHEMAS,
  SOURCE_LOCKED_FIELDS,
  SOURCE_SECRET_FIELDS,
  type SourceDetail,
  sourceDetailUpdateSchema,
} from './sources.ts';

const detailErrors = (type: SourceTypeId, detail: unknown) => errorsOf(SOURCE_DETAIL_SCHEMAS[type], detail);
const parseDetail = <T extends SourceTypeId>(type: T, detail: unknown) =>
  SOURCE_DETAIL_SCHEMAS[type].parse(detail) as SourceDetail<T>;

const UTC = 'Etc/UTC';

describe('required credential fields (spec 2 §3, §5)', () => {
  const cases: Array<[SourceTypeId, Record<string, string>]> = [
    [1, { token: 'Token is required', timezone: 'Data Timezone is required' }],
    [
      2,
      {
        url: 'URL is required',
        consumerKey: 'Consumer Key is required',
        consumerSecret: 'Consumer Secret is required',
      },
    ],
    [3, { url: 'URL is required', apiKey: 'API Key is required', timezone: 'Data Timezone is required' }],
    [
      6,
      {
        storeHash: 'Store Hash is required',
        accessToken: 'Access Token is required',
        clientId: 'Client Id is required',
      },
    ],
    [7, { apiKey: 'API Key is required', timezone: 'Data Timezone is required', tenantId: 'Tenant Id is required' }],
    [9, { account: 'Account is required' }],
    [10, { apiKey: 'API Key is required' }],
    [12, { siteId: 'Site Id is required', apiKey: 'API Key is required', timezone: 'Data Timezone is required' }],
    [13, { apiKey: 'API Key is required', timezone: 'Data Timezone is required' }],
    [14, { url: 'URL is required', storeId: 'Store Id is required', timezone: 'Data Timezone is required' }],
    [15, { storeName: 'Store Name is required', accessToken: 'Access Token is required' }],
    [17, { tenantToken: 'Tenant Token is required', userToken: 'User Token is required' }],
    [18, { clientId: 'Client Id is required', clientSecret: 'Client Secret is required' }],
    [19, { retailerId: 'Retailer Id is required', apiKey: 'API Key is required' }],
  ];
  for (const [type, expected] of cases) {
    it(`source type ${type}: every required field says '{label} is required'`, () => {
      expect(detailErrors(type, {})).toEqual(expected);
    });
  }

  it('treats blank (whitespace) values as missing', () => {
    expect(detailErrors(17, { tenantToken: '   ', userToken: 'u' })).toEqual({
      tenantToken: 'Tenant Token is required',
    });
  });

  it('needs nothing in the form for the flow-only types 4, 5 and 11', () => {
    for (const type of [4, 5, 11] as const) expect(detailErrors(type, {})).toEqual({});
  });

  it('Race Roster login and password are required (spec 2 §5)', () => {
    expect(errorsOf(RaceRosterCredentials, {})).toEqual({
      login: 'Login is required',
      password: 'Password is required',
    });
    expect(errorsOf(RaceRosterCredentials, { login: 'a@b.c', password: 'x' })).toEqual({});
  });
});

describe('timezone (spec 2 §5, §9)', () => {
  it('must be one of the options', () => {
    expect(detailErrors(13, { apiKey: 'k', timezone: 'Europe/Paris' })).toEqual({
      timezone: 'Data Timezone is not one of the allowed options',
    });
    expect(detailErrors(13, { apiKey: 'k', timezone: 'America/Chicago' })).toEqual({});
  });
});

describe('WooCommerce and Teamwork URLs (spec 2 §5)', () => {
  const woo = (url: string) => ({ url, consumerKey: 'ck', consumerSecret: 'cs' });

  it('refuses a scheme', () => {
    expect(detailErrors(2, woo('https://shop.example.com'))).toEqual({
      url: 'URL must not start with http:// or https://',
    });
    expect(detailErrors(3, { url: 'http://tw.example.com', apiKey: 'k', timezone: UTC }).url).toBe(
      'URL must not start with http:// or https://',
    );
  });

  it('refuses a subpath', () => {
    expect(detailErrors(2, woo('shop.example.com/store'))).toEqual({ url: 'URL must not contain a path' });
    expect(detailErrors(3, { url: 'tw.example.com/chqapi', apiKey: 'k', timezone: UTC }).url).toBe(
      'URL must not contain a path',
    );
  });

  it('refuses something that is not a host', () => {
    expect(detailErrors(2, woo('my shop'))).toEqual({ url: 'URL must be a valid URL' });
  });

  it('accepts a host (with a port) and drops a trailing slash', () => {
    expect(parseDetail(2, woo(' shop.example.com/ ')).url).toBe('shop.example.com');
    expect(detailErrors(2, woo('localhost:8080'))).toEqual({});
  });

  it('locks the WooCommerce URL on edit', () => {
    const previous = woo('shop.example.com');
    const schema = sourceDetailUpdateSchema(2, previous);
    expect(errorsOf(schema, woo('other.example.com'))).toEqual({ url: 'URL cannot be changed once saved' });
    expect(errorsOf(schema, { ...previous, consumerKey: 'new' })).toEqual({});
  });
});

describe('one-per-line lists (spec 2 §5)', () => {
  it('Runit tender types are trimmed, lower-cased, blanks dropped', () => {
    const detail = parseDetail(14, {
      url: 'runit',
      storeId: '1',
      timezone: UTC,
      tenderType: ' Cash \n\n  VISA\r\nGift Card \n',
    });
    expect(detail.tenderType).toEqual(['cash', 'visa', 'gift card']);
  });

  it('Lightspeed identifiers are trimmed, lower-cased, blanks dropped; an array is accepted too', () => {
    expect(parseDetail(8, { ecomIdentifier: 'Web\n \n SHOPIFY ' }).ecomIdentifier).toEqual(['web', 'shopify']);
    expect(parseDetail(8, { ecomIdentifier: [' Web ', ''] }).ecomIdentifier).toEqual(['web']);
  });

  it('FleetFeet store owners are trimmed, lower-cased, blanks dropped', () => {
    expect(parseDetail(16, { storeOwner: 'Alice@Example.com\n\n bob ' }).storeOwner).toEqual([
      'alice@example.com',
      'bob',
    ]);
  });

  it('default to an empty list', () => {
    expect(parseDetail(16, {}).storeOwner).toEqual([]);
  });
});

describe('Teamwork item identifier and Lightspeed identifier type', () => {
  it('default to PLU and shop', () => {
    expect(parseDetail(3, { url: 'tw.example.com', apiKey: 'k', timezone: UTC }).itemIdentifier).toBe('PLU');
    expect(parseDetail(8, {}).ecomIdentifierType).toBe('shop');
  });

  it('refuse values outside their options', () => {
    expect(detailErrors(3, { url: 'tw.example.com', apiKey: 'k', timezone: UTC, itemIdentifier: 'SKU' })).toEqual({
      itemIdentifier: 'Item Identifier is not one of the allowed options',
    });
  });
});

describe('Shopify (spec 2 §5)', () => {
  it('defaults to a custom app, which needs an access token', () => {
    expect(parseDetail(15, { storeName: 's', accessToken: 'shpat_1' }).appType).toBe('custom');
    expect(detailErrors(15, { storeName: 's' })).toEqual({ accessToken: 'Access Token is required' });
  });

  it('a private app needs apiKey and password, not an access token', () => {
    expect(detailErrors(15, { storeName: 's', appType: 'private' })).toEqual({
      apiKey: 'API Key is required',
      password: 'Password is required',
    });
    expect(detailErrors(15, { storeName: 's', appType: 'private', apiKey: 'k', password: 'p' })).toEqual({});
  });

  it('locks the store name on edit', () => {
    const previous = { storeName: 'shop-a', accessToken: 't' };
    expect(errorsOf(sourceDetailUpdateSchema(15, previous), { storeName: 'shop-b', accessToken: 't' })).toEqual({
      storeName: 'Store Name cannot be changed once saved',
    });
  });
});

describe('OAuth email option (spec 2 §5)', () => {
  it('email is required and valid when sending', () => {
    expect(detailErrors(8, { sendEmail: true })).toEqual({ email: 'Email is required' });
    expect(detailErrors(9, { account: 'acme', sendEmail: true, email: 'nope' })).toEqual({
      email: 'Email is not a valid email address',
    });
    expect(detailErrors(9, { account: 'acme', sendEmail: true, email: 'owner@example.com' })).toEqual({});
    expect(detailErrors(9, { account: 'acme', sendEmail: false })).toEqual({});
  });

  it('must be ticked when a system user creates the source', () => {
    expect(checkOAuthEmailOption({ sendEmail: false }, { isCreate: true, isSystemUser: true })).toEqual({
      sendEmail: 'Send Email must be ticked',
    });
    expect(checkOAuthEmailOption({ sendEmail: true }, { isCreate: true, isSystemUser: true })).toEqual({});
    expect(checkOAuthEmailOption({}, { isCreate: true, isSystemUser: false })).toEqual({});
    expect(checkOAuthEmailOption({}, { isCreate: false, isSystemUser: true })).toEqual({});
  });
});

describe('frequency (spec 2 §5)', () => {
  const message = 'The selected frequency is not supported for the selected source type';

  it('refuses under 60 minutes except for source type 2', () => {
    expect(errorsOf(frequencyField(1), 30)).toEqual({ root: message });
    expect(errorsOf(frequencyField(15), 10)).toEqual({ root: message });
    expect(errorsOf(frequencyField(2), 10)).toEqual({});
    expect(errorsOf(frequencyField(1), 60)).toEqual({});
  });

  it('refuses values that are not options', () => {
    expect(errorsOf(frequencyField(2), 45)).toEqual({ root: message });
    expect(errorsOf(frequencyField(2), 12.5)).toEqual({ root: message });
  });
});

describe('anchor time and historical date', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2024-06-15T12:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('anchor time is HH:MM, 24-hour, minutes in tens', () => {
    expect(errorsOf(anchorTimeField(), '08:05')).toEqual({
      root: 'Anchor Time must be a 24-hour time (HH:MM) with minutes in tens',
    });
    expect(errorsOf(anchorTimeField(), '23:50')).toEqual({});
  });

  it('start date is required', () => {
    expect(errorsOf(historicalDateField(), '')).toEqual({ root: 'Start Date is required' });
    expect(errorsOf(historicalDateField(), undefined)).toEqual({ root: 'Start Date is required' });
  });

  it('start date runs from 2000-01-01 to today', () => {
    const message = 'Start Date must be between 2000-01-01 and today';
    expect(errorsOf(historicalDateField(), '1999-12-31')).toEqual({ root: message });
    expect(errorsOf(historicalDateField(), '2024-06-17')).toEqual({ root: message });
    expect(errorsOf(historicalDateField(), '2000-01-01')).toEqual({});
    expect(errorsOf(historicalDateField(), '2024-06-15')).toEqual({});
  });
});

describe('secrets and locked fields', () => {
  it('lists secrets for every source type, each a credential field name', () => {
    expect(Object.keys(SOURCE_SECRET_FIELDS).map(Number)).toEqual([...SOURCE_TYPE_IDS]);
    expect(SOURCE_SECRET_FIELDS[15]).toEqual(expect.arrayContaining(['apiKey', 'password', 'accessToken']));
    expect(SOURCE_SECRET_FIELDS[17]).toEqual(['tenantToken', 'userToken']);
    expect(SOURCE_SECRET_FIELDS[18]).toEqual(['clientSecret']);
  });

  it('locks the WooCommerce URL and the Shopify store name', () => {
    expect(SOURCE_LOCKED_FIELDS).toEqual({ 2: { url: 'URL' }, 15: { storeName: 'Store Name' } });
  });
});
