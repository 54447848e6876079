import { VendorError } from '../../vendor-error.ts';
import type { DestinationOptions } from '../options.ts';
import { ServerKeyJsonClient } from '../server-key-client.ts';

/**
 * Upper Quadrant's UQube. No public API, address or auth scheme was found (destination-apis.md §6):
 * every path, field and answer here is ASSUMED and listed in docs/vendors/uqube.md. There is no
 * default host: the server is given one (VENDOR_ENDPOINTS `uqube`) with its key (UQUBE_API_KEY); the
 * UQube form names only a database (spec 2 §3).
 */
export interface UqubeDetail {
  database: string;
}

export type UqubeTable = 'customers' | 'orders' | 'products' | 'inventory' | 'locations';

/** spec 2 §8 gives UQube no code; a database the account cannot see is the Database field's error. */
export const invalidDatabase = (status?: number) =>
  new VendorError('credentials', 'InvalidDatabase', 'Invalid Database', status, 'database');

export class UqubeClient extends ServerKeyJsonClient {
  constructor(options: DestinationOptions = {}) {
    super(
      {
        name: 'UQube',
        endpoint: 'uqube',
        apiKeyEndpoint: 'uqubeApiKey',
        apiKeyVariable: 'UQUBE_API_KEY',
        rejectedCode: 'UqubeRejected',
        refusalOf: (status, path) =>
          status === 404 && path.startsWith('/v1/databases/') ? invalidDatabase(404) : undefined,
      },
      options,
    );
  }
}

/** spec 2 §7 GET /destinations/uqube/databases: the databases StoreLens's UQube key may load into. */
export async function fetchUqubeDatabases(options: DestinationOptions = {}): Promise<{ databaseName: string }[]> {
  const answer = await new UqubeClient(options).request('GET', '/v1/databases');
  const list = Array.isArray(answer.databases) ? answer.databases : [];
  return list.flatMap((item: unknown) => {
    const name = typeof item === 'object' && item !== null ? (item as { name?: unknown }).name : undefined;
    return typeof name === 'string' && name !== '' ? [{ databaseName: name }] : [];
  });
}
