import { z } from 'zod';
import { msg } from './messages.ts';

/**
 * Characters no text field takes: NUL (PostgreSQL cannot store it in text or jsonb) and a lone
 * UTF-16 surrogate (not a character at all: it cannot be encoded as UTF-8 or in a URL). A
 * well-formed surrogate pair (an emoji, say) is one character and is fine.
 */
export const isStorableText = (value: string): boolean => {
  for (let i = 0; i < value.length; i++) {
    const unit = value.charCodeAt(i);
    if (unit === 0) return false;
    if (unit >= 0xd800 && unit <= 0xdbff) {
      const next = value.charCodeAt(i + 1);
      if (!(next >= 0xdc00 && next <= 0xdfff)) return false;
      i++;
    } else if (unit >= 0xdc00 && unit <= 0xdfff) return false;
  }
  return true;
};

/** The message when a text holds a NUL character or a lone surrogate. */
export const invalidCharactersMessage = (field?: string) =>
  `${field ?? 'This field'} contains a character that is not allowed`;

/**
 * THE text schema: every string a request carries (body, query, path) is built on it, so that no
 * NUL character or lone surrogate reaches the database, a URL or a vendor. `field` names the
 * field in the message; further rules chain as on z.string() (`text('Name').trim().min(1)`).
 */
export const text = (field?: string, params?: Parameters<typeof z.string>[0]) =>
  z.string(params).refine(isStorableText, { error: invalidCharactersMessage(field), abort: true });

/**
 * Characters an HTTP header value may carry (RFC 9110 field-value: visible ASCII, space and tab).
 * A credential that we send to a vendor in a header must keep to them, or the request cannot
 * even be built.
 */
const HEADER_SAFE = /^[\t\u0020-\u007E]*$/;

/** The message when a credential holds a character that cannot be sent in an HTTP header. */
export const headerCharactersMessage = (field: string) =>
  `${field} may only contain letters, digits and the symbols of a standard keyboard (no emoji, accents or line breaks)`;

/** Whether a credential can be sent in an HTTP header as it is. */
export const isHeaderSafe = (value: string): boolean => HEADER_SAFE.test(value);

/** A string that must be present and non-blank: '{field} is required' when missing, null or empty. */
export const requiredText = (field: string) =>
  text(field, { error: (issue) => (issue.input == null ? msg.required(field) : undefined) })
    .trim()
    .min(1, msg.required(field));

/** A required credential sent to a vendor (key, token, secret): also only header-safe characters. */
export const requiredCredential = (field: string) =>
  requiredText(field).refine((value) => value === '' || isHeaderSafe(value), headerCharactersMessage(field));

/** A required, trimmed email address with the spec 1 §5 messages. */
export const requiredEmail = (field: string) => requiredText(field).pipe(z.email(msg.email(field)));

/** A required text of at most `max` characters: '{field} is required', '{field} must have at most {max} letters'. */
export const requiredTextMax = (field: string, max: number) => requiredText(field).max(max, msg.max(field, max));

/**
 * Characters a one-line text (a name, a title, a label) never carries: the C0 and C1 control
 * characters (tab and line breaks among them) and DEL; the zero-width characters (U+200B–U+200D,
 * U+2060 word joiner, U+FEFF), which hide text; and the bidirectional embeddings, overrides and
 * isolates (U+202A–U+202E, U+2066–U+2069), which make a name read other than it is written.
 */
const NOT_IN_ONE_LINE: ReadonlyArray<readonly [number, number]> = [
  [0x0000, 0x001f],
  [0x007f, 0x009f],
  [0x200b, 0x200d],
  [0x2060, 0x2060],
  [0xfeff, 0xfeff],
  [0x202a, 0x202e],
  [0x2066, 0x2069],
];

/** Whether a text fits on one line as it is shown: none of NOT_IN_ONE_LINE. */
export const isOneLineText = (value: string): boolean => {
  for (let i = 0; i < value.length; i++) {
    const unit = value.charCodeAt(i);
    if (NOT_IN_ONE_LINE.some(([from, to]) => unit >= from && unit <= to)) return false;
  }
  return true;
};

/** The message when a one-line text holds a control, zero-width or text-direction character. */
export const oneLineMessage = (field?: string) =>
  `${field ?? 'This field'} must not contain line breaks, tabs or invisible characters`;

/**
 * THE one-line text schema: a required, trimmed text of at most `max` characters with no control,
 * zero-width or text-direction character ('{field} is required', '{field} must have at most {max}
 * letters', oneLineMessage). Every name and title is built on it.
 */
export const requiredLine = (field: string, max: number) =>
  requiredTextMax(field, max).refine(isOneLineText, oneLineMessage(field));

/** An optional one-line text: trimmed, at most `max` characters, no control, zero-width or text-direction character. */
export const lineMax = (field: string, max: number) => textMax(field, max).refine(isOneLineText, oneLineMessage(field));

/** A trimmed text of at most `max` characters; chain `.optional()` or `.default('')` for an optional field. */
export const textMax = (field: string, max: number) => text(field).trim().max(max, msg.max(field, max));

/** An optional text of at most `max` characters where blank means "not set": null. */
export const nullableTextMax = (field: string, max: number) =>
  textMax(field, max)
    .nullish()
    .transform((v) => v || null);

/** A path segment: required and at most `max` characters, taken as it is (a path is not trimmed). */
export const pathText = (field: string, max: number) =>
  text(field).min(1, msg.required(field)).max(max, msg.max(field, max));

/**
 * A form whose `confirm` field repeats its `target` field (compared by `same`): a mismatch shows on
 * the confirmation as '{target label} and {confirm label} don't match'. `target` and `confirm` are
 * [key, label] pairs.
 */
export const confirmedForm = <S extends z.ZodRawShape>(
  shape: S,
  [target, targetLabel]: [keyof S & string, string],
  [confirm, confirmLabel]: [keyof S & string, string],
  same: (value: string, confirmation: string) => boolean = (value, confirmation) => value === confirmation,
) =>
  z.object(shape).refine((v: Record<string, unknown>) => same(String(v[target]), String(v[confirm])), {
    path: [confirm],
    message: msg.confirmed(targetLabel, confirmLabel),
  });
