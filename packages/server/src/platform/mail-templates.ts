import { possessive } from '@storelens/contract/domain/possessive';

/** A rendered email: subject, a plain HTML part and a text part. */
export interface MailContent {
  subject: string;
  html: string;
  text: string;
}

export const escapeHtml = (s: string): string =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

interface Layout {
  productName: string;
  subject: string;
  heading: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  /** a second choice shown as a plain link under the button (e.g. reject beside accept) */
  secondary?: { label: string; url: string };
  footer: string;
}

/** What every source alert names: the product, the account, the source and a link to it. */
interface SourceAlert {
  productName: string;
  accountName: string;
  sourceName: string;
  url: string;
}

const SOURCE_ALERT_FOOTER =
  'You receive this email because you are an admin of this account. You can turn source alert emails off in your profile.';

/** One plain, readable layout for every email: a heading, a few paragraphs, one button, the link in full. */
function render(l: Layout): MailContent {
  const p = (t: string) => `<p style="margin:0 0 16px;line-height:1.5">${escapeHtml(t)}</p>`;
  const button = l.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(l.action.url)}" style="background:#1976d2;color:#ffffff;padding:12px 20px;border-radius:4px;text-decoration:none;display:inline-block">${escapeHtml(l.action.label)}</a></p>
<p style="margin:0 0 16px;line-height:1.5;font-size:13px;color:#555">If the button does not work, copy this link into your browser:<br><a href="${escapeHtml(l.action.url)}">${escapeHtml(l.action.url)}</a></p>`
    : '';
  const secondary = l.secondary
    ? `<p style="margin:0 0 16px;line-height:1.5">${escapeHtml(l.secondary.label)}: <a href="${escapeHtml(l.secondary.url)}">${escapeHtml(l.secondary.url)}</a></p>`
    : '';
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(l.subject)}</title></head>
<body style="margin:0;padding:24px;background:#f4f5f7;font-family:Arial,Helvetica,sans-serif;color:#222">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:6px;padding:32px">
<div style="font-size:14px;font-weight:bold;color:#1976d2;margin-bottom:24px">${escapeHtml(l.productName)}</div>
<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(l.heading)}</h1>
${l.paragraphs.map(p).join('\n')}
${button}
${secondary}
<p style="margin:32px 0 0;font-size:12px;color:#777">${escapeHtml(l.footer)}</p>
</div></body></html>`;
  const text = [
    l.productName,
    '',
    l.heading,
    '',
    ...l.paragraphs.flatMap((t) => [t, '']),
    ...(l.action ? [`${l.action.label}: ${l.action.url}`, ''] : []),
    ...(l.secondary ? [`${l.secondary.label}: ${l.secondary.url}`, ''] : []),
    l.footer,
  ].join('\n');
  return { subject: l.subject, html, text };
}

const hours = (minutes: number) =>
  minutes % (24 * 60) === 0
    ? `${minutes / (24 * 60)} days`
    : minutes % 60 === 0
      ? `${minutes / 60} hour${minutes === 60 ? '' : 's'}`
      : `${minutes} minutes`;

/** What both invitations to a team say: the link, the team, who invites and for how long the link works. */
type TeamInviteMail = {
  productName: string;
  url: string;
  accountName: string;
  inviterName: string;
  lifetimeMinutes: number;
};

export const mailTemplates = {
  userInvite: (a: TeamInviteMail) =>
    render({
      productName: a.productName,
      subject: `You have been invited to ${a.productName}`,
      heading: `Join ${a.accountName} on ${a.productName}`,
      paragraphs: [
        `${a.inviterName} has invited you to the ${a.accountName} team on ${a.productName}.`,
        `Choose your name and a password to activate your user. The link works once and expires in ${hours(a.lifetimeMinutes)}.`,
      ],
      action: { label: 'Accept the invite', url: a.url },
      footer: `If you did not expect this invite, you can ignore this email.`,
    }),

  teamInvitation: (a: TeamInviteMail) =>
    render({
      productName: a.productName,
      subject: `You have been invited to the ${a.accountName} team`,
      heading: `Join ${a.accountName} on ${a.productName}`,
      paragraphs: [
        `${a.inviterName} has invited you to the ${a.accountName} team on ${a.productName}.`,
        `You join the team only if you accept. The link works once and expires in ${hours(a.lifetimeMinutes)}.`,
      ],
      action: { label: 'Accept the invitation', url: a.url },
      footer: `If you did not expect this invitation, you can ignore this email: nothing changes.`,
    }),

  adminInvite: (a: { productName: string; url: string; inviterName: string; lifetimeMinutes: number }) =>
    render({
      productName: a.productName,
      subject: `You have been invited to administer ${a.productName}`,
      heading: `Your ${a.productName} internal user`,
      paragraphs: [
        `${a.inviterName} has invited you to ${a.productName} as an internal user.`,
        `You will choose a password and set up two-factor authentication with an authenticator app. The link works once and expires in ${hours(a.lifetimeMinutes)}.`,
      ],
      action: { label: 'Set up your user', url: a.url },
      footer: `If you did not expect this invite, you can ignore this email.`,
    }),

  passwordReset: (a: { productName: string; url: string; lifetimeMinutes: number }) =>
    render({
      productName: a.productName,
      subject: `Reset your ${a.productName} password`,
      heading: 'Reset your password',
      paragraphs: [
        `Someone asked to reset the password of your ${a.productName} user.`,
        `The link works once and expires in ${hours(a.lifetimeMinutes)}.`,
      ],
      action: { label: 'Choose a new password', url: a.url },
      footer: 'If you did not ask for this, ignore this email: your password stays as it is.',
    }),

  emailChanged: (a: { productName: string; oldEmail: string; newEmail: string; url: string }) =>
    render({
      productName: a.productName,
      subject: `Your ${a.productName} email address was changed`,
      heading: 'Your email address was changed',
      paragraphs: [
        `The email address of your ${a.productName} user was changed from ${a.oldEmail} to ${a.newEmail}.`,
        'From now on, sign in with the new address.',
        'If you did not make this change, contact support right away.',
      ],
      action: { label: `Open ${a.productName}`, url: a.url },
      footer: `This notice went to both the old and the new address.`,
    }),
  sourceReconnect: (a: { productName: string; accountName: string; sourceName: string; reason: string; url: string }) =>
    render({
      productName: a.productName,
      subject: `${a.productName}: reconnect the source ${a.sourceName}`,
      heading: `The source ${a.sourceName} needs reconnecting`,
      paragraphs: [
        `${a.productName} could not pull data for ${a.accountName} from ${a.sourceName}: ${a.reason}`,
        'Until new credentials are saved, this source will not sync. Open the source and save its connection details again.',
      ],
      action: { label: 'Open the source', url: a.url },
      footer: 'You receive this email because you are an admin of this account.',
    }),

  /** A source failed ALERT_AFTER_FAILURES runs in a row: told once, until it works again. */
  sourceFailing: (a: SourceAlert & { failures: number; error: string }) =>
    render({
      productName: a.productName,
      subject: `Source ${a.sourceName} is failing`,
      heading: `Source ${a.sourceName} is failing`,
      paragraphs: [
        `The last ${a.failures} runs of ${a.sourceName} for ${a.accountName} failed. The last error: ${a.error}`,
        'Its runs go on as scheduled; you will get one email when it works again.',
      ],
      action: { label: 'Open the source', url: a.url },
      footer: SOURCE_ALERT_FOOTER,
    }),

  /** The next successful run of a source the admins were told was failing. */
  sourceRecovered: (a: SourceAlert) =>
    render({
      productName: a.productName,
      subject: `Source ${a.sourceName} is working again`,
      heading: `Source ${a.sourceName} is working again`,
      paragraphs: [`The last run of ${a.sourceName} for ${a.accountName} succeeded: its data flows again.`],
      action: { label: 'Open the source', url: a.url },
      footer: SOURCE_ALERT_FOOTER,
    }),

  /** A source paused itself after PAUSE_AFTER_FAILURES failed runs in a row. */
  sourcePaused: (a: SourceAlert & { reason: string; error: string }) =>
    render({
      productName: a.productName,
      subject: `Source ${a.sourceName} is paused`,
      heading: `Source ${a.sourceName} is paused`,
      paragraphs: [
        `${a.reason}: ${a.sourceName} for ${a.accountName} has no scheduled runs until it is resumed. The last error: ${a.error}`,
        'Fix the cause, then open the source and choose Resume.',
      ],
      action: { label: 'Open the source', url: a.url },
      footer: SOURCE_ALERT_FOOTER,
    }),

  /** spec 2 §5 OAuth email option: the validation link of a Lightspeed or Brightpearl source. */
  sourceValidation: (a: {
    productName: string;
    sourceTypeName: string;
    sourceName: string;
    url: string;
    lifetimeMinutes: number;
  }) =>
    render({
      productName: a.productName,
      subject: `${a.productName}: connect ${a.sourceTypeName}`,
      heading: `Connect ${a.sourceTypeName} to ${a.productName}`,
      paragraphs: [
        `The source ${a.sourceName} has been set up for you on ${a.productName}. To start pulling its data, sign in to ${a.sourceTypeName} and allow ${a.productName} to read it.`,
        `The link expires in ${hours(a.lifetimeMinutes)} and works until the connection is saved.`,
      ],
      action: { label: `Connect ${a.sourceTypeName}`, url: a.url },
      footer: 'If you did not expect this email, you can ignore it: nothing is connected until you approve it.',
    }),

  /** the notice to an address added to an email list; like every list email, it carries the preferences link. */
  emailListWelcome: (a: { productName: string; listName: string; preferencesUrl: string }) =>
    render({
      productName: a.productName,
      subject: `You have been added to ${a.listName}`,
      heading: `Welcome to ${a.listName}`,
      paragraphs: [
        `Your email address has been added to the ${a.listName} email list of ${a.productName}.`,
        'If you do not want these emails, you can unsubscribe at any time.',
      ],
      action: { label: 'Manage email preferences', url: a.preferencesUrl },
      footer: `You receive this email because your address is on the ${a.listName} list. Manage your email preferences: ${a.preferencesUrl}`,
    }),

  /** a brand asks a retailer's account admins for access to its data; accept or reject by link. */
  connectionRequest: (a: {
    productName: string;
    brandName: string;
    retailerName: string;
    note: string;
    acceptUrl: string;
    rejectUrl: string;
    lifetimeMinutes: number;
    resent: boolean;
  }) =>
    render({
      productName: a.productName,
      subject: `${a.brandName} ${a.resent ? 'is asking again for' : 'requests'} access to ${possessive(a.retailerName)} data`,
      heading: `${a.brandName} requests access to your data`,
      paragraphs: [
        `${a.brandName} asks ${a.retailerName} to share its sell-through data on ${a.productName}. You decide which kinds of data are shared on the Data Permissions page.`,
        ...(a.note ? [`Their note: "${a.note}"`] : []),
        `Your answer is taken once, and the links expire in ${hours(a.lifetimeMinutes)}. You can also answer on the Data Permissions page.`,
      ],
      action: { label: 'Accept the request', url: a.acceptUrl },
      secondary: { label: 'Reject the request', url: a.rejectUrl },
      footer:
        'If you do not know this brand, reject the request or ignore this email: nothing is shared until you accept.',
    }),

  /** An account webhook failed every delivery for 24 hours and was disabled. */
  webhookDisabled: (a: {
    productName: string;
    accountName: string;
    webhookUrl: string;
    lastError: string;
    url: string;
  }) =>
    render({
      productName: a.productName,
      subject: `${a.productName}: a webhook of ${a.accountName} was disabled`,
      heading: 'A webhook was disabled',
      paragraphs: [
        `Every delivery to ${a.webhookUrl} failed for 24 hours, so ${a.productName} stopped sending to it. The last error: ${a.lastError}`,
        'Fix the endpoint, then open the webhook settings, enable it again and send a test event.',
      ],
      action: { label: 'Open the webhook settings', url: a.url },
      footer: 'You receive this email because you are an admin of this account.',
    }),
} as const;
