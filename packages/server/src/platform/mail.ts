import { eq } from 'drizzle-orm';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Db } from '../db/client.ts';
import { mailOutboxExtras } from '../db/report-subscriptions.schema.ts';
import { firstRow, returnedRow } from '../db/rows.ts';
import { mailOutbox } from '../db/schema.ts';
import type { Deps } from '../deps.ts';
import type { JobName } from './job-payloads.ts';
import type { MailContent } from './mail-templates.ts';

export const MAIL_JOB = 'mail-send' satisfies JobName;

export type MailKind =
  | 'userInvite'
  | 'adminInvite'
  | 'teamInvitation'
  | 'passwordReset'
  | 'emailChanged'
  | 'sourceReconnect'
  | 'sourceFailing'
  | 'sourceRecovered'
  | 'sourcePaused'
  | 'sourceValidation'
  | 'emailListWelcome'
  | 'connectionRequest'
  | 'webhookDisabled'
  | 'reportSubscription';

/** A file an email carries. */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

/** What an email may carry beyond its bodies: extra headers (List-Unsubscribe) and attachments. */
export interface MailExtras {
  headers?: Record<string, string>;
  attachments?: MailAttachment[];
}

/**
 * Puts an email in the outbox through `db` (a transaction: the row commits with the caller's change)
 * without queueing its sending; the caller queues it with queueOutboxMail once committed. Bodies and
 * extras are sealed: they carry live links and the account's data.
 */
export async function insertOutboxMail(
  deps: Deps,
  db: Db,
  mail: { to: string; kind: MailKind; content: MailContent; extras?: MailExtras },
): Promise<number> {
  const row = await returnedRow(
    db
      .insert(mailOutbox)
      .values({
        to: mail.to,
        kind: mail.kind,
        subject: mail.content.subject,
        htmlSealed: deps.secrets.encrypt(mail.content.html),
        textSealed: deps.secrets.encrypt(mail.content.text),
      })
      .returning({ id: mailOutbox.id }),
    'outbox insert',
  );
  const { headers = {}, attachments = [] } = mail.extras ?? {};
  if (Object.keys(headers).length > 0 || attachments.length > 0) {
    const sealed = deps.secrets.encrypt(
      JSON.stringify({
        headers,
        attachments: attachments.map((a) => ({ ...a, content: a.content.toString('base64') })),
      }),
    );
    await db.insert(mailOutboxExtras).values({ outboxId: row.id, extrasSealed: sealed });
  }
  return row.id;
}

/** Queues the sending of an outbox email. */
export async function queueOutboxMail(deps: Deps, outboxId: number): Promise<void> {
  try {
    await deps.sendJob(MAIL_JOB, { outboxId });
  } catch (err) {
    // the row stays queued; it is visible and can be sent again
    deps.log.error({ err, outboxId }, 'could not queue an email');
  }
}

/**
 * Puts an email in the outbox (bodies sealed: they carry live links) and queues its sending.
 * The row is the record: a send that fails stays there with its error, never lost.
 */
export async function queueMail(
  deps: Deps,
  to: string,
  kind: MailKind,
  content: MailContent,
  extras?: MailExtras,
): Promise<number> {
  const id = await insertOutboxMail(deps, deps.database.db, { to, kind, content, extras });
  await queueOutboxMail(deps, id);
  return id;
}

/** An outbox email's headers and attachments, as nodemailer takes them (none when it has no extras row). */
export async function outboxExtras(deps: Deps, outboxId: number): Promise<MailExtras> {
  const row = await firstRow(
    deps.database.db.select().from(mailOutboxExtras).where(eq(mailOutboxExtras.outboxId, outboxId)),
  );
  if (!row) return {};
  const parsed = JSON.parse(deps.secrets.decrypt(row.extrasSealed)) as {
    headers: Record<string, string>;
    attachments: Array<{ filename: string; contentType: string; content: string }>;
  };
  return {
    headers: parsed.headers,
    attachments: parsed.attachments.map((a) => ({ ...a, content: Buffer.from(a.content, 'base64') })),
  };
}

const transports = new Map<string, Transporter>();
const transportFor = (smtpUrl: string): Transporter => {
  let t = transports.get(smtpUrl);
  if (!t) {
    t = nodemailer.createTransport(smtpUrl);
    transports.set(smtpUrl, t);
  }
  return t;
};

/** The links in a text body (what the log shows in embedded mode). */
export const linksIn = (text: string): string[] => [...text.matchAll(/https?:\/\/\S+/g)].map((m) => m[0]);

export const findOutboxRow = async (db: Db, id: number) =>
  firstRow(db.select().from(mailOutbox).where(eq(mailOutbox.id, id)));

/**
 * Sends one outbox email: over SMTP when SMTP_URL is set, else it is printed to the log with its
 * links (the demo needs no mail server). Idempotent: a sent email is not sent again. A failure is
 * recorded on the row and thrown, so the job is retried.
 */
export async function deliverMail(deps: Deps, outboxId: number): Promise<void> {
  const db = deps.database.db;
  const row = await findOutboxRow(db, outboxId);
  if (!row) {
    deps.log.warn({ outboxId }, 'outbox email not found');
    return;
  }
  if (row.status === 'sent' || row.status === 'logged') return;
  const text = deps.secrets.decrypt(row.textSealed);
  if (!deps.config.smtpUrl) {
    deps.log.info(
      { outboxId, to: row.to, subject: row.subject, links: linksIn(text) },
      `email (no SMTP_URL, not sent): ${row.subject} -> ${row.to} ${linksIn(text).join(' ')}`,
    );
    await db
      .update(mailOutbox)
      .set({ status: 'logged', attempts: row.attempts + 1, sentAt: deps.now(), lastError: null })
      .where(eq(mailOutbox.id, outboxId));
    return;
  }
  try {
    const extras = await outboxExtras(deps, outboxId);
    await transportFor(deps.config.smtpUrl).sendMail({
      from: deps.config.mailFrom,
      to: row.to,
      subject: row.subject,
      text,
      html: deps.secrets.decrypt(row.htmlSealed),
      ...(extras.headers ? { headers: extras.headers } : {}),
      ...(extras.attachments ? { attachments: extras.attachments } : {}),
    });
    await db
      .update(mailOutbox)
      .set({ status: 'sent', attempts: row.attempts + 1, sentAt: deps.now(), lastError: null })
      .where(eq(mailOutbox.id, outboxId));
    deps.log.info({ outboxId, to: row.to, subject: row.subject }, 'email sent');
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    await db
      .update(mailOutbox)
      .set({ status: 'failed', attempts: row.attempts + 1, lastError: message.slice(0, 2000) })
      .where(eq(mailOutbox.id, outboxId));
    deps.log.error({ outboxId, to: row.to, err: message }, 'email send failed; it will be retried');
    throw err;
  }
}
