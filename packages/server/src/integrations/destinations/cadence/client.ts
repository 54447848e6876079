import type { DestinationOptions } from '../options.ts';
import { ServerKeyJsonClient } from '../server-key-client.ts';

/**
 * Upper Quadrant's Cadence intake. No public API, address or auth scheme was found
 * (destination-apis.md §6): every path, field and answer here is ASSUMED and listed in
 * docs/vendors/cadence.md. There is no default host: the server is given one (VENDOR_ENDPOINTS
 * `cadence`) with its key (CADENCE_API_KEY), the Cadence form holding no credential (spec 2 §3).
 */
export type CadenceStream = 'sales' | 'products' | 'inventory' | 'stores';

export class CadenceClient extends ServerKeyJsonClient {
  constructor(options: DestinationOptions = {}) {
    super(
      {
        name: 'Cadence',
        endpoint: 'cadence',
        apiKeyEndpoint: 'cadenceApiKey',
        apiKeyVariable: 'CADENCE_API_KEY',
        rejectedCode: 'CadenceRejected',
      },
      options,
    );
  }
}

/** The feed a source's records go to: one per StoreLens account and source (assumed, see the doc). */
export const feedIdOf = (context: { accountId: number; sourceId: number }) =>
  `storelens-${context.accountId}-${context.sourceId}`;
