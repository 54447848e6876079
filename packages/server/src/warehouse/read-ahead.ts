/**
 * A pull's pages gathered into store batches. The pull runs ahead of the store while
 * fewer than `maxRecords` records wait, and each batch takes every page that arrived while the
 * previous batch was being stored, up to `maxRecords`. A store slower than the vendor thus gets
 * larger batches (fewer transactions: the per-transaction cost is paid once per batch, not per
 * page), a slower vendor small ones (records reach the warehouse as they come), and the vendor's
 * wait and the database's work overlap instead of taking turns.
 *
 * A failing pull first hands over the pages it delivered, then throws. Ending the loop early
 * (a store that throws) stops the pull after the page it is fetching.
 */
export async function* batchPages<T extends { records: readonly unknown[] }>(
  pages: AsyncIterable<T>,
  maxRecords: number,
): AsyncGenerator<T[]> {
  const source = pages[Symbol.asyncIterator]();
  const queue: T[] = [];
  let queued = 0;
  let finished = false;
  let stopped = false;
  let failure: { error: unknown } | null = null;
  // whoever waits: the store for pages, the pull for room
  let pagesArrived: (() => void) | null = null;
  let roomMade: (() => void) | null = null;
  const wake = (waiter: (() => void) | null) => waiter?.();

  const pull = async () => {
    try {
      while (!stopped) {
        if (queued >= maxRecords) {
          await new Promise<void>((resolve) => {
            roomMade = resolve;
          });
          continue;
        }
        const next = await source.next();
        if (next.done) return;
        queue.push(next.value);
        queued += next.value.records.length;
        wake(pagesArrived);
      }
      // stopped early: let the vendor iterator close its request
      await source.return?.();
    } catch (error) {
      failure = { error };
    } finally {
      finished = true;
      wake(pagesArrived);
    }
  };
  const pulling = pull();

  try {
    for (;;) {
      if (queue.length === 0) {
        if (finished) {
          await pulling;
          if (failure) throw (failure as { error: unknown }).error;
          return;
        }
        await new Promise<void>((resolve) => {
          pagesArrived = resolve;
        });
        pagesArrived = null;
        continue;
      }
      const batch: T[] = [];
      let size = 0;
      while (queue.length > 0 && (batch.length === 0 || size + queue[0]!.records.length <= maxRecords)) {
        const page = queue.shift()!;
        batch.push(page);
        size += page.records.length;
      }
      queued -= size;
      wake(roomMade);
      roomMade = null;
      yield batch;
    }
  } finally {
    stopped = true;
    wake(roomMade);
  }
}
