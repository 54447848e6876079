import type { MultipartFile } from '@fastify/multipart';
import {
  type ImageVariant,
  REPORT_IMAGE_ERRORS,
  REPORT_IMAGE_LIMITS,
  type ReportImageAnswer,
} from '@storelens/contract/api/report-management';
import type { Deps } from '../../deps.ts';
import type { AccessContext } from '../../identity/route-access.ts';
import { auditCallerChange } from '../../platform/audit.ts';
import { HttpError } from '../../platform/errors.ts';
import { requireUpload } from '../../platform/uploads.ts';
import { findImageVariant, insertReportImage } from './report-images.queries.ts';

/** The formats a guide image may have (no SVG: it can carry script). */
const FORMATS: Record<string, string> = { png: 'image/png', jpeg: 'image/jpeg', gif: 'image/gif', webp: 'image/webp' };

/** Reads the upload whole, refusing past the limit (the multipart parser truncates and flags it). */
async function readUpload(file: MultipartFile): Promise<Buffer> {
  const bytes = await file.toBuffer().catch(() => {
    throw HttpError.from(400, REPORT_IMAGE_ERRORS.tooLarge);
  });
  if (file.file.truncated) throw HttpError.from(400, REPORT_IMAGE_ERRORS.tooLarge);
  return bytes;
}

/**
 * POST /admin/reports/images: stores an image for the guides (spec 1 §5 image insertion) with its
 * 'help' variant, a copy at most 700 px wide made with sharp. The format is read from the bytes, never
 * from the name or the declared type. Audited.
 */
export async function uploadReportImage(
  deps: Deps,
  access: AccessContext,
  ip: string,
  readFile: () => Promise<MultipartFile | undefined>,
): Promise<ReportImageAnswer> {
  const original = await readUpload(await requireUpload(readFile, REPORT_IMAGE_ERRORS.noFile));
  // loaded at the first upload: libvips costs the idle server about 26 MB of RSS once loaded
  const { default: sharp } = await import('sharp');
  const options = { limitInputPixels: REPORT_IMAGE_LIMITS.maxPixels };
  let format: string | undefined;
  let help: Buffer;
  let size: { width: number; height: number };
  try {
    const metadata = await sharp(original, options).metadata();
    format = metadata.format;
    if (!format || !FORMATS[format] || !metadata.width || !metadata.height) throw new Error('format');
    size = { width: metadata.width, height: metadata.height };
    help = await sharp(original, options)
      .rotate()
      .resize({ width: REPORT_IMAGE_LIMITS.helpWidth, withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    throw HttpError.from(400, REPORT_IMAGE_ERRORS.notImage);
  }
  const db = deps.database.db;
  return db.transaction(async (tx) => {
    const row = await insertReportImage(tx, {
      contentType: FORMATS[format] as string,
      width: size.width,
      height: size.height,
      original,
      help,
      uploadedBy: access.user.id,
    });
    await auditCallerChange(tx, access, {
      ip,
      action: 'report.image',
      targetType: 'reportImage',
      targetId: row.id,
      details: { bytes: original.length, contentType: FORMATS[format] },
    });
    return row;
  });
}

/** GET /images/{id}/{variant}: the bytes and content type; the 'help' variant is WebP. */
export async function getImage(
  deps: Deps,
  id: number,
  variant: ImageVariant,
): Promise<{ contentType: string; bytes: Buffer }> {
  const row = await findImageVariant(deps.database.db, id, variant);
  if (!row) throw HttpError.from(404, REPORT_IMAGE_ERRORS.notFound);
  return { contentType: variant === 'help' ? 'image/webp' : row.contentType, bytes: row.bytes };
}
