import { z } from 'zod';
import { text } from '../validation/fields.ts';

/** spec 2 §8: any failure shows 'The link is invalid.'; success 'Your email preferences have been updated.' */
export const PREFERENCES_ERRORS = {
  invalidLink: { error: 'InvalidToken', message: 'The link is invalid.' },
} as const;
export const PREFERENCES_UPDATED_MESSAGE = 'Your email preferences have been updated.';

/** GET /email/preferences?token */
export const PreferencesQuery = z.object({ token: text('Token').min(1).max(200) });

/** spec 2 §3: email preference {subscribed, name (the list's label)}. */
export const PreferencesAnswer = z.object({ subscribed: z.boolean(), name: z.string() });
export type PreferencesAnswer = z.infer<typeof PreferencesAnswer>;

/** PUT /email/preferences */
export const UpdatePreferencesBody = z.object({ token: text('Token').min(1).max(200), subscribed: z.boolean() });
export type UpdatePreferencesBody = z.infer<typeof UpdatePreferencesBody>;

export const UpdatePreferencesAnswer = PreferencesAnswer.extend({ message: z.string() });
export type UpdatePreferencesAnswer = z.infer<typeof UpdatePreferencesAnswer>;
