import type { MultipartFile } from '@fastify/multipart';
import {
  BRAND_UPLOAD_ERRORS,
  BRAND_UPLOAD_HEADERS,
  BRAND_UPLOAD_LIMITS,
  type BrandUploadAnswer,
  brandUploadMessages as m,
  type UploadProblem,
} from '@storelens/contract/api/product-data';
import { isStorableText } from '@storelens/contract/validation/fields';
import { parse } from 'csv-parse';
import type { Db } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import type { AccountAccess } from '../../identity/route-access.ts';
import { writeAudit } from '../../platform/audit.ts';
import { HttpError } from '../../platform/errors.ts';
import { requireUpload } from '../../platform/uploads.ts';
import { retagAccount } from '../product-tagging/retag.service.ts';
import { type UploadedProduct, upsertUploadedProducts } from './brand-upload.queries.ts';

function refusalMessage(problems: UploadProblem[]): string {
  const first = problems[0];
  const where = first ? `Line ${first.line}${first.column ? `, ${first.column}` : ''}: ` : '';
  const more = problems.length > 1 ? ` (and ${problems.length - 1} more)` : '';
  return `${where}${first?.message ?? m.empty()}${more}`;
}

/** A refused file: the first problem as the message, each problem as a field ('line 12, Price'). */
export class UploadRefused extends HttpError {
  constructor(readonly problems: UploadProblem[]) {
    super(
      400,
      BRAND_UPLOAD_ERRORS.invalid,
      refusalMessage(problems),
      Object.fromEntries(problems.map((p) => [`line ${p.line}${p.column ? `, ${p.column}` : ''}`, p.message])),
    );
  }
}

const UPC = /^\d{6,14}$/;
const MONEY = /^\d{1,10}(\.\d{1,2})?$/;
const TEXT_MAX = 500;

/** One data line checked against the header; problems go to `problems`, a good line comes back. */
function readLine(cells: string[], line: number, header: readonly string[], problems: UploadProblem[]) {
  if (cells.length !== header.length) {
    problems.push({ line, column: null, message: m.columnCount(cells.length, header.length) });
    return null;
  }
  const cell = (column: string) => (cells[header.indexOf(column)] ?? '').trim();
  const before = problems.length;
  const problem = (column: string, message: string) => problems.push({ line, column, message });
  const upc = cell('Upc');
  if (!upc) problem('Upc', m.required('Upc'));
  else if (!UPC.test(upc)) problem('Upc', m.upc());
  const name = cell('Name');
  if (!name) problem('Name', m.required('Name'));
  for (const column of header)
    if (cell(column).length > TEXT_MAX && column !== 'Image Url') problem(column, m.max(column, TEXT_MAX));
  for (const column of ['Price', 'Cost'])
    if (cell(column) && !MONEY.test(cell(column))) problem(column, m.number(column));
  const imageUrl = cell('Image Url');
  if (imageUrl && (!/^https?:\/\/\S+$/i.test(imageUrl) || imageUrl.length > 2_000)) problem('Image Url', m.url());
  if (problems.length > before) return null;
  const orNull = (column: string) => cell(column) || null;
  const customFields: Record<string, string> = {};
  for (let i = 1; i <= 5; i++) {
    const value = header.includes(`Custom Field ${i}`) ? cell(`Custom Field ${i}`) : '';
    if (value) customFields[`customField${i}`] = value;
  }
  const product: UploadedProduct = {
    upc,
    name,
    sku: orNull('Sku'),
    size: orNull('Size'),
    width: orNull('Width'),
    color: orNull('Color'),
    style: orNull('Style'),
    price: orNull('Price'),
    cost: orNull('Cost'),
    imageUrl: orNull('Image Url'),
    customFields,
  };
  return product;
}

const sameHeader = (cells: string[], header: readonly string[]) =>
  cells.length === header.length && cells.every((c, i) => c.trim().toLowerCase() === header[i]!.toLowerCase());

/**
 * Streams the CSV (csv-parse) and checks every line: the header names the columns exactly in
 * order (spec 3 §3), every line has the header's columns, each cell its rule, and a UPC appears
 * once. Any problem refuses the whole file, naming line and column.
 */
export async function readBrandFile(stream: NodeJS.ReadableStream): Promise<UploadedProduct[]> {
  const parser = parse({ bom: true, relax_column_count: true, skip_empty_lines: true, info: true });
  stream.on('error', (err) => parser.destroy(err as Error));
  stream.pipe(parser);
  const problems: UploadProblem[] = [];
  const products: UploadedProduct[] = [];
  const firstLine = new Map<string, number>();
  let header: readonly string[] | null = null;
  try {
    for await (const { record, info } of parser as AsyncIterable<{ record: string[]; info: { lines: number } }>) {
      const line = info.lines;
      if (record.some((cell) => !isStorableText(cell) || cell.includes('\uFFFD')))
        throw new UploadRefused([{ line, column: null, message: m.notText() }]);
      if (!header) {
        header =
          [BRAND_UPLOAD_HEADERS.standard, BRAND_UPLOAD_HEADERS.withCustomFields].find((h) => sameHeader(record, h)) ??
          null;
        if (!header) throw new UploadRefused([{ line, column: null, message: m.header() }]);
        continue;
      }
      if (products.length >= BRAND_UPLOAD_LIMITS.rows)
        throw new UploadRefused([
          {
            line,
            column: null,
            message: m.tooManyRows(BRAND_UPLOAD_LIMITS.rows),
          },
        ]);
      const product = readLine(record, line, header, problems);
      if (product) {
        const seen = firstLine.get(product.upc);
        if (seen !== undefined) problems.push({ line, column: 'Upc', message: m.duplicate(seen) });
        else {
          firstLine.set(product.upc, line);
          products.push(product);
        }
      }
      if (problems.length >= BRAND_UPLOAD_LIMITS.listedErrors) break;
    }
  } catch (err) {
    if (err instanceof HttpError) throw err;
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw HttpError.from(400, BRAND_UPLOAD_ERRORS.tooLarge);
    const line = (err as { lines?: number }).lines ?? 0;
    throw new UploadRefused([{ line, column: null, message: m.unreadable() }]);
  }
  if (problems.length > 0) throw new UploadRefused(problems);
  if (!header || products.length === 0) throw new UploadRefused([{ line: 1, column: null, message: m.empty() }]);
  return products;
}

/** spec 3 §2: a Brand account (the route rule checked the user may see it) whose vertical has the brandTagging page. */
function requireBrandAccount(access: AccountAccess) {
  const { account, vertical } = access.account.found;
  if (account.accountType !== 'Brand') throw HttpError.from(403, BRAND_UPLOAD_ERRORS.notBrand);
  if ((vertical.pages as Record<string, boolean> | null)?.brandTagging !== true)
    throw HttpError.from(403, BRAND_UPLOAD_ERRORS.pageDisabled);
  return account;
}

/**
 * POST /products/files/brand/{accountId} (multipart: file): the brand's catalogue upserted by UPC
 * in one transaction (all or nothing), then re-tagged.
 */
export async function uploadBrandProducts(
  deps: Deps,
  access: AccountAccess,
  ip: string,
  readFile: () => Promise<MultipartFile | undefined>,
): Promise<BrandUploadAnswer> {
  const db = deps.database.db;
  const accountId = requireBrandAccount(access).id;
  const file = await requireUpload(readFile, BRAND_UPLOAD_ERRORS.noFile);
  let products: UploadedProduct[];
  try {
    products = await readBrandFile(file.file);
  } finally {
    file.file.resume();
  }
  if (file.file.truncated) throw HttpError.from(400, BRAND_UPLOAD_ERRORS.tooLarge);
  const added = await db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    const n = await upsertUploadedProducts(tx, accountId, products);
    await writeAudit(tx, {
      action: 'products.upload',
      actorUserId: access.user.id,
      impersonatorUserId: access.impersonatorUserId,
      accountId,
      targetType: 'account',
      targetId: accountId,
      details: { file: file.filename.slice(0, 200), products: products.length, added: n },
      ip,
    });
    return n;
  });
  await retagAccount(db, accountId);
  return { products: products.length, added, updated: products.length - added };
}
