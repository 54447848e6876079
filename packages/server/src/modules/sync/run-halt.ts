/**
 * A run told to stop (the process is shutting down): the pull and the delivery each end at their
 * next batch boundary — after a batch and its cursor are committed, never inside one — and say so
 * here (`cut`), so that the run ends as interrupted instead of succeeded and its next run resumes
 * from the committed cursors.
 */
export class RunHalt {
  /** some part of the run stopped before its work was done */
  cut = false;

  constructor(readonly signal?: AbortSignal) {}

  /** the process asked the run to stop */
  get requested(): boolean {
    return this.signal?.aborted ?? false;
  }

  /** At a batch boundary: whether to stop here (and, if so, the run is marked as cut short). */
  stopsHere(): boolean {
    if (this.requested) this.cut = true;
    return this.requested;
  }
}

const HALTED = Symbol('halted');

/**
 * The items of `items` until a stop is asked for: a stop that comes while the next item is awaited
 * (a slow vendor page) ends at once; the item, when it comes, is dropped (its cursor was not
 * committed, so the next run pulls it again) and the source is closed behind it.
 */
export async function* untilHalted<T>(items: AsyncIterable<T>, halt: RunHalt): AsyncGenerator<T> {
  const iterator = items[Symbol.asyncIterator]();
  let wake = () => {};
  const halted = new Promise<typeof HALTED>((resolve) => {
    wake = () => resolve(HALTED);
  });
  halt.signal?.addEventListener('abort', wake, { once: true });
  let done = false;
  let abandoned = false;
  try {
    for (;;) {
      if (halt.stopsHere()) return;
      const pending = iterator.next();
      pending.catch(() => undefined); // a page failing after the stop is nobody's to handle
      const next = await Promise.race([pending, halted]);
      if (next === HALTED) {
        abandoned = true;
        halt.stopsHere();
        return;
      }
      if (next.done) {
        done = true;
        return;
      }
      yield next.value;
    }
  } finally {
    halt.signal?.removeEventListener('abort', wake);
    // a next() left pending would hold the return up until its page arrives: not waited for then
    if (abandoned) iterator.return?.()?.catch(() => undefined);
    else if (!done) await iterator.return?.();
  }
}
