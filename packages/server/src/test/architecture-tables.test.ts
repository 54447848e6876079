import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT, readFeatures, readJobs } from './architecture-facts.ts';
import {
  ARCHITECTURE_DOC,
  BLOCK_NAMES,
  type BlockName,
  describeCron,
  fillBlocks,
  REGENERATE,
  readBlock,
  renderBlocks,
  roundLines,
  shownSizes,
  sizeStillTrue,
  withoutSizes,
} from './architecture-tables.ts';

// importing every job and connector module takes a few seconds on a busy machine
const SLOW = 60_000;

describe('the generated tables of docs/architecture.md', () => {
  let blocks: Record<BlockName, string>;
  beforeAll(async () => {
    blocks = await renderBlocks();
  }, SLOW);

  // one comparison per table, so that a failure shows the rows that changed
  it.each(BLOCK_NAMES)(
    '%s: the committed table is the generated one (a renamed folder, a new job or vendor fails here)',
    (name) => {
      const file = join(REPO_ROOT, ARCHITECTURE_DOC);
      const rendered = fillBlocks(readFileSync(file, 'utf8'), blocks);
      if (process.env.UPDATE_DOCS) writeFileSync(file, rendered);
      const committed = readFileSync(file, 'utf8');
      // the sizes are checked on their own, with a tolerance (below)
      const comparable = (page: string) => (name === 'folders' ? withoutSizes : String)(readBlock(page, name) ?? '');
      expect(comparable(committed), `${ARCHITECTURE_DOC} is out of date: rerun with ${REGENERATE}`).toBe(
        comparable(rendered),
      );
    },
  );

  it('folders: each size shown is still about right (within a quarter, or 100 lines)', () => {
    const shown = shownSizes(readBlock(readFileSync(join(REPO_ROOT, ARCHITECTURE_DOC), 'utf8'), 'folders') ?? '');
    const wrong = readFeatures()
      .filter((f) => f.serverLines !== null && !sizeStillTrue(shown.get(f.name) ?? '', f.serverLines))
      .map((f) => `${f.name}: shown ${shown.get(f.name)}, now ${f.serverLines} lines`);
    expect(wrong, `${ARCHITECTURE_DOC}'s sizes are out of date: rerun with ${REGENERATE}`).toEqual([]);
  });

  it('name a folder for every feature and a doc comment for every job', async () => {
    expect(blocks.folders).toMatch(/`modules\/sources\/`/);
    const undocumented = (await readJobs()).filter((j) => !j.doc).map((j) => `${j.job.name} (${j.file})`);
    expect(undocumented, 'a job declaration says in a doc comment what it does').toEqual([]);
  });
});

/** The first cell of each row of the table under a heading, as the top-level name it describes (`modules/<feature>/` → `modules`). */
function namedInTable(page: string, heading: string): string[] {
  const section = page.split(`\n${heading}\n`)[1]?.split(/\n#/)[0] ?? '';
  return [...section.matchAll(/^\| `([^`/]+)/gm)].map((m) => m[1] ?? '');
}

/** The folders and non-test source files right under a src folder. */
const topLevel = (src: string) =>
  readdirSync(join(REPO_ROOT, src), { withFileTypes: true })
    .filter((e) => e.isDirectory() || (/\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name)))
    .map((e) => e.name)
    .sort();

describe('the hand-written folder tables of docs/architecture.md', () => {
  const page = readFileSync(join(REPO_ROOT, ARCHITECTURE_DOC), 'utf8');
  it.each([
    ['### Server folders', 'packages/server/src'],
    ['### Web folders', 'packages/web/src'],
  ])('%s names every folder and file of %s, and nothing that is gone', (heading, src) => {
    const named = namedInTable(page, heading).sort();
    expect(named, `${heading} in ${ARCHITECTURE_DOC} must describe exactly what ${src} holds`).toEqual(topLevel(src));
  });
});

describe('the table helpers', () => {
  it('round line counts to the hundred, and let them drift a little before failing', () => {
    expect(roundLines(12)).toBe('< 50');
    expect(roundLines(60)).toBe('~100');
    expect(roundLines(1_249)).toBe('~1,200');
    expect(sizeStillTrue('~1,200', 1_450)).toBe(true);
    expect(sizeStillTrue('~1,200', 1_550)).toBe(false);
    expect(sizeStillTrue('< 50', 90)).toBe(true);
    expect(sizeStillTrue('~300', 450)).toBe(false);
  });

  it('put the common cron forms in words', () => {
    expect(describeCron(undefined)).toBe('when sent');
    expect(describeCron('* * * * *')).toBe('every minute (`* * * * *`)');
    expect(describeCron('*/15 * * * *')).toBe('every 15 minutes (`*/15 * * * *`)');
    expect(describeCron('0 3 * * *')).toBe('`0 3 * * *`');
  });

  it('refuse a page without the markers', () => {
    expect(() => fillBlocks('# no markers', { folders: '', jobs: '', vendors: '' })).toThrow(/generated:folders/);
  });
});
