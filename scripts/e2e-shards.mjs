// Runs the Playwright flows in parallel shards (as the suite grows, shard rather than drop).
// Each shard gets its own block of ports (e2e/ports.ts) and so its own server, mail catcher and
// fakes. E2E_SHARDS sets how many (default 2: this machine has 2 cores); E2E_PORT_BASE moves the
// first block (3100), so two whole runs can share a machine; extra arguments go to every `playwright test`.
import { spawn } from 'node:child_process';

const shards = Number(process.env.E2E_SHARDS ?? 2);
const args = process.argv.slice(2);
const portBase = Number(process.env.E2E_PORT_BASE ?? 3100);

const runShard = (index) =>
  new Promise((resolve) => {
    const child = spawn('npx', ['playwright', 'test', `--shard=${index}/${shards}`, ...args], {
      stdio: 'inherit',
      env: {
        ...process.env,
        E2E_PORT_BASE: String(portBase + 100 * (index - 1)),
        E2E_OUTPUT_DIR: shards <= 1 ? 'test-results' : `test-results/shard-${index}`,
      },
    });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });

const codes =
  shards <= 1 ? [await runShard(1)] : await Promise.all(Array.from({ length: shards }, (_, i) => runShard(i + 1)));
const failed = codes.filter((code) => code !== 0).length;
if (failed) console.error(`${failed} of ${shards} Playwright shards failed`);
process.exit(failed ? 1 : 0);
