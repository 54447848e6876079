import type { FastifyBaseLogger } from 'fastify';

/**
 * The order a process stops in: first it stops accepting (the HTTP server answers what is in
 * flight and takes nothing new), then the work in flight drains (job handlers end, a sync run at
 * its next batch boundary), then what they used closes (pools, the embedded database).
 */
export type ShutdownPhase = 'accepting' | 'draining' | 'closing';
const PHASES: readonly ShutdownPhase[] = ['accepting', 'draining', 'closing'];

export interface ShutdownOptions {
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  /** after this the process exits non-zero, naming what was still running */
  timeoutMs: number;
  /** process.exit, unless a test watches it */
  exit?: (code: number) => void;
  /** what is running right now, for the timeout's log (e.g. the queue's active jobs) */
  describeActive?: () => unknown;
}

export interface Shutdown {
  /** aborted at the first signal: long work (a sync run) winds down at its next boundary */
  readonly stopping: AbortSignal;
  /** Adds a step to a phase; a phase's steps run one after another in the order they were added. */
  add(phase: ShutdownPhase, name: string, run: () => unknown): void;
  /** The time left before the stop counts as timed out (the whole timeout until it starts). */
  remainingMs(): number;
  /** Stops the process: every step in phase order, then exit 0 (1 when a step failed or the time ran out). */
  stop(reason: string): Promise<void>;
  /** Stops on SIGTERM and SIGINT; a second signal while stopping is logged and changes nothing. */
  listen(on?: Pick<NodeJS.Process, 'on'>): void;
}

export const DEFAULT_SHUTDOWN_TIMEOUT_S = 25;

/** The process's one orderly stop (ARCHITECTURE: platform/observability). */
export function createShutdown(options: ShutdownOptions): Shutdown {
  const { log, timeoutMs } = options;
  const exit = options.exit ?? ((code: number) => process.exit(code));
  const controller = new AbortController();
  const steps: Array<{ phase: ShutdownPhase; name: string; run: () => unknown }> = [];
  let startedAt = 0;
  let stopping: Promise<void> | null = null;
  let exited = false;
  const finish = (code: number) => {
    if (exited) return;
    exited = true;
    exit(code);
  };

  const runSteps = async (reason: string): Promise<void> => {
    startedAt = Date.now();
    controller.abort(reason);
    log.info({ signal: reason, timeoutS: timeoutMs / 1000 }, 'stopping');
    const pending = new Set(steps.map((s) => s.name));
    const timer = setTimeout(() => {
      // the time is up: say what never ended, then leave (a kill would lose no data either: runs resume)
      log.error(
        { signal: reason, stillRunning: [...pending], active: safely(options.describeActive) },
        `stopping took longer than ${timeoutMs / 1000} s: exiting with work still running`,
      );
      finish(1);
    }, timeoutMs);
    let failed = false;
    for (const phase of PHASES)
      for (const step of steps.filter((s) => s.phase === phase)) {
        const t0 = Date.now();
        try {
          await step.run();
        } catch (err) {
          failed = true;
          log.error({ err, step: step.name }, `stopping: ${step.name} failed`);
        }
        pending.delete(step.name);
        log.info({ step: step.name, phase, ms: Date.now() - t0 }, `stopped ${step.name}`);
      }
    clearTimeout(timer);
    log.info({ signal: reason, ms: Date.now() - startedAt }, 'stopped');
    finish(failed ? 1 : 0);
  };

  const stop = (reason: string): Promise<void> => {
    if (stopping) {
      const left = Math.max(0, Math.ceil((timeoutMs - (Date.now() - startedAt)) / 1000));
      log.warn({ signal: reason }, `already stopping: the work in flight ends first (at most ${left} s more)`);
      return stopping;
    }
    stopping = runSteps(reason);
    return stopping;
  };

  return {
    stopping: controller.signal,
    add: (phase, name, run) => {
      steps.push({ phase, name, run });
    },
    stop,
    remainingMs: () => (startedAt === 0 ? timeoutMs : Math.max(0, timeoutMs - (Date.now() - startedAt))),
    listen: (on = process) => {
      for (const signal of ['SIGTERM', 'SIGINT'] as const) on.on(signal, () => void stop(signal));
    },
  };
}

function safely(describe: (() => unknown) | undefined): unknown {
  try {
    return describe?.();
  } catch (err) {
    return `(could not tell: ${(err as Error).message})`;
  }
}
