import { E2E_PORTS } from './ports.ts';

/** The e2e server's METRICS_TOKEN (scripts/e2e-server.mjs): it protects nothing but test data. */
export const E2E_METRICS_TOKEN = 'e2e-metrics-token';
/** Give up when no first sync has ended for this long (the demo's longest took 16 s on a loaded machine). */
const STALL_MS = 60_000;

/** The number of source-sync jobs still to run or running, from the server's own /metrics. */
async function pendingSyncs(baseUrl: string): Promise<number | null> {
  try {
    const res = await fetch(`${baseUrl}/metrics`, { headers: { authorization: `Bearer ${E2E_METRICS_TOKEN}` } });
    if (!res.ok) return null;
    let pending = 0;
    for (const line of (await res.text()).split('\n')) {
      const match = /^storelens_queue_jobs\{queue="source-sync",state="(created|retry|active)"\} (\d+)/.exec(line);
      if (match) pending += Number(match[2]);
    }
    return pending;
  } catch {
    return null;
  }
}

/**
 * Waits until the demo's first sync runs, which start with the server, are over: the flows then meet a
 * server busy only with them, as a person opening the demo a minute later does, rather than two shards'
 * servers each running 19 first syncs on two cores (the first flows took twice as long beside them).
 * It waits as long as the runs keep ending, however loaded the machine: a fixed limit either cut the
 * wait short there or idled on a fast one. A run stuck for STALL_MS lets the flows start anyway: no flow
 * needs every first sync over, and a flow that reads a seeded source's run waits for that run itself
 * (firstRuns and historyLoaded in connectors-helpers.ts).
 */
export default async function waitForDemoSettled(): Promise<void> {
  const baseUrl = `http://127.0.0.1:${E2E_PORTS.server}`;
  let last: number | null = null;
  let changedAt = Date.now();
  let quietChecks = 0;
  while (Date.now() - changedAt < STALL_MS) {
    const pending = await pendingSyncs(baseUrl);
    if (pending !== last) {
      last = pending;
      changedAt = Date.now();
    }
    quietChecks = pending === 0 ? quietChecks + 1 : 0;
    if (quietChecks >= 2) return;
    await new Promise((resolve) => setTimeout(resolve, 2_000));
  }
  console.warn(`no first sync of the demo ended in ${STALL_MS / 1000} s (${last} to go); the flows start anyway`);
}
