/**
 * Just enough GraphQL reading for a fake: a field's arguments with `$variables` resolved, and the
 * `updated_at` bound of a search query (graphql-cost.ts reads the document's shape, graphql-select.ts
 * trims the answer to it).
 */

export type ArgValue = string | number | boolean | null | ArgValue[];

/** The text between a field's parentheses (`first: $first, query: "x"`) with `$variables` resolved. */
export function parseArgs(text: string, variables: Record<string, unknown>): Record<string, ArgValue> {
  const args: Record<string, ArgValue> = {};
  for (const part of splitTopLevel(text)) {
    const colon = part.indexOf(':');
    if (colon < 0) continue;
    args[part.slice(0, colon).trim()] = literal(part.slice(colon + 1).trim(), variables);
  }
  return args;
}

function splitTopLevel(text: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quoted = false;
  let current = '';
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (c === '"' && text[i - 1] !== '\\') quoted = !quoted;
    if (!quoted && (c === '[' || c === '{')) depth++;
    if (!quoted && (c === ']' || c === '}')) depth--;
    if (!quoted && depth === 0 && c === ',') {
      parts.push(current);
      current = '';
    } else current += c;
  }
  if (current.trim()) parts.push(current);
  return parts;
}

function literal(text: string, variables: Record<string, unknown>): ArgValue {
  if (text.startsWith('$')) return toArgValue(variables[text.slice(1)]);
  if (text.startsWith('"')) return JSON.parse(text) as string;
  if (text.startsWith('[')) return splitTopLevel(text.slice(1, -1)).map((item) => literal(item.trim(), variables));
  if (text === 'null') return null;
  if (text === 'true' || text === 'false') return text === 'true';
  const n = Number(text);
  return Number.isFinite(n) ? n : text; // enum values such as UPDATED_AT
}

function toArgValue(value: unknown): ArgValue {
  if (value === undefined || value === null) return null;
  if (Array.isArray(value)) return value.map(toArgValue);
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  return JSON.stringify(value);
}

/**
 * The `updated_at` bound of a Shopify search-syntax query (reference §1 "Incremental"):
 * `updated_at:>'2024-01-01T00:00:00Z'` or `updated_at:>=...`, quoted or not.
 */
export function updatedAtBound(search: string | null): { ms: number; inclusive: boolean } | null {
  if (!search) return null;
  const match = /updated_at:(>=|>)\s*['"]?([^'"\s)]+)['"]?/.exec(search);
  if (!match) return null;
  const ms = Date.parse(match[2]!);
  return Number.isNaN(ms) ? null : { ms, inclusive: match[1] === '>=' };
}
