import type { RecordsByStream, StreamName } from './records.ts';

/** One page of a stream pull and the cursor to resume after it. */
export interface PullPage<S extends StreamName> {
  records: RecordsByStream[S][];
  /** Opaque cursor, committed only after these records are stored; resume from it next time. */
  cursor: string;
}

export interface PullRequest {
  /** null on the first run: start at `startDate` */
  cursor: string | null;
  /** the source's historical start date (ISO date) */
  startDate: string;
}

/**
 * A source connector (the Airbyte model: spec → check → read). `detail` is the source's decrypted
 * detail object as validated by the contract's schema for its type.
 */
export interface SourceConnector<Detail = Record<string, unknown>> {
  streams: readonly StreamName[];
  /** Throws a VendorError whose `code` is the spec 2 §8 code when the credentials are refused. */
  check(detail: Detail): Promise<void>;
  pull<S extends StreamName>(detail: Detail, stream: S, request: PullRequest): AsyncIterable<PullPage<S>>;
}

export interface PushBatch<S extends StreamName = StreamName> {
  stream: S;
  records: RecordsByStream[S][];
}

/** A destination connector: check the credentials, then push batches of changed records. */
export interface DestinationConnector<Detail = Record<string, unknown>> {
  /** which streams it takes */
  streams: readonly StreamName[];
  check(detail: Detail): Promise<void>;
  push(detail: Detail, batch: PushBatch, context: { accountId: number; sourceId: number }): Promise<void>;
}

/** Where each vendor's API lives; the demo and the tests point these at the local fakes. */
export interface VendorEndpoints {
  shopify?: string;
  woocommerce?: string;
  lightspeed?: string;
  lightspeedAuth?: string;
  // source validation and OAuth (spec 2 §7): the providers' auth hosts
  brightpearlAuth?: string;
  perkvilleAuth?: string;
  runSignup?: string;
  raceRoster?: string;
  heartland?: string;
  s3?: string;
  mailchimp?: string;
  zaius?: string;
  blueshift?: string;
  bridalLive?: string;
  bigcommerce?: string;
  skuvault?: string;
}
