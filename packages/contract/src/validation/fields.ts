import { z } from 'zod';
import { msg } from './messages.ts';

/** A string that must be present and non-blank: '{field} is required' when missing, null or empty. */
export const requiredText = (field: string) =>
  z
    .string({ error: (issue) => (issue.input == null ? msg.required(field) : undefined) })
    .trim()
    .min(1, msg.required(field));

/** A required, trimmed email address with the spec 1 §5 messages. */
export const requiredEmail = (field: string) => requiredText(field).pipe(z.email(msg.email(field)));
