import { performance } from 'node:perf_hooks';
import type { PullPage, SourceConnector } from '../integrations/connector.ts';
import type { StreamName } from '../integrations/records.ts';

export interface PullObserver {
  /** time spent waiting on the vendor for one page */
  waited?: (ms: number, stream: StreamName) => void;
  /** called once the engine asks for the next page (it reads ahead: this one may not be stored yet) */
  stored?: (stream: StreamName, records: number) => void;
}

/** The same connector, reporting each page's wait and storage (benchmarks, the kill test's worker). */
export function observePull(connector: SourceConnector, observer: PullObserver): SourceConnector {
  return {
    ...connector,
    pull: <S extends StreamName>(
      detail: Record<string, unknown>,
      stream: S,
      request: Parameters<SourceConnector['pull']>[2],
    ) => ({
      async *[Symbol.asyncIterator]() {
        const pages = connector.pull(detail, stream, request)[Symbol.asyncIterator]();
        for (;;) {
          const t0 = performance.now();
          const next = await pages.next();
          observer.waited?.(performance.now() - t0, stream);
          if (next.done) return;
          yield next.value as PullPage<S>;
          observer.stored?.(stream, next.value.records.length);
        }
      },
    }),
  };
}
