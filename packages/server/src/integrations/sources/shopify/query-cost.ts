/**
 * Our own price of a query, by the rules Shopify documents for its calculated query cost
 * (shopify.dev/docs/apps/build/apis/graphql-admin/rate-limits): scalars 0, an object 1, a
 * connection 2 + first × (the cost of one node), a mutation 10. Shopify checks the requested cost
 * against the 1,000-point single-query limit and takes it from the bucket before running the query,
 * so page sizes are chosen from this price before a query is sent (docs/vendors/shopify.md).
 */

export const SHOPIFY_MAX_QUERY_COST = 1000;
const MUTATION_COST = 10;

interface Field {
  name: string;
  first: number | null;
  children: Field[] | null;
}

/** The requested cost of `query` with these variables. */
export function estimateCost(query: string, variables: Record<string, unknown> = {}): number {
  const open = query.indexOf('{');
  if (/^\s*mutation\b/.test(query)) return MUTATION_COST;
  const { fields } = readSelection(query, open + 1, variables);
  return sum(fields);
}

const sum = (fields: Field[] | null) => (fields ?? []).reduce((total, field) => total + cost(field), 0);

function cost(field: Field): number {
  if (!field.children) return 0;
  if (field.name === '...') return sum(field.children);
  if (field.first === null) return 1 + sum(field.children);
  let node = 0;
  for (const child of field.children) {
    if (child.name === 'nodes') node = Math.max(node, 1 + sum(child.children));
    if (child.name === 'edges') {
      const inner = child.children?.find((c) => c.name === 'node');
      if (inner) node = Math.max(node, 1 + sum(inner.children));
    }
  }
  return 2 + field.first * node;
}

/** Reads the fields of a selection set starting after its `{`; returns them and where the `}` ended. */
function readSelection(
  text: string,
  from: number,
  variables: Record<string, unknown>,
): { fields: Field[]; end: number } {
  const fields: Field[] = [];
  let at = from;
  const token = /\s*(?:(\.\.\.)\s*on\s+\w+|(\w+)\s*(?::\s*(\w+))?)/y;
  for (;;) {
    while (at < text.length && /[\s,]/.test(text[at]!)) at++;
    if (at >= text.length || text[at] === '}') return { fields, end: at + 1 };
    token.lastIndex = at;
    const match = token.exec(text);
    if (!match) throw new Error(`cannot price the query near "${text.slice(at, at + 20)}"`);
    at = token.lastIndex;
    const name = match[1] ? '...' : (match[3] ?? match[2]!);
    while (/\s/.test(text[at] ?? '')) at++;
    let first: number | null = null;
    if (text[at] === '(') {
      const close = text.indexOf(')', at);
      const args = text.slice(at + 1, close);
      const value = /\b(?:first|last)\s*:\s*(\$?\w+)/.exec(args)?.[1];
      if (value !== undefined) first = Number(value.startsWith('$') ? variables[value.slice(1)] : value);
      at = close + 1;
      while (/\s/.test(text[at] ?? '')) at++;
    }
    let children: Field[] | null = null;
    if (text[at] === '{') {
      const inner = readSelection(text, at + 1, variables);
      children = inner.fields;
      at = inner.end;
    }
    fields.push({ name, first: Number.isFinite(first) ? first : null, children });
  }
}

/**
 * The largest `first` for a connection whose query costs `base + first × perNode` that keeps the
 * query within `budget`, found by pricing the query at first = 1 and 2; at least 1, at most 250.
 */
export function largestPage(price: (first: number) => number, budget: number): number {
  const one = price(1);
  const perNode = price(2) - one;
  if (perNode <= 0) return 250;
  return Math.max(1, Math.min(250, Math.floor((budget - (one - perNode)) / perNode)));
}
