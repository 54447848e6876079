import type { DestinationOptions } from '../options.ts';
import { fetchZaiusLists, invalidKey, ZaiusClient, type ZaiusDetail } from './client.ts';

/**
 * Verifies both keys: the private key by reading the lists (a back-end read), the public key by
 * sending an empty event batch (the public key is the one for sending data [O1]; an empty batch
 * stores nothing). Each refusal names its own field: InvalidPrivateKey, InvalidPublicKey (spec 2 §8).
 */
export async function checkZaius(detail: ZaiusDetail, options: DestinationOptions = {}): Promise<void> {
  if (!detail.privateKey?.trim()) throw invalidKey('private');
  if (!detail.publicKey?.trim()) throw invalidKey('public');
  await fetchZaiusLists(detail.privateKey, options);
  await new ZaiusClient(detail.publicKey, 'public', options).request('POST', '/events', []);
}
