import type { DestinationOptions } from '../options.ts';
import { fetchUqubeDatabases, invalidDatabase, type UqubeDetail } from './client.ts';

/** The chosen database must be one of those StoreLens's UQube key sees (the list the form offers). */
export async function checkUqube(detail: UqubeDetail, options: DestinationOptions = {}): Promise<void> {
  const wanted = detail.database?.trim() ?? '';
  const databases = await fetchUqubeDatabases(options);
  if (!databases.some((d) => d.databaseName === wanted)) throw invalidDatabase();
}
