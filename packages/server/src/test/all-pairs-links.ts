import {
  DESTINATION_TYPE,
  type DestinationTypeId,
  SOURCE_TYPE,
  type SourceTypeId,
} from '@storelens/contract/domain/connectors';
import type { PairsWorld } from './all-pairs-world.ts';

/**
 * The link mappings the all-pairs test sets on the Heartland, Runit and RICS links (spec 2 §3), and
 * what each product then must carry, read from what the source's fake serves (its own JSON, not our
 * mappers): a Heartland item's custom fields, a Runit product's Dept/Gender/SubType/Typ, a RICS
 * product's size grid.
 */

/** A product's fields as the link maps them, where the mapping decides them. */
export interface ServedMapping {
  brand?: string | null;
  upc?: string | null;
  sku?: string | null;
  categories?: string[];
  size?: string | null;
  width?: string | null;
  color?: string | null;
  style?: string | null;
  tags?: string[];
  /** Heartland Item Custom Fields: column → value */
  custom?: Record<string, string>;
}

/** Per mapped link: product vendor id → its mapped fields; customer vendor id → its chosen columns. */
export interface ServedMappings {
  products: Map<string, ServedMapping>;
  customers: Map<string, Record<string, string>>;
}

/** Each mapped link's detail: every field points at a column or field that is not the default one. */
export const PAIR_LINK_MAPPINGS: Partial<Record<SourceTypeId, Partial<Record<DestinationTypeId, object>>>> = {
  [SOURCE_TYPE.heartland]: {
    [DESTINATION_TYPE.zaius]: {
      brand: 'vendor_code',
      upc: 'upc',
      sku: 'style',
      category1: 'department',
      category2: 'gender',
      selectedItemColumns: ['season', 'width'],
      selectedCustomerColumns: ['loyalty_tier'],
    },
    [DESTINATION_TYPE.blueshift]: {
      brand: 'vendor_code',
      upc: 'upc',
      sku: 'style',
      category1: 'department',
      category2: 'category',
      category3: 'gender',
      size: 'size',
      width: 'width',
      color: 'color',
    },
    [DESTINATION_TYPE.cadence]: {
      brand: 'vendor_code',
      upc: 'upc',
      sku: 'style',
      size: 'size',
      width: 'width',
      color: 'color',
      productStyle: 'season',
      tags: ['gender', 'department'],
    },
  },
  [SOURCE_TYPE.runit]: {
    [DESTINATION_TYPE.zaius]: { category1: 'Gender', category2: 'SubType' },
    [DESTINATION_TYPE.blueshift]: { category1: 'Dept', category2: 'Typ', category3: 'Gender' },
    [DESTINATION_TYPE.cadence]: { tags: ['Gender', 'Typ'] },
  },
  [SOURCE_TYPE.rics]: {
    [DESTINATION_TYPE.blueshift]: { size: 'row' },
    [DESTINATION_TYPE.cadence]: { size: 'column' },
  },
};

type Json = Record<string, unknown>;
const str = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value.trim() : null);
const strings = (values: unknown[]): string[] => values.map(str).filter((v): v is string => v !== null);
const picked = (from: Json, names: readonly string[]) =>
  Object.fromEntries(names.flatMap((name) => (str(from[name]) ? [[name, str(from[name])!]] : [])));

async function getJson(url: string, headers: Record<string, string> = {}, body?: object): Promise<Json> {
  const res = await fetch(url, {
    method: body ? 'POST' : 'GET',
    headers: { accept: 'application/json', ...(body ? { 'content-type': 'application/json' } : {}), ...headers },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!res.ok) throw new Error(`${url} answered ${res.status}`);
  return (await res.json()) as Json;
}

/** Heartland's items and customers as its fake serves them (one page holds the small store). */
async function heartlandServed(world: PairsWorld, destination: DestinationTypeId): Promise<ServedMappings> {
  const fake = world.mapped.heartland;
  const auth = { authorization: `Bearer ${fake.credentials.apiKey}` };
  const items = (await getJson(`${fake.url}/api/items?per_page=1000`, auth)).results as Json[];
  const customers = (await getJson(`${fake.url}/api/customers?per_page=1000`, auth)).results as Json[];
  const link = PAIR_LINK_MAPPINGS[SOURCE_TYPE.heartland]?.[destination] as Record<string, string & string[]>;
  const products = new Map<string, ServedMapping>();
  for (const item of items) {
    const custom = (item.custom ?? {}) as Json;
    const column = (field: string) => str(custom[link[field] as string]);
    const categories = ['category1', 'category2', 'category3', 'category4'].filter((f) => link[f]);
    products.set(String(item.id), {
      brand: column('brand'),
      upc: column('upc'),
      sku: column('sku'),
      ...(categories.length ? { categories: strings(categories.map((f) => custom[link[f] as string])) } : {}),
      ...(link.size ? { size: column('size') } : {}),
      ...(link.width ? { width: column('width') } : {}),
      ...(link.color ? { color: column('color') } : {}),
      ...(link.productStyle ? { style: column('productStyle') } : {}),
      ...(link.tags ? { tags: strings(link.tags.map((c) => custom[c])) } : {}),
      ...(link.selectedItemColumns ? { custom: picked(custom, link.selectedItemColumns) } : {}),
    });
  }
  const chosen = (link.selectedCustomerColumns ?? []) as string[];
  const byCustomer = new Map(customers.map((c) => [String(c.id), picked((c.custom ?? {}) as Json, chosen)]));
  return { products, customers: byCustomer };
}

/** Runit's products as its fake serves them: each product's own Dept, Gender, SubType and Typ. */
async function runitServed(world: PairsWorld, destination: DestinationTypeId): Promise<ServedMappings> {
  const fake = world.mapped.runit;
  const { url, storeId } = fake.credentials;
  const base = fake.serverUrlTemplate.replace('{url}', url);
  const items = (await getJson(`${base}/api/v1/stores/${storeId}/products?pageSize=500`)).Items as Json[];
  const link = PAIR_LINK_MAPPINGS[SOURCE_TYPE.runit]?.[destination] as Record<string, string & string[]>;
  const categories = ['category1', 'category2', 'category3', 'category4'].flatMap((f) => (link[f] ? [link[f]] : []));
  const products = new Map<string, ServedMapping>(
    items.map((p) => [
      String(p.Sku),
      {
        ...(categories.length ? { categories: strings(categories.map((name) => p[name])) } : {}),
        ...(link.tags ? { tags: strings(link.tags.map((name) => p[name])) } : {}),
      },
    ]),
  );
  return { products, customers: new Map() };
}

/** RICS's products as its fake serves them: the size grid's column and row. */
async function ricsServed(world: PairsWorld, destination: DestinationTypeId): Promise<ServedMappings> {
  const fake = world.mapped.rics;
  const answer = await getJson(
    `${fake.apiUrl}/Product/GetProductDetails`,
    { token: fake.credentials.token },
    {
      Skip: 0,
      Take: 100,
    },
  );
  const axis = (PAIR_LINK_MAPPINGS[SOURCE_TYPE.rics]?.[destination] as { size?: 'row' | 'column' } | undefined)?.size;
  const products = new Map<string, ServedMapping>(
    (answer.Products as Json[]).map((p) => [
      String(p.Sku),
      axis ? { size: str(axis === 'row' ? p.Row : p.Column) } : {},
    ]),
  );
  return { products, customers: new Map() };
}

/** What the pair's link maps, as the source's fake serves it; null for a pair without mappings. */
export async function servedMappings(
  world: PairsWorld,
  source: SourceTypeId,
  destination: DestinationTypeId,
): Promise<ServedMappings | null> {
  if (!PAIR_LINK_MAPPINGS[source]?.[destination]) return null;
  if (source === SOURCE_TYPE.heartland) return heartlandServed(world, destination);
  if (source === SOURCE_TYPE.runit) return runitServed(world, destination);
  return ricsServed(world, destination);
}
