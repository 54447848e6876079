import { baseUrlOf, fetchWithRetry } from '../../http.ts';
import { credentialsRefusal, unexpectedResponse } from '../../vendor-error.ts';
import type { VendorClientOptions } from '../shared/options.ts';
import { VendorApiClient } from '../shared/vendor-client.ts';

/** The EnMotive source's detail (spec 2 §3): API key, the tenant, and the zone its times are written in. */
export type EnMotiveDetail = {
  apiKey: string;
  tenantId: string;
  timezone?: string;
};

/** `endpoint`: the API base (VendorEndpoints.enMotive); ASSUMED `https://api.enmotive.com/v1`, see docs/vendors/enmotive.md */
export const ENMOTIVE_DEFAULT_ENDPOINT = 'https://api.enmotive.com/v1';

/** spec 2 §8 codes; the spec gives no texts, so they say what to check. */
export const invalidApiKey = credentialsRefusal('InvalidApiKey', 'EnMotive refused this API Key', 'apiKey');
export const invalidTenantId = credentialsRefusal(
  'InvalidTenantId',
  'No EnMotive tenant has this Tenant Id',
  'tenantId',
  404,
);

export interface EmRace {
  id: number;
  name: string;
  price?: number;
}

export interface EmEvent {
  id: number;
  name: string;
  venue?: { street?: string; city?: string; state?: string; postalCode?: string };
  startsAt?: string;
  modifiedAt?: string;
  races?: EmRace[];
}

export interface EmRegistration {
  id: number;
  eventId: number;
  raceId: number;
  registrant?: { id: number; firstName?: string; lastName?: string; email?: string; phone?: string; optIn?: boolean };
  status?: string;
  amountPaid?: number | string;
  currency?: string;
  createdAt?: string;
  modifiedAt: string;
}

/** The largest page we ask for (assumed). */
export const PAGE_SIZE = 500;

/**
 * EnMotive's API as WE ASSUME it (reference source-apis.md §13: nothing public): JSON, the key in
 * `X-Api-Key`, the tenant in the path, lists as `{items, page, pageSize, totalCount}` paged from 1.
 * Every assumption is listed in docs/vendors/enmotive.md; this client reads nothing it does not need.
 */
export class EnMotiveClient extends VendorApiClient<EnMotiveDetail> {
  constructor(detail: EnMotiveDetail, options: VendorClientOptions = {}) {
    if (!detail.apiKey) throw invalidApiKey();
    const tenant = (detail.tenantId ?? '').trim();
    if (!tenant) throw invalidTenantId();
    super(
      detail,
      options,
      `${baseUrlOf(options.endpoint, ENMOTIVE_DEFAULT_ENDPOINT)}/tenants/${encodeURIComponent(tenant)}`,
    );
  }

  tenant(): Promise<{ id: string; name?: string }> {
    return this.get('', {});
  }

  async list<T>(path: '/events' | '/registrations', params: Record<string, string | number>): Promise<T[]> {
    const body = await this.get<{ items?: T[] }>(path, { ...params, pageSize: PAGE_SIZE });
    return body.items ?? [];
  }

  private async get<T>(path: string, params: Record<string, string | number>): Promise<T> {
    const url = new URL(`${this.base}${path}`);
    for (const [name, value] of Object.entries(params)) url.searchParams.set(name, String(value));
    const res = await fetchWithRetry(
      url.toString(),
      { headers: { accept: 'application/json', 'x-api-key': this.detail.apiKey } },
      this.options.retry,
    );
    if (res.status === 401 || res.status === 403) throw invalidApiKey();
    // every path we call is under the tenant: a 404 means the tenant does not exist (assumed)
    if (res.status === 404) throw invalidTenantId();
    if (!res.ok) throw await unexpectedResponse('EnMotive', res);
    return (await res.json()) as T;
  }
}
