import { z } from 'zod';
import { text } from './fields.ts';
import { msg } from './messages.ts';

/**
 * spec 1 §3 "User setting: name and value, optionally with accountId (examples:
 * hasViewedReportGuide, lastAccount)": the names the product reads and writes. spec 3 §2 saves
 * hasViewedReportGuide when the report guide is finished; spec 1 §4 saves lastAccount on every
 * account change and reads it every 60 seconds. A new setting is added here first.
 */
export const USER_SETTING_NAMES = ['hasViewedReportGuide', 'lastAccount', 'sourceAlertEmails'] as const;

/** A user's choice to receive source alert emails (failing, working again, paused); unset means yes. */
export const SOURCE_ALERT_EMAILS_SETTING = 'sourceAlertEmails' satisfies UserSettingName;
export type UserSettingName = (typeof USER_SETTING_NAMES)[number];

/** The longest text value a setting keeps (our bound: the spec gives none). */
export const USER_SETTING_VALUE_MAX = 2000;

export const unknownSettingMessage = () => `Setting name must be one of: ${USER_SETTING_NAMES.join(', ')}`;

export const isUserSettingName = (name: unknown): name is UserSettingName =>
  typeof name === 'string' && (USER_SETTING_NAMES as readonly string[]).includes(name);

/** A setting's name: one of USER_SETTING_NAMES. */
export const settingNameField = () =>
  z.enum(USER_SETTING_NAMES, {
    error: (issue) =>
      issue.input == null || issue.input === '' ? msg.required('Setting name') : unknownSettingMessage(),
  });

/** A setting's value: a short text, a number, true/false or null. */
export const settingValueField = () => {
  const textValue = text('Value').max(USER_SETTING_VALUE_MAX, msg.max('Value', USER_SETTING_VALUE_MAX));
  return z.union([textValue, z.number(), z.boolean(), z.null()], {
    // a string says what is wrong with it; anything else is of the wrong kind
    error: (issue) =>
      (typeof issue.input === 'string' ? textValue.safeParse(issue.input).error?.issues[0]?.message : undefined) ??
      'Value must be a text, a number, true, false or null',
  });
};
