import { z } from 'zod';
import { requiredLine } from '../validation/fields.ts';
import { connectorMsg, msg } from '../validation/messages.ts';
import { idParams } from './common.ts';

/**
 * API keys: a user's own keys for scripts, each acting as that user and never more. A key is
 * `sl_` and 43 base64url characters (32 random bytes); the server keeps only its SHA-256.
 */
export const API_KEY_PREFIX = 'sl_';
/** How many of a key's first characters a list shows, so a user can tell their keys apart. */
export const API_KEY_SHOWN_LENGTH = 10;
export const API_KEY_SCOPES = ['read', 'write'] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];
/** Each scope's short name, as the key list shows it. */
export const API_KEY_SCOPE_NAMES: Record<ApiKeyScope, string> = { read: 'Read', write: 'Read and write' };
/** What each scope may do, as the key form offers it. */
export const API_KEY_SCOPE_LABELS: Record<ApiKeyScope, string> = {
  read: 'Read: GET and HEAD calls only',
  write: 'Read and write: every call the user may make',
};
export const API_KEY_NAME_MAX = 100;
export const API_KEY_DAYS = { min: 1, max: 365, default: 90 } as const;
/** The calls a script may make with one key in a minute, unless API_KEY_RATE_PER_MINUTE says otherwise. */
export const API_KEY_RATE_PER_MINUTE = 600;
/** The Authorization header's scheme: `Authorization: Bearer sl_…`. */
export const BEARER = 'Bearer';

const LABELS = { name: 'Name', scope: 'Scope', expiresInDays: 'Expires in (days)' } as const;

export const ApiKey = z.object({
  id: z.number().int(),
  name: z.string(),
  scope: z.enum(API_KEY_SCOPES),
  /** the key's first characters (`sl_` and a few more): enough to recognise it, useless to call with */
  prefix: z.string(),
  createdAt: z.string(),
  expiresAt: z.string(),
  lastUsedAt: z.string().nullable(),
});
export type ApiKey = z.infer<typeof ApiKey>;
export const ApiKeysAnswer = z.array(ApiKey);
export type ApiKeysAnswer = z.infer<typeof ApiKeysAnswer>;

export const CreateApiKeyBody = z.object({
  name: requiredLine(LABELS.name, API_KEY_NAME_MAX),
  scope: z.enum(API_KEY_SCOPES, {
    error: (issue) => (issue.input == null ? msg.required(LABELS.scope) : connectorMsg.option(LABELS.scope)),
  }),
  expiresInDays: z
    .number({ error: msg.required(LABELS.expiresInDays) })
    .int(`${LABELS.expiresInDays} must be a whole number`)
    .min(API_KEY_DAYS.min, `${LABELS.expiresInDays} must be between ${API_KEY_DAYS.min} and ${API_KEY_DAYS.max}`)
    .max(API_KEY_DAYS.max, `${LABELS.expiresInDays} must be between ${API_KEY_DAYS.min} and ${API_KEY_DAYS.max}`)
    .default(API_KEY_DAYS.default),
});
export type CreateApiKeyBody = z.input<typeof CreateApiKeyBody>;

/** A new key's answer: the only time the key itself is ever shown. */
export const CreatedApiKey = ApiKey.pick({ id: true, name: true, scope: true, expiresAt: true }).extend({
  key: z.string(),
});
export type CreatedApiKey = z.infer<typeof CreatedApiKey>;

export const ApiKeyIdParam = idParams('id');
/** A revoked key's answer: its id (the key stops working at once). */
export const RevokedApiKey = z.object({ id: z.number().int() });

export const API_KEY_ERRORS = {
  scope: { error: 'ApiKeyScope', message: 'This API key may only read: use a key with the write scope.' },
  notAllowed: {
    error: 'ApiKeyNotAllowed',
    message: 'API keys cannot manage keys, change a password, email or two-factor setting, or impersonate.',
  },
} as const;
