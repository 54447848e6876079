import { z } from 'zod';

/** Every 4xx answer has this shape, so a form can put each message on its field. */
export const ErrorAnswer = z.object({
  error: z.string(),
  message: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
});
export type ErrorAnswer = z.infer<typeof ErrorAnswer>;

// The codes live in a module without zod, so that the web app's first page can use them without it.
export { ERRORS } from '../domain/error-codes.ts';
