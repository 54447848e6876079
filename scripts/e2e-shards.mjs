// Runs the Playwright flows in parallel shards (as the suite grows, shard rather than drop).
// Each shard gets its own block of ports (e2e/ports.ts) and so its own server, mail catcher and
// fakes. E2E_SHARDS sets how many (default 2: this machine has 2 cores); E2E_PORT_BASE moves the
// first block (3100), so two whole runs can share a machine; extra arguments go to every `playwright test`.
//
// The spec files go to the shards by how long each took (e2e/durations.json, seconds), the longest first
// into the shard with the least so far. Playwright's own --shard splits by test count, which put every
// connectors flow into one shard: 21 minutes against 15. A file the table does not know counts as the
// median one. Arguments naming spec files run just those, in one shard.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';

const root = new URL('..', import.meta.url).pathname;
const shards = Number(process.env.E2E_SHARDS ?? 2);
const args = process.argv.slice(2);
const portBase = Number(process.env.E2E_PORT_BASE ?? 3100);
const namesFiles = args.some((a) => a.includes('.spec.'));

/** The spec files split into `count` lists of about equal total duration. */
function splitByDuration(count) {
  const durations = JSON.parse(readFileSync(`${root}e2e/durations.json`, 'utf8'));
  const specs = readdirSync(`${root}e2e`).filter((name) => name.endsWith('.spec.ts'));
  const known = specs.map((name) => durations[name]).filter((s) => typeof s === 'number');
  const median = known.sort((a, b) => a - b)[Math.floor(known.length / 2)] ?? 1;
  const weighted = specs
    .map((name) => ({ file: `e2e/${name}`, seconds: durations[name] ?? median }))
    .sort((a, b) => b.seconds - a.seconds || a.file.localeCompare(b.file));
  const lists = Array.from({ length: count }, () => ({ files: [], seconds: 0 }));
  for (const spec of weighted) {
    const lightest = lists.reduce((min, list) => (list.seconds < min.seconds ? list : min));
    lightest.files.push(spec.file);
    lightest.seconds += spec.seconds;
  }
  // each shard runs its files in name order, as a single run would
  return lists.map((list) => list.files.sort());
}

const shardCount = namesFiles ? 1 : shards;
const fileLists = shardCount > 1 ? splitByDuration(shardCount) : [[]];

const runShard = (index) =>
  new Promise((resolve) => {
    const child = spawn('npx', ['playwright', 'test', ...fileLists[index - 1], ...args], {
      stdio: 'inherit',
      env: {
        ...process.env,
        E2E_PORT_BASE: String(portBase + 100 * (index - 1)),
        E2E_OUTPUT_DIR: shardCount <= 1 ? 'test-results' : `test-results/shard-${index}`,
      },
    });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });

/** Every flow's attempts in a shard's JSON report: file, title, seconds of each try. */
function flowsOf(report) {
  const flows = [];
  const walk = (suite, file) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests ?? [])
        flows.push({ file, title: spec.title, tries: (test.results ?? []).map((r) => r.duration / 1000) });
    for (const child of suite.suites ?? []) walk(child, file);
  };
  for (const suite of report.suites ?? []) walk(suite, suite.file ?? suite.title);
  return flows;
}

/**
 * After the run: the slowest flows, and each file's measured seconds (test-results/durations.json, the
 * figures e2e/durations.json should hold when the flows change), so the split and the limits follow
 * what the flows really take.
 */
function reportDurations(count) {
  const flows = [];
  for (let index = 1; index <= count; index++) {
    const dir = count <= 1 ? 'test-results' : `test-results/shard-${index}`;
    if (!existsSync(`${root}${dir}/results.json`)) continue;
    flows.push(...flowsOf(JSON.parse(readFileSync(`${root}${dir}/results.json`, 'utf8'))));
  }
  if (flows.length === 0) return;
  const longest = (flow) => Math.max(0, ...flow.tries);
  const slowest = [...flows].sort((a, b) => longest(b) - longest(a)).slice(0, 5);
  console.log('slowest flows (seconds, each try):');
  for (const flow of slowest)
    console.log(`  ${flow.tries.map((t) => t.toFixed(1)).join(' + ')}  ${flow.file} › ${flow.title}`);
  const perFile = {};
  for (const flow of flows) perFile[flow.file] = Math.round((perFile[flow.file] ?? 0) + (flow.tries.at(-1) ?? 0));
  writeFileSync(`${root}test-results/durations.json`, `${JSON.stringify(perFile, null, 2)}\n`);
}

const codes =
  shardCount <= 1
    ? [await runShard(1)]
    : await Promise.all(Array.from({ length: shardCount }, (_, i) => runShard(i + 1)));
reportDurations(shardCount);
const failed = codes.filter((code) => code !== 0).length;
if (failed) console.error(`${failed} of ${shardCount} Playwright shards failed`);
process.exit(failed ? 1 : 0);
