import { type ArgValue, parseArgs } from './graphql-lite.ts';

/**
 * A GraphQL document read far enough to price it the way Shopify documents its calculated query
 * cost (shopify.dev/docs/apps/build/apis/graphql-admin/rate-limits): scalars and enums 0, an object
 * 1, a connection 2 + first × (the cost of one node), a mutation 10. The fake prices every query
 * before running it, refuses one over the single-query limit and charges the bucket with it.
 */

export interface FieldNode {
  name: string;
  /** the key the answer uses for this field (`first: orders(...)`), when the query gives one */
  alias?: string;
  /** the raw text between the field's parentheses, '' when it has none */
  argsText: string;
  /** null for a leaf (scalar or enum) */
  selections: FieldNode[] | null;
}

export interface GraphqlDocument {
  operation: 'query' | 'mutation';
  fields: FieldNode[];
}

/** The single-query limit Shopify refuses above (MAX_COST_EXCEEDED). */
export const MAX_QUERY_COST = 1000;
export const MUTATION_COST = 10;

/** Parses the first operation of a document; null when it cannot be read. */
export function parseDocument(text: string): GraphqlDocument | null {
  const reader = new Reader(text);
  reader.skipSpace();
  let operation: GraphqlDocument['operation'] = 'query';
  const keyword = /^(query|mutation|subscription)\b/.exec(text.slice(reader.at));
  if (keyword) {
    operation = keyword[1] === 'mutation' ? 'mutation' : 'query';
    reader.at += keyword[0].length;
    // the operation's name and variable definitions come before its selection set
    while (reader.at < text.length && text[reader.at] !== '{') {
      if (text[reader.at] === '(') reader.balanced('(', ')');
      else reader.at++;
    }
  }
  try {
    return { operation, fields: reader.selectionSet() };
  } catch {
    return null;
  }
}

class Reader {
  at = 0;
  constructor(private readonly text: string) {}

  skipSpace() {
    for (;;) {
      while (this.at < this.text.length && /[\s,]/.test(this.text[this.at]!)) this.at++;
      if (this.text[this.at] !== '#') return;
      while (this.at < this.text.length && this.text[this.at] !== '\n') this.at++;
    }
  }

  /** Skips a bracketed run (strings inside included) and returns the text between the brackets. */
  balanced(open: string, close: string): string {
    const start = this.at + 1;
    let depth = 0;
    for (; this.at < this.text.length; this.at++) {
      const c = this.text[this.at];
      if (c === '"') {
        this.skipString();
        continue;
      }
      if (c === open) depth++;
      if (c === close && --depth === 0) {
        this.at++;
        return this.text.slice(start, this.at - 1);
      }
    }
    throw new Error('unbalanced');
  }

  private skipString() {
    if (this.text.startsWith('"""', this.at)) {
      const end = this.text.indexOf('"""', this.at + 3);
      if (end < 0) throw new Error('unterminated block string');
      this.at = end + 2;
      return;
    }
    for (this.at++; this.at < this.text.length; this.at++) {
      if (this.text[this.at] === '\\') this.at++;
      else if (this.text[this.at] === '"') return;
    }
    throw new Error('unterminated string');
  }

  selectionSet(): FieldNode[] {
    this.skipSpace();
    if (this.text[this.at] !== '{') throw new Error('expected {');
    this.at++;
    const fields: FieldNode[] = [];
    for (;;) {
      this.skipSpace();
      if (this.at >= this.text.length) throw new Error('unterminated selection set');
      if (this.text[this.at] === '}') {
        this.at++;
        return fields;
      }
      fields.push(this.field());
    }
  }

  private field(): FieldNode {
    if (this.text.startsWith('...', this.at)) {
      // an inline fragment (`... on BulkOperation { }`): its fields count as the parent's
      this.at += 3;
      while (this.at < this.text.length && this.text[this.at] !== '{') this.at++;
      return { name: '...', argsText: '', selections: this.selectionSet() };
    }
    let name = this.name();
    let alias: string | undefined;
    this.skipSpace();
    if (this.text[this.at] === ':') {
      this.at++;
      this.skipSpace();
      alias = name;
      name = this.name();
      this.skipSpace();
    }
    const argsText = this.text[this.at] === '(' ? this.balanced('(', ')') : '';
    this.skipSpace();
    while (this.text[this.at] === '@') {
      this.at++;
      this.name();
      this.skipSpace();
      if (this.text[this.at] === '(') this.balanced('(', ')');
      this.skipSpace();
    }
    const selections = this.text[this.at] === '{' ? this.selectionSet() : null;
    return alias === undefined ? { name, argsText, selections } : { name, alias, argsText, selections };
  }

  private name(): string {
    const match = /^[_A-Za-z][_0-9A-Za-z]*/.exec(this.text.slice(this.at, this.at + 200));
    if (!match) throw new Error(`expected a name at ${this.at}`);
    this.at += match[0].length;
    return match[0];
  }
}

/** The first field named `name` along a path of field names (`['orders', 'nodes', 'lineItems']`). */
export function findField(fields: FieldNode[] | null, path: string[]): FieldNode | null {
  let current: FieldNode | null = null;
  let level = fields;
  for (const name of path) {
    current = flatten(level).find((f) => f.name === name) ?? null;
    if (!current) return null;
    level = current.selections;
  }
  return current;
}

/** Fields with inline fragments opened up. */
export function flatten(fields: FieldNode[] | null): FieldNode[] {
  return (fields ?? []).flatMap((f) => (f.name === '...' ? flatten(f.selections) : [f]));
}

const pageSize = (args: Record<string, ArgValue>): number | null => {
  const n = args.first ?? args.last;
  return typeof n === 'number' ? n : null;
};

/**
 * The requested cost of a document. A field with `first`/`last` is a connection; in it `pageInfo`
 * and `edges`/`cursor` are free and each node costs 1 plus its own fields; any other field with a
 * selection set is an object (1 plus its fields).
 */
export function requestedCost(doc: GraphqlDocument, variables: Record<string, unknown>): number {
  if (doc.operation === 'mutation') return MUTATION_COST;
  return sumCost(doc.fields, variables);
}

function sumCost(fields: FieldNode[] | null, variables: Record<string, unknown>): number {
  let total = 0;
  for (const field of fields ?? []) total += fieldCost(field, variables);
  return total;
}

function fieldCost(field: FieldNode, variables: Record<string, unknown>): number {
  if (!field.selections) return 0;
  if (field.name === '...') return sumCost(field.selections, variables);
  const first = pageSize(parseArgs(field.argsText, variables));
  if (first === null) return 1 + sumCost(field.selections, variables);
  return 2 + first * nodeCost(field.selections, variables);
}

/** One node of a connection: `nodes { … }` or `edges { node { … } }`. */
function nodeCost(selections: FieldNode[], variables: Record<string, unknown>): number {
  let cost = 0;
  for (const part of flatten(selections)) {
    if (part.name === 'nodes' || part.name === 'node') cost = Math.max(cost, 1 + sumCost(part.selections, variables));
    if (part.name === 'edges') cost = Math.max(cost, nodeCost(part.selections ?? [], variables));
  }
  return cost;
}

/**
 * The actual cost of an answer: the same rules, with the nodes the answer really holds in place of
 * `first` (Shopify refunds the difference to the bucket).
 */
export function actualCost(fields: FieldNode[] | null, value: unknown, variables: Record<string, unknown>): number {
  if (!value || typeof value !== 'object') return 0;
  let total = 0;
  for (const field of fields ?? []) {
    if (!field.selections) continue;
    if (field.name === '...') {
      total += actualCost(field.selections, value, variables);
      continue;
    }
    const child = (value as Record<string, unknown>)[field.name];
    if (child === null || child === undefined) continue;
    if (pageSize(parseArgs(field.argsText, variables)) === null) {
      total += Array.isArray(child) ? 1 : 1 + actualCost(field.selections, child, variables);
      continue;
    }
    const nodesField = findField(field.selections, ['nodes']);
    const nodes = (child as { nodes?: unknown[] }).nodes ?? [];
    total += 2;
    for (const node of nodes) total += 1 + actualCost(nodesField?.selections ?? null, node, variables);
  }
  return total;
}
