import { z } from 'zod';

/** Every 4xx answer has this shape, so a form can put each message on its field. */
export const ErrorAnswer = z.object({
  error: z.string(),
  message: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
});
export type ErrorAnswer = z.infer<typeof ErrorAnswer>;
// one named schema in the API document, which every error answer refers to
z.globalRegistry.add(ErrorAnswer, { id: 'ErrorAnswer' });

// The codes live in a module without zod, so that the web app's first page can use them without it.
export { ERRORS } from '../domain/error-codes.ts';

/**
 * A refusal about some fields of the form: `{ error, message, fields }` with the message on each
 * named field, so the page shows it beside them.
 */
export const fieldRefusal = <const E extends string, const M extends string, const F extends string>(
  error: E,
  message: M,
  ...fields: F[]
) => ({ error, message, fields: Object.fromEntries(fields.map((field) => [field, message])) as { [K in F]: M } });
