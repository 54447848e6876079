import { OAUTH_EMAIL_SOURCE_TYPES, SOURCE_TYPE_NAMES, type SourceTypeId } from '@storelens/contract/domain/connectors';
import type { Deps } from '../../deps.ts';
import { queueMail } from '../../platform/mail.ts';
import { mailTemplates } from '../../platform/mail-templates.ts';

/** The public page a validation token opens (spec 2 §2). */
export const validationLink = (publicUrl: string, token: string) =>
  `${publicUrl}/validateSource?t=${encodeURIComponent(token)}`;

/**
 * spec 2 §5 "OAuth email option": when a (system) user creates a Lightspeed or Brightpearl source
 * with sendEmail ticked, the validation link goes to `email`, whose owner then finishes OAuth.
 * Returns whether an email was queued.
 */
export async function mailValidationLinkIfAsked(
  deps: Deps,
  source: { name: string; type: SourceTypeId; detail: Record<string, unknown> },
  token: string,
  lifetimeHours: number,
): Promise<boolean> {
  const { sendEmail, email } = source.detail;
  if (!OAUTH_EMAIL_SOURCE_TYPES.includes(source.type) || sendEmail !== true) return false;
  if (typeof email !== 'string' || !email.trim()) return false;
  const content = mailTemplates.sourceValidation({
    productName: deps.config.productName,
    sourceTypeName: SOURCE_TYPE_NAMES[source.type],
    sourceName: source.name,
    url: validationLink(deps.config.publicUrl, token),
    lifetimeMinutes: lifetimeHours * 60,
  });
  await queueMail(deps, email.trim(), 'sourceValidation', content);
  return true;
}
