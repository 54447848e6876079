import {
  type FeatureFacts,
  type JobFacts,
  readFeatures,
  readJobs,
  readVendors,
  type VendorFacts,
} from './architecture-facts.ts';

/**
 * The tables of docs/architecture.md that restate the code (feature folders, jobs, vendors), rendered
 * from the tree so they cannot drift: a hand-kept copy went stale with every renamed folder.
 * architecture-tables.test.ts fails when the committed page differs from what this renders.
 */

export const ARCHITECTURE_DOC = 'docs/architecture.md';
export const REGENERATE =
  'UPDATE_DOCS=1 npx vitest run --project unit packages/server/src/test/architecture-tables.test.ts';

export type BlockName = 'folders' | 'jobs' | 'vendors';
export const BLOCK_NAMES: readonly BlockName[] = ['folders', 'jobs', 'vendors'];

const startMarker = (name: BlockName) => `<!-- generated:${name} -->`;
const endMarker = (name: BlockName) => `<!-- /generated:${name} -->`;

const NONE = '—';
const code = (text: string) => `\`${text}\``;
/** a table cell: no pipes or line breaks from doc comments break the row */
const cellText = (text: string) => text.replace(/\|/g, '\\|').replace(/\s+/g, ' ').trim();
const row = (cells: readonly string[]) => `| ${cells.join(' | ')} |`;
const table = (header: readonly string[], rows: readonly (readonly string[])[]) =>
  [row(header), row(header.map(() => '---')), ...rows.map(row)].join('\n');

/**
 * Line counts are rounded to the hundred and compared with a tolerance (sizeStillTrue): the table
 * shows how big a feature is, and an exact count would make every edit of a service fail the test.
 */
export const roundLines = (lines: number) =>
  lines < 50 ? '< 50' : `~${(Math.round(lines / 100) * 100 || 100).toLocaleString('en-US')}`;

const SIZE_CELL = /\| (~[\d,]+|< 50) \|$/;

/** The folders table with its size cells blanked: what must match exactly. */
export const withoutSizes = (block: string) =>
  block
    .split('\n')
    .map((line) => line.replace(SIZE_CELL, '| … |'))
    .join('\n');

/** Each feature's size as the table shows it. */
export const shownSizes = (block: string): Map<string, string> =>
  new Map(
    block.split('\n').flatMap((line) => {
      const name = /^\| `([^`]+)` \|/.exec(line)?.[1];
      const size = SIZE_CELL.exec(line)?.[1];
      return name && size ? [[name, size] as const] : [];
    }),
  );

/** A shown size holds while the real count is within a quarter of it (and never less than 100 lines off). */
export function sizeStillTrue(shown: string, lines: number): boolean {
  const value = shown === '< 50' ? 0 : Number(shown.replace(/[~,]/g, ''));
  return Math.abs(lines - value) <= Math.max(100, value / 4);
}

export function renderFolders(features: readonly FeatureFacts[]): string {
  return table(
    ['feature', 'server', 'web', 'contract', 'server lines'],
    features.map((f) => [
      code(f.name),
      f.server ? code(f.server.replace('packages/server/src/', '')) : NONE,
      f.web ? code(f.web.replace('packages/web/src/', '')) : NONE,
      f.contract ? code(f.contract.replace('packages/contract/src/', '')) : NONE,
      f.serverLines === null ? NONE : roundLines(f.serverLines),
    ]),
  );
}

const everyMinutes = /^\*\/(\d+) \* \* \* \*$/;
/** The common cron forms in words; anything else is shown as written. */
export function describeCron(cron: string | undefined): string {
  if (!cron) return 'when sent';
  if (cron === '* * * * *') return `every minute (${code(cron)})`;
  const minutes = everyMinutes.exec(cron)?.[1];
  return minutes ? `every ${minutes} minutes (${code(cron)})` : code(cron);
}

const duration = (seconds: number) =>
  seconds % 3600 === 0 ? `${seconds / 3600} h` : seconds % 60 === 0 ? `${seconds / 60} min` : `${seconds} s`;

const retries = ({ job }: JobFacts) =>
  job.retryLimit === 0
    ? 'none'
    : `${job.retryLimit} × ${duration(job.retryDelaySeconds)}${job.retryBackoff ? ', backoff' : ''}`;

const folding = ({ job }: JobFacts) => {
  if (!job.policy && !job.singletonKey) return NONE;
  return [job.policy ? code(job.policy) : null, job.singletonKey ? 'one per key' : null].filter(Boolean).join(', ');
};

export function renderJobs(jobs: readonly JobFacts[]): string {
  return table(
    ['queue', 'runs', 'policy', 'retries', 'expires', 'declared in', 'what it does'],
    jobs.map((j) => [
      code(j.job.name),
      describeCron(j.job.cron),
      folding(j),
      retries(j),
      duration(j.job.expireInSeconds),
      code(j.file.replace('packages/server/src/', '')),
      j.doc ? cellText(j.doc) : NONE,
    ]),
  );
}

export function renderVendors(vendors: readonly VendorFacts[]): string {
  return table(
    ['kind', 'type id', 'name', 'auth', 'sign-in flow', 'preview', 'streams', 'folder'],
    vendors.map((v) => [
      v.kind,
      String(v.typeId),
      v.name,
      code(v.auth),
      v.flow ? code(v.flow) : NONE,
      v.preview ? 'yes' : NONE,
      v.streams.join(', ') || NONE,
      code(v.folder.replace('packages/server/src/', '')),
    ]),
  );
}

/** Every generated block's text, read from the tree as it is now. */
export async function renderBlocks(): Promise<Record<BlockName, string>> {
  const [jobs, vendors] = await Promise.all([readJobs(), readVendors()]);
  return { folders: renderFolders(readFeatures()), jobs: renderJobs(jobs), vendors: renderVendors(vendors) };
}

/** The text between a block's markers in the page (its note and table), or null without the markers. */
export function readBlock(page: string, name: BlockName): string | null {
  const start = page.indexOf(startMarker(name));
  const end = page.indexOf(endMarker(name));
  return start < 0 || end < start ? null : page.slice(start + startMarker(name).length, end);
}

/** The page with each block's text between its markers; a missing marker is an error, not a silent skip. */
export function fillBlocks(page: string, blocks: Record<BlockName, string>): string {
  let filled = page;
  for (const name of BLOCK_NAMES) {
    const start = filled.indexOf(startMarker(name));
    const end = filled.indexOf(endMarker(name));
    if (start < 0 || end < start)
      throw new Error(`${ARCHITECTURE_DOC} needs the markers ${startMarker(name)} … ${endMarker(name)}`);
    const note = `<!-- written by ${REGENERATE}; edit the code, not this table -->`;
    filled = `${filled.slice(0, start)}${startMarker(name)}\n${note}\n\n${blocks[name]}\n\n${filled.slice(end)}`;
  }
  return filled;
}
