import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema.js';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { type ZodType, z } from 'zod';

type RouteSchema = { schema: unknown; method: string; url: string; httpStatus?: string };

/** A route's answer schema as declared: the zod schema itself, or fastify's `{properties}` wrapper of one. */
function zodSchemaOf(schema: unknown): ZodType | null {
  if (schema instanceof z.ZodType) return schema;
  const wrapped = (schema as { properties?: unknown } | null)?.properties;
  return wrapped instanceof z.ZodType ? wrapped : null;
}

/**
 * Answers are written by fast-json-stringify from the answer's JSON Schema (the one the API document
 * shows), as Fastify does for its own schemas: it writes only the declared properties, so nothing a
 * query selects beyond the answer leaves the server, without first copying the whole answer through a
 * zod parse (the per-request work and garbage that kept the API well behind a bare Fastify server).
 * An answer schema JSON Schema cannot say (a transform, a date object) keeps the zod serializer, which
 * parses then stringifies. What each answer holds is checked against the API document in every API test.
 */
export const answerSerializerCompiler = ((route: RouteSchema) => {
  const zodSchema = zodSchemaOf(route.schema);
  if (zodSchema) {
    try {
      const json = z.toJSONSchema(zodSchema, { io: 'output', target: 'draft-7', unrepresentable: 'throw' });
      return fastJson(nullableWithoutAnyOf(json) as Parameters<typeof fastJson>[0]);
    } catch {
      // not expressible as JSON Schema: zod below
    }
  }
  return zodSerializerCompiler(route as Parameters<typeof zodSerializerCompiler>[0]);
}) as FastifySerializerCompiler<unknown>;

type JsonSchemaNode = { [keyword: string]: unknown };
const isNode = (value: unknown): value is JsonSchemaNode =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isNullType = (value: unknown) => isNode(value) && value.type === 'null' && Object.keys(value).length === 1;

/**
 * zod writes `X | null` as `anyOf: [X, {type: 'null'}]`. fast-json-stringify serializes an anyOf by
 * validating the value against each branch with Ajv, every time: for a list of sources with a nullable
 * last run, most of its time went to validating what it then wrote. The serializer's own `nullable`
 * keyword says the same thing (null, or X written as X) without validating; the API document keeps the anyOf.
 * A branch that is a `$ref` is left as it is (its siblings would have to merge into the referenced schema).
 */
export function nullableWithoutAnyOf(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(nullableWithoutAnyOf);
  if (!isNode(schema)) return schema;
  const out: JsonSchemaNode = {};
  for (const [keyword, value] of Object.entries(schema)) out[keyword] = nullableWithoutAnyOf(value);
  const options = out.anyOf;
  if (!Array.isArray(options) || options.length !== 2) return out;
  const other = options.find((option) => !isNullType(option));
  if (!options.some(isNullType) || !isNode(other) || '$ref' in other || 'anyOf' in other) return out;
  const { anyOf: _anyOf, ...siblings } = out;
  return { ...siblings, ...other, nullable: true };
}
