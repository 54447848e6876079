import { baseUrlOf, fetchWithRetry } from '../../http.ts';
import { VendorError } from '../../vendor-error.ts';
import { KeyedClient, refusedKey } from '../keyed-client.ts';
import type { LinkMappingDetail } from '../link-mappings.ts';
import type { DestinationOptions } from '../options.ts';

/**
 * spec 2 §3: the customer-data platform (Zaius / Optimizely Data Platform) destination's detail,
 * with its link's options and (Runit categories, Heartland columns) mappings.
 */
export interface ZaiusDetail extends LinkMappingDetail {
  publicKey: string;
  privateKey: string;
  listFields?: string[];
  ignoreWebOrders?: boolean;
  /** default true */
  includeDiscount?: boolean;
  loadProductUPC?: boolean;
  /**
   * Orders always go as order events (which create ODP's order objects). With createOrders the push
   * also creates the product objects the order lines name, since a purchase does not create them [O4].
   * The contract's link schema defaults it to false.
   */
  createOrders?: boolean;
  emailConsent?: 'Ignore' | 'Global';
  phoneConsent?: 'Ignore' | 'Global' | 'Opt-In';
  selectedLists?: string[];
  selectedEmailLists?: string[];
}

export type JsonObject = Record<string, unknown>;

export interface ZaiusList {
  list_id: string;
  name: string;
}

/** Older Zaius docs' host [O1]; ODP accounts may live at api.{us1|eu1|au1}.odp.optimizely.com/v3 [O5]. */
const DEFAULT_ENDPOINT = 'https://api.zaius.com/v3';

/** Which key a call is made with, so a 403 can be blamed on the right form field (spec 2 §8). */
export type KeyKind = 'public' | 'private';

const KEY_ERRORS: Record<KeyKind, { code: string; message: string; field: keyof ZaiusDetail }> = {
  public: { code: 'InvalidPublicKey', message: 'Invalid Public Key', field: 'publicKey' },
  private: { code: 'InvalidPrivateKey', message: 'Invalid Private Key', field: 'privateKey' },
};

export const invalidKey = (kind: KeyKind) => refusedKey(KEY_ERRORS, kind, 403);

/** ODP REST v3: `x-api-key` auth, JSON bodies, 429/5xx retried by fetchWithRetry [O1][O2]. */
export class ZaiusClient extends KeyedClient<KeyKind> {
  constructor(key: string, kind: KeyKind, options: DestinationOptions = {}) {
    super(key, kind, options, baseUrlOf(options.endpoints?.zaius, DEFAULT_ENDPOINT));
  }

  async request(method: string, path: string, body?: unknown): Promise<JsonObject> {
    const res = await fetchWithRetry(
      `${this.baseUrl}${path}`,
      {
        method,
        headers: { 'x-api-key': this.key.trim(), 'content-type': 'application/json', accept: 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      },
      this.options.retry,
    );
    const text = await res.text();
    const parsed: unknown = text ? JSON.parse(text) : {};
    const json = typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? (parsed as JsonObject) : {};
    // A bad or missing key is a 403 {"message":"Forbidden"}; no 401 is documented [O2][O8].
    if (res.status === 401 || res.status === 403) throw invalidKey(this.kind);
    if (!res.ok)
      throw new VendorError(
        'invalid',
        'ZaiusRejected',
        `ODP answered ${res.status}: ${text.slice(0, 500)}`,
        res.status,
      );
    return json;
  }
}

/**
 * spec 2 §7: the customer-data platform's list lookup. Takes the private key and returns the
 * account's lists as [{list_id, name}] (GET /lists [O5]).
 */
export async function fetchZaiusLists(privateKey: string, options: DestinationOptions = {}): Promise<ZaiusList[]> {
  const answer = await new ZaiusClient(privateKey, 'private', options).request('GET', '/lists');
  const lists = Array.isArray(answer.lists) ? answer.lists : [];
  return lists.flatMap((list: unknown) => {
    if (typeof list !== 'object' || list === null) return [];
    const { list_id, name } = list as JsonObject;
    return typeof list_id === 'string' ? [{ list_id, name: typeof name === 'string' ? name : list_id }] : [];
  });
}
