import { createCipheriv, createDecipheriv, createHash, randomBytes, scryptSync } from 'node:crypto';

/** A random token of 256 bits, URL-safe (session, invite, reset, validation tokens). */
export const newToken = (): string => randomBytes(32).toString('base64url');

/** Tokens are stored only as this hash: a stolen table gives no usable token. */
export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

const VERSION = 'v1';

/**
 * AES-256-GCM under a key derived from SECRET_KEY. The output carries a version prefix so the key
 * can be rotated later (decrypt with the old, encrypt with the new).
 */
export class SecretBox {
  private readonly key: Buffer;

  constructor(secretKey: string) {
    this.key = scryptSync(secretKey, 'storelens-secret-box', 32);
  }

  encrypt(plain: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return [
      VERSION,
      iv.toString('base64url'),
      cipher.getAuthTag().toString('base64url'),
      body.toString('base64url'),
    ].join('.');
  }

  decrypt(sealed: string): string {
    const [version, iv, tag, body] = sealed.split('.');
    if (version !== VERSION || !iv || !tag || body === undefined) throw new Error('not a sealed secret');
    const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
  }
}
