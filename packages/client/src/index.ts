import createClient, { type Client } from 'openapi-fetch';
import type { paths } from './schema.d.ts';

export type { components, operations, paths } from './schema.d.ts';

export interface StoreLensClientOptions {
  /** where StoreLens answers, e.g. https://storelens.example.com (the API is under /api) */
  baseUrl: string;
  /** an API key (`sl_…`) from My Profile → Security → API keys */
  apiKey: string;
  /** a fetch of your own (tests, proxies); the global one otherwise */
  fetch?: typeof globalThis.fetch;
}

/**
 * A typed client of the StoreLens API: every path, parameter, body and answer is checked by
 * TypeScript against the API document the types were generated from.
 *
 *   const api = createStoreLensClient({ baseUrl, apiKey });
 *   const { data, error } = await api.GET('/api/sources/{accountId}', { params: { path: { accountId: 7 } } });
 */
export function createStoreLensClient(options: StoreLensClientOptions): Client<paths> {
  return createClient<paths>({
    baseUrl: options.baseUrl.replace(/\/$/, ''),
    headers: { authorization: `Bearer ${options.apiKey}` },
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
}
