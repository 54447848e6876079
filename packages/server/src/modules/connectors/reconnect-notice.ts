import { and, eq, isNull } from 'drizzle-orm';
import { sources } from '../../db/connectors.schema.ts';
import { accounts, accountUsers, users } from '../../db/schema.ts';
import type { Deps } from '../../deps.ts';
import { queueMail } from '../../platform/mail.ts';
import { mailTemplates } from '../../platform/mail-templates.ts';
import type { SourceRow } from './sources.service.ts';

/**
 * Emails the account's admins once when a source's credentials are refused (issue "Connectors" §5).
 * The conditional update makes "once" hold even if two runs fail at the same moment.
 */
export async function notifyReconnect(deps: Deps, source: SourceRow, reason: string): Promise<void> {
  const db = deps.database.db;
  const claimed = await db
    .update(sources)
    .set({ reconnectNotifiedAt: deps.now() })
    .where(and(eq(sources.id, source.id), isNull(sources.reconnectNotifiedAt)))
    .returning({ id: sources.id });
  if (claimed.length === 0) return;
  const [account] = await db.select().from(accounts).where(eq(accounts.id, source.accountId));
  const admins = await db
    .select({ email: users.email })
    .from(accountUsers)
    .innerJoin(users, eq(users.id, accountUsers.userId))
    .where(
      and(
        eq(accountUsers.accountId, source.accountId),
        eq(accountUsers.accessLevel, 'admin'),
        eq(users.isActive, true),
      ),
    );
  const content = mailTemplates.sourceReconnect({
    productName: deps.config.productName,
    accountName: account?.name ?? '',
    sourceName: source.name,
    reason,
    url: `${deps.config.publicUrl}/connectors/sources/edit/${source.id}`,
  });
  for (const admin of admins) await queueMail(deps, admin.email, 'sourceReconnect', content);
  deps.log.warn({ sourceId: source.id, admins: admins.length }, 'source needs reconnecting; admins told');
}
