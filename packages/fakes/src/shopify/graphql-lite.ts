/**
 * Just enough GraphQL reading for a fake: the root field of the operation and the arguments of a
 * named field, with `$variables` resolved. It does not validate the document or trim the answer to
 * the selection set; the fake answers with whole nodes.
 */

export type ArgValue = string | number | boolean | null | ArgValue[];

/** The first field inside the operation's selection set (`query Q($x: Int) { orders(...) {...} }` → orders). */
export function rootField(query: string): string | null {
  const open = query.indexOf('{');
  if (open < 0) return null;
  const match = /^\s*(?:\w+\s*:\s*)?(\w+)/.exec(query.slice(open + 1));
  return match ? match[1]! : null;
}

/** The arguments of the first occurrence of `field(...)` in the document, or {} when it has none. */
export function fieldArgs(query: string, field: string, variables: Record<string, unknown>): Record<string, ArgValue> {
  const match = new RegExp(`\\b${field}\\s*\\(`).exec(query);
  if (!match) return {};
  const start = match.index + match[0].length;
  const end = closingParen(query, start);
  const args: Record<string, ArgValue> = {};
  for (const part of splitTopLevel(query.slice(start, end))) {
    const colon = part.indexOf(':');
    if (colon < 0) continue;
    args[part.slice(0, colon).trim()] = literal(part.slice(colon + 1).trim(), variables);
  }
  return args;
}

function closingParen(text: string, from: number): number {
  let depth = 1;
  let quoted = false;
  for (let i = from; i < text.length; i++) {
    const c = text[i];
    if (c === '"' && text[i - 1] !== '\\') quoted = !quoted;
    if (quoted) continue;
    if (c === '(' || c === '[') depth++;
    if (c === ')' || c === ']') depth--;
    if (depth === 0) return i;
  }
  return text.length;
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
