import { z } from 'zod';
import { SYSTEM_ACCESS_LEVELS } from '../domain/users.ts';
import { requiredEmail, text } from '../validation/fields.ts';
import { featureFlagFields, idParams, personFields, successAnswer } from './common.ts';
import { fieldRefusal } from './errors.ts';

export const ADMIN_USER_ERRORS = {
  userExists: fieldRefusal('UserExists', 'User already exists', 'email'),
  notFound: { error: 'NotFound', message: 'User not found' },
  alreadyActivated: { error: 'AlreadyActivated', message: 'The user has already activated their account.' },
  notImpersonating: { error: 'NotImpersonating', message: 'You are not impersonating anyone.' },
  alreadyImpersonating: {
    error: 'AlreadyImpersonating',
    message: 'Return to your own user before impersonating another.',
  },
  cannotImpersonate: { error: 'CannotImpersonate', message: 'This user cannot be impersonated.' },
} as const;

/** spec 1 §3 Internal user. */
export const InternalUser = z.object({
  ...personFields(),
  accessLevel: z.enum(SYSTEM_ACCESS_LEVELS),
  activated: z.boolean(),
  createdAt: z.string(),
  ...featureFlagFields(),
  verticals: z.array(z.string()),
});
export type InternalUser = z.infer<typeof InternalUser>;

/** POST /admin/users/invite */
export const InviteInternalUserBody = z.object({
  email: requiredEmail('Email'),
  accessLevel: z.enum(SYSTEM_ACCESS_LEVELS),
  hasDataManagement: z.boolean().default(false),
  hasConnectors: z.boolean().default(false),
  hasAccounts: z.boolean().default(false),
  hasReportsManagement: z.boolean().default(false),
  verticals: z.array(text('Vertical').min(1)).default([]),
});
export type InviteInternalUserBody = z.input<typeof InviteInternalUserBody>;

export const UserIdParam = idParams('id');

/**
 * GET /admin/users/impersonate/{a}/{b}: {a} is the account id, {b} the id of a customer user who
 * is a member of that account. The system admin's session is replaced by one as that user.
 */
export const ImpersonateParams = idParams('accountId', 'userId');

/** Start: the account to open; end: back as oneself. `exp` as at sign-in. */
export const ImpersonationAnswer = successAnswer({
  exp: z.number().int(),
  accountId: z.number().int().nullable(),
});
export type ImpersonationAnswer = z.infer<typeof ImpersonationAnswer>;

/** spec 1 §9: the internal user status filters. */
export const INTERNAL_USER_STATUSES = ['active', 'deactivated'] as const;
export type InternalUserStatus = (typeof INTERNAL_USER_STATUSES)[number];

/** GET /admin/users?status=active|deactivated (Members or Deactivated tab). */
export const InternalUsersQuery = z.object({
  status: z.enum(INTERNAL_USER_STATUSES, { error: 'status must be active or deactivated' }).default('active'),
});

/** A listed internal user: the entity plus whether they are active (not deactivated). */
export const InternalUserListItem = InternalUser.extend({ isActive: z.boolean() });
export type InternalUserListItem = z.infer<typeof InternalUserListItem>;
export const InternalUsersAnswer = z.array(InternalUserListItem);

/** PUT /admin/users/{id}: access level, the four flags and the verticals (the email cannot change). */
export const UpdateInternalUserBody = InviteInternalUserBody.omit({ email: true });
export type UpdateInternalUserBody = z.input<typeof UpdateInternalUserBody>;

/** spec 1 §2: the signed-in user can neither edit nor deactivate themselves. */
export const INTERNAL_USER_ERRORS = {
  selfChange: { error: 'SelfChange', message: 'You cannot edit or deactivate your own user.' },
  unknownVertical: fieldRefusal('ValidationError', 'Unknown vertical', 'verticals'),
} as const;

/** Answers of the user actions (spec 1 §2 'Deactivate Member', 'Activate Member'). */
export const INTERNAL_USER_MESSAGES = {
  activated: 'Member activated',
  deactivated: 'Member deactivated',
  saved: 'User saved',
} as const;
