import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The one-click unsubscribe token of a subscription (RFC 8058): the id and an HMAC-SHA256 of it under
 * a key derived from SECRET_KEY for this one use, base64url in one piece. Nothing is stored: the
 * server recomputes the HMAC, so the database never holds a usable token, and once the subscription
 * is deleted its id names nothing (ids are never reused), so a used token does nothing more.
 */
const keyOf = (secretKey: string) =>
  createHmac('sha256', secretKey).update('storelens report unsubscribe token v1').digest();

const macOf = (secretKey: string, id: number) =>
  createHmac('sha256', keyOf(secretKey)).update(`report-subscription:${id}`).digest();

export function unsubscribeToken(secretKey: string, subscriptionId: number): string {
  const id = Buffer.alloc(4);
  id.writeUInt32BE(subscriptionId);
  return Buffer.concat([id, macOf(secretKey, subscriptionId)]).toString('base64url');
}

/** The subscription id a token names, or null when it is not one of ours. */
export function subscriptionIdOfToken(secretKey: string, token: string): number | null {
  if (!/^[A-Za-z0-9_-]{48}$/.test(token)) return null;
  const bytes = Buffer.from(token, 'base64url');
  if (bytes.length !== 36) return null;
  const id = bytes.readUInt32BE(0);
  const expected = macOf(secretKey, id);
  return id > 0 && timingSafeEqual(bytes.subarray(4), expected) ? id : null;
}
