import { z } from 'zod';
import { text } from '../validation/fields.ts';

/** spec 2 §8: any failure shows 'The link is invalid.'; success 'Your email preferences have been updated.' */
export const PREFERENCES_ERRORS = {
  invalidLink: { error: 'InvalidToken', message: 'The link is invalid.' },
} as const;
export const PREFERENCES_UPDATED_MESSAGE = 'Your email preferences have been updated.';

/**
 * The link's token. Any failure says 'The link is invalid.' (spec 2 §8), a token missing or of a
 * shape no link has included: those become '' and the service, finding no such token, says it.
 */
// (the shared text refuses NUL and lone surrogates; refused, the token is '' like any other failure)
const linkToken = text('Token').max(200).catch('');

/** GET /email/preferences?token */
export const PreferencesQuery = z.object({ token: linkToken });

/** spec 2 §3: email preference {subscribed, name (the list's label)}. */
export const PreferencesAnswer = z.object({ subscribed: z.boolean(), name: z.string() });
export type PreferencesAnswer = z.infer<typeof PreferencesAnswer>;

/** PUT /email/preferences */
export const UpdatePreferencesBody = z.object({ token: linkToken, subscribed: z.boolean() });
export type UpdatePreferencesBody = z.infer<typeof UpdatePreferencesBody>;

export const UpdatePreferencesAnswer = PreferencesAnswer.extend({ message: z.string() });
export type UpdatePreferencesAnswer = z.infer<typeof UpdatePreferencesAnswer>;
