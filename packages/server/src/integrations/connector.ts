import type { SourceTypeId } from '@storelens/contract/domain/connectors';
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
  /**
   * Each record's JSON text, in the same order, when the engine read them as text: a
   * destination that writes JSON sends these as they are; `records` is then only parsed if read.
   */
  json?: readonly string[];
}

/** Whose records a push carries: the source type tells a destination what an order stands for (order-kinds.ts). */
export interface PushContext {
  accountId: number;
  sourceId: number;
  sourceType: SourceTypeId;
}

/** A destination connector: check the credentials, then push batches of changed records. */
export interface DestinationConnector<Detail = Record<string, unknown>> {
  /** which streams it takes */
  streams: readonly StreamName[];
  /** most records one push takes (default 500): a bucket's file can hold more than a vendor's API call */
  pushBatchSize?: number;
  check(detail: Detail): Promise<void>;
  push(detail: Detail, batch: PushBatch, context: PushContext): Promise<void>;
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
  /** runsignup.com: its OAuth 1.0a flow and its REST API (`{host}/Rest`) */
  runSignup?: string;
  /** raceroster.com: its token call and its API (`{host}/api/v1`) */
  raceRoster?: string;
  /** EnMotive's API base (assumed `https://api.enmotive.com/v1`, docs/vendors/enmotive.md) */
  enMotive?: string;
  heartland?: string;
  s3?: string;
  mailchimp?: string;
  zaius?: string;
  blueshift?: string;
  bridalLive?: string;
  bigcommerce?: string;
  skuvault?: string;
  waitwhile?: string;
  appointmentPlus?: string;
  /** Runit servers: `{url}` is the server address the source names (default `https://{url}`) */
  runit?: string;
  /** FleetFeet Online's API host */
  fleetFeet?: string;
  /** the partner key StoreLens holds for FleetFeet Online (its form asks for no credential: spec 2 §3) */
  fleetFeetPartnerKey?: string;
  /** RICS Enterprise API base (`{base}/{Service}/{Method}`) */
  rics?: string;
  /** Teamwork CHQ: `{url}` stands for the tenant's CHQ host */
  teamwork?: string;
  /** Haku's API base (assumed, docs/vendors/haku.md) */
  haku?: string;
  /** Meta Graph API root with its version (default https://graph.facebook.com/v21.0) */
  facebook?: string;
  /** StoreLens's own Meta system-user token: the Facebook Offline form holds only the dataset id (spec 2 §3) */
  facebookAccessToken?: string;
  /** Upper Quadrant's Cadence intake API (no public address: docs/vendors/cadence.md) */
  cadence?: string;
  /** StoreLens's key for Cadence (the Cadence form asks for no credential: spec 2 §3) */
  cadenceApiKey?: string;
  /** Upper Quadrant's UQube API (no public address: docs/vendors/uqube.md) */
  uqube?: string;
  /** StoreLens's key for UQube (the UQube form names only a database: spec 2 §3) */
  uqubeApiKey?: string;
  /** Brightpearl's API host; unset = the account's own `https://{apiDomain}` from its OAuth token answer */
  brightpearl?: string;
  /** Perkville's API host (default https://api.perkville.com) */
  perkville?: string;
}
