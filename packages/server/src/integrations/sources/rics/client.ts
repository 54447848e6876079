import { baseUrlOf, fetchWithRetry } from '../../http.ts';
import { credentialsRefusal, VendorError } from '../../vendor-error.ts';
import type { VendorClientOptions } from '../shared/options.ts';
import { VendorApiClient } from '../shared/vendor-client.ts';

/** The RICS source's detail (spec 2 §3). */
export type RicsDetail = {
  token: string;
  timezone: string;
  useAccountNumber?: boolean;
  pullInventory?: boolean;
  storeOwnerId?: string;
};

/** `endpoint`: the API base; calls are `{endpoint}/{Service}/{Method}` (reference §6 "Base") */
export const RICS_DEFAULT_ENDPOINT = 'https://enterprise.ricssoftware.com/api';

/** RICS takes at most this many records a call (assumed: the public clients never ask for more). */
export const RICS_TAKE = 100;

/** spec 2 §8: RICS InvalidToken; the spec gives no text, so it says what to check. */
export const invalidToken = credentialsRefusal('InvalidToken', 'The Token is not valid for the RICS API', 'token');

/** The envelope of every RICS answer (reference §6 "Envelope"). */
export interface RicsEnvelope {
  IsSuccessful?: boolean;
  Message?: string | null;
  ValidationMessages?: string[] | null;
  ResultStatistics?: { TotalRecords?: number } | null;
}

/**
 * RICS Enterprise (reference source-apis.md §6): every call a POST of JSON with the header `Token`,
 * reads included. A refused token is HTTP 401; a logical failure is HTTP 200 with
 * `IsSuccessful:false` and a `Message`. RICS documents no rate limit: a 429 or 5xx is retried by the
 * shared helper, honouring `Retry-After`.
 */
export class RicsClient extends VendorApiClient<RicsDetail> {
  constructor(detail: RicsDetail, options: VendorClientOptions = {}) {
    if (!detail.token) throw invalidToken();
    super(detail, options, baseUrlOf(options.endpoint, RICS_DEFAULT_ENDPOINT));
  }

  async call<T extends RicsEnvelope>(name: string, body: Record<string, unknown>): Promise<T> {
    const res = await fetchWithRetry(
      `${this.base}/${name}`,
      {
        method: 'POST',
        headers: { accept: 'application/json', 'content-type': 'application/json', token: this.detail.token },
        body: JSON.stringify(body),
      },
      this.options.retry,
    );
    const text = await res.text().catch(() => '');
    if (res.status === 401 || res.status === 403) throw invalidToken();
    let parsed: T | undefined;
    try {
      parsed = JSON.parse(text) as T;
    } catch {
      parsed = undefined;
    }
    if (!res.ok || !parsed || typeof parsed !== 'object') {
      throw new VendorError('invalid', 'VendorError', `RICS answered HTTP ${res.status}`, res.status);
    }
    if (parsed.IsSuccessful === false) {
      const said = [parsed.Message, ...(parsed.ValidationMessages ?? [])].filter(Boolean).join('; ');
      // a refusal that names the token or authorisation is the token's (assumed: RICS has no error codes)
      if (/token|authori[sz]/i.test(said)) throw invalidToken();
      throw new VendorError('invalid', 'VendorError', `RICS refused the request: ${said.slice(0, 200)}`);
    }
    return parsed;
  }

  /** Every page of a Skip/Take list, stopping at `ResultStatistics.TotalRecords` (or a short page). */
  async *pages<R>(name: string, key: string, body: Record<string, unknown> = {}): AsyncIterable<R[]> {
    for (let skip = 0; ; skip += RICS_TAKE) {
      const answer = await this.call<RicsEnvelope & Record<string, unknown>>(name, {
        ...body,
        Skip: skip,
        Take: RICS_TAKE,
      });
      const rows = Array.isArray(answer[key]) ? (answer[key] as R[]) : [];
      yield rows;
      const total = answer.ResultStatistics?.TotalRecords;
      if (rows.length < RICS_TAKE || (typeof total === 'number' && skip + rows.length >= total)) return;
    }
  }
}
