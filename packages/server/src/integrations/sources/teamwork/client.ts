import { randomUUID } from 'node:crypto';
import { baseUrlOf, fetchWithRetry } from '../../http.ts';
import { VendorError } from '../../vendor-error.ts';
import type { VendorClientOptions } from '../shared/options.ts';
import { VendorApiClient } from '../shared/vendor-client.ts';

/** The Teamwork source's detail (spec 2 §3). */
export type TeamworkDetail = {
  url: string;
  apiKey: string;
  itemIdentifier?: 'PLU' | 'ExternalId' | 'CLU' | 'UPC';
  timezone: string;
};

/** `endpoint`: the CHQ base; `{url}` is replaced by the detail's CHQ host */
export const TEAMWORK_DEFAULT_ENDPOINT = 'https://{url}';

/** spec 2 §8: Teamwork InvalidAccess; the spec gives no text, so it says what to check. */
export const invalidAccess = (field: 'url' | 'apiKey') =>
  new VendorError(
    'credentials',
    'InvalidAccess',
    field === 'url'
      ? 'No Teamwork CHQ answers at this URL'
      : 'The API Key is not valid, or not allowed the sales receipt, location and catalog exports',
    field === 'url' ? 404 : 401,
    field,
  );

export interface ExportFilter {
  Field: string;
  Operator: 'Equal' | 'Notequal' | 'Greaterthan' | 'Lessthan' | 'Greaterthanorequal' | 'Lessthanorequal' | 'Contains';
  Value: string;
}

export interface ExportPage<T> {
  rows: T[];
  total: number;
}

/**
 * Teamwork CHQ's export API (reference source-apis.md §12): `POST {chq}/chqapi/export/{api-id}` with
 * the header `ApiKey` and an export request; the synchronous export answers an API document whose
 * `Response` holds the records. A refused key's status is not documented: 401 and 403 are read as
 * refusals, a 404 or no answer at all as a URL with no CHQ behind it. A 429 or 5xx is retried by the
 * shared helper.
 */
export class TeamworkClient extends VendorApiClient<TeamworkDetail> {
  constructor(detail: TeamworkDetail, options: VendorClientOptions = {}) {
    const host = (detail.url ?? '').trim().replace(/\/+$/, '');
    if (!host) throw invalidAccess('url');
    if (!detail.apiKey) throw invalidAccess('apiKey');
    super(detail, options, `${baseUrlOf(options.endpoint, TEAMWORK_DEFAULT_ENDPOINT, { url: host })}/chqapi`, 'url');
  }

  async export<T>(
    apiType: string,
    responseKey: string,
    request: { filters?: ExportFilter[]; skip: number; top: number; sortByModified?: boolean },
  ): Promise<ExportPage<T>> {
    const settings = [{ Key: 'ItemIdentifierSetting', Value: this.detail.itemIdentifier ?? 'PLU' }];
    let res: Response;
    try {
      res = await fetchWithRetry(
        `${this.base}/export/${apiType}`,
        {
          method: 'POST',
          headers: { accept: 'application/json', 'content-type': 'application/json', apikey: this.detail.apiKey },
          body: JSON.stringify({
            ApiDocumentId: randomUUID(),
            Request: {
              Settings: settings,
              Filters: request.filters ?? [],
              SortDescriptions: request.sortByModified ? [{ Name: 'RecModified', Direction: 'Ascending' }] : [],
              Skip: request.skip,
              Top: request.top,
            },
          }),
        },
        this.fetchOptions,
      );
    } catch (err) {
      if (err instanceof VendorError && err.code === 'NetworkError') throw invalidAccess('url');
      throw err;
    }
    const text = await res.text().catch(() => '');
    if (res.status === 401 || res.status === 403) throw invalidAccess('apiKey');
    if (res.status === 404) throw invalidAccess('url');
    const doc = parseDocument(text);
    if (!res.ok || !doc) {
      throw new VendorError('invalid', 'VendorError', `Teamwork answered HTTP ${res.status}`, res.status);
    }
    if (doc.Status && doc.Status !== 'Successful') {
      throw new VendorError('invalid', 'VendorError', `Teamwork export failed: ${doc.ErrorMessage ?? doc.Status}`);
    }
    const rows = doc.Response?.[responseKey];
    return { rows: Array.isArray(rows) ? (rows as T[]) : [], total: Number(doc.TotalRecords ?? 0) };
  }
}

interface ApiDocument {
  Status?: string;
  ErrorMessage?: string | null;
  TotalRecords?: number;
  Response?: Record<string, unknown>;
}

/** The answer is the API document, or (as some pages of the docs show it) wraps it as `ApiDocument`. */
function parseDocument(text: string): ApiDocument | null {
  try {
    const parsed = JSON.parse(text) as ApiDocument & { ApiDocument?: ApiDocument };
    if (!parsed || typeof parsed !== 'object') return null;
    return parsed.ApiDocument ?? parsed;
  } catch {
    return null;
  }
}
