import type { DestinationConnector, PushBatch, PushContext } from './connector.ts';
import type { DestinationOptions } from './destinations/options.ts';
import type { RecordsByStream, StreamName } from './records.ts';

/** How a destination's credentials reach its vendor. */
export type DestinationAuth =
  /** keys from the vendor's account, named on the destination's form */
  | 'api-key'
  /** StoreLens's own key or token; the destination's form names only where the data goes */
  | 'server-key'
  /** an access key pair that signs each request (S3) */
  | 'signed';

/** What one push of a stream is handed. */
export interface StreamPushCall<Detail, Options, State, S extends StreamName> {
  /** the batch's records: read only when used, as a batch carrying JSON text parses them only then */
  readonly records: RecordsByStream[S][];
  detail: Detail;
  context: PushContext;
  options: Options;
  /** what the connector keeps between pushes (`keep`): reused clients */
  state: State;
  batch: PushBatch<S>;
}

/** Sends one batch of a stream's records, mapped by the vendor's mappers.ts. */
export type StreamPush<Detail, Options, State, S extends StreamName> = (
  call: StreamPushCall<Detail, Options, State, S>,
) => Promise<void>;

export type StreamPushes<Detail, Options, State> = { [S in StreamName]?: StreamPush<Detail, Options, State, S> };

/** Everything that makes a destination connector. */
export interface DestinationDefinition<Detail, Options extends DestinationOptions, State> {
  auth: DestinationAuth;
  /** the streams it takes, in the order written, each with how its batches are sent */
  streams: StreamPushes<Detail, Options, State>;
  /** most records one push takes (default 500) */
  pushBatchSize?: number;
  /** throws a VendorError with the refusal's code when the vendor refuses */
  check(detail: Detail, options: Options): Promise<void>;
  /** builds what a connector keeps between its pushes */
  keep?(options: Options): State;
}

export type DestinationFactory<Detail, Options extends DestinationOptions, State> = ((
  options?: Options,
) => DestinationConnector<Detail>) & { readonly definition: DestinationDefinition<Detail, Options, State> };

/** Builds a destination connector's factory from its declaration: a batch of a stream it does not take is ignored. */
export function defineDestinationConnector<
  Detail,
  Options extends DestinationOptions = DestinationOptions,
  State = undefined,
>(definition: DestinationDefinition<Detail, Options, State>): DestinationFactory<Detail, Options, State> {
  const streams = Object.keys(definition.streams) as StreamName[];
  const factory = (options = {} as Options): DestinationConnector<Detail> => {
    const state = definition.keep?.(options) as State;
    return {
      streams,
      ...(definition.pushBatchSize ? { pushBatchSize: definition.pushBatchSize } : {}),
      check: (detail) => definition.check(detail, options),
      async push(detail, batch, context) {
        const send = definition.streams[batch.stream] as StreamPush<Detail, Options, State, StreamName> | undefined;
        await send?.({
          get records() {
            return batch.records;
          },
          detail,
          context,
          options,
          state,
          batch,
        });
      },
    };
  };
  return Object.assign(factory, { definition });
}

/** The same push for every stream (a file bucket, a database of one table per stream). */
export function everyStream<Detail, Options, State>(
  streams: readonly StreamName[],
  send: StreamPush<Detail, Options, State, StreamName>,
): StreamPushes<Detail, Options, State> {
  return Object.fromEntries(streams.map((stream) => [stream, send]));
}
