import type { Deps } from '../../deps.ts';
import { queueMail } from '../../platform/mail.ts';
import { mailTemplates } from '../../platform/mail-templates.ts';
import {
  claimReconnectNotice,
  findAccountName,
  findActiveAdminEmails,
  type SourceRow,
} from './source-health.queries.ts';

/**
 * Emails the account's admins once when a source's credentials are refused (issue "Connectors" §5).
 * The conditional update makes "once" hold even if two runs fail at the same moment.
 */
export async function notifyReconnect(deps: Deps, source: SourceRow, reason: string): Promise<void> {
  const db = deps.database.db;
  if (!(await claimReconnectNotice(db, source.id, deps.now()))) return;
  const accountName = await findAccountName(db, source.accountId);
  const admins = await findActiveAdminEmails(db, source.accountId);
  const content = mailTemplates.sourceReconnect({
    productName: deps.config.productName,
    accountName: accountName ?? '',
    sourceName: source.name,
    reason,
    url: `${deps.config.publicUrl}/connectors/sources/edit/${source.id}`,
  });
  for (const email of admins) await queueMail(deps, email, 'sourceReconnect', content);
  await deps.events.emit({
    type: 'source.needs_reconnect',
    data: { accountId: source.accountId, sourceId: source.id, sourceName: source.name, error: reason },
  });
  deps.log.warn({ sourceId: source.id, admins: admins.length }, 'source needs reconnecting; admins told');
}
