import type { z } from 'zod';

/** Turning a failed parse into the `fields` of an ErrorAnswer: one message per field path. */

/**
 * Field errors keyed by dotted path ('detail.url', 'destinations.0.id'), first message per
 * path, for the `fields` of an ErrorAnswer. Issues about the whole body go under 'root'.
 */
export const toFieldErrors = (error: z.ZodError): Record<string, string> => {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? issue.path.map(String).join('.') : 'root';
    fields[key] ??= issue.message;
  }
  return fields;
};

/** Prefixes each key of a field-error record ('url' → 'detail.url'). */
export const prefixFieldErrors = (prefix: string, errors: Record<string, string>): Record<string, string> =>
  Object.fromEntries(Object.entries(errors).map(([key, message]) => [`${prefix}.${key}`, message]));

/** The field errors of parsing `value` with `schema`, or {} when it passes. */
export const fieldErrorsOf = (schema: z.ZodType, value: unknown): Record<string, string> => {
  const result = schema.safeParse(value);
  return result.success ? {} : toFieldErrors(result.error);
};
