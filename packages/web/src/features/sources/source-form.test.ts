import type { DestinationListItem } from '@storelens/contract/api/destinations';
import type { SourceAnswer } from '@storelens/contract/api/sources';
import {
  DESTINATION_TYPE,
  type DestinationTypeId,
  SECRET_MASK,
  SOURCE_TYPE,
} from '@storelens/contract/domain/connectors';
import {
  DEFAULT_ANCHOR_TIME,
  DEFAULT_FREQUENCY,
  DEFAULT_SOURCE_TIMEZONE,
} from '@storelens/contract/domain/schedule-options';
import { connectorMsg, msg } from '@storelens/contract/validation/messages';
import { describe, expect, it } from 'vitest';
import {
  createSourceBody,
  DESTINATIONS_ERROR,
  isLinkAllowed,
  linkKey,
  linkValues,
  type SourceFormValues,
  sourceFormErrors,
  sourceFormValues,
  toFormPaths,
  updateSourceBody,
} from './source-form.ts';

const destination = (id: number, type: DestinationTypeId, name = `Destination ${id}`): DestinationListItem => ({
  id,
  name,
  type,
  destinationTypeName: String(type),
  sourceCount: 0,
});
// the account's destinations, in list order
const zaius = destination(7, DESTINATION_TYPE.zaius);
const s3 = destination(3, DESTINATION_TYPE.s3);
const cadence = destination(9, DESTINATION_TYPE.cadence);
const mailchimp = destination(4, DESTINATION_TYPE.mailchimp);
const destinations = [zaius, s3, cadence, mailchimp];

/** A new WooCommerce source, filled in as a user would. */
const wooValues = (select: number[] = [zaius.id]): SourceFormValues => {
  const values = sourceFormValues(destinations, undefined, '2024-05-01');
  values.name = 'Web shop';
  values.type = SOURCE_TYPE.wooCommerce;
  values.detail = { url: 'shop.example.com', consumerKey: 'ck_1', consumerSecret: 'cs_1' };
  values.links = linkValues(destinations, SOURCE_TYPE.wooCommerce);
  for (const id of select) values.links[linkKey(id)]!.selected = true;
  return values;
};

const savedWoo = (overrides: Partial<SourceAnswer> = {}): SourceAnswer => ({
  id: 12,
  name: 'Web shop',
  active: true,
  sourceName: 'WooCommerce',
  isSetup: true,
  startDate: '2024-01-01',
  nextRunTime: null,
  type: SOURCE_TYPE.wooCommerce,
  detail: { url: 'shop.example.com', consumerKey: SECRET_MASK, consumerSecret: SECRET_MASK },
  frequency: 60,
  anchorTime: '06:00',
  timezone: 'America/Chicago',
  destinations: [{ id: zaius.id, detail: { emailConsent: 'opt-in' }, startDate: '2024-01-01', loadingHistory: false }],
  pullHistory: false,
  historicalDate: null,
  streams: ['customers', 'orders', 'products', 'inventory'],
  freshness: { lastSuccessAt: null, completeThrough: {}, stale: false },
  paused: null,
  ...overrides,
});

describe('sourceFormValues', () => {
  it('a new source starts with the spec 2 §9 defaults, today as start date, and nothing selected', () => {
    const values = sourceFormValues(destinations, undefined, '2025-02-03');
    expect(values).toEqual({
      name: '',
      type: '',
      detail: {},
      frequency: DEFAULT_FREQUENCY,
      anchorTime: DEFAULT_ANCHOR_TIME,
      timezone: DEFAULT_SOURCE_TIMEZONE,
      startDate: '2025-02-03',
      links: {
        [linkKey(zaius.id)]: { selected: false, detail: {} },
        [linkKey(s3.id)]: { selected: false, detail: {} },
        [linkKey(cadence.id)]: { selected: false, detail: {} },
        [linkKey(mailchimp.id)]: { selected: false, detail: {} },
      },
    });
    // keys are not numbers: react-hook-form would turn numeric keys into a sparse array
    expect(Object.keys(values.links).every((key) => /^d\d+$/.test(key))).toBe(true);
  });

  it('a saved source fills the form: its schedule, its masked secrets, its links with their details', () => {
    const values = sourceFormValues(destinations, savedWoo());
    expect(values).toMatchObject({
      name: 'Web shop',
      type: SOURCE_TYPE.wooCommerce,
      frequency: 60,
      anchorTime: '06:00',
      timezone: 'America/Chicago',
      startDate: '2024-01-01',
      detail: { url: 'shop.example.com', consumerKey: SECRET_MASK, consumerSecret: SECRET_MASK },
    });
    const link = values.links[linkKey(zaius.id)]!;
    expect(link.selected).toBe(true);
    // the saved option stays, the options it lacks get the contract's defaults
    expect(link.detail).toMatchObject({ emailConsent: 'opt-in', includeDiscount: true, selectedLists: [] });
    expect(values.links[linkKey(cadence.id)]).toMatchObject({ selected: false });
  });
});

describe('linkValues: the destination choices (spec 2 §4)', () => {
  it('an old link to a destination the source type cannot feed is shown unselected', () => {
    // S3 takes Brightpearl only; a WooCommerce source that somehow points at it is not ticked
    const links = linkValues(destinations, SOURCE_TYPE.wooCommerce, [
      { id: s3.id, detail: {}, startDate: null, loadingHistory: false },
      { id: zaius.id, detail: {}, startDate: null, loadingHistory: false },
    ]);
    expect(links[linkKey(s3.id)]!.selected).toBe(false);
    expect(links[linkKey(zaius.id)]!.selected).toBe(true);
  });

  it('each link gets the link form of its destination type for this source type', () => {
    const links = linkValues(destinations, SOURCE_TYPE.rics);
    expect(links[linkKey(mailchimp.id)]!.detail).toEqual({ storeId: '', storeName: '', ignoreWebOrders: false });
    expect(links[linkKey(cadence.id)]!.detail).toEqual({ size: '', ignoreWebOrders: false });
    expect(links[linkKey(s3.id)]!.detail).toEqual({});
    // no source type yet: no link form at all
    expect(linkValues(destinations, '')[linkKey(mailchimp.id)]!.detail).toEqual({});
  });

  it('isLinkAllowed follows the compatibility matrix', () => {
    expect(isLinkAllowed(zaius, SOURCE_TYPE.wooCommerce)).toBe(true);
    expect(isLinkAllowed(s3, SOURCE_TYPE.wooCommerce)).toBe(false);
    expect(isLinkAllowed(s3, SOURCE_TYPE.brightpearl)).toBe(true);
    expect(isLinkAllowed(mailchimp, SOURCE_TYPE.rics)).toBe(true);
    expect(isLinkAllowed(mailchimp, SOURCE_TYPE.shopify)).toBe(false);
    expect(isLinkAllowed(zaius, '')).toBe(false);
  });
});

describe('the request bodies', () => {
  it('create: the selected destinations only, in the list’s order, each with its link detail', () => {
    const values = wooValues([cadence.id, zaius.id]);
    values.links[linkKey(zaius.id)]!.detail.emailConsent = 'opt-in';
    const body = createSourceBody(values, destinations);
    expect(body).toMatchObject({
      name: 'Web shop',
      sourceType: SOURCE_TYPE.wooCommerce,
      detail: { url: 'shop.example.com', consumerKey: 'ck_1', consumerSecret: 'cs_1' },
      frequency: DEFAULT_FREQUENCY,
      anchorTime: DEFAULT_ANCHOR_TIME,
      timezone: DEFAULT_SOURCE_TIMEZONE,
      startDate: '2024-05-01',
    });
    expect(body.destinations?.map((d) => d.id)).toEqual([zaius.id, cadence.id]);
    expect(body.destinations?.[0]?.detail).toMatchObject({ emailConsent: 'opt-in', includeDiscount: true });
    expect(body.destinations?.[1]?.detail).toEqual({ ignoreWebOrders: false });
  });

  it('an unticked destination is not sent, whatever its link detail holds', () => {
    const values = wooValues([zaius.id]);
    values.links[linkKey(cadence.id)]!.detail.ignoreWebOrders = true;
    expect(createSourceBody(values, destinations).destinations?.map((d) => d.id)).toEqual([zaius.id]);
  });

  it('update: masked secrets go back as masks, the type and start date are not sent, history off by default', () => {
    const values = sourceFormValues(destinations, savedWoo());
    values.name = 'Renamed';
    const body = updateSourceBody(values, destinations);
    expect(body).toEqual({
      name: 'Renamed',
      detail: { url: 'shop.example.com', consumerKey: SECRET_MASK, consumerSecret: SECRET_MASK },
      frequency: 60,
      anchorTime: '06:00',
      timezone: 'America/Chicago',
      destinations: [{ id: zaius.id, detail: expect.objectContaining({ emailConsent: 'opt-in' }) }],
      pullHistory: false,
      historicalDate: null,
    });
  });

  it('update: the history dialog’s answer goes into the body', () => {
    const values = sourceFormValues(destinations, savedWoo());
    values.links[linkKey(cadence.id)]!.selected = true;
    const body = updateSourceBody(values, destinations, { pullHistory: true, historicalDate: '2023-06-01' });
    expect(body).toMatchObject({ pullHistory: true, historicalDate: '2023-06-01' });
    expect(body.destinations.map((d) => d.id)).toEqual([zaius.id, cadence.id]);
  });
});

describe('toFormPaths: body paths to form paths', () => {
  it('puts a link detail error on that link (by the id sent at that index), a destination id error on the list', () => {
    expect(
      toFormPaths(
        {
          'destinations.1.detail.storeId': 'Store Id is required',
          'destinations.0.id': connectorMsg.incompatibleDestination(),
          'detail.url': 'URL is required',
        },
        [zaius.id, mailchimp.id],
      ),
    ).toEqual({
      [`links.${linkKey(mailchimp.id)}.detail.storeId`]: 'Store Id is required',
      [DESTINATIONS_ERROR]: connectorMsg.incompatibleDestination(),
      'detail.url': 'URL is required',
    });
    // the server's 'destinations' message (none selected) is already a form path
    expect(toFormPaths({ destinations: connectorMsg.destinationRequired() }, [])).toEqual({
      [DESTINATIONS_ERROR]: connectorMsg.destinationRequired(),
    });
  });

  it('keeps the first message when two paths land on the same field, and an index it cannot map as it is', () => {
    const paths = toFormPaths(
      { 'destinations.0.id': 'first', 'destinations.1.id': 'second', 'destinations.5.detail.x': 'unknown' },
      [zaius.id, cadence.id],
    );
    expect(paths).toEqual({ [DESTINATIONS_ERROR]: 'first', 'destinations.5.detail.x': 'unknown' });
  });
});

describe('sourceFormErrors: the contract’s rules on the form (spec 2 §5)', () => {
  const create = { destinations, isSystemUser: true };

  it('without a type: the type, and the name and start date rules that do not need one', () => {
    const values = sourceFormValues(destinations, undefined, '1999-12-31');
    expect(sourceFormErrors(values, create)).toEqual({
      name: msg.required('Name'),
      startDate: connectorMsg.dateRange('Start Date', '2000-01-01'),
      type: msg.required('Source Type'),
    });
  });

  it('a complete WooCommerce source with a compatible destination has no errors', () => {
    expect(sourceFormErrors(wooValues(), create)).toEqual({});
  });

  it('a new source needs a destination; an edited one may be saved without (after a confirmation)', () => {
    expect(sourceFormErrors(wooValues([]), create)).toEqual({ destinations: connectorMsg.destinationRequired() });
    const edited = sourceFormValues(destinations, savedWoo());
    edited.links[linkKey(zaius.id)]!.selected = false;
    expect(sourceFormErrors(edited, { ...create, saved: savedWoo() })).toEqual({});
  });

  it('under 60 minutes is for WooCommerce only', () => {
    const woo = wooValues();
    woo.frequency = 30;
    expect(sourceFormErrors(woo, create)).toEqual({});
    const shopify = wooValues([cadence.id]);
    shopify.type = SOURCE_TYPE.shopify;
    shopify.detail = { storeName: 'shop', appType: 'custom', accessToken: 'shpat_1' };
    shopify.frequency = 30;
    expect(sourceFormErrors(shopify, create)).toEqual({ frequency: connectorMsg.unsupportedFrequency() });
  });

  it('a link detail error lands on that destination’s field in the form', () => {
    const values = sourceFormValues(destinations, undefined, '2024-05-01');
    values.name = 'Till';
    values.type = SOURCE_TYPE.rics;
    values.detail = { token: 't', timezone: 'America/New_York' };
    values.links = linkValues(destinations, SOURCE_TYPE.rics);
    values.links[linkKey(mailchimp.id)]!.selected = true;
    const errors = sourceFormErrors(values, create);
    expect(errors[`links.${linkKey(mailchimp.id)}.detail.storeId`]).toBe(msg.required('Store Id'));
    expect(errors[`links.${linkKey(mailchimp.id)}.detail.storeName`]).toBe(msg.required('Store Name'));
  });

  it('a system user creating a Lightspeed source must tick Send Email; a customer need not, nor on edit', () => {
    const values = sourceFormValues(destinations, undefined, '2024-05-01');
    values.name = 'Lightspeed';
    values.type = SOURCE_TYPE.lightspeed;
    values.links = linkValues(destinations, SOURCE_TYPE.lightspeed);
    values.links[linkKey(zaius.id)]!.selected = true;
    values.detail = { ecomIdentifierType: 'shop', ecomIdentifier: [], inventoryStoreIgnore: [], sendEmail: false };
    expect(sourceFormErrors(values, create)).toEqual({ 'detail.sendEmail': connectorMsg.mustTick('Send Email') });
    expect(sourceFormErrors(values, { ...create, isSystemUser: false })).toEqual({});
  });
});
