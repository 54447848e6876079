import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// No browser flow may need more than 60 s (the slowest of a full run took 39 s on a loaded two-core
// machine): a flow that does is waiting on
// the wrong thing (a sleep, a whole sync queue, a walkthrough it does not test) and slows every CI run.
// This scan keeps a raised limit from coming back: every time limit written in e2e/ or the
// Playwright config is at most MAX_MS, and no flow triples its limit with test.slow().
const MAX_MS = 60_000;
const root = new URL('..', import.meta.url).pathname;
const e2eDir = join(root, 'e2e');

/** The files whose numbers are Playwright limits: the specs, their helpers and the config. */
const files = [
  ...readdirSync(e2eDir)
    .filter((name) => name.endsWith('.ts'))
    .map((name) => join('e2e', name)),
  'playwright.config.ts',
];

/**
 * A time limit as written: `timeout: 90_000`, `timeout = 150_000` (a helper's default),
 * `setTimeout(120_000)` (test.setTimeout and a sleep alike), `waitForTimeout(…)`, `LIMIT_MS = …`.
 */
const LIMIT = /(?:timeout|limit_ms)\s*(?:[:=]|\()\s*([\d_]+)/gi;

interface Found {
  line: number;
  text: string;
}

/** The lines of `source` that set a limit above `max` ms, or none at all (test.setTimeout(0), test.slow()). */
function limitsOver(source: string, max: number): Found[] {
  const found: Found[] = [];
  source.split('\n').forEach((text, index) => {
    const over = [...text.matchAll(LIMIT)].some((match) => {
      const ms = Number(match[1]!.replaceAll('_', ''));
      return ms > max || (ms === 0 && /\btest\.setTimeout\(\s*0\s*\)/.test(text));
    });
    if (over || /\btest(?:\.describe)?\.slow\(/.test(text)) found.push({ line: index + 1, text: text.trim() });
  });
  return found;
}

/**
 * The one limit that is not a flow's: how long the e2e server may take to answer at all (it seeds the
 * demo first). Past it the whole shard fails, so it allows for a loaded machine.
 */
const SERVER_START = { file: 'playwright.config.ts', text: 'timeout: 120_000,' };

describe('Playwright time limits', () => {
  it(`are at most ${MAX_MS / 1000} s everywhere in e2e/ and playwright.config.ts`, () => {
    const over = files.flatMap((file) =>
      limitsOver(readFileSync(join(root, file), 'utf8'), MAX_MS)
        .filter((f) => !(file === SERVER_START.file && f.text === SERVER_START.text))
        .map((f) => `${file}:${f.line}: ${f.text}`),
    );
    expect(over, 'make the flow wait for its own condition instead of raising its limit').toEqual([]);
  });

  it('the scan finds each way of writing a limit', () => {
    const sample = [
      'test.setTimeout(120_000);',
      '}).toPass({ timeout: 65_000, intervals: [2_000] });',
      'await expect(row).toContainText(/Succeeded/, { timeout: 61000 });',
      'export async function waitForFirstRun(page: Page, name: string, timeout = 150_000) {',
      'await page.waitForTimeout(65_000);',
      'const LIMIT_MS = 240_000;',
      'test.slow();',
      'test.setTimeout(0);',
      // within the limit: none of these
      'test.setTimeout(60_000);',
      'await expect(page).toHaveURL(/x/, { timeout: 15_000 });',
      'const weekAgo = () => new Date(Date.now() - 7 * 86_400_000);',
    ].join('\n');
    expect(limitsOver(sample, MAX_MS).map((f) => f.line)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });
});
