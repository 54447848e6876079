import type { DestinationOptions } from '../options.ts';
import { FacebookClient, type FacebookOfflineDetail, invalidDataset } from './client.ts';

/**
 * Reads the dataset with the server's token: an unknown dataset, or one StoreLens's business was not
 * given, answers code 100/33 or a permission code, which is InvalidDatasetId (spec 2 §8). A dataset
 * that cannot take offline events (`is_consolidated_container` false [F1]) is refused the same way.
 */
export async function checkFacebookOffline(
  detail: FacebookOfflineDetail,
  options: DestinationOptions = {},
): Promise<void> {
  const datasetId = detail.datasetId?.trim() ?? '';
  if (!/^\d+$/.test(datasetId)) throw invalidDataset();
  const client = new FacebookClient(options.endpoints?.facebookAccessToken, options);
  const answer = await client.request('GET', `/${datasetId}?fields=id,is_consolidated_container`);
  if (answer.is_consolidated_container === false) throw invalidDataset();
}
