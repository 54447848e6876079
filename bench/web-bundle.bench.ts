/**
 * bench/web-bundle: the JavaScript a browser loads to show /login, gzip-compressed,
 * against the 200 kB target. /login is rendered by the entry chunk; the browser fetches the entry
 * and every chunk it imports statically (Vite adds them as modulepreload links), and nothing of the
 * lazy pages. Read from the manifest of the web build (`npm run build` makes it when the sources
 * changed); sizes are gzip at its default level as Vite reports them, and brotli at 11, what the
 * server actually sends (scripts/build.mjs precompresses, app.ts serves it).
 *   npm run bench -- web-bundle
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib';
import { recordTarget } from './targets.ts';

const root = new URL('..', import.meta.url).pathname;
const dist = join(root, 'packages/web/dist');
const TARGET_GZIP_KB = 200;

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

const build = spawnSync('node', ['scripts/build.mjs', '--quiet'], { cwd: root, stdio: 'inherit' });
if (build.status !== 0) throw new Error('build failed');

const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
if (!entryKey) throw new Error('the web manifest has no entry');

/** The entry and every chunk it imports statically, each once. */
const loaded = new Set<string>();
const visit = (key: string) => {
  if (loaded.has(key)) return;
  loaded.add(key);
  for (const next of manifest[key]?.imports ?? []) visit(next);
};
visit(entryKey);

const sizeOf = (file: string) => {
  const body = readFileSync(join(dist, file));
  return {
    raw: body.length,
    gzip: gzipSync(body).length,
    brotli: brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }).length,
  };
};
const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

const files = [...loaded].flatMap((key) => {
  const chunk = manifest[key] as ManifestChunk;
  return [chunk.file, ...(chunk.css ?? [])];
});
const sizes = files.map((file) => ({ file, ...sizeOf(file) }));
const total = sizes.reduce(
  (sum, s) => ({ raw: sum.raw + s.raw, gzip: sum.gzip + s.gzip, brotli: sum.brotli + s.brotli }),
  {
    raw: 0,
    gzip: 0,
    brotli: 0,
  },
);
const chunks = Object.values(manifest).filter((c) => c.file.endsWith('.js'));
const lazy = new Set(Object.values(manifest).flatMap((c) => c.dynamicImports ?? []));
const everything = chunks.reduce((sum, c) => sum + sizeOf(c.file).gzip, 0);

console.log('file                                            raw        gzip      brotli');
for (const s of sizes)
  console.log(`${s.file.padEnd(44)} ${kB(s.raw).padStart(10)} ${kB(s.gzip).padStart(11)} ${kB(s.brotli).padStart(11)}`);
console.log(
  `/login loads ${sizes.length} file(s): ${kB(total.raw)}, ${kB(total.gzip)} gzip (${kB(total.brotli)} brotli, as sent)`,
);
console.log(
  `the whole app: ${chunks.length} chunks, ${kB(everything)} gzip; ${lazy.size} loaded on demand (lazy pages and their parts)`,
);
console.log(
  `ratio     ×${(total.gzip / 1000 / TARGET_GZIP_KB).toFixed(2)} of the ${TARGET_GZIP_KB} kB gzip target (≤ ×1.00 passes)`,
);
recordTarget({
  what: 'JS that /login loads, gzip',
  measured: `${kB(total.gzip)}`,
  target: `≤ ${TARGET_GZIP_KB} kB`,
  met: total.gzip <= TARGET_GZIP_KB * 1000,
});
if (total.gzip > TARGET_GZIP_KB * 1000) process.exitCode = 1;
