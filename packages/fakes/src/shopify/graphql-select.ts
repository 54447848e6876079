import { type FieldNode, findField, flatten } from './graphql-cost.ts';

/**
 * The answer as GraphQL gives it: only the fields the query selects, under their aliases, with
 * `__typename` when asked and a connection's `edges { cursor node }` when the query reads edges
 * rather than nodes. The resolvers build whole nodes (shopify-nodes.ts); this trims them to the
 * selection set, so a client that maps a field it forgot to select gets `undefined`, as it would
 * from Shopify. A selected field the node does not have is Shopify's `undefinedField` error.
 */

/**
 * A connection's per-node cursors (`edges { cursor }`), as a function of the node's index so that
 * a page read through `nodes` never builds them. A symbol, so that it never reaches an answer.
 */
export const CURSORS = Symbol('cursors');

export type RawObject = Record<string, unknown> & { [CURSORS]?: (index: number) => string };

/** A field the query selects that its type does not have (Shopify: code `undefinedField`). */
export class SelectionError extends Error {
  constructor(
    message: string,
    readonly code: string,
    readonly extensions: Record<string, unknown>,
    readonly path: string[],
  ) {
    super(message);
  }
}

/** The node type of each connection field the fake serves. */
const CONNECTION_NODE: Record<string, string> = {
  orders: 'Order',
  customers: 'Customer',
  products: 'Product',
  variants: 'ProductVariant',
  lineItems: 'LineItem',
  locations: 'Location',
  inventoryLevels: 'InventoryLevel',
};

/** Object types that carry no GID of their own, by the field that holds them. */
const FIELD_TYPE: Record<string, string> = {
  shop: 'Shop',
  pageInfo: 'PageInfo',
  shopMoney: 'MoneyV2',
  totalPriceSet: 'MoneyBag',
  totalDiscountsSet: 'MoneyBag',
  originalUnitPriceSet: 'MoneyBag',
  selectedOptions: 'SelectedOption',
  address: 'LocationAddress',
  emailMarketingConsent: 'CustomerEmailMarketingConsentState',
  quantities: 'InventoryQuantity',
  bulkOperationRunQuery: 'BulkOperationRunQueryPayload',
  userErrors: 'BulkOperationUserError',
};

const GID_TYPE = /^gid:\/\/shopify\/(\w+)\//;

/** The GraphQL type of an object held by `field` inside an object of type `parentType`. */
function typeOf(field: string, value: unknown, parentType: string): string {
  const id = (value as { id?: unknown }).id;
  const fromGid = typeof id === 'string' ? GID_TYPE.exec(id)?.[1] : undefined;
  if (fromGid) return fromGid;
  if (field === 'edges') return parentType.replace(/Connection$/, 'Edge');
  const node = CONNECTION_NODE[field];
  if (node) return `${node}Connection`;
  return FIELD_TYPE[field] ?? field.charAt(0).toUpperCase() + field.slice(1);
}

const isObject = (value: unknown): value is RawObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** `{ cursor, node }` pairs from a connection built with `nodes`. */
function edgesOf(connection: RawObject): RawObject[] {
  const nodes = connection.nodes as unknown[];
  const cursor = connection[CURSORS];
  return nodes.map((node, i) => ({ cursor: cursor ? cursor(i) : null, node }));
}

/**
 * `fields` picked out of `value` (an object of type `type`). `path` is the answer's keys down to
 * here (for error messages); it is pushed and popped as the walk goes, not copied per field.
 */
export function selectObject(fields: FieldNode[], value: RawObject, type: string, path: string[] = []): RawObject {
  const out: RawObject = {};
  for (const field of fields) {
    if (field.name === '...') {
      Object.assign(out, selectObject(field.selections ?? [], value, type, path));
      continue;
    }
    const key = field.alias ?? field.name;
    if (field.name === '__typename') {
      out[key] = type;
      continue;
    }
    path.push(key);
    let raw: unknown;
    if (field.name in value) raw = value[field.name];
    else if (field.name === 'edges' && Array.isArray(value.nodes)) raw = edgesOf(value);
    else {
      throw new SelectionError(
        `Field '${field.name}' doesn't exist on type '${type}'`,
        'undefinedField',
        { typeName: type, fieldName: field.name },
        [...path],
      );
    }
    out[key] = selectValue(field, raw, type, path);
    path.pop();
  }
  return out;
}

function selectValue(field: FieldNode, raw: unknown, parentType: string, path: string[]): unknown {
  if (raw === null || raw === undefined) return null;
  const items = Array.isArray(raw) ? raw : null;
  const objects = items ? items.some(isObject) : isObject(raw);
  if (!field.selections) {
    if (!objects) return raw; // a scalar, an enum or a list of them
    const type = typeOf(field.name, items ? items.find(isObject) : raw, parentType);
    throw new SelectionError(
      `Field must have selections (field '${field.name}' returns ${type} but has no selections. Did you mean '${field.name} { ... }'?)`,
      'selectionMismatch',
      { nodeName: `field '${field.name}'`, typeName: type },
      [...path],
    );
  }
  if (!objects && !(items && items.length === 0)) {
    throw new SelectionError(
      `Selections can't be made on scalars (field '${field.name}' returns a scalar but has selections [${flatten(
        field.selections,
      )
        .map((f) => f.name)
        .join(', ')}])`,
      'selectionMismatch',
      { nodeName: `field '${field.name}'` },
      [...path],
    );
  }
  const pick = (item: unknown) =>
    isObject(item) ? selectObject(field.selections!, item, typeOf(field.name, item, parentType), path) : null;
  return items ? items.map(pick) : pick(raw);
}

/** The data of an answer: the root field picked out of its resolved value, under its alias if any. */
export function selectRoot(root: FieldNode, value: unknown, rootType: 'QueryRoot' | 'Mutation'): RawObject {
  return selectObject([root], { [root.name]: value }, rootType);
}

/**
 * A bulk query's node selection: `edges { node { … } }` (or `nodes { … }`) under a connection field,
 * null when the field is not read as a connection.
 */
export function nodeSelection(connection: FieldNode): FieldNode[] | null {
  return (
    findField(connection.selections, ['edges', 'node'])?.selections ??
    findField(connection.selections, ['nodes'])?.selections ??
    null
  );
}

/**
 * One node of a bulk query's file and the rows of its nested connections (shopify.dev bulk
 * operations: each nested connection's nodes are rows of their own, with `__parentId`, right below
 * their parent). `raw` is the whole node with its connections as `{ nodes }`; the rows hold only the
 * selected fields.
 */
export function bulkRows(selection: FieldNode[], raw: RawObject): RawObject[] {
  const own: FieldNode[] = [];
  const nested: { field: FieldNode; nodes: FieldNode[] }[] = [];
  for (const field of flatten(selection)) {
    const nodes = field.selections && CONNECTION_NODE[field.name] ? nodeSelection(field) : null;
    if (nodes) nested.push({ field, nodes });
    else own.push(field);
  }
  const type = typeOf('', raw, '');
  const rows = [selectObject(own, raw, type)];
  for (const { field, nodes } of nested) {
    const connection = raw[field.name];
    if (!isObject(connection)) {
      throw new SelectionError(
        `Field '${field.name}' doesn't exist on type '${type}'`,
        'undefinedField',
        { typeName: type, fieldName: field.name },
        [field.name],
      );
    }
    for (const child of (connection.nodes as RawObject[] | undefined) ?? []) {
      rows.push({ ...selectObject(nodes, child, typeOf(field.name, child, '')), __parentId: raw.id });
    }
  }
  return rows;
}
