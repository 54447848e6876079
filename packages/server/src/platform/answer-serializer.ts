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
      return fastJson(json as Parameters<typeof fastJson>[0]);
    } catch {
      // not expressible as JSON Schema: zod below
    }
  }
  return zodSerializerCompiler(route as Parameters<typeof zodSerializerCompiler>[0]);
}) as FastifySerializerCompiler<unknown>;
