import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { answerSerializerCompiler, nullableWithoutAnyOf } from './answer-serializer.ts';

const compile = (schema: unknown) =>
  answerSerializerCompiler({ schema, method: 'GET', url: '/x', httpStatus: '200' }) as (data: unknown) => string;

describe('the answer serializer', () => {
  const Answer = z.array(z.object({ id: z.number().int(), name: z.string(), note: z.string().nullable().optional() }));

  it('writes only the declared properties: a column the answer does not name never leaves the server', () => {
    const rows = [{ id: 1, name: 'Acme', passwordHash: 'secret', note: null }];
    expect(JSON.parse(compile(Answer)(rows))).toEqual([{ id: 1, name: 'Acme', note: null }]);
  });

  it('writes what JSON.stringify of the zod-parsed answer writes', () => {
    const rows = [
      { id: 1, name: 'Åsa "quoted" \u2028', note: 'x' },
      { id: 2, name: '' },
    ];
    expect(compile(Answer)(rows)).toBe(JSON.stringify(Answer.parse(rows)));
  });

  it('keeps zod for an answer JSON Schema cannot say, and still refuses an answer that breaks it', () => {
    const Transformed = z.object({ at: z.date().transform((d) => d.toISOString()) });
    const write = compile(Transformed);
    expect(write({ at: new Date('2026-01-02T03:04:05Z') })).toBe('{"at":"2026-01-02T03:04:05.000Z"}');
    expect(() => write({ at: 'not a date' })).toThrow();
  });

  it('writes a nullable object as the object or null, with only its declared properties, without an anyOf to validate', () => {
    const Run = z.object({ id: z.number().int(), counts: z.record(z.string(), z.number()) });
    const Listed = z.array(z.object({ id: z.number().int(), lastRun: Run.nullable(), paused: z.null().or(Run) }));
    const rows = [
      { id: 1, lastRun: { id: 7, counts: { orders: 3 }, secret: 'x' }, paused: null },
      { id: 2, lastRun: null, paused: { id: 8, counts: {} } },
    ];
    expect(compile(Listed)(rows)).toBe(JSON.stringify(Listed.parse(rows)));
    const json = z.toJSONSchema(Listed, { io: 'output', target: 'draft-7' });
    expect(JSON.stringify(nullableWithoutAnyOf(json))).not.toContain('anyOf');
    // a choice between two non-null shapes stays a choice
    const Either = z.object({ value: z.union([z.string(), Run]) });
    expect(JSON.stringify(nullableWithoutAnyOf(z.toJSONSchema(Either, { target: 'draft-7' })))).toContain('anyOf');
  });
});
