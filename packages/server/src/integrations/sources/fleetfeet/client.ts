import { fetchWithRetry } from '../../http.ts';
import { unexpectedAnswer, VendorError } from '../../vendor-error.ts';
import type { VendorClientOptions } from '../shared/options.ts';

/** The FleetFeet Online source's detail (spec 2 §3): store owners, lower-cased and trimmed by the contract. */
export type FleetFeetDetail = {
  storeOwner: string[];
};

/**
 * `endpoint`: FleetFeet Online's API host, with no default, as nothing public names it
 * (docs/vendors/fleetfeet.md); `partnerKey`: StoreLens's partner key for FleetFeet Online (the
 * source's form asks for no credential).
 */
export type FleetFeetClientOptions = VendorClientOptions & { partnerKey?: string };

/** The API path under the host (assumed, docs/vendors/fleetfeet.md). */
const API_PATH = '/api/v1';

/**
 * Spec 2 §8 names no FleetFeet code; a store owner the platform refuses is the one thing a user can
 * fix, so it is a credentials error on the Store Owners field (the source turns to 'reconnect').
 */
export const invalidStoreOwner = (message: string) =>
  new VendorError('credentials', 'InvalidStoreOwner', message, 404, 'storeOwner');

export const noStoreOwner = () =>
  new VendorError('invalid', 'InvalidStoreOwner', 'Enter at least one store owner.', 400, 'storeOwner');

const notConfigured = () =>
  new VendorError(
    'invalid',
    'NotConfigured',
    'FleetFeet Online is not set up on this server: ask your StoreLens administrator to configure its address and partner key.',
  );

export interface FleetFeetPage<T> {
  rows: T[];
  total: number;
}

/**
 * FleetFeet Online's API (assumed shape, docs/vendors/fleetfeet.md): GET lists under `/api/v1` with
 * StoreLens's partner key as a Bearer token, every list scoped by the source's store owners
 * (`storeOwner=a,b`), `page`/`per_page` and `updated_since`, `{data, meta}` bodies. A refused owner
 * (404 unknown, 403 no access) is InvalidStoreOwner; 429/5xx go through the shared retry.
 */
export class FleetFeetClient {
  private readonly base: string;
  private readonly owners: string[];

  constructor(
    detail: FleetFeetDetail,
    private readonly options: FleetFeetClientOptions = {},
  ) {
    if (!options.endpoint || !options.partnerKey) throw notConfigured();
    this.owners = (detail.storeOwner ?? []).map((o) => o.trim().toLowerCase()).filter(Boolean);
    if (this.owners.length === 0) throw noStoreOwner();
    this.base = `${options.endpoint.replace(/\/$/, '')}${API_PATH}`;
  }

  get storeOwners(): readonly string[] {
    return this.owners;
  }

  /** One page of a list for the given owners (all of the source's by default). */
  async list<T>(
    resource: string,
    params: Record<string, string | number>,
    owners: readonly string[] = this.owners,
  ): Promise<FleetFeetPage<T>> {
    const url = new URL(`${this.base}/${resource}`);
    url.searchParams.set('storeOwner', owners.join(','));
    for (const [name, value] of Object.entries(params)) url.searchParams.set(name, String(value));
    const res = await fetchWithRetry(
      url.toString(),
      { headers: { accept: 'application/json', authorization: `Bearer ${this.options.partnerKey}` } },
      this.options.retry,
    );
    const text = await res.text().catch(() => '');
    if (res.status === 404 || res.status === 403) {
      const one = owners.length === 1 ? `'${owners[0]}'` : null;
      throw invalidStoreOwner(
        res.status === 404
          ? one
            ? `FleetFeet Online has no store owner ${one}.`
            : 'FleetFeet Online does not know one of the store owners.'
          : one
            ? `Store owner ${one} has not given StoreLens access on FleetFeet Online.`
            : 'One of the store owners has not given StoreLens access on FleetFeet Online.',
      );
    }
    if (res.status === 401) {
      throw new VendorError(
        'invalid',
        'PartnerKeyRefused',
        "FleetFeet Online refused this server's partner key: ask your StoreLens administrator.",
        401,
      );
    }
    let body: { data?: T[]; meta?: { total?: number } } | undefined;
    try {
      body = JSON.parse(text) as typeof body;
    } catch {
      body = undefined;
    }
    if (!res.ok || !body || !Array.isArray(body.data)) {
      throw unexpectedAnswer('FleetFeet Online', res.status, text);
    }
    return { rows: body.data, total: body.meta?.total ?? body.data.length };
  }
}
