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
