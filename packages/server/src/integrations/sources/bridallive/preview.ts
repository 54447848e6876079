import { PREVIEW_RECORD_COUNT } from '@storelens/contract/domain/connectors';
import { fetchWithRetry } from '../../http.ts';
import { VendorError } from '../../vendor-error.ts';
import type { SourceOptions } from '../shared/options.ts';

/** spec 2 §3 Bridal system detail: the Retailer ID and API Key from Settings → Account → API. */
export interface BridalLiveDetail {
  retailerId: string;
  apiKey: string;
}

/** BridalLive production (source-apis.md §17); the QA host is qa.bridallive.com. */
const DEFAULT_ENDPOINT = 'https://app.bridallive.com';

const invalidCredentials = () =>
  new VendorError('credentials', 'InvalidCredentials', 'Invalid Retailer Id or API Key', 401, 'apiKey');

async function post(url: string, body: unknown, options: SourceOptions, token?: string) {
  return fetchWithRetry(
    url,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { token } : {}) },
      body: JSON.stringify(body),
    },
    options.retry,
  );
}

/**
 * GET /sources/bridalLive/preview (spec 2 §7): signs in with `POST /auth/apiLogin` and reads the
 * contacts list (BridalLive lists with POST), answering the first 100. A refused login is spec 2 §8's
 * InvalidCredentials. Paging is not documented (reference §17), so the list is read in one call.
 */
export async function previewBridalLive(
  detail: BridalLiveDetail,
  options: SourceOptions = {},
): Promise<Record<string, unknown>[]> {
  const api = `${(options.endpoints?.bridalLive ?? DEFAULT_ENDPOINT).replace(/\/+$/, '')}/bl-server/api`;
  const login = await post(`${api}/auth/apiLogin`, { retailerId: detail.retailerId, apiKey: detail.apiKey }, options);
  if (login.status === 401 || login.status === 403) throw invalidCredentials();
  if (!login.ok)
    throw new VendorError('invalid', 'VendorError', `BridalLive answered HTTP ${login.status}.`, login.status);
  const { token } = (await login.json()) as { token?: unknown };
  if (typeof token !== 'string') throw new VendorError('invalid', 'VendorError', 'BridalLive sent no token.');
  const list = await post(`${api}/contacts/list`, {}, options, token);
  if (list.status === 401 || list.status === 403) throw invalidCredentials();
  if (!list.ok)
    throw new VendorError('invalid', 'VendorError', `BridalLive answered HTTP ${list.status}.`, list.status);
  const contacts = (await list.json()) as unknown;
  if (!Array.isArray(contacts)) throw new VendorError('invalid', 'VendorError', 'BridalLive sent no contact list.');
  return contacts.slice(0, PREVIEW_RECORD_COUNT) as Record<string, unknown>[];
}
