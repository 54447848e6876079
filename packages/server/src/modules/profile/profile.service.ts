import type { Profile } from '@storelens/contract/api/profile';
import type { SystemAccessLevel } from '@storelens/contract/domain/users';
import type { Db } from '../../db/client.ts';
import type { AuthContext, UserRow } from '../../identity/sessions.ts';
import { updateUser } from './profile.queries.ts';

/** spec 1 §3 "User profile": never the password hash or the two-factor secret. */
export const toProfile = (user: UserRow, impersonated: boolean): Profile => ({
  id: user.id,
  firstName: user.firstName,
  lastName: user.lastName,
  email: user.email,
  timeZone: user.timeZone,
  systemAccessLevel: (user.systemAccessLevel as SystemAccessLevel | null) ?? null,
  twoFactorEnabled: user.twoFactorEnabled,
  mobile: user.mobile,
  impersonated,
  hasReportsManagement: user.hasReportsManagement,
  hasDataManagement: user.hasDataManagement,
  hasConnectors: user.hasConnectors,
  hasAccounts: user.hasAccounts,
});

export const getProfile = (auth: AuthContext): Profile => toProfile(auth.user, auth.impersonatorUserId !== null);

export async function saveTimeZone(db: Db, userId: number, timeZone: string): Promise<{ timeZone: string }> {
  await updateUser(db, userId, { timeZone });
  return { timeZone };
}
