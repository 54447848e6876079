import type { FeatureFlag, SystemAccessLevel } from '@storelens/contract/domain/users';
import type { Db } from '../db/client.ts';
import { returnedRow } from '../db/rows.ts';
import { users } from '../db/schema.ts';
import { hashPassword } from '../platform/passwords.ts';

export interface NewUser {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  systemAccessLevel?: SystemAccessLevel | null;
  flags?: Partial<Record<FeatureFlag, boolean>>;
}

/** Inserts an activated user with a password (demo data and the admin CLI). */
export async function createActivatedUser(db: Db, user: NewUser, now = new Date()): Promise<number> {
  const row = await returnedRow(
    db
      .insert(users)
      .values({
        email: user.email.trim().toLowerCase(),
        passwordHash: await hashPassword(user.password),
        firstName: user.firstName,
        lastName: user.lastName,
        systemAccessLevel: user.systemAccessLevel ?? null,
        hasReportsManagement: user.flags?.hasReportsManagement ?? false,
        hasDataManagement: user.flags?.hasDataManagement ?? false,
        hasConnectors: user.flags?.hasConnectors ?? false,
        hasAccounts: user.flags?.hasAccounts ?? false,
        activatedAt: now,
      })
      .returning({ id: users.id }),
    'user insert',
  );
  return row.id;
}
