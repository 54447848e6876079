import { z } from 'zod';
import { PERMISSION_TYPES, TEAM_ACCESS_LEVELS } from '../domain/identity.ts';
import { requiredEmail } from '../validation/fields.ts';
import { bodyId, idParams, pathId, personFields, successAnswer } from './common.ts';

/** spec 3 §8 and our texts for the refusals the spec leaves unnamed. */
export const TEAM_ERRORS = {
  duplicateUser: { error: 'DuplicateUser', message: 'The user is already a team member' },
  systemUser: { error: 'SystemUser', message: 'The user can not be added to this team' },
  notMember: { error: 'NotFound', message: 'The user is not a member of this team.' },
  selfChange: { error: 'SelfChange', message: 'You cannot change your own access level or remove yourself.' },
  alreadyActivated: { error: 'AlreadyActivated', message: 'The user has already activated their account.' },
  invalidPermissionUser: { error: 'InvalidUser', message: 'Permissions can only be given to team members.' },
  invalidReference: { error: 'InvalidReference', message: 'The retailer was not found.' },
} as const;

/** GET /auth/join/team/validate/{token}: the invitation an existing user accepts before joining. */
export const TeamInvitationAnswer = z.object({ email: z.string(), accountName: z.string() });
export type TeamInvitationAnswer = z.infer<typeof TeamInvitationAnswer>;

export const TEAM_INVITATION_ERRORS = {
  invalid: { error: 'InvalidToken', message: 'The invitation link is no longer valid.' },
} as const;

export const TEAM_MESSAGES = {
  invitationAccepted: (accountName: string) => `You have joined ${accountName}.`,
  inviteResent: 'Invite resent',
  inviteSent: (email: string) => `Invite sent to ${email}`,
  deleteConfirm: (user: string) => `Are you sure you want to remove ${user} from your team?`,
} as const;

export const AccountIdParam = idParams('accountId');
export const AccountUserParams = idParams('accountId', 'userId');

/** spec 3 §3 Team user. */
export const TeamUser = z.object({
  ...personFields(),
  accessLevel: z.enum(TEAM_ACCESS_LEVELS),
  twoFactorEnabled: z.boolean(),
  activated: z.boolean(),
  createdAt: z.string(),
});
export type TeamUser = z.infer<typeof TeamUser>;
export const TeamUsersAnswer = z.array(TeamUser);

/** POST /accounts/users/{accountId} */
export const InviteTeamUserBody = z.object({ email: requiredEmail('Email') });
export type InviteTeamUserBody = z.infer<typeof InviteTeamUserBody>;

/**
 * The answer to an invite: the same fields, and no id, whether the address has a user already (who
 * gets an invitation to accept) or not (who gets a join link), so that inviting tells no one which
 * addresses have a user. The team list shows the invitee.
 */
export const TeamInviteAnswer = successAnswer({ email: z.string(), message: z.string() });
export type TeamInviteAnswer = z.infer<typeof TeamInviteAnswer>;

/** PUT /accounts/users/{accountId}/{userId}/accessLevel */
export const AccessLevelBody = z.object({ accessLevel: z.enum(TEAM_ACCESS_LEVELS) });
export type AccessLevelBody = z.infer<typeof AccessLevelBody>;

const PermissionType = z.union([z.literal(PERMISSION_TYPES.global), z.literal(PERMISSION_TYPES.retailer)]);

/** GET /accounts/permissions/{id}?typeId&referenceId&userId */
export const PermissionsQuery = z.object({
  typeId: z.coerce.number().pipe(PermissionType).optional(),
  referenceId: pathId().optional(),
  userId: pathId().optional(),
});
export type PermissionsQuery = z.infer<typeof PermissionsQuery>;

/**
 * spec 3 §3 Permission: typeId (1 global, 2 one retailer), referenceId (the retailer account for
 * type 2, null for global), users, and a delete flag. Saving an entry sets exactly those users on
 * it; with `delete` the listed users are taken off it.
 */
export const Permission = z.object({
  typeId: PermissionType,
  referenceId: bodyId().nullable().default(null),
  users: z.array(bodyId()),
  delete: z.boolean().optional(),
});
export type Permission = z.infer<typeof Permission>;

/** POST /accounts/permissions/{id} */
export const SavePermissionsBody = z.object({ permissions: z.array(Permission).max(500) });
export type SavePermissionsBody = z.input<typeof SavePermissionsBody>;

/**
 * The permissions that match the query, and the users with global access: global overrides
 * retailer-specific access (spec 3 §6), so those users see every connected retailer.
 */
export const PermissionsAnswer = z.object({
  permissions: z.array(Permission.omit({ delete: true })),
  globalUsers: z.array(z.number().int()),
});
export type PermissionsAnswer = z.infer<typeof PermissionsAnswer>;
