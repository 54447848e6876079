import type { DestinationOptions } from '../options.ts';
import { CadenceClient } from './client.ts';

/**
 * The Cadence form holds no credential (spec 2 §3) and spec 2 §8 gives Cadence no code: the check
 * is that this server is set up for Cadence and its key is accepted (a ping).
 */
export async function checkCadence(options: DestinationOptions = {}): Promise<void> {
  await new CadenceClient(options).request('GET', '/v1/ping');
}
