/**
 * bench/start: how fast `npm start` answers and how heavy its server is once idle,
 * on the embedded database (PGlite) with the demo on.
 *   - cold: an empty DATA_DIR (migrations, demo seed, the demo's first syncs)
 *   - warm: the same DATA_DIR started again
 * For each: the seconds from spawning to the first HTTP answer, and the server process's RSS after
 * SETTLE seconds of idling. The baseline, measured in the same run, is the server run from its
 * TypeScript sources through tsx (how `npm start` ran it before, without its web rebuild).
 *   npm run bench -- start            SETTLE=60 BASELINE=0 npm run bench -- start
 * With MEMORY_CHECK=1 it exits 1 when the idle server after a restart is at or over 300 MB RSS
 * (.ci/run runs it so: SETTLE=60 BASELINE=0 MEMORY_CHECK=1).
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';

const root = new URL('..', import.meta.url).pathname;
const SETTLE_S = Number(process.env.SETTLE ?? 45);
const BASELINE = process.env.BASELINE !== '0';
const PORT = Number(process.env.BENCH_PORT ?? 3390);
const MB = 1024 * 1024;
const RSS_BUDGET_MB = 300;

interface Variant {
  name: string;
  command: string[];
  /** how to recognise the server among the processes the command starts */
  serverMatch: string;
}

const variants: Variant[] = [
  { name: 'npm start (compiled)', command: ['npm', 'start', '--silent'], serverMatch: 'dist/main.js' },
  ...(BASELINE
    ? [
        {
          name: 'tsx (baseline)',
          command: ['node', 'node_modules/tsx/dist/cli.mjs', 'packages/server/src/main.ts'],
          serverMatch: 'src/main.ts',
        },
      ]
    : []),
];

/** pid → [ppid, command line] of every process we can read. */
function processTable(): Map<number, { ppid: number; cmd: string }> {
  const table = new Map<number, { ppid: number; cmd: string }>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      const cmd = readFileSync(`/proc/${entry}/cmdline`, 'utf8').replaceAll('\0', ' ');
      table.set(Number(entry), { ppid, cmd });
    } catch {
      // gone meanwhile
    }
  }
  return table;
}

/** The RSS of the server process started under `rootPid`, and of the whole tree. */
function rssOf(rootPid: number, serverMatch: string): { server: number; tree: number } {
  const table = processTable();
  const tree = new Set([rootPid]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const [pid, p] of table)
      if (!tree.has(pid) && tree.has(p.ppid)) {
        tree.add(pid);
        grew = true;
      }
  }
  const rss = (pid: number) => {
    try {
      const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+) kB/);
      return line ? Number(line[1]) * 1024 : 0;
    } catch {
      return 0;
    }
  };
  let server = 0;
  let total = 0;
  for (const pid of tree) {
    total += rss(pid);
    const p = table.get(pid);
    if (p?.cmd.includes(serverMatch) && p.cmd.includes('node')) server = Math.max(server, rss(pid));
  }
  return { server, tree: total };
}

async function waitForAnswer(url: string, child: ChildProcess, limitMs: number): Promise<void> {
  const deadline = performance.now() + limitMs;
  while (performance.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    try {
      await fetch(url, { signal: AbortSignal.timeout(1000) });
      return;
    } catch {
      await sleep(50);
    }
  }
  throw new Error(`no answer from ${url} within ${limitMs} ms`);
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || !child.pid) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  process.kill(-child.pid, 'SIGTERM');
  const timer = setTimeout(() => {
    try {
      if (child.pid) process.kill(-child.pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }, 25_000);
  await exited;
  clearTimeout(timer);
}

interface Figures {
  firstAnswerS: number;
  serverRss: number;
  treeRss: number;
}

async function startOnce(variant: Variant, dataDir: string, port: number): Promise<Figures> {
  const t0 = performance.now();
  const child = spawn(variant.command[0] as string, variant.command.slice(1), {
    cwd: root,
    detached: true,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, DEMO: '1', LOG_LEVEL: 'warn', HOST: '127.0.0.1' },
  });
  try {
    await waitForAnswer(`http://127.0.0.1:${port}/api/user`, child, 180_000);
    const firstAnswerS = (performance.now() - t0) / 1000;
    await sleep(SETTLE_S * 1000);
    if (!child.pid) throw new Error('no pid');
    const { server, tree } = rssOf(child.pid, variant.serverMatch);
    return { firstAnswerS, serverRss: server, treeRss: tree };
  } finally {
    await stop(child);
  }
}

// The build check `npm start` runs first; nothing to build when the sources are unchanged.
const b0 = performance.now();
const build = spawnSync('node', ['scripts/build.mjs'], { cwd: root, stdio: 'inherit' });
if (build.status !== 0) throw new Error('build failed');
console.log(`build check: ${((performance.now() - b0) / 1000).toFixed(2)} s (a second check, nothing changed):`);
const c0 = performance.now();
spawnSync('node', ['scripts/build.mjs', '--quiet'], { cwd: root, stdio: 'inherit' });
console.log(`  ${((performance.now() - c0) / 1000).toFixed(2)} s`);

const results: Record<string, { cold: Figures; warm: Figures }> = {};
for (const [i, variant] of variants.entries()) {
  const dataDir = mkdtempSync(join(tmpdir(), 'storelens-bench-start-'));
  try {
    const cold = await startOnce(variant, dataDir, PORT + i);
    const warm = await startOnce(variant, dataDir, PORT + i);
    results[variant.name] = { cold, warm };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

console.log(`\nidle RSS measured ${SETTLE_S} s after the first answer; PGlite in DATA_DIR, DEMO=1`);
console.log('variant                  start  first answer  server RSS  process tree RSS');
for (const [name, r] of Object.entries(results))
  for (const kind of ['cold', 'warm'] as const) {
    const f = r[kind];
    console.log(
      `${name.padEnd(24)} ${kind.padEnd(5)} ${`${f.firstAnswerS.toFixed(1)} s`.padStart(12)}  ${`${(f.serverRss / MB).toFixed(0)} MB`.padStart(10)}  ${`${(f.treeRss / MB).toFixed(0)} MB`.padStart(16)}`,
    );
  }
const compiled = results['npm start (compiled)'];
const baseline = results['tsx (baseline)'];
if (compiled && baseline)
  for (const kind of ['cold', 'warm'] as const)
    console.log(
      `${kind}: first answer ×${(compiled[kind].firstAnswerS / baseline[kind].firstAnswerS).toFixed(2)}, server RSS ×${(compiled[kind].serverRss / baseline[kind].serverRss).toFixed(2)} of the baseline`,
    );
if (compiled) {
  // the budget is the idle server after a restart (warm); the first start also seeds the demo and runs
  // its first syncs, so its figure is shown beside it
  const warm = compiled.warm.serverRss / MB;
  console.log(
    `idle server RSS after a restart ${warm < RSS_BUDGET_MB ? 'under' : 'OVER'} the ${RSS_BUDGET_MB} MB budget (${warm.toFixed(0)} MB; first start ${(compiled.cold.serverRss / MB).toFixed(0)} MB)`,
  );
  // MEMORY_CHECK=1 (.ci/run): over the budget fails
  if (process.env.MEMORY_CHECK === '1' && warm >= RSS_BUDGET_MB) process.exitCode = 1;
}
