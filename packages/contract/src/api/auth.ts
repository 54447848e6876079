import { z } from 'zod';
import { requiredEmail } from '../validation/fields.ts';
import { msg } from '../validation/messages.ts';

/** Session expiry, in seconds since the Unix epoch (the convention of a JWT's `exp`). */
export const Expiry = z.number().int();

export const LoginBody = z.object({
  email: requiredEmail('Email'),
  password: z.string({ error: (i) => (i.input == null ? msg.required('Password') : undefined) }).min(1, msg.required('Password')),
  code: z.string().trim().optional(),
  recoveryCode: z.string().trim().optional(),
});
export type LoginBody = z.infer<typeof LoginBody>;

export const LOGIN_STATUSES = ['Success', 'TwoFactorRequired'] as const;

export const LoginAnswer = z.object({
  status: z.enum(LOGIN_STATUSES),
  exp: Expiry.optional(),
});
export type LoginAnswer = z.infer<typeof LoginAnswer>;

export const ExpirationAnswer = z.object({ exp: Expiry });
export type ExpirationAnswer = z.infer<typeof ExpirationAnswer>;

export const LogoutAnswer = z.object({ status: z.literal('Success') });
