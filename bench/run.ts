import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { targetTable } from './targets.ts';

/** Runs every `*.bench.ts` in this folder (or those named on the command line), one after another. */
const dir = fileURLToPath(new URL('.', import.meta.url));
const wanted = process.argv.slice(2);
const files = readdirSync(dir)
  .filter((f) => f.endsWith('.bench.ts'))
  .filter((f) => wanted.length === 0 || wanted.some((w) => f.startsWith(w)))
  .sort();
for (const file of files) {
  console.log(`\n== ${file}`);
  await import(new URL(file, import.meta.url).href);
}
const table = targetTable();
if (table) console.log(table);
