import type { ReportTable } from '@storelens/contract/api/report-data';
import ExcelJS from 'exceljs';
import type { MailAttachment } from '../../platform/mail.ts';

/**
 * A report table as the email attaches it: CSV (RFC 4180, raw values, as the report screen's CSV
 * download writes them) and an XLSX workbook with one sheet (numbers stay numbers, money and
 * change formatted).
 */

const cell = (value: string | number | null | undefined): string => {
  if (value === null || value === undefined) return '';
  const text = String(value);
  // a cell a spreadsheet would run as a formula is written as text (CSV injection)
  const safe = /^[=+\-@\t\r]/.test(text) && typeof value === 'string' ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

export function tableToCsv(table: Pick<ReportTable, 'columns' | 'rows'>): string {
  const lines = [table.columns.map((c) => cell(c.header)).join(',')];
  for (const row of table.rows) lines.push(table.columns.map((c) => cell(row[c.field])).join(','));
  return `${lines.join('\r\n')}\r\n`;
}

const NUMBER_FORMATS: Partial<Record<ReportTable['columns'][number]['format'], string>> = {
  money: '"$"#,##0.00',
  number: '#,##0.##',
  change: '+0.0%;-0.0%;0.0%',
};

/** Excel's sheet names: at most 31 characters, none of []:*?/\ */
const sheetName = (title: string) => title.replace(/[[\]:*?/\\]/g, '-').slice(0, 31) || 'Report';

export async function tableToXlsx(table: ReportTable): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'StoreLens';
  const sheet = workbook.addWorksheet(sheetName(table.title));
  sheet.columns = table.columns.map((c) => ({
    header: c.header,
    key: c.field,
    width: Math.max(12, Math.min(40, c.header.length + 4)),
    style: NUMBER_FORMATS[c.format] ? { numFmt: NUMBER_FORMATS[c.format] } : {},
  }));
  sheet.getRow(1).font = { bold: true };
  for (const row of table.rows) {
    // a string that looks like a formula stays a string: exceljs writes strings as text cells
    sheet.addRow(Object.fromEntries(table.columns.map((c) => [c.field, row[c.field] ?? null])));
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** A file name for a table: "Sales Overview - Sales by day - 2026-11-23 to 2026-11-29.csv". */
export const tableFileName = (report: string, table: string, from: string, to: string, ext: 'csv' | 'xlsx') =>
  `${report} - ${table} - ${from} to ${to}.${ext}`.replace(/[\\/:*?"<>|]/g, '-');

/** Every table of every sheet as a CSV and an XLSX attachment. */
export async function reportAttachments(
  report: string,
  tables: ReportTable[],
  range: { from: string; to: string },
): Promise<MailAttachment[]> {
  const files: MailAttachment[] = [];
  for (const table of tables) {
    files.push({
      filename: tableFileName(report, table.title, range.from, range.to, 'csv'),
      contentType: 'text/csv; charset=utf-8',
      content: Buffer.from(tableToCsv(table), 'utf8'),
    });
    files.push({
      filename: tableFileName(report, table.title, range.from, range.to, 'xlsx'),
      contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      content: await tableToXlsx(table),
    });
  }
  return files;
}
