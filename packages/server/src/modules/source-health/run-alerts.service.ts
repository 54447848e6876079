import { pausedReason } from '@storelens/contract/domain/source-health';
import type { Deps } from '../../deps.ts';
import { writeAudit } from '../../platform/audit.ts';
import { queueMail } from '../../platform/mail.ts';
import { type MailContent, mailTemplates } from '../../platform/mail-templates.ts';
import {
  addFailure,
  claimFailingNotice,
  claimPause,
  claimRecoveredNotice,
  clearFailures,
  findAccountName,
  findAlertRecipients,
  type SourceRow,
} from './source-health.queries.ts';

/** How a run ended, as far as the alerts care. */
export interface WatchedOutcome {
  status: 'succeeded' | 'failed';
  error: string | null;
}

/** What happened to the source's watch state: the notices sent and whether it paused. */
export interface WatchVerdict {
  streak: number;
  failingSent: boolean;
  recoveredSent: boolean;
  paused: boolean;
}

/**
 * Counts a finished run (failed runs in a row) and tells the account's admins once per state change:
 * after ALERT_AFTER_FAILURES failures "is failing", on the next success "is working again", after
 * PAUSE_AFTER_FAILURES the source pauses itself and says so. Each notice is claimed by a conditional
 * update first, so two runs ending at once never both send it.
 */
export async function watchRunOutcome(deps: Deps, source: SourceRow, outcome: WatchedOutcome): Promise<WatchVerdict> {
  const db = deps.database.db;
  const verdict: WatchVerdict = { streak: 0, failingSent: false, recoveredSent: false, paused: false };
  if (outcome.status === 'succeeded') {
    await clearFailures(db, source.id);
    if (await claimRecoveredNotice(db, source.id)) {
      verdict.recoveredSent = true;
      await mailAdmins(deps, source, (base) => mailTemplates.sourceRecovered(base), 'sourceRecovered');
    }
    return verdict;
  }
  const error = outcome.error ?? 'The run failed.';
  verdict.streak = await addFailure(db, source.id);
  const { alertAfterFailures, pauseAfterFailures } = deps.config;
  if (verdict.streak >= alertAfterFailures && (await claimFailingNotice(db, source.id, deps.now()))) {
    verdict.failingSent = true;
    await mailAdmins(
      deps,
      source,
      (base) => mailTemplates.sourceFailing({ ...base, failures: verdict.streak, error }),
      'sourceFailing',
    );
  }
  const reason = pausedReason(verdict.streak);
  if (verdict.streak >= pauseAfterFailures && (await claimPause(db, source.id, deps.now(), reason))) {
    verdict.paused = true;
    deps.log.warn({ sourceId: source.id, failures: verdict.streak }, `source ${source.id} paused itself: ${reason}`);
    // the product paused it: no actor; the timeline shows it beside the users' changes
    await writeAudit(db, {
      action: 'source.pause',
      accountId: source.accountId,
      targetType: 'source',
      targetId: source.id,
      details: { failures: verdict.streak },
    });
    await mailAdmins(deps, source, (base) => mailTemplates.sourcePaused({ ...base, reason, error }), 'sourcePaused');
    await deps.events.emit({
      type: 'source.paused',
      data: {
        accountId: source.accountId,
        sourceId: source.id,
        sourceName: source.name,
        failures: verdict.streak,
        reason,
      },
    });
  }
  return verdict;
}

type AlertBase = { productName: string; accountName: string; sourceName: string; url: string };

async function mailAdmins(
  deps: Deps,
  source: SourceRow,
  render: (base: AlertBase) => MailContent,
  kind: 'sourceFailing' | 'sourceRecovered' | 'sourcePaused',
): Promise<void> {
  const db = deps.database.db;
  const content = render({
    productName: deps.config.productName,
    accountName: (await findAccountName(db, source.accountId)) ?? '',
    sourceName: source.name,
    url: sourceUrl(deps, source.id),
  });
  const recipients = await findAlertRecipients(db, source.accountId);
  for (const email of recipients) await queueMail(deps, email, kind, content);
  deps.log.info({ sourceId: source.id, kind, recipients: recipients.length }, 'source alert mailed');
}

/** The source screen's address, as mails link to it. */
export const sourceUrl = (deps: Deps, sourceId: number): string =>
  `${deps.config.publicUrl}/connectors/sources/edit/${sourceId}`;
