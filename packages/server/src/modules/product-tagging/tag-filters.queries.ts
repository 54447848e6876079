import {
  type FilterType,
  isListFilterType,
  type ProductAttribute,
  productAttributeOf,
} from '@storelens/contract/domain/tagging';
import { type SQL, sql } from 'drizzle-orm';

/**
 * Tag rule filters compiled to SQL over `catalogue_products p`: matching is
 * case-insensitive; a filter's values are alternatives (any of them), the filters of a rule all
 * hold (AND); 'not-contains' and 'not-in' hold when none of the values does, an empty field included.
 */

export interface Filter {
  column: string;
  type: FilterType;
  values: string[];
}

/** The catalogue's column for each standard attribute (price and cost compare as text). */
const COLUMN_SQL: Record<Exclude<ProductAttribute, 'sourceTags'>, SQL> = {
  name: sql`p.name`,
  sku: sql`p.sku`,
  upc: sql`p.upc`,
  size: sql`p.size`,
  width: sql`p.width`,
  color: sql`p.color`,
  style: sql`p.style`,
  brand: sql`p.brand`,
  price: sql`p.price::text`,
  cost: sql`p.cost::text`,
  imageUrl: sql`p.image_url`,
  category: sql`p.category`,
  customField1: sql`(p.attributes->>'customField1')`,
  customField2: sql`(p.attributes->>'customField2')`,
  customField3: sql`(p.attributes->>'customField3')`,
  customField4: sql`(p.attributes->>'customField4')`,
  customField5: sql`(p.attributes->>'customField5')`,
};

/** LIKE's own characters in a user's value stand for themselves. */
const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

const pattern: Partial<Record<FilterType, (v: string) => string>> = {
  begins: (v) => `${escapeLike(v)}%`,
  ends: (v) => `%${escapeLike(v)}`,
  contains: (v) => `%${escapeLike(v)}%`,
  'not-contains': (v) => `%${escapeLike(v)}%`,
};

const lowered = (values: string[]) => values.map((v) => v.toLowerCase());
const textArray = (values: string[]) =>
  sql`${`{${values.map((v) => `"${v.replace(/["\\]/g, '\\$&')}"`).join(',')}}`}::text[]`;

/**
 * One value of a product (lower-cased) against the filter's values: true, false or null (no value).
 * One value is a plain LIKE or =, which the trigram and expression indexes serve; several are ANY.
 */
function scalarTest(lowerExpr: SQL, type: FilterType, values: string[]): SQL {
  const toPattern = pattern[type];
  const wanted = lowered(values).map(toPattern ?? ((v) => v));
  const op = sql.raw(toPattern ? 'like' : '=');
  if (wanted.length === 1) return sql`${lowerExpr} ${op} ${wanted[0]}`;
  return sql`${lowerExpr} ${op} any(${textArray(wanted)})`;
}

/** The product's source tags (stored lower-cased) against the filter's values. */
function tagsTest(type: FilterType, values: string[]): SQL {
  const toPattern = pattern[type];
  if (toPattern)
    return sql`exists (select 1 from unnest(p.source_tags) t where t like any(${textArray(lowered(values).map(toPattern))}))`;
  return sql`p.source_tags && ${textArray(lowered(values))}`;
}

/** One filter, the product's lower-cased name read from `lowerName`. */
function filterTest(filter: Filter, lowerName: SQL): SQL {
  const negated = filter.type === 'not-contains' || filter.type === 'not-in';
  // a List filter tests for equality whatever its name: 'in' is equals-any, 'not-in' none-equal
  const type: FilterType = isListFilterType(filter.type) ? 'equals' : negated ? 'contains' : filter.type;
  const attribute = productAttributeOf(filter.column);
  const test =
    attribute === 'sourceTags'
      ? tagsTest(type, filter.values)
      : attribute === 'name'
        ? scalarTest(lowerName, type, filter.values)
        : scalarTest(
            sql`lower(${attribute ? COLUMN_SQL[attribute] : sql`(p.attributes->>${filter.column})`})`,
            type,
            filter.values,
          );
  // a positive test left as it is can use an index (null, no value, counts as no match anyway)
  return negated ? sql`not coalesce(${test}, false)` : test;
}

/** The SQL condition of one filter; a column that names no product value is never matched by a positive filter. */
export function filterCondition(filter: Filter): SQL {
  return filterTest(filter, sql`lower(${COLUMN_SQL.name})`);
}

/** All filters of a rule (AND); a rule without filters matches every product. */
export function ruleCondition(filters: readonly Filter[]): SQL {
  if (filters.length === 0) return sql`true`;
  return sql.join(
    filters.map((f) => sql`(${filterCondition(f)})`),
    sql` and `,
  );
}

/**
 * The rule's filters over `catalogue_names n` (the narrow copy of the products' names) when every
 * one of them is on the name, else null: the same test on the same name, so the same products, read
 * from a third of the bytes (a preview of a common word bench).
 */
export function nameOnlyCondition(filters: readonly Filter[]): SQL | null {
  if (!filters.every((f) => productAttributeOf(f.column) === 'name')) return null;
  if (filters.length === 0) return sql`true`;
  return sql.join(
    filters.map((f) => sql`(${filterTest(f, sql`lower(n.name)`)})`),
    sql` and `,
  );
}
