/**
 * The performance targets, row by row: `npm run bench` prints each row as a ratio measured in the
 * same run, so that a target means the same on a fast or a slow machine. Each benchmark records the rows it measured; bench/run.ts prints them together
 * at the end, with whether each met its target.
 */
export interface TargetRow {
  what: string;
  /** the measured ratio, as printed */
  measured: string;
  target: string;
  met: boolean;
}

const rows: TargetRow[] = [];

export const recordTarget = (row: TargetRow): void => {
  rows.push(row);
};

/** The rows recorded in this process, as a table (nothing when no benchmark recorded one). */
export function targetTable(): string {
  if (rows.length === 0) return '';
  const width = Math.max(...rows.map((r) => r.what.length));
  const lines = rows.map(
    (r) => `${r.what.padEnd(width)}  ${r.measured.padEnd(14)} ${r.target.padEnd(10)} ${r.met ? 'met' : 'NOT MET'}`,
  );
  return [
    '',
    '== performance targets (this run)',
    `${'what'.padEnd(width)}  ${'measured'.padEnd(14)} ${'target'.padEnd(10)}`,
    ...lines,
  ].join('\n');
}
