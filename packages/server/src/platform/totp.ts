import * as OTPAuth from 'otpauth';

const PERIOD = 30;

/** RFC 6238 TOTP with 30-second steps, 6 digits, SHA-1 (what authenticator apps expect). */
export const buildTotp = (secretBase32: string, label = '', issuer = 'StoreLens') =>
  new OTPAuth.TOTP({
    issuer,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD,
    secret: OTPAuth.Secret.fromBase32(secretBase32),
  });

/** A new 160-bit secret (RFC 4226 recommends 160), base32 as apps take it. */
export const newTotpSecret = (): string => new OTPAuth.Secret({ size: 20 }).base32;

/**
 * Checks a code at ±1 step (RFC 6238 §5.2 allows one step of drift: a code lives up to 90 s,
 * the recorded trade-off). Returns the matched time step, or null. A step at or below
 * `lastStep` is refused: a code is never accepted twice.
 */
export function verifyTotp(secretBase32: string, code: string, lastStep: number | null, now: Date): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const delta = buildTotp(secretBase32).validate({ token: code, timestamp: now.getTime(), window: 1 });
  if (delta === null) return null;
  const step = Math.floor(now.getTime() / 1000 / PERIOD) + delta;
  if (lastStep !== null && step <= lastStep) return null;
  return step;
}
