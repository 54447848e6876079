import type { PullPage, PullRequest, SourceConnector, VendorEndpoints } from './connector.ts';
import type { StreamName } from './records.ts';
import { lazily, noPages, type SourceOptions, type VendorClientOptions } from './sources/shared/options.ts';

/** How a source's credentials reach its vendor (what the source's form asks for and how it is sent). */
export type SourceAuth =
  /** a key, token or key pair from the vendor's back office, sent with each call */
  | 'api-key'
  /** a user name and password (or a stored login) exchanged for a session */
  | 'login'
  /** OAuth 2.0 tokens from the sign-in flow, renewed by the client */
  | 'oauth2'
  /** OAuth 1.0a signed calls */
  | 'oauth1'
  /** an OAuth 2.0 client id and secret exchanged for short-lived tokens */
  | 'client-credentials'
  /** none: the store's own server, reached by its address */
  | 'none'
  /** StoreLens's own partner key; the source names only its store */
  | 'partner-key';

/** How a stream walks the vendor's list; resume cursors follow from it (shared/watermark.ts, shared/keyset.ts). */
export type StreamPaging =
  /** "updated since" with keysets over page numbers (walkUpdated) */
  | 'keyset'
  /** page numbers or offsets up to the end of the list */
  | 'pages'
  /** the vendor's own next-page token or link */
  | 'next-token'
  /** fixed date windows, paged inside each window */
  | 'window'
  /** read whole every run, only what changed past the cursor handed out */
  | 'whole-list'
  /** an asynchronous bulk export read as a file */
  | 'bulk'
  /** a pass over parent records (races, events) and their children */
  | 'passes';

/** One stream of a source: how it pages and how it is pulled and mapped into records. */
export interface StreamDeclaration<Client, Detail, S extends StreamName> {
  paging: StreamPaging;
  /** the pages of records (the vendor's rows mapped by the vendor's mappers.ts), each with its resume cursor */
  pull(client: Client, request: PullRequest, detail: Detail): AsyncIterable<PullPage<S>>;
}

/**
 * A stream declared beside its pull, `stream('keyset', (client, request) => …)`, so that the
 * declaration's list of streams only names them (and a vendor's type names its client and detail once).
 */
export const stream = <Client, Detail, S extends StreamName>(
  paging: StreamPaging,
  pull: (client: Client, request: PullRequest, detail: Detail) => AsyncIterable<PullPage<S>>,
): StreamDeclaration<Client, Detail, S> => ({ paging, pull });

export type StreamDeclarations<Client, Detail> = { [S in StreamName]?: StreamDeclaration<Client, Detail, S> };

/** Everything that makes a source connector: the rest (client per call, lazy pulls, absent streams) is common. */
export interface SourceDefinition<Detail, Client, Options extends SourceOptions> {
  auth: SourceAuth;
  /** the streams the engine pulls, in the order written; a stream left out pulls no pages */
  streams: StreamDeclarations<Client, Detail>;
  /** the vendor's API client for one source's detail */
  client(detail: Detail, options: Options): Client;
  /** throws a VendorError with the refusal's code when the vendor refuses the credentials */
  check(client: Client, detail: Detail): Promise<void>;
}

/** What `defineSourceConnector` answers: the factory the registry calls, with the declaration it was made from. */
export type SourceFactory<Detail, Client, Options extends SourceOptions> = ((
  options?: Options,
) => SourceConnector<Detail>) & { readonly definition: SourceDefinition<Detail, Client, Options> };

/**
 * Builds a source connector's factory from its declaration. A client is made for each call from
 * the detail it is handed (a detail is decrypted per run), and a pull is built only when iterated,
 * so a detail that cannot make a client rejects like any other failure.
 */
export function defineSourceConnector<Detail, Client, Options extends SourceOptions = SourceOptions>(
  definition: SourceDefinition<Detail, Client, Options>,
): SourceFactory<Detail, Client, Options> {
  const streams = Object.keys(definition.streams) as StreamName[];
  const factory = (options = {} as Options): SourceConnector<Detail> => ({
    streams,
    check: async (detail) => definition.check(definition.client(detail, options), detail),
    pull: <S extends StreamName>(detail: Detail, stream: S, request: PullRequest) =>
      lazily(() => {
        const declared = definition.streams[stream] as StreamDeclaration<Client, Detail, S> | undefined;
        return declared ? declared.pull(definition.client(detail, options), request, detail) : noPages<PullPage<S>>();
      }),
  });
  return Object.assign(factory, { definition });
}

/** A vendor client class made from a source's detail, the vendor's base URL and retry tuning (and what else it takes). */
export type EndpointClientClass<Detail, Client, Extra extends object = object> = new (
  detail: Detail,
  options: VendorClientOptions & Extra,
) => Client;

/**
 * The `client` of a declaration whose vendor client needs its base URL, `endpoints[vendor]` (the
 * fake's in tests; the client's default when unset), the retry tuning, and what `extra` adds from
 * the factory's options (an OAuth client, a partner key).
 */
export const clientAt =
  <Detail, Client, Options extends SourceOptions = SourceOptions, Extra extends object = object>(
    Client: EndpointClientClass<Detail, Client, Extra>,
    vendor: keyof VendorEndpoints,
    extra?: (options: Options) => Extra,
  ) =>
  (detail: Detail, options: Options): Client =>
    new Client(detail, {
      endpoint: options.endpoints?.[vendor],
      retry: options.retry,
      ...(extra?.(options) as Extra),
    });
