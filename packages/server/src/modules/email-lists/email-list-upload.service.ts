import type { MultipartFile } from '@fastify/multipart';
import {
  AddEmailBody,
  EMAIL_LIST_ERRORS,
  EMAIL_LIST_FILE_TYPES,
  EMAIL_LIST_LIMITS,
  type UploadAnswer,
  UploadTypeField,
} from '@storelens/contract/api/email-lists';
import { isStorableText } from '@storelens/contract/validation/fields';
import { parse } from 'csv-parse';
import type { Deps } from '../../deps.ts';
import type { AccessContext } from '../../identity/route-access.ts';
import { HttpError } from '../../platform/errors.ts';
import { requireUpload } from '../../platform/uploads.ts';
import { insertEntries } from './email-lists.queries.ts';
import { auditList, listOrRefuse } from './email-lists.service.ts';

const invalidFile = (detail?: string) =>
  new HttpError(
    400,
    EMAIL_LIST_ERRORS.invalidFile.error,
    detail ? `${EMAIL_LIST_ERRORS.invalidFile.message} ${detail}` : EMAIL_LIST_ERRORS.invalidFile.message,
  );

/** The `type` form field sent before the file, if any: the type of rows that carry none. */
function defaultTypeOf(file: MultipartFile): string {
  const field = file.fields.type;
  const value = field && !Array.isArray(field) && field.type === 'field' ? field.value : '';
  const parsed = UploadTypeField.safeParse(typeof value === 'string' ? value : '');
  if (!parsed.success)
    throw new HttpError(400, 'ValidationError', parsed.error.issues[0]?.message ?? 'Type is invalid');
  return parsed.data;
}

type GoodRow = { email: string; type: string };

/**
 * Reads `email,type` rows as they stream in (csv-parse): a header row is skipped, a row without a
 * type takes the form's type, a bad row is reported by its line and left out. A file that cannot be
 * read as CSV text (binary, broken quoting, too large, too many rows) is refused as a whole.
 */
async function readRows(file: MultipartFile, defaultType: string) {
  const rows = new Map<string, GoodRow>();
  const errors: UploadAnswer['errors'] = [];
  let duplicates = 0;
  const parser = parse({ bom: true, relax_column_count: true, skip_empty_lines: true, trim: true, info: true });
  file.file.on('error', (err) => parser.destroy(err));
  file.file.pipe(parser);
  let first = true;
  let count = 0;
  try {
    for await (const { record, info } of parser as AsyncIterable<{ record: string[]; info: { lines: number } }>) {
      const line = info.lines;
      if (record.some((cell) => !isStorableText(cell) || cell.includes('\uFFFD')))
        throw invalidFile(`Line ${line} is not text.`);
      const [rawEmail = '', rawType = ''] = record;
      if (first && rawEmail.toLowerCase() === 'email') {
        first = false;
        continue;
      }
      first = false;
      if (++count > EMAIL_LIST_LIMITS.fileRows)
        throw invalidFile(`It may hold at most ${EMAIL_LIST_LIMITS.fileRows.toLocaleString('en-US')} rows.`);
      const parsed = AddEmailBody.safeParse({ email: rawEmail, type: rawType || defaultType });
      if (!parsed.success) {
        errors.push({ line, message: parsed.error.issues[0]?.message ?? 'The row is invalid' });
        continue;
      }
      const email = parsed.data.email.toLowerCase();
      if (rows.has(email)) duplicates++;
      else rows.set(email, { email, type: parsed.data.type });
    }
  } catch (err) {
    if (err instanceof HttpError) throw err;
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw HttpError.from(400, EMAIL_LIST_ERRORS.fileTooLarge);
    const line = (err as { lines?: number }).lines;
    throw invalidFile(line ? `Line ${line} could not be read.` : undefined);
  } finally {
    file.file.resume();
  }
  if (file.file.truncated) throw HttpError.from(400, EMAIL_LIST_ERRORS.fileTooLarge);
  return { rows: [...rows.values()], errors, duplicates };
}

/**
 * POST /admin/emailList/typeId/{typeId}/files (multipart: optional `type`, then `file`). The good
 * rows are written in one transaction, so a refused file writes nothing. Addresses already on the
 * list stay as they are (counted as skipped). A bulk import mails nobody.
 */
export async function uploadEntries(
  deps: Deps,
  access: AccessContext,
  typeId: number,
  ip: string,
  readFile: () => Promise<MultipartFile | undefined>,
): Promise<UploadAnswer> {
  await listOrRefuse(deps, access, typeId);
  const file = await requireUpload(readFile, EMAIL_LIST_ERRORS.noFile);
  const name = file.filename.toLowerCase();
  let defaultType: string;
  try {
    if (!EMAIL_LIST_FILE_TYPES.some((ext) => name.endsWith(ext))) throw invalidFile();
    defaultType = defaultTypeOf(file);
  } catch (err) {
    file.file.resume();
    throw err;
  }
  const { rows, errors, duplicates } = await readRows(file, defaultType);
  const added = await deps.database.db.transaction(async (tx) => {
    const n = await insertEntries(
      tx,
      rows.map((r) => ({ typeId, ...r })),
    );
    await auditList(tx, access, typeId, ip, {
      action: 'emailList.upload',
      details: { file: file.filename.slice(0, 200), added: n, rejected: errors.length },
    });
    return n;
  });
  return { added, skipped: rows.length - added + duplicates, errors };
}
