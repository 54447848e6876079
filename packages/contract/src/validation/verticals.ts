import { z } from 'zod';
import { text } from './fields.ts';
import { msg } from './messages.ts';

/** Our bounds for a vertical's contents (the spec gives none): they keep one vertical a small document. */
export const VERTICAL_LIMITS = { id: 50, text: 200, items: 500, depth: 10 } as const;

export const verticalMsg = {
  /** spec 1 §5 alpha_dash: letters, digits, underscores, dashes */
  alphaDash: (field: string) => `${field} may only contain letters, numbers, underscores and dashes`,
  tooMany: (field: string, max: number) => `${field} may hold at most ${max} entries`,
  invalidJson: () => 'Invalid JSON',
  tooDeep: (field: string, max: number) => `${field} may be nested at most ${max} levels deep`,
} as const;

/** The lines of a text: trimmed, blank ones dropped. */
export const linesOf = (value: string): string[] =>
  value
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter((l) => l !== '');

/** Sorted without duplicates, the order the vertical form keeps its metadata lists in (spec 1 §2). */
export const sortedUnique = (values: readonly string[]): string[] =>
  [...new Set(values)].sort((a, b) => a.localeCompare(b, 'en'));

/**
 * A list edited as text or JSON (spec 1 §2): an array, a text with one value per line, or a text
 * holding a JSON array (it starts with '['). `sorted` keeps it sorted and without duplicates (the
 * metadata lists); otherwise the order stays.
 */
export const lineList = (field: string, options: { sorted?: boolean } = {}) =>
  z
    .preprocess(
      (value, ctx) => {
        if (typeof value !== 'string') return value;
        if (!value.trimStart().startsWith('[')) return linesOf(value);
        try {
          return JSON.parse(value);
        } catch {
          ctx.addIssue({ code: 'custom', message: msg.json(field), input: value });
          return z.NEVER;
        }
      },
      z
        .array(
          text(field)
            .trim()
            .min(1, msg.required(field))
            .max(VERTICAL_LIMITS.text, msg.max(field, VERTICAL_LIMITS.text)),
        )
        .max(VERTICAL_LIMITS.items, verticalMsg.tooMany(field, VERTICAL_LIMITS.items)),
    )
    .transform((values) => (options.sorted ? sortedUnique(values) : [...new Set(values)]));

/**
 * How deeply arrays and objects nest in a value, counted without recursion (a hostile body must not
 * exhaust the stack of the recursive schema that checks it next); stops counting past `max`.
 */
export const nestingDepth = (value: unknown, max: number): number => {
  let deepest = 0;
  const stack: Array<[unknown, number]> = [[value, 0]];
  while (stack.length > 0) {
    const [node, depth] = stack.pop() as [unknown, number];
    if (typeof node !== 'object' || node === null) continue;
    deepest = Math.max(deepest, depth + 1);
    if (deepest > max) return deepest;
    for (const child of Object.values(node)) stack.push([child, depth + 1]);
  }
  return deepest;
};

/**
 * A list the form edits as JSON (spec 1 §5 '{field} must be valid JSON'): the array itself, or a
 * string holding its JSON; blank means empty. `maxLevels` bounds a tree's depth.
 */
export const jsonField = <T extends z.ZodType>(field: string, item: T, options: { maxLevels?: number } = {}) =>
  z
    .preprocess(
      (value, ctx) => {
        let parsed = value;
        if (typeof value === 'string') {
          if (value.trim() === '') return [];
          try {
            parsed = JSON.parse(value);
          } catch {
            ctx.addIssue({ code: 'custom', message: msg.json(field), input: value });
            return z.NEVER;
          }
        }
        // a tree level is an object and its children array: two levels of nesting each, plus the list
        const maxNesting = options.maxLevels === undefined ? undefined : 2 * options.maxLevels + 1;
        if (maxNesting !== undefined && nestingDepth(parsed, maxNesting) > maxNesting) {
          ctx.addIssue({ code: 'custom', message: verticalMsg.tooDeep(field, options.maxLevels ?? 0), input: value });
          return z.NEVER;
        }
        return parsed;
      },
      z.array(item).max(VERTICAL_LIMITS.items, verticalMsg.tooMany(field, VERTICAL_LIMITS.items)),
    )
    .default([]);

/** Whether a text is valid JSON (the form's eager check before sending). */
export const isValidJson = (value: string): boolean => {
  if (value.trim() === '') return true;
  try {
    JSON.parse(value);
    return true;
  } catch {
    return false;
  }
};
