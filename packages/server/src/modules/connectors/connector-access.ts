import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import { requireAccountAccess } from '../accounts/account-access.ts';
import { requireAuth } from '../auth/guards.ts';

/**
 * spec 2 §6: connector calls need a system user with the connectors permission (the route guard)
 * and access to the account in the path (vertical limits apply).
 */
export async function requireConnectorAccount(db: Db, request: FastifyRequest, accountId: number) {
  const { user } = requireAuth(request);
  await requireAccountAccess(db, user, accountId);
  return user;
}
