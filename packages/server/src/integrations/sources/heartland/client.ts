import { baseUrlOf, fetchWithRetry } from '../../http.ts';
import { credentialsRefusal, unexpectedResponse } from '../../vendor-error.ts';
import type { VendorClientOptions } from '../shared/options.ts';
import { VendorApiClient } from '../shared/vendor-client.ts';

/**
 * The Heartland source's detail (spec 2 §3: apiKey, ecomIdentifier, amazonIdentifier). The API lives
 * on an account subdomain (reference §5) that the spec's detail does not name, so `subdomain` is
 * added here; the form needs a field for it.
 */
export type HeartlandDetail = {
  apiKey: string;
  /** location (id or name) whose tickets are web orders */
  ecomIdentifier?: string;
  /** location (id or name) whose tickets are Amazon orders, also the web channel */
  amazonIdentifier?: string;
  subdomain?: string;
};

/** `endpoint`: the account's base URL; `{subdomain}` is replaced by the detail's subdomain */
export const HEARTLAND_DEFAULT_ENDPOINT = 'https://{subdomain}.retail.heartland.us';

/** spec 2 §8, word for word (including its spelling). */
export const invalidApiKey = credentialsRefusal(
  'InvalidApiKey',
  'Api Key is either invalid or lacks all the neccessary permissions',
  'apiKey',
);

/** A Heartland list body (reference §5 "Pagination"). */
export interface HeartlandList<T> {
  total: number;
  pages: number;
  results: T[];
}

export type Params = Record<string, string | number | string[]>;

/** One account's API (reference source-apis.md §5), authenticated with the API token as a Bearer token. */
export class HeartlandClient extends VendorApiClient<HeartlandDetail> {
  constructor(detail: HeartlandDetail, options: VendorClientOptions = {}) {
    if (!detail.apiKey) throw invalidApiKey();
    const template = options.endpoint ?? HEARTLAND_DEFAULT_ENDPOINT;
    const subdomain = (detail.subdomain ?? '').trim().toLowerCase();
    // the subdomain becomes part of a host name: host-name characters only
    if (template.includes('{subdomain}') && !/^[a-z0-9][a-z0-9-]{0,62}$/.test(subdomain)) throw invalidApiKey();
    super(detail, options, `${baseUrlOf(options.endpoint, HEARTLAND_DEFAULT_ENDPOINT, { subdomain })}/api`);
  }

  async list<T>(path: string, params: Params = {}): Promise<HeartlandList<T>> {
    const url = new URL(`${this.base}${path}`);
    for (const [name, value] of Object.entries(params)) {
      for (const item of Array.isArray(value) ? value : [value]) url.searchParams.append(name, String(item));
    }
    const headers = { authorization: `Bearer ${this.detail.apiKey}`, accept: 'application/json' };
    const res = await fetchWithRetry(url.toString(), { headers }, this.options.retry);
    if (res.status === 404 && path.endsWith('/lines')) {
      // the ticket went away between listing and reading its lines
      await res.body?.cancel();
      return { total: 0, pages: 0, results: [] };
    }
    // 401 bad token, 403 token without the permission, 404 no such account
    if (res.status === 401 || res.status === 403 || res.status === 404) {
      await res.body?.cancel();
      throw invalidApiKey();
    }
    if (!res.ok) throw await unexpectedResponse('Heartland', res);
    return (await res.json()) as HeartlandList<T>;
  }

  /** Every page of a small list (locations, a ticket's lines). */
  async listAll<T>(path: string, params: Params = {}): Promise<T[]> {
    const all: T[] = [];
    for (let page = 1; ; page++) {
      const body = await this.list<T>(path, { ...params, page, per_page: 1000 });
      all.push(...body.results);
      if (page >= body.pages || body.results.length === 0) return all;
    }
  }
}
