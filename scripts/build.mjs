// Builds what `npm start` runs, each part only when its sources changed since the last build:
//   - the web app (Vite) into packages/web/dist
//   - the server, with the contract and the fakes bundled in, as plain JavaScript (esbuild) into
//     packages/server/dist, so that production needs no TypeScript loader.
// A part is up to date when the hash of its inputs equals the stamp its last build left in its
// output folder. `node scripts/build.mjs --force` (or BUILD_FORCE=1) rebuilds both.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { brotliCompressSync, gzipSync, constants as zlibConstants } from 'node:zlib';

const root = new URL('..', import.meta.url).pathname;
const force = process.argv.includes('--force') || process.env.BUILD_FORCE === '1';
const quiet = process.argv.includes('--quiet');

/** Every file under the given paths (folders walked recursively, node_modules and dist skipped). */
function listFiles(paths) {
  const out = [];
  const walk = (abs) => {
    if (!existsSync(abs)) return;
    if (statSync(abs).isFile()) {
      out.push(abs);
      return;
    }
    for (const entry of readdirSync(abs, { withFileTypes: true })) {
      if (entry.name === 'node_modules' || entry.name === 'dist') continue;
      walk(join(abs, entry.name));
    }
  };
  for (const p of paths) walk(join(root, p));
  return out.sort();
}

/** One hash over the names and contents of the inputs. */
function hashOf(paths) {
  const hash = createHash('sha256');
  for (const file of listFiles(paths)) {
    hash.update(relative(root, file));
    hash.update('\0');
    hash.update(readFileSync(file));
    hash.update('\0');
  }
  return hash.digest('hex');
}

const readStamp = (file) => (existsSync(file) ? readFileSync(file, 'utf8').trim() : '');

/** Runs `build` when the inputs' hash differs from the stamp (or the output is missing). */
async function buildIfChanged({ name, inputs, stamp, output, build }) {
  const hash = hashOf(inputs);
  if (!force && existsSync(output) && readStamp(stamp) === hash) {
    if (!quiet) console.log(`${name}: up to date`);
    return;
  }
  const t0 = performance.now();
  await build();
  writeFileSync(stamp, `${hash}\n`);
  console.log(`${name}: built in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
}

/**
 * Writes a .br and a .gz beside every text file of the web build worth compressing, once at build
 * time at the highest levels, so the server sends them as they are (@fastify/static preCompressed)
 * and spends no CPU compressing per request.
 */
function precompress(dir) {
  for (const file of listFilesIn(dir)) {
    if (!/\.(js|css|html|svg|json|txt|map)$/.test(file)) continue;
    const body = readFileSync(file);
    if (body.length < 1024) continue;
    writeFileSync(
      `${file}.br`,
      brotliCompressSync(body, {
        params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: body.length },
      }),
    );
    writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
  }
}

/** Every file under an absolute folder, dotted folders (Vite's manifest) included. */
function listFilesIn(dir) {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

// Inputs shared by both parts: the contract, the lock file and this script.
const common = ['packages/contract/src', 'packages/contract/package.json', 'package-lock.json', 'scripts/build.mjs'];

await buildIfChanged({
  name: 'web app',
  inputs: [
    ...common,
    'packages/web/src',
    'packages/web/public',
    'packages/web/index.html',
    'packages/web/vite.config.ts',
    'packages/web/package.json',
    'packages/web/tsconfig.json',
  ],
  stamp: join(root, 'packages/web/dist/.build-stamp'),
  output: join(root, 'packages/web/dist/index.html'),
  build: async () => {
    const res = spawnSync('npm', ['run', 'build', '-w', '@storelens/web'], { cwd: root, stdio: 'inherit' });
    if (res.status !== 0) process.exit(res.status ?? 1);
    precompress(join(root, 'packages/web/dist'));
  },
});

const serverDist = join(root, 'packages/server/dist');
await buildIfChanged({
  name: 'server',
  inputs: [...common, 'packages/server/src', 'packages/server/package.json', 'packages/fakes/src'],
  stamp: join(serverDist, '.build-stamp'),
  output: join(serverDist, 'main.js'),
  build: async () => {
    const { build } = await import('esbuild');
    rmSync(serverDist, { recursive: true, force: true });
    await build({
      absWorkingDir: root,
      entryPoints: [
        { in: 'packages/server/src/main.ts', out: 'main' },
        { in: 'packages/server/src/cli.ts', out: 'cli' },
        // the sync's pull thread (modules/sync/pull-thread.ts) loads dist/pull-worker.js beside main.js
        { in: 'packages/server/src/modules/sync/pull-worker.ts', out: 'pull-worker' },
      ],
      outdir: serverDist,
      bundle: true,
      // the demo fakes are imported lazily; splitting keeps them in chunks a production start never loads
      splitting: true,
      format: 'esm',
      platform: 'node',
      target: 'node20',
      sourcemap: true,
      // flat: every file's import.meta.url must sit in dist/ (config.ts and db/client.ts resolve paths from it)
      chunkNames: '[name]-[hash]',
      logLevel: 'warning',
      plugins: [
        {
          // Our workspaces are TypeScript and go into the bundle; every npm package stays an import.
          name: 'external-npm-packages',
          setup(b) {
            b.onResolve({ filter: /^[^./]/ }, (args) =>
              args.path.startsWith('@storelens/') ? undefined : { path: args.path, external: true },
            );
          },
        },
      ],
    });
    // src/db/client.ts finds its migrations beside itself (import.meta.url): put them beside the bundle.
    cpSync(join(root, 'packages/server/src/db/migrations'), join(serverDist, 'migrations'), { recursive: true });
  },
});
