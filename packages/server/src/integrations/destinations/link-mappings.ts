import { SOURCE_TYPE, type SourceTypeId } from '@storelens/contract/domain/connectors';
import type { CustomerRecord, ProductRecord, StreamName } from '../records.ts';

/**
 * The source-type fields of a link's detail (spec 2 §3, the source screen's destination fields):
 * Heartland's fields each name a column (an item custom field's key, or a list of them); Runit's
 * categories and Cadence tags name product fields (Dept, Gender, SubType, Typ); RICS's size says
 * which axis of its size grid is the size. Which of them a link holds depends on its destination
 * and source types (contract destination-link-forms.ts).
 */
export interface LinkMappingDetail {
  brand?: string;
  upc?: string;
  sku?: string;
  category1?: string;
  category2?: string;
  category3?: string;
  category4?: string;
  /** Heartland: a column; RICS: 'row' or 'column' */
  size?: string;
  width?: string;
  color?: string;
  productStyle?: string;
  /** Heartland (Cadence): columns; Runit (Cadence): product fields */
  tags?: string[];
  selectedItemColumns?: string[];
  selectedCustomerColumns?: string[];
}

/**
 * The streams whose records a link's mapping shapes. When a link's detail changes, its destination
 * is sent these again from the start (upserts by id), so what it holds follows the new mapping
 * rather than only the records that change after it; orders are events and are never sent twice.
 */
export const MAPPED_STREAMS: readonly StreamName[] = ['products', 'customers'];

/** A product's fields as a link maps them: what every destination with product fields sends. */
export interface MappedProduct {
  brand: string | null;
  upc: string | null;
  sku: string | null;
  /** category 1 first; the record's own category when the link maps none */
  categories: string[];
  size: string | null;
  width: string | null;
  color: string | null;
  style: string | null;
  tags: string[];
  /** Heartland Item Custom Fields: column → the product's value (columns it has no value for left out) */
  custom: Record<string, string>;
}

const CATEGORY_FIELDS = ['category1', 'category2', 'category3', 'category4'] as const;

const chosen = (value: string | undefined): value is string => typeof value === 'string' && value.trim() !== '';
const listOf = (value: unknown): string[] => (Array.isArray(value) ? value.filter(chosen) : []);

/** The record's value of each named field, in order, blanks dropped. */
const valuesOf = (attributes: Record<string, string> | undefined, names: readonly string[]) =>
  names.flatMap((name) => (attributes?.[name] ? [attributes[name]] : []));

/** Column → value for the named columns the record has a value for. */
const columnsOf = (attributes: Record<string, string> | undefined, names: readonly string[]) =>
  Object.fromEntries(names.flatMap((name) => (attributes?.[name] ? [[name, attributes[name]] as const] : [])));

const unmapped = (product: ProductRecord): MappedProduct => ({
  brand: product.brand,
  upc: product.upc,
  sku: product.sku,
  categories: product.category ? [product.category] : [],
  size: product.size,
  width: null,
  color: product.color,
  style: null,
  tags: [],
  custom: {},
});

/**
 * Heartland: a mapped field is read from the product's custom field of that column (nothing when the
 * product has none there); a field the link leaves unmapped keeps what the source read by the
 * common names (heartland/mappers.ts).
 */
function heartlandProduct(product: ProductRecord, detail: LinkMappingDetail): MappedProduct {
  const base = unmapped(product);
  const attributes = product.attributes;
  type SingleColumn = 'brand' | 'upc' | 'sku' | 'size' | 'width' | 'color' | 'productStyle';
  const column = (field: SingleColumn, fallback: string | null) => {
    const name = detail[field];
    return chosen(name) ? (attributes?.[name] ?? null) : fallback;
  };
  const categoryColumns = CATEGORY_FIELDS.map((field) => detail[field]).filter(chosen);
  return {
    brand: column('brand', base.brand),
    upc: column('upc', base.upc),
    sku: column('sku', base.sku),
    categories: categoryColumns.length ? valuesOf(attributes, categoryColumns) : base.categories,
    size: column('size', base.size),
    width: column('width', null),
    color: column('color', base.color),
    style: column('productStyle', null),
    tags: valuesOf(attributes, listOf(detail.tags)),
    custom: columnsOf(attributes, listOf(detail.selectedItemColumns)),
  };
}

/** Runit: categories 1-4 and the Cadence tags name product fields; each product sends its own values. */
function runitProduct(product: ProductRecord, detail: LinkMappingDetail): MappedProduct {
  const base = unmapped(product);
  const categoryFields = CATEGORY_FIELDS.map((field) => detail[field]).filter(chosen);
  return {
    ...base,
    categories: categoryFields.length ? valuesOf(product.attributes, categoryFields) : base.categories,
    tags: valuesOf(product.attributes, listOf(detail.tags)),
  };
}

/** RICS: the link's Size says whether the grid's row or its column is the size. */
function ricsProduct(product: ProductRecord, detail: LinkMappingDetail): MappedProduct {
  const base = unmapped(product);
  if (detail.size !== 'row' && detail.size !== 'column') return base;
  const axis = detail.size === 'row' ? product.attributes?.sizeRow : product.attributes?.sizeColumn;
  return { ...base, size: axis ?? null };
}

/** A product as the link of a source of `sourceType` maps it (spec 2 §3). */
export function mapProduct(product: ProductRecord, detail: LinkMappingDetail, sourceType: SourceTypeId): MappedProduct {
  // a record stored before sources kept their vendor fields has none to map from: it keeps its own
  // until the source reads it again
  if (!product.attributes) return unmapped(product);
  if (sourceType === SOURCE_TYPE.heartland) return heartlandProduct(product, detail);
  if (sourceType === SOURCE_TYPE.runit) return runitProduct(product, detail);
  if (sourceType === SOURCE_TYPE.rics) return ricsProduct(product, detail);
  return unmapped(product);
}

/** Heartland Customer Custom Fields: column → the customer's value, for the columns the link chose. */
export function mapCustomerColumns(
  customer: CustomerRecord,
  detail: LinkMappingDetail,
  sourceType: SourceTypeId,
): Record<string, string> {
  if (sourceType !== SOURCE_TYPE.heartland) return {};
  return columnsOf(customer.attributes, listOf(detail.selectedCustomerColumns));
}

/**
 * A column key as a field name at a vendor that takes lower-case letters, digits and underscores
 * (ODP's custom fields): `Loyalty Tier` → `loyalty_tier`.
 */
export const fieldNameOf = (column: string): string =>
  column
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');
