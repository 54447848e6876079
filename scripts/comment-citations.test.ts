import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * Comments and test titles say why, not which tracker item asked: the tracker is not in the
 * repository, so "issue 15 §2" or "(#4)" tells a reader nothing they can open. This scans every
 * comment of the code (a comment wrapped over lines read as one text), every test title and every
 * other string literal for such citations; and comments for sections of the design note that
 * is not in the repository either ("ARCHITECTURE §3": docs/architecture.md is the one to name).
 */

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const SCANNED = ['packages', 'e2e', 'bench', 'scripts'];
/** the configuration files at the root, beside the folders */
const ROOT_FILES = /^[\w.-]+\.(ts|mts|cts|mjs|cjs|js)$/;
/** a section of the design note kept outside the repository */
const OUTSIDE_NOTE = /\bARCHITECTURE §\d/;
const SKIPPED_FOLDERS = new Set(['node_modules', 'dist', 'coverage', '.vite', 'test-results', 'playwright-report']);
const SOURCE = /\.(ts|tsx|mts|cts|mjs|cjs|js)$/;

/** "issue 15", "Issues 10, 11", "issue #12", "issue 15's" */
const ISSUE = /\bissues? ?#?\d+/i;
/**
 * "#4" and "(#22)" as a reference: a `#` and digits standing alone. Not `&#39;` (an HTML entity), not
 * `api#120` (a public repository's issue, named with its repository), not `color:#000` or `#f4f5f7`.
 */
const HASH_NUMBER = /(?:^|[\s(,;])#\d{1,5}(?![\w-])/;

function sourceFiles(folder: string): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    if (SKIPPED_FOLDERS.has(entry.name) || entry.name.startsWith('.')) continue;
    const path = join(folder, entry.name);
    if (entry.isDirectory()) found.push(...sourceFiles(path));
    else if (SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts')) found.push(path);
  }
  return found;
}

/** A comment's words without its markers, so a citation wrapped over lines reads as one. */
const commentWords = (raw: string) =>
  raw
    .replace(/^\/\*\*?|\*\/$/g, '')
    .split('\n')
    .map((line) => line.replace(/^\s*(\/\/+|\*)?/, ''))
    .join(' ')
    .replace(/\s+/g, ' ');

interface Citation {
  file: string;
  line: number;
  text: string;
}

/** .ts files are not parsed as TSX: there `<T>(x) => x` and `<T>value` are something else */
const scriptKind = (file: string) =>
  file.endsWith('.tsx') ? ts.ScriptKind.TSX : /\.(m|c)?js$/.test(file) ? ts.ScriptKind.JS : ts.ScriptKind.TS;

const TEST_CALLS = new Set(['describe', 'it', 'test', 'suite']);
const isTestTitle = (node: ts.Node): boolean => {
  const call = node.parent;
  if (!call || !ts.isCallExpression(call) || call.arguments[0] !== node) return false;
  let callee: ts.Expression = call.expression;
  while (ts.isPropertyAccessExpression(callee) || ts.isCallExpression(callee))
    callee = ts.isCallExpression(callee) ? callee.expression : callee.expression;
  return ts.isIdentifier(callee) && TEST_CALLS.has(callee.text);
};

/** Every citation in one file's comments (both forms) and string literals (the "issue N" form only). */
function citationsIn(file: string, text: string): Citation[] {
  // most files name neither form anywhere: they need no parse
  if (!/\bissues?\b|#\d|ARCHITECTURE §/i.test(text)) return [];
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, scriptKind(file));
  const found: Citation[] = [];
  const lineOf = (pos: number) => source.getLineAndCharacterOfPosition(pos).line + 1;
  // a file that does not parse (work in progress) is read as plain text, line by line
  if ((source as ts.SourceFile & { parseDiagnostics?: unknown[] }).parseDiagnostics?.length)
    return text
      .split('\n')
      .map((line, i) => ({ file, line: i + 1, text: line.trim() }))
      .filter((l) => ISSUE.test(l.text));
  // comments: the trivia before each token; consecutive line comments joined into one text
  const seen = new Set<number>();
  const comments: ts.CommentRange[] = [];
  const visit = (node: ts.Node) => {
    for (const range of ts.getLeadingCommentRanges(text, node.pos) ?? []) {
      if (seen.has(range.pos)) continue;
      seen.add(range.pos);
      comments.push(range);
    }
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateLiteralToken(node)) {
      if (ISSUE.test(node.text) || (isTestTitle(node) && HASH_NUMBER.test(node.text)))
        found.push({ file, line: lineOf(node.getStart(source)), text: node.text });
    }
    if (!ts.isJSDoc(node)) for (const child of node.getChildren(source)) visit(child);
  };
  visit(source);
  comments.sort((a, b) => a.pos - b.pos);
  let block: { start: number; end: number; raw: string } | null = null;
  const check = () => {
    if (!block) return;
    const words = commentWords(block.raw);
    if (ISSUE.test(words) || HASH_NUMBER.test(words) || OUTSIDE_NOTE.test(words))
      found.push({ file, line: lineOf(block.start), text: words.trim().slice(0, 160) });
  };
  for (const range of comments) {
    const raw = text.slice(range.pos, range.end);
    const joins = block && /^\s*$/.test(text.slice(block.end, range.pos)) && !raw.startsWith('/**');
    if (block && joins) block = { start: block.start, end: range.end, raw: `${block.raw}\n${raw}` };
    else {
      check();
      block = { start: range.pos, end: range.end, raw };
    }
  }
  check();
  return found.sort((a, b) => a.line - b.line);
}

describe('comments and test titles cite no tracker issue', () => {
  it('finds the forms it looks for, and leaves colours, entities and public references alone', () => {
    const sample = [
      '// a lock can still ask (checklist #4)',
      '/** runs once per account (issue',
      ' * 15 §2) */',
      "const entity = '&#39;'; // color:#000 and #f4f5f7",
      '// bigcommerce/api#120 and github.com/x/y/pull/8317 (docs/architecture.md, Jobs)',
      '/** A declared job (ARCHITECTURE §4). */',
      "it('keeps order #1 (issue 7)', () => {});",
      "const order = { name: 'Café #1' };",
    ].join('\n');
    const lines = citationsIn('sample.ts', sample).map((c) => c.line);
    expect(lines).toEqual([1, 2, 6, 7]);
  });

  it('holds for packages, e2e, bench and scripts', () => {
    // this file is left out: its own description and samples name the forms it looks for
    const self = fileURLToPath(import.meta.url);
    const atRoot = readdirSync(ROOT)
      .filter((name) => ROOT_FILES.test(name))
      .map((name) => join(ROOT, name));
    const found = [...atRoot, ...SCANNED.flatMap((folder) => sourceFiles(join(ROOT, folder)))]
      .filter((file) => file !== self)
      .flatMap((file) => citationsIn(relative(ROOT, file), readFileSync(file, 'utf8')));
    expect(
      found.map((c) => `${c.file}:${c.line}: ${c.text}`),
      'say why in the comment instead of naming the tracker item (the tracker is not in the repository)',
    ).toEqual([]);
  }, 120_000);
});
