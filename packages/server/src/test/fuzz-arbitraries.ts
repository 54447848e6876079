import fc from 'fast-check';

/**
 * fast-check arbitraries for the fuzzer, derived from the OpenAPI (JSON Schema) document: values
 * that break a schema (wrong types, NUL, lone surrogates, impossible dates, huge numbers) mixed with
 * values that fit it, so that calls get past validation into the handlers too.
 */
export interface JsonSchema {
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minimum?: number;
  maximum?: number;
}

export const EDGE_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udfffy',
  '😀',
  '0000-00-00',
  '2024-02-30',
  '9999-12-31',
  '24:61',
  'x'.repeat(5000),
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '../../etc/passwd',
  '\r\nX-Injected: 1',
  '\u202e',
  '-1',
  '1e309',
  'NaN',
  'null',
  '********',
];

const EDGE_VALUES: unknown[] = [
  null,
  true,
  false,
  0,
  -1,
  1.5,
  2 ** 31,
  2 ** 53 + 2,
  1e308,
  -1e308,
  [],
  [null],
  {},
  { a: {} },
];

const edgeString = fc.constantFrom(...EDGE_STRINGS);
const edgeAny = fc.oneof(edgeString, fc.constantFrom(...EDGE_VALUES));

function stringFor(schema: JsonSchema): fc.Arbitrary<string> {
  const fitting: Record<string, fc.Arbitrary<string>> = {
    email: fc.constantFrom('someone@example.test', 'ADMIN@demo.test', 'a@b'),
    date: fc.constantFrom('2024-01-01', '2026-11-23'),
    'date-time': fc.constantFrom('2024-01-01T00:00:00Z'),
    uri: fc.constantFrom('https://example.test', 'http://127.0.0.1:1/x'),
  };
  return fc.oneof(fitting[schema.format ?? ''] ?? fc.string({ maxLength: 40 }), edgeString);
}

/** An arbitrary JSON value for the schema, wrong about a third of the time at each level. */
export function valueFor(schema: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 4) return edgeAny;
  const fitting = fittingFor(schema, depth);
  return fc.oneof({ arbitrary: fitting, weight: 2 }, { arbitrary: edgeAny, weight: 1 });
}

function fittingFor(schema: JsonSchema, depth: number): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  const alternatives = schema.anyOf ?? schema.oneOf ?? schema.allOf;
  if (alternatives?.length) return fc.oneof(...alternatives.map((s) => valueFor(s, depth + 1)));
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'string':
      return stringFor(schema);
    case 'integer':
      return fc.oneof(
        fc.integer({ min: -5, max: 100_000 }),
        fc.constantFrom(0, -1, 2 ** 31, 99_999_999_999, 2 ** 53 + 2),
      );
    case 'number':
      return fc.oneof(fc.double({ noNaN: true, noDefaultInfinity: true }), fc.constantFrom(0, -1, 1e308));
    case 'boolean':
      return fc.boolean();
    case 'array':
      return fc.array(valueFor(schema.items, depth + 1), { maxLength: 4 });
    case 'object':
      return objectFor(schema, depth);
    default:
      return edgeAny;
  }
}

function objectFor(schema: JsonSchema, depth: number): fc.Arbitrary<unknown> {
  const properties = schema.properties ?? {};
  const keys = Object.keys(properties);
  if (keys.length === 0) return fc.dictionary(fc.string({ maxLength: 10 }), edgeAny, { maxKeys: 3 });
  const model = Object.fromEntries(keys.map((k) => [k, valueFor(properties[k], depth + 1)]));
  // required keys always present (their values may still be wrong), so that many bodies reach the handler
  const requiredKeys = (schema.required ?? []).filter((k) => keys.includes(k));
  return fc.record(model, { requiredKeys });
}

/** A path segment: ids, junk and encoded bytes that are not UTF-8. */
export const PATH_SEGMENT = fc.oneof(
  fc.constantFrom(
    '1',
    '0',
    '-1',
    '1.5',
    '2147483648',
    '99999999999',
    '99999999999999999999',
    'abc',
    '%00',
    '%ED%A0%80',
    '%F0%9F%98%80',
    '%20',
    '%25',
  ),
  fc.integer({ min: 1, max: 100_000 }).map(String),
  fc.string({ maxLength: 20 }).map(encodeLoosely),
);

/** encodeURIComponent that does not throw on lone surrogates (they become bytes that are not UTF-8). */
export function encodeLoosely(value: unknown): string {
  const text = typeof value === 'string' ? value : (JSON.stringify(value) ?? '');
  try {
    return encodeURIComponent(text);
  } catch {
    return text.replace(/[\s\S]/g, (ch) => {
      const code = ch.charCodeAt(0);
      if (code >= 0xd800 && code <= 0xdfff) return '%ED%A0%80';
      return encodeURIComponent(ch);
    });
  }
}
