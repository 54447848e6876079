// `npm test`: every check the project has, in the order that fails fastest, using both cores.
// The type check (one core), lint and the build the browser tests serve run beside the unit and screen
// tests instead of before them; the API and browser tests, which load the machine on their own, follow
// one after the other. A step's output is printed whole when it ends, so that steps running together do
// not interleave; the run stops after the first stage with a failure, and ends with each step's time.
//
// API_TESTS_DATABASE_URL (a PostgreSQL server) runs the API tests there instead of on embedded PGlite:
// CI does, and runs the tests of the embedded database's own paths on PGlite after (.ci/run).
import { spawn } from 'node:child_process';

const apiDatabase = process.env.API_TESTS_DATABASE_URL;
const stages = [
  [
    ['type check', 'npm run typecheck'],
    ['lint', 'npm run lint'],
    // test:e2e builds only what changed since: done here, its build finds nothing to do
    ['build', 'npm run build -- --quiet'],
    ['unit and screen tests', 'npx vitest run --project unit --project web'],
  ],
  apiDatabase
    ? [['API tests on PostgreSQL', 'npm run test:api', { DATABASE_URL: apiDatabase }]]
    : [['API tests on embedded PGlite', 'npm run test:api']],
  [['browser tests', 'npm run test:e2e']],
];

/** Runs one step; a step alone in its stage prints as it goes, one beside others when it ends. */
function run([name, command, env = {}], alone) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, {
      shell: true,
      stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, ...env },
    });
    const chunks = [];
    child.stdout?.on('data', (chunk) => chunks.push(chunk));
    child.stderr?.on('data', (chunk) => chunks.push(chunk));
    child.on('exit', (code, signal) => {
      const seconds = Math.round((Date.now() - started) / 1000);
      const ok = code === 0;
      if (!alone) process.stdout.write(`\n== ${name} (${command})\n${Buffer.concat(chunks).toString()}`);
      console.log(`== ${name}: ${ok ? 'passed' : `FAILED (${signal ?? `exit ${code}`})`} in ${seconds} s`);
      resolve({ name, ok, seconds });
    });
  });
}

const results = [];
for (const stage of stages) {
  const outcomes = await Promise.all(stage.map((step) => run(step, stage.length === 1)));
  results.push(...outcomes);
  if (outcomes.some((outcome) => !outcome.ok)) break;
}
console.log('\n== times');
for (const { name, ok, seconds } of results)
  console.log(`${ok ? 'ok    ' : 'FAILED'} ${String(seconds).padStart(5)} s  ${name}`);
const failed = results.filter((result) => !result.ok);
process.exit(failed.length || results.length < stages.flat().length ? 1 : 0);
