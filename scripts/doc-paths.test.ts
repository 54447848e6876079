import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The newcomer pages name files and folders to open; a renamed folder left them pointing at nothing.
 * Every path docs/architecture.md and docs/features/*.md write in code type, every local link of
 * docs/, and every `packages/…` path of the vendor pages must exist in the repository. A page may
 * shorten a path from any folder down (`modules/sync/`, `contract/api/sources.ts` for
 * packages/contract/src/api/sources.ts); placeholders such as `<feature>` are not checked.
 */

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const SKIPPED = new Set(['node_modules', 'dist', 'coverage', 'test-results', 'playwright-report', 'data']);

function walk(folder: string, files: string[], folders: string[]): void {
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    if (SKIPPED.has(entry.name) || entry.name.startsWith('.git')) continue;
    const path = join(folder, entry.name);
    if (entry.isDirectory()) {
      folders.push(`${relative(ROOT, path)}/`);
      walk(path, files, folders);
    } else files.push(relative(ROOT, path));
  }
}

const files: string[] = [];
const folders: string[] = [];
walk(ROOT, files, folders);

/** `contract/api/x.ts` is packages/contract/src/api/x.ts: a package named without its src/ */
const spellings = (path: string) => {
  const [first, ...rest] = path.split('/');
  return rest.length > 0 && rest[0] !== 'src' ? [path, [first, 'src', ...rest].join('/')] : [path];
};
const endsWithPath = (candidate: string, path: string) => candidate === path || candidate.endsWith(`/${path}`);
const exists = (path: string) =>
  spellings(path.replace(/^\.\//, '')).some((p) =>
    p.endsWith('/')
      ? folders.some((f) => endsWithPath(f, p))
      : files.some((f) => endsWithPath(f, p)) || folders.some((f) => endsWithPath(f, `${p}/`)),
  );

const PATH_LIKE = /^[\w.@-]+(\/[\w.@-]+)*(\/|\.(ts|tsx|mjs|cjs|md|sql|json|yaml|yml))$/;
const codePaths = (text: string) =>
  [...text.matchAll(/`([^`\s]+)`/g)].map((m) => m[1] ?? '').filter((t) => PATH_LIKE.test(t) && /\w\.\w+$|\/$/.test(t));

const docs = (folder: string) =>
  readdirSync(join(ROOT, folder))
    .filter((f) => f.endsWith('.md'))
    .map((f) => `${folder}/${f}`);

describe('the paths the docs name', () => {
  it('are found by any tail of their path, and a folder that is gone is not', () => {
    expect(exists('contract/api/sources.ts')).toBe(true);
    expect(exists('modules/sources/')).toBe(true);
    expect(exists('packages/server/src/modules/connectors/')).toBe(false);
    expect(codePaths('`modules/<feature>/` `a.b` `db/schema.ts` `.ts`')).toEqual(['db/schema.ts']);
  });

  const newcomerPages = ['docs/architecture.md', ...docs('docs/features')];

  it.each(newcomerPages)('%s names only files and folders that exist', (page) => {
    const missing = codePaths(readFileSync(join(ROOT, page), 'utf8')).filter((p) => !exists(p));
    expect(missing, `${page} names paths that are not in the repository`).toEqual([]);
  });

  it.each(docs('docs/vendors'))('%s names only package paths that exist', (page) => {
    const missing = codePaths(readFileSync(join(ROOT, page), 'utf8'))
      .filter((p) => p.startsWith('packages/'))
      .filter((p) => !exists(p));
    expect(missing, `${page} names paths that are not in the repository`).toEqual([]);
  });

  it.each([...newcomerPages, ...docs('docs/vendors')])('%s links only to files that exist', (page) => {
    const text = readFileSync(join(ROOT, page), 'utf8');
    const links = [...text.matchAll(/\]\(([^)#\s]+)(#[^)]*)?\)/g)]
      .map((m) => m[1] ?? '')
      .filter((l) => !/^\w+:/.test(l));
    const missing = links.filter((l) => !existsSync(resolve(ROOT, dirname(page), l)));
    expect(missing, `${page} links to files that are not in the repository`).toEqual([]);
  });

  it('do not send a reader outside the repository', () => {
    const outside = [...docs('docs'), ...docs('docs/features'), ...docs('docs/vendors')].filter((page) =>
      /\/work\/|\.\.\/shared\/reference|shared\/reference\//.test(readFileSync(join(ROOT, page), 'utf8')),
    );
    expect(outside).toEqual([]);
  });
});
