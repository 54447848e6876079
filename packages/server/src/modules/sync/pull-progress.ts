import type { StreamName } from '../../integrations/records.ts';

/**
 * What the pull has committed so far, for a delivery running beside it (the delivery of
 * a stream starts as soon as its first batch is stored instead of after the whole pull). Each
 * stream has a version that moves on every stored batch, and ends once its pull is over (or the
 * whole pull is: finished, failed or thrown).
 *
 * A reader takes a `mark()` BEFORE it reads the warehouse; when the read comes back empty, the
 * stream is over if the mark says it had ended already (nothing can be stored after that), else it
 * waits for a batch committed after the mark.
 */
export class PullProgress {
  private readonly versions = new Map<StreamName, number>();
  private readonly ended = new Set<StreamName>();
  private allEnded = false;
  private waiters: Array<() => void> = [];

  /** A batch of the stream was committed. */
  stored(stream: StreamName): void {
    this.versions.set(stream, (this.versions.get(stream) ?? 0) + 1);
    this.wake();
  }

  /** The stream's pull is over: nothing more will be stored for it in this run. */
  end(stream: StreamName): void {
    this.ended.add(stream);
    this.wake();
  }

  /** The whole pull is over, whatever its outcome. */
  endAll(): void {
    this.allEnded = true;
    this.wake();
  }

  mark(stream: StreamName): { version: number; ended: boolean } {
    return { version: this.versions.get(stream) ?? 0, ended: this.allEnded || this.ended.has(stream) };
  }

  /** Resolves once the stream moved past the mark: a newer batch, or its end. */
  async changedSince(stream: StreamName, mark: { version: number; ended: boolean }): Promise<void> {
    const moved = () => {
      const now = this.mark(stream);
      return now.version !== mark.version || now.ended !== mark.ended;
    };
    while (!moved()) await new Promise<void>((resolve) => this.waiters.push(resolve));
  }

  private wake() {
    const waiting = this.waiters;
    this.waiters = [];
    for (const resolve of waiting) resolve();
  }
}
