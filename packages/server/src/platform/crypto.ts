import {
  createCipheriv,
  createDecipheriv,
  createHash,
  createHmac,
  randomBytes,
  scryptSync,
  timingSafeEqual,
} from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { instanceSettings } from '../db/runtime.schema.ts';

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

/** What a process stores to prove which key it runs with: an HMAC of a fixed label, never the key. */
export const secretKeyCheckValue = (secretKey: string): string =>
  createHmac('sha256', secretKey).update('storelens:secret-key-check:v1').digest('hex');

export class SecretKeyMismatchError extends Error {
  constructor() {
    super(
      'SECRET_KEY differs from the key this database was set up with: this process could not read the stored ' +
        'credentials. Start every process (ROLE=all, web and worker) with the same SECRET_KEY.',
    );
    this.name = 'SecretKeyMismatchError';
  }
}

/**
 * "one key, checked": the first process on a database stores the key check value;
 * every later one compares its own and throws SecretKeyMismatchError when they differ.
 */
export async function ensureSecretKeyMatches(db: Db, secretKey: string): Promise<'stored' | 'matched'> {
  const mine = secretKeyCheckValue(secretKey);
  const inserted = await db
    .insert(instanceSettings)
    .values({ name: 'secret_key_check', value: mine })
    .onConflictDoNothing()
    .returning({ name: instanceSettings.name });
  if (inserted.length > 0) return 'stored';
  const [row] = await db.select().from(instanceSettings).where(eq(instanceSettings.name, 'secret_key_check'));
  const stored = Buffer.from(row?.value ?? '', 'utf8');
  const given = Buffer.from(mine, 'utf8');
  if (stored.length !== given.length || !timingSafeEqual(stored, given)) throw new SecretKeyMismatchError();
  return 'matched';
}
