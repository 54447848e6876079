import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * An account is checked once, by the route rule that names it (identity/route-access.ts): the
 * handler hands its service the checked access (`AccountAccess`), never a bare account id from the
 * request, and no service checks again. These scans keep a second home of access from coming back.
 */
const MODULES = new URL('./modules/', import.meta.url).pathname;

/**
 * Exported service functions that take an account id on purpose: each is called by jobs, the seed or
 * another service with an id already checked or owned by the system, never straight from a request.
 */
const TAKES_AN_ACCOUNT_ID_ON_PURPOSE = new Set<string>([
  // the catalogue and re-tag jobs (and the upload, after its rule checked the account) name the account
  'refreshCatalogue',
  'retagAccount',
  'rulesForAccount',
  // a link is added inside a source write whose account was checked, and by the demo seed
  'addLink',
]);

const serviceFiles = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return serviceFiles(path);
    return name.endsWith('.service.ts') ? [path] : [];
  });

/** The parameter list that starts at `open` (an opening parenthesis), up to its closing one. */
function paramsFrom(text: string, open: number): string {
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    if (text[i] === '(') depth++;
    if (text[i] === ')' && --depth === 0) return text.slice(open + 1, i);
  }
  return '';
}

/** Every exported function of a file, with its parameter list. */
function exportedFunctions(text: string): Array<{ name: string; params: string }> {
  const found: Array<{ name: string; params: string }> = [];
  const declaration =
    /export\s+(?:async\s+)?function\s+(\w+)\s*(?:<[^(]*>)?\(|export\s+const\s+(\w+)\s*=\s*(?:async\s*)?\(/g;
  for (const match of text.matchAll(declaration)) {
    const open = (match.index ?? 0) + match[0].length - 1;
    found.push({ name: (match[1] ?? match[2])!, params: paramsFrom(text, open) });
  }
  return found;
}

const files = serviceFiles(MODULES).map((path) => ({
  file: relative(MODULES, path),
  text: readFileSync(path, 'utf8'),
}));

describe('account access has one home: the route rule', () => {
  it('no service checks an account itself', () => {
    const offenders = files.filter((f) => f.text.includes('requireAccountAccess(')).map((f) => f.file);
    expect(offenders, 'name the account in the route rule (allow.*) and take its AccountAccess').toEqual([]);
  });

  it('no exported service function takes a bare account id', () => {
    const offenders = files.flatMap((f) =>
      exportedFunctions(f.text)
        .filter((fn) => /(^|[\s,(])accountId\??\s*:/.test(fn.params))
        .filter((fn) => !TAKES_AN_ACCOUNT_ID_ON_PURPOSE.has(fn.name))
        .map((fn) => `${f.file}: ${fn.name}`),
    );
    expect(offenders, 'take the checked AccountAccess (access.account.id) instead').toEqual([]);
  });
});
