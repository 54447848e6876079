import { appendFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Ajv, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * Checks every /api answer a test app sends against the API document the app serves: its status must
 * be one the operation documents and a JSON body must match that answer's schema (Ajv). A test whose
 * call gets an undocumented answer fails (test-app.ts), so the document cannot drift from the code:
 * a client generated from it gets what it was promised.
 */
export interface AnswerCheck {
  /** the hook buildApp runs on each /api answer */
  onAnswer(request: FastifyRequest, reply: FastifyReply, payload: unknown): void;
  /** reads the document; call once the app is ready */
  start(app: FastifyInstance): void;
  /** the answers that did not match since the last take, as readable lines */
  takeMismatches(): string[];
  /** how many answers were checked */
  readonly checked: number;
}

type Operation = { responses?: Record<string, { content?: Record<string, { schema?: object }> }> };
type OpenApiDocument = { paths: Record<string, Record<string, Operation>> };

/** JSON Pointer escaping of one path segment. */
const pointer = (segment: string) => segment.replace(/~/g, '~0').replace(/\//g, '~1');

/** `/api/sources/:accountId/` as the document writes it: `/api/sources/{accountId}`. */
const documentPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}').replace(/(.)\/$/, '$1');

/**
 * OpenAPI 3.0 schemas write an exclusive bound as JSON Schema draft 4 did (`minimum: 0,
 * exclusiveMinimum: true`); Ajv reads draft 7 (`exclusiveMinimum: 0`). Rewrites them in place.
 */
function asDraft7(node: unknown): void {
  if (Array.isArray(node)) {
    for (const item of node) asDraft7(item);
    return;
  }
  if (!node || typeof node !== 'object') return;
  const schema = node as Record<string, unknown>;
  for (const [flag, bound] of [
    ['exclusiveMinimum', 'minimum'],
    ['exclusiveMaximum', 'maximum'],
  ] as const) {
    if (typeof schema[flag] !== 'boolean') continue;
    if (schema[flag] && typeof schema[bound] === 'number') {
      schema[flag] = schema[bound];
      delete schema[bound];
    } else delete schema[flag];
  }
  for (const value of Object.values(schema)) asDraft7(value);
}

export function createAnswerCheck(): AnswerCheck {
  let document: OpenApiDocument | null = null;
  const ajv = new Ajv({ strict: false, allErrors: true });
  addFormats(ajv);
  ajv.addFormat('binary', true);
  const validators = new Map<string, ValidateFunction>();
  const mismatches: string[] = [];
  let checked = 0;

  const validatorOf = (path: string, method: string, status: string): ValidateFunction => {
    const key = `${method} ${path} ${status}`;
    let validate = validators.get(key);
    if (!validate) {
      const at = ['paths', path, method, 'responses', status, 'content', 'application/json', 'schema'];
      validate = ajv.compile({ $ref: `openapi#/${at.map(pointer).join('/')}` });
      validators.set(key, validate);
    }
    return validate;
  };

  const check = (request: FastifyRequest, reply: FastifyReply, payload: unknown): string | null => {
    const url = request.routeOptions.url;
    // no route: the API's own not-found answer, documented by no operation
    if (!document || !url) return null;
    const path = documentPath(url);
    // Fastify answers HEAD for every GET: the GET's answers without their bodies
    const method = request.method === 'HEAD' ? 'get' : request.method.toLowerCase();
    const operation = document.paths[path]?.[method];
    const call = `${request.method} ${request.url} → ${reply.statusCode}`;
    if (!operation) return `${call}: the document has no operation ${method.toUpperCase()} ${path}`;
    const status = String(reply.statusCode);
    const answer = operation.responses?.[status];
    if (!answer) return `${call}: ${method.toUpperCase()} ${path} documents no ${status} answer`;
    const json = answer.content?.['application/json'];
    if (!json || request.method === 'HEAD') return null;
    let body: unknown;
    try {
      body = JSON.parse(String(payload));
    } catch {
      return `${call}: the body is not the JSON the document says`;
    }
    const validate = validatorOf(path, method, status);
    if (validate(body)) return null;
    const errors = (validate.errors ?? []).map((e) => `${e.instancePath || '/'} ${e.message}`).slice(0, 5);
    return `${call}: the body does not match the document (${errors.join('; ')}): ${String(payload).slice(0, 300)}`;
  };

  return {
    onAnswer(request, reply, payload) {
      if (!document) return;
      checked++;
      try {
        const mismatch = check(request, reply, payload);
        if (mismatch) mismatches.push(mismatch);
      } catch (err) {
        // a schema Ajv cannot read is the document's fault, reported like a mismatch, never the answer's
        mismatches.push(`${request.method} ${request.url}: the document's schema cannot be checked: ${String(err)}`);
      }
    },
    start(app) {
      document = structuredClone(app.swagger()) as unknown as OpenApiDocument;
      asDraft7(document);
      ajv.addSchema(document as object, 'openapi');
    },
    takeMismatches: () => mismatches.splice(0),
    get checked() {
      return checked;
    },
  };
}

/** The file a test run's processes add their checked-answer counts to (api-global-setup.ts sums them). */
export const answerCountFile = (run: string) => join(tmpdir(), `storelens-checked-answers-${run}.txt`);

/** Adds `count` to the run's tally, when the process runs under the API project's global setup. */
export function recordCheckedAnswers(count: number, run: string | undefined): void {
  if (run && count > 0) appendFileSync(answerCountFile(run), `${count}\n`);
}
