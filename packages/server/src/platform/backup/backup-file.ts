import { createHash } from 'node:crypto';
import { closeSync, createReadStream, createWriteStream, openSync, readSync, statSync } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import { z } from 'zod';

/**
 * A StoreLens backup file: one line naming the format, one line of JSON (the manifest), then the
 * database's own dump (pg_dump's custom format, or PGlite's data directory as a gzipped tar).
 * The manifest lets restore refuse the wrong database kind, a newer schema or another key before it
 * touches anything; the payload's hash catches a truncated or damaged file.
 */
export const BACKUP_MAGIC = 'STORELENS-BACKUP';
export const BACKUP_FORMAT_VERSION = 1;

export const BackupManifest = z.object({
  product: z.literal('StoreLens'),
  format: z.literal(BACKUP_FORMAT_VERSION),
  /** which database made it: a PGlite data directory and a pg_dump archive do not convert into each other */
  kind: z.enum(['pglite', 'postgres']),
  /** applied migrations (rows of drizzle.__drizzle_migrations) and the newest one's name */
  migrations: z.number().int().min(0),
  lastMigration: z.string().nullable(),
  /** the HMAC check value of the SECRET_KEY the data was sealed under (never the key itself) */
  keyCheck: z.string().nullable(),
  createdAt: z.string(),
  /** pg_dump's major version: pg_restore must be at least as new to read the archive */
  pgDumpMajor: z.number().int().optional(),
  /** what made the payload, e.g. 'pg_dump --format=custom' */
  payload: z.string(),
  payloadBytes: z.number().int().min(0),
  payloadSha256: z.string(),
});
export type BackupManifest = z.infer<typeof BackupManifest>;

/** Writes header, manifest and the payload file into `out`; the hash and size are measured on the way. */
export async function writeBackupFile(
  out: string,
  manifest: Omit<BackupManifest, 'payloadBytes' | 'payloadSha256' | 'product' | 'format'>,
  payloadFile: string,
): Promise<BackupManifest> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(payloadFile)) hash.update(chunk as Buffer);
  const full: BackupManifest = {
    product: 'StoreLens',
    format: BACKUP_FORMAT_VERSION,
    ...manifest,
    payloadBytes: statSync(payloadFile).size,
    payloadSha256: hash.digest('hex'),
  };
  const header = `${BACKUP_MAGIC}\n${JSON.stringify(full)}\n`;
  await pipeline(
    async function* () {
      yield Buffer.from(header, 'utf8');
      yield* createReadStream(payloadFile);
    },
    createWriteStream(out, { mode: 0o600 }),
  );
  return full;
}

export class BackupFileError extends Error {}

/** Reads the manifest and where the payload starts; refuses a file that is not a StoreLens backup. */
export function readBackupHeader(file: string): { manifest: BackupManifest; payloadOffset: number } {
  const fd = openSync(file, 'r');
  const head = Buffer.alloc(64 * 1024);
  let read: number;
  try {
    read = readSync(fd, head, 0, head.length, 0);
  } finally {
    closeSync(fd);
  }
  const magicEnd = head.indexOf(0x0a);
  const manifestEnd = magicEnd < 0 ? -1 : head.indexOf(0x0a, magicEnd + 1);
  if (magicEnd < 0 || manifestEnd < 0 || manifestEnd >= read || head.subarray(0, magicEnd).toString() !== BACKUP_MAGIC)
    throw new BackupFileError(`${file} is not a StoreLens backup (made by 'npm run admin -- backup')`);
  let json: unknown;
  try {
    json = JSON.parse(head.subarray(magicEnd + 1, manifestEnd).toString('utf8'));
  } catch {
    json = null;
  }
  const parsed = BackupManifest.safeParse(json);
  if (!parsed.success)
    throw new BackupFileError(
      `${file}: its manifest is unreadable or from another backup format version (this StoreLens reads format ${BACKUP_FORMAT_VERSION})`,
    );
  const payloadOffset = manifestEnd + 1;
  const size = statSync(file).size - payloadOffset;
  if (size !== parsed.data.payloadBytes)
    throw new BackupFileError(`${file} is incomplete: ${size} of ${parsed.data.payloadBytes} bytes of data`);
  return { manifest: parsed.data, payloadOffset };
}

/** Copies the payload out to `target`, checking its hash: nothing is replaced from a damaged file. */
export async function extractPayload(file: string, payloadOffset: number, manifest: BackupManifest, target: string) {
  const hash = createHash('sha256');
  await pipeline(
    createReadStream(file, { start: payloadOffset }),
    async function* (source: AsyncIterable<Buffer>) {
      for await (const chunk of source) {
        hash.update(chunk);
        yield chunk;
      }
    },
    createWriteStream(target, { mode: 0o600 }),
  );
  if (hash.digest('hex') !== manifest.payloadSha256)
    throw new BackupFileError(`${file} is damaged: its data does not match the checksum in its manifest`);
}
