import { SOURCE_TYPE, type SourceTypeId } from '@storelens/contract/domain/connectors';
import { type BlueshiftFake, startBlueshiftFake } from '@storelens/fakes/blueshift/server';
import { type CadenceFake, startCadenceFake } from '@storelens/fakes/cadence/server';
import {
  DEFAULT_ZAIUS_PRIVATE_KEY,
  DEFAULT_ZAIUS_PUBLIC_KEY,
  startZaiusFake,
  type ZaiusFake,
} from '@storelens/fakes/zaius/server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { PushContext } from '../connector.ts';
import type { LocationRecord } from '../records.ts';
import { createBlueshiftDestination } from './blueshift/push.ts';
import { feedIdOf } from './cadence/client.ts';
import { createCadenceDestination } from './cadence/push.ts';
import { buildCustomer, buildOrder, buildProduct, FAST_RETRY } from './fixtures.ts';
import { createZaiusDestination } from './zaius/push.ts';

// spec 2 §3: the source screen's type-specific destination fields change what each destination receives.

const contextOf = (sourceType: SourceTypeId): PushContext => ({ accountId: 7, sourceId: 42, sourceType });

/** A Heartland item as heartland/mappers.ts reads it: every custom field in `attributes`. */
const heartlandItem = buildProduct({
  vendorId: 'h1',
  brand: 'Acme',
  category: 'Road Running',
  attributes: {
    brand: 'Acme',
    upc: '000111222333',
    vendor_code: 'V-TS-1',
    style: 'ST-1001',
    department: 'Shoes',
    category: 'Road Running',
    gender: 'Women',
    width: '2E',
    size: '9.5',
    color: 'Teal',
    season: 'FW25',
  },
});
const heartlandCustomer = buildCustomer({ attributes: { loyalty_tier: 'gold', birthday_month: '4' } });
/** A Runit product: Dept, Gender, SubType and Typ in `attributes` (runit/mappers.ts). */
const runitProduct = buildProduct({
  vendorId: 'r1',
  category: 'Footwear',
  attributes: { Dept: 'Footwear', Gender: 'Women', SubType: 'Trail', Typ: 'Racing' },
});
/** A RICS product of a two-axis size grid (rics/mappers.ts). */
const ricsProduct = buildProduct({ vendorId: 'g1', size: '10 D', attributes: { sizeColumn: '10', sizeRow: 'D' } });

const BLUESHIFT_LINK = {
  productUrl: 'https://shop.example.com/p',
  productImage: 'https://shop.example.com/p.png',
  consent: { email: 'Ignore' as const, phone: 'Ignore' as const },
};

describe('link mappings into the customer-data platform (Zaius)', () => {
  let fake: ZaiusFake;
  const zaius = () => createZaiusDestination({ endpoints: { zaius: fake.endpoint }, retry: FAST_RETRY });
  const keys = { publicKey: DEFAULT_ZAIUS_PUBLIC_KEY, privateKey: DEFAULT_ZAIUS_PRIVATE_KEY };
  beforeAll(async () => {
    fake = await startZaiusFake();
  });
  afterAll(() => fake.close());

  it("sends a Heartland item's mapped brand, UPC, SKU, categories and item columns, and the customer columns", async () => {
    const detail = {
      ...keys,
      brand: 'vendor_code',
      upc: 'upc',
      sku: 'style',
      category1: 'department',
      category2: 'gender',
      selectedItemColumns: ['season', 'width'],
      selectedCustomerColumns: ['loyalty_tier'],
    };
    const context = contextOf(SOURCE_TYPE.heartland);
    await zaius().push(detail, { stream: 'products', records: [heartlandItem] }, context);
    await zaius().push(detail, { stream: 'customers', records: [heartlandCustomer] }, context);
    expect(fake.products.get('h1')).toEqual({
      product_id: 'h1',
      name: 'Trail Shoe',
      brand: 'V-TS-1',
      upc: '000111222333',
      sku: 'ST-1001',
      category: 'Shoes > Women',
      price: 120,
      season: 'FW25',
      width: '2E',
    });
    expect(fake.profiles.get('ann.lee@example.com')).toMatchObject({ loyalty_tier: 'gold' });
    expect(fake.profiles.get('ann.lee@example.com')).not.toHaveProperty('birthday_month');
  });

  it("sends each Runit product's own values of the fields chosen as categories 1-4", async () => {
    const detail = { ...keys, category1: 'Gender', category2: 'Typ' };
    await zaius().push(detail, { stream: 'products', records: [runitProduct] }, contextOf(SOURCE_TYPE.runit));
    expect(fake.products.get('r1')).toMatchObject({ category: 'Women > Racing' });
  });

  it("sends a RICS sale's Store Owner Id with the order", async () => {
    const order = buildOrder({ vendorId: 'rics-1', storeOwnerId: 'owner-77' });
    await zaius().push(keys, { stream: 'orders', records: [order] }, contextOf(SOURCE_TYPE.rics));
    expect(fake.orders.get('rics-1')?.order).toMatchObject({ store_owner_id: 'owner-77' });
  });
});

describe('link mappings into Blueshift', () => {
  let fake: BlueshiftFake;
  const blueshift = () => createBlueshiftDestination({ endpoints: { blueshift: fake.endpoint }, retry: FAST_RETRY });
  const keys = { eventKey: 'blueshift-test-event-key', usersKey: 'blueshift-test-users-key' };
  beforeAll(async () => {
    fake = await startBlueshiftFake({ bulkPerSecond: null });
  });
  afterAll(() => fake.close());
  const item = (id: string) => fake.catalogItems().find((i) => i.product_id === id);

  it("puts a Heartland item into the source's catalog with its mapped columns", async () => {
    const detail = {
      ...keys,
      ...BLUESHIFT_LINK,
      brand: 'vendor_code',
      upc: 'upc',
      sku: 'style',
      category1: 'department',
      category2: 'category',
      size: 'size',
      width: 'width',
      color: 'color',
    };
    await blueshift().push(detail, { stream: 'products', records: [heartlandItem] }, contextOf(SOURCE_TYPE.heartland));
    expect(item('h1')).toMatchObject({
      title: 'Trail Shoe',
      web_link: BLUESHIFT_LINK.productUrl,
      image: BLUESHIFT_LINK.productImage,
      brand: 'V-TS-1',
      upc: '000111222333',
      sku: 'ST-1001',
      category: ['Shoes', 'Road Running'],
      size: '9.5',
      width: '2E',
      color: 'Teal',
    });
    expect([...fake.catalogs.values()].map((c) => c.name)).toEqual(['storelens-7-42']);
  });

  it("puts a Runit product's chosen fields as its categories, and a RICS product's size by the chosen axis", async () => {
    const runit = { ...keys, ...BLUESHIFT_LINK, category1: 'Dept', category2: 'SubType', category3: 'Gender' };
    await blueshift().push(runit, { stream: 'products', records: [runitProduct] }, contextOf(SOURCE_TYPE.runit));
    expect(item('r1')).toMatchObject({ category: ['Footwear', 'Trail', 'Women'] });
    const rics = { ...keys, ...BLUESHIFT_LINK, size: 'column' };
    await blueshift().push(rics, { stream: 'products', records: [ricsProduct] }, contextOf(SOURCE_TYPE.rics));
    expect(item('g1')).toMatchObject({ size: '10' });
    await blueshift().push(
      { ...rics, size: 'row' },
      { stream: 'products', records: [ricsProduct] },
      contextOf(SOURCE_TYPE.rics),
    );
    expect(item('g1')).toMatchObject({ size: 'D' });
  });

  it("sends a RICS sale's Store Owner Id on its event", async () => {
    const order = buildOrder({ vendorId: 'rics-2', storeOwnerId: 'owner-77' });
    await blueshift().push(
      { ...keys, ...BLUESHIFT_LINK },
      { stream: 'orders', records: [order] },
      contextOf(SOURCE_TYPE.rics),
    );
    expect(fake.events().find((e) => e.order_id === order.orderNumber)).toMatchObject({ store_owner_id: 'owner-77' });
  });
});

describe('link mappings into Cadence', () => {
  let fake: CadenceFake;
  const cadence = () =>
    createCadenceDestination({ endpoints: { cadence: fake.endpoint, cadenceApiKey: fake.apiKey }, retry: FAST_RETRY });
  beforeAll(async () => {
    fake = await startCadenceFake();
  });
  beforeEach(() => fake.feeds.clear());
  afterAll(() => fake.close());
  const product = (id: string) => fake.records('products').find((p) => p.id === id);

  it("sends a Heartland item's mapped brand, UPC, SKU, size, width, colour, style and tag columns", async () => {
    const detail = {
      brand: 'vendor_code',
      upc: 'upc',
      sku: 'style',
      size: 'size',
      width: 'width',
      color: 'color',
      productStyle: 'season',
      tags: ['gender', 'department'],
    };
    await cadence().push(detail, { stream: 'products', records: [heartlandItem] }, contextOf(SOURCE_TYPE.heartland));
    expect(product('h1')).toMatchObject({
      brand: 'V-TS-1',
      upc: '000111222333',
      sku: 'ST-1001',
      size: '9.5',
      width: '2E',
      color: 'Teal',
      style: 'FW25',
      tags: ['Women', 'Shoes'],
    });
  });

  it('keeps the own fields of a product stored before its source kept vendor fields', async () => {
    const stored = buildProduct({ vendorId: 'old1', brand: 'Acme', size: '10' });
    await cadence().push(
      { brand: 'vendor_code', size: 'size' },
      { stream: 'products', records: [stored] },
      contextOf(SOURCE_TYPE.heartland),
    );
    expect(product('old1')).toMatchObject({ brand: 'Acme', size: '10' });
  });

  it("sends each Runit product's values of the tag fields, not the fields' names", async () => {
    await cadence().push(
      { tags: ['Gender', 'Typ'] },
      { stream: 'products', records: [runitProduct] },
      contextOf(SOURCE_TYPE.runit),
    );
    expect(product('r1')).toMatchObject({ tags: ['Women', 'Racing'] });
  });

  it("sends a RICS product's size by the chosen axis, and the Store Owner Id with stores and sales", async () => {
    const context = contextOf(SOURCE_TYPE.rics);
    await cadence().push({ size: 'column' }, { stream: 'products', records: [ricsProduct] }, context);
    expect(product('g1')).toMatchObject({ size: '10', size_layout: 'column' });
    const store: LocationRecord = {
      vendorId: 'l1',
      name: 'Main St',
      street1: null,
      city: null,
      state: null,
      zip: null,
      updatedAt: '2024-01-01T00:00:00Z',
      storeOwnerId: 'owner-77',
    };
    await cadence().push({ size: 'column' }, { stream: 'locations', records: [store] }, context);
    const order = buildOrder({ vendorId: 'rics-3', storeOwnerId: 'owner-77' });
    await cadence().push({ size: 'column' }, { stream: 'orders', records: [order] }, context);
    const feed = fake.feeds.get(feedIdOf(context));
    expect(feed?.stores.get('l1')).toMatchObject({ store_owner_id: 'owner-77' });
    expect([...(feed?.sales.values() ?? [])]).toEqual([expect.objectContaining({ store_owner_id: 'owner-77' })]);
  });
});
