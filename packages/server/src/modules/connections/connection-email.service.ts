import {
  CONNECTION_ERRORS,
  CONNECTION_MESSAGES,
  CONNECTION_TOKEN_LIFETIME_MINUTES,
  type ConnectionEmailAnswer,
} from '@storelens/contract/api/connections';
import type { Deps } from '../../deps.ts';
import { writeAudit } from '../../platform/audit.ts';
import { hashToken, newToken } from '../../platform/crypto.ts';
import { HttpError } from '../../platform/errors.ts';
import { queueMail } from '../../platform/mail.ts';
import { mailTemplates } from '../../platform/mail-templates.ts';
import { emitConnectionChanges } from './connection-events.ts';
import { recordTransition } from './connection-rules.ts';
import {
  findAccountAdmins,
  findAccountForConnections,
  findConnectionById,
  findConnectionToken,
  findUserName,
  insertConnectionToken,
  moveConnection,
  useConnectionToken,
} from './connections.queries.ts';

/** spec 2 §2: the public page a connection link opens; a = a (accept) or r (reject). */
export const connectionLink = (publicUrl: string, token: string, action: 'a' | 'r') =>
  `${publicUrl}/accountConnection?t=${encodeURIComponent(token)}&a=${action}`;

/**
 * a brand's request is emailed to each account admin of the retailer, each with their
 * own token (random, only its hash stored, expiring, single use) behind an accept and a reject link.
 * Mail is queued after the request is committed; a failure to queue is logged, never undoes it.
 */
export async function mailConnectionRequest(
  deps: Deps,
  r: {
    connectionId: number;
    brand: { name: string };
    retailer: { id: number; name: string };
    note: string;
    resent: boolean;
  },
): Promise<void> {
  const db = deps.database.db;
  const admins = await findAccountAdmins(db, r.retailer.id);
  const expiresAt = new Date(deps.now().getTime() + CONNECTION_TOKEN_LIFETIME_MINUTES * 60_000);
  for (const admin of admins) {
    const token = newToken();
    await insertConnectionToken(db, {
      connectionId: r.connectionId,
      userId: admin.id,
      tokenHash: hashToken(token),
      expiresAt,
      createdAt: deps.now(),
    });
    const content = mailTemplates.connectionRequest({
      productName: deps.config.productName,
      brandName: r.brand.name,
      retailerName: r.retailer.name,
      note: r.note,
      acceptUrl: connectionLink(deps.config.publicUrl, token, 'a'),
      rejectUrl: connectionLink(deps.config.publicUrl, token, 'r'),
      lifetimeMinutes: CONNECTION_TOKEN_LIFETIME_MINUTES,
      resent: r.resent,
    });
    try {
      await queueMail(deps, admin.email, 'connectionRequest', content);
    } catch (err) {
      deps.log.error({ err, connectionId: r.connectionId }, 'could not queue a connection request email');
    }
  }
}

const invalid = () => HttpError.from(400, CONNECTION_ERRORS.invalidToken);

/**
 * POST /accounts/connections/email/{token} {response}: the emailed link's answer (spec 2 §4: pending;
 * accepting or rejecting records a response; anything else is NotPending). No session needed:
 * the token stands for the retailer admin it was sent to, and is recorded as them.
 */
export async function answerConnectionEmail(
  deps: Deps,
  token: string,
  response: 'a' | 'r',
): Promise<ConnectionEmailAnswer> {
  const db = deps.database.db;
  const at = deps.now();
  const row = await findConnectionToken(db, hashToken(token));
  if (!row || row.usedAt !== null || row.expiresAt.getTime() <= at.getTime()) throw invalid();
  const connection = await findConnectionById(db, row.connectionId);
  if (!connection) throw invalid();
  const [brand, retailer] = await Promise.all([
    findAccountForConnections(db, connection.brandAccountId),
    findAccountForConnections(db, connection.retailerAccountId),
  ]);
  if (!brand || !retailer) throw invalid();
  if (connection.status !== 'Pending') throw HttpError.from(400, CONNECTION_ERRORS.notPending);
  const to = response === 'a' ? 'Approved' : 'Declined';
  const user = row.userId ? await findUserName(db, row.userId) : undefined;
  await db.transaction(async (tx) => {
    if (!(await useConnectionToken(tx, row.id, at))) throw invalid();
    if (!(await moveConnection(tx, connection.id, ['Pending'], to, at)))
      throw HttpError.from(400, CONNECTION_ERRORS.notPending);
    await recordTransition(
      tx,
      connection.id,
      to,
      {
        user: user && row.userId ? { id: row.userId, ...user } : null,
        accountId: retailer.id,
        source: 'email',
      },
      at,
    );
    // the retailer admin the mail went to answered, without a session
    await writeAudit(tx, {
      action: 'connection.email',
      actorUserId: row.userId,
      accountId: retailer.id,
      targetType: 'connection',
      targetId: connection.id,
      details: { brand: brand.id, status: to },
    });
  });
  await emitConnectionChanges(deps, [
    { connectionId: connection.id, brandAccountId: brand.id, retailerAccountId: retailer.id, status: to },
  ]);
  return {
    status: to,
    brandName: brand.name,
    retailerName: retailer.name,
    message:
      to === 'Approved'
        ? CONNECTION_MESSAGES.approvedByEmail(brand.name)
        : CONNECTION_MESSAGES.declinedByEmail(brand.name),
  };
}
