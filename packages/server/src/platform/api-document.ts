import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import type { Config } from '../config.ts';

/**
 * A route's schema key naming the content types of the bytes it answers (an image, a file): no JSON
 * schema describes them, so the document says "a binary body of these types" under 200.
 */
export const FILE_ANSWER = 'x-file-answer';

type Transform = typeof jsonSchemaTransform;

/** What each error code means, as the document describes its answer. */
const ERROR_DESCRIPTIONS: Record<string, string> = {
  400: 'Bad input: `fields` names what to fix',
  401: 'Not signed in, or the session or API key is expired, revoked or unknown',
  403: 'Not allowed for this caller (or this API key scope)',
  404: 'No such record, or not one this caller may see',
  409: 'Conflicts with the current state of the record',
  413: 'The body is too large',
  414: 'The URL is too long',
  415: 'The body is of a content type this call does not read',
  429: 'Too many calls: wait the seconds in Retry-After',
  431: 'The request headers are too large',
  500: 'A fault of the server: the message carries the request id to quote',
  502: 'The vendor did not answer or refused',
};

/** fastify-swagger takes a response's description from its schema's. */
const RESPONSE_DESCRIPTION = 'description';

/**
 * The zod schemas as JSON schemas (the type provider's transform), a description on each answer, and
 * a file route's 200.
 */
const transform: Transform = (input) => {
  const { schema, url } = jsonSchemaTransform(input) as { schema: Record<string, unknown>; url: string };
  if (!schema?.response) return { schema, url };
  const { [FILE_ANSWER]: fileTypes, ...rest } = schema as { [FILE_ANSWER]?: readonly string[] };
  const response: Record<string, unknown> = {};
  if (fileTypes) {
    const binary = { schema: { type: 'string', format: 'binary' } };
    response[200] = { description: 'The file', content: Object.fromEntries(fileTypes.map((type) => [type, binary])) };
  }
  for (const [code, answer] of Object.entries(schema.response as Record<string, object>))
    response[code] = ERROR_DESCRIPTIONS[code]
      ? { ...answer, [RESPONSE_DESCRIPTION]: ERROR_DESCRIPTIONS[code] }
      : answer;
  return { schema: { ...rest, response }, url };
};

type TransformObject = typeof jsonSchemaTransformObject;

/**
 * The named schemas (the zod registry's, as input and output) that some part of the document refers
 * to: the registry gives both forms of each, and a form nothing uses would only be noise.
 */
const transformObject: TransformObject = (input) => {
  const document = jsonSchemaTransformObject(input) as { components?: { schemas?: Record<string, unknown> } };
  const schemas = document.components?.schemas ?? {};
  const text = JSON.stringify({ ...document, components: { ...document.components, schemas: {} } });
  const named = Object.entries(schemas);
  const used = new Set<string>();
  // a named schema may refer to another (the category tree refers to itself): follow from the uses
  let found = named.filter(([name]) => text.includes(`"#/components/schemas/${name}"`));
  while (found.length) {
    for (const [name] of found) used.add(name);
    const within = JSON.stringify(found.map(([, schema]) => schema));
    found = named.filter(([name]) => !used.has(name) && within.includes(`"#/components/schemas/${name}"`));
  }
  const kept = Object.fromEntries(named.filter(([name]) => used.has(name)));
  const result = { ...document, components: { ...document.components, schemas: kept } };
  allowNullInNullableEnums(result);
  return result as ReturnType<TransformObject>;
};

/**
 * OpenAPI 3.0 reads `nullable: true` beside an `enum` as allowing null only when the enum lists it
 * (the 3.0.3 clarification; validators such as Ajv do so): the zod conversion leaves it out.
 */
function allowNullInNullableEnums(node: unknown): void {
  if (Array.isArray(node)) {
    for (const item of node) allowNullInNullableEnums(item);
    return;
  }
  if (!node || typeof node !== 'object') return;
  const schema = node as Record<string, unknown>;
  if (schema.nullable === true && Array.isArray(schema.enum) && !schema.enum.includes(null)) schema.enum.push(null);
  for (const value of Object.values(schema)) allowNullInNullableEnums(value);
}

/**
 * The document's server: PUBLIC_URL, where users reach StoreLens. A local PUBLIC_URL (a developer's
 * machine, the demo) is written relative instead, `/`: the host the document was fetched from, which is
 * where a client on that machine calls, and which API linters do not take for a placeholder host.
 */
export function documentServer(publicUrl: string): { url: string; description?: string } {
  const host = new URL(publicUrl).hostname;
  const local = ['localhost', '127.0.0.1', '[::1]'].includes(host) || host.endsWith('.localhost');
  return local ? { url: '/', description: 'The server this document is served from' } : { url: publicUrl };
}

/**
 * The OpenAPI document (`/api/docs/json`, browsable at `/api/docs`): the session cookie and the API
 * key as its security schemes, PUBLIC_URL as its server, each route's schemas through `transform`.
 */
export async function registerApiDocument(app: FastifyInstance, config: Config, sessionCookie: string): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: `${config.productName} API`,
        version: '1.0.0',
        license: { name: 'Proprietary', url: `${config.publicUrl}/` },
      },
      servers: [documentServer(config.publicUrl)],
      components: {
        securitySchemes: {
          session: { type: 'apiKey', in: 'cookie', name: sessionCookie },
          apiKey: {
            type: 'http',
            scheme: 'bearer',
            description: 'An API key from My Profile → Security: `Authorization: Bearer sl_…`',
          },
        },
      },
    },
    transform,
    // components a schema refers to (a recursive one: the vertical's category tree) go into the document
    transformObject,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs', staticCSP: true });
}
