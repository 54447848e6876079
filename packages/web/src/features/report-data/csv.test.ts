import { describe, expect, it } from 'vitest';
import { csvFileName, tableToCsv } from './csv.ts';

describe('tableToCsv', () => {
  it('writes the header and rows in column order, quoting what needs it', () => {
    const csv = tableToCsv({
      columns: [
        { field: 'name', header: 'Product', format: 'text' },
        { field: 'units', header: 'Units', format: 'number' },
      ],
      rows: [
        { name: 'Tee, "blue"', units: 3 },
        { name: '=SUM(A1)', units: null },
      ],
    });
    expect(csv).toBe('Product,Units\r\n"Tee, ""blue""",3\r\n\'=SUM(A1),\r\n');
  });

  it('names the file after the report, table and dates', () => {
    expect(csvFileName('Sales Overview', 'Sales by day', '2026-01-01', '2026-01-31')).toBe(
      'Sales Overview - Sales by day - 2026-01-01 to 2026-01-31.csv',
    );
  });
});
