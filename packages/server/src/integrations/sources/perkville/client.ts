import { fetchWithRetry } from '../../http.ts';
import { OAuthSession, refusedAuthorization } from '../../oauth/refresh.ts';
import { VendorError } from '../../vendor-error.ts';
import type { SourceOptions } from '../shared/options.ts';

/** The Perkville source's detail: nothing typed (spec 2 §3), the token pair its OAuth flow stored. */
export type PerkvilleDetail = {
  accessToken: string;
  refreshToken?: string;
};

export const PERKVILLE_DEFAULT_ENDPOINT = 'https://api.perkville.com';

/** Our code for a refused authorization (spec 2 §8 names none for Perkville). */
export const invalidToken = (reason: string) => refusedAuthorization('Perkville', reason);

/** The page size a public Perkville client uses (reference §11: a Singer tap asks for 1,000). */
export const LIMIT = 1000;

/** Cloudflare in front of Perkville refuses requests without a User-Agent (reference §11). */
const USER_AGENT = 'StoreLens (+https://storelens.local)';

export interface ListPage<T> {
  objects: T[];
  next: boolean;
}

/**
 * Perkville's API v2 (reference source-apis.md §11) with an OAuth token: `Authorization: Bearer`,
 * lists `{meta, objects}` paged by `limit`/`offset`. A refused token is renewed once with the refresh
 * token; 429/5xx are retried by the shared helper.
 */
export class PerkvilleClient {
  private readonly base: string;
  private readonly session: OAuthSession;

  constructor(
    detail: PerkvilleDetail,
    private readonly options: SourceOptions = {},
  ) {
    if (!detail.accessToken) throw invalidToken('no token');
    this.base = `${(options.endpoints?.perkville ?? PERKVILLE_DEFAULT_ENDPOINT).replace(/\/+$/, '')}/v2`;
    this.session = new OAuthSession(detail, {
      provider: 'perkville',
      vendor: 'Perkville',
      endpoints: options.endpoints,
    });
  }

  /** One page of `/v2/{resource}/`. */
  async list<T>(resource: string, params: Record<string, string>, offset: number, limit = LIMIT): Promise<ListPage<T>> {
    const query = new URLSearchParams({ ...params, limit: String(limit), offset: String(offset) });
    const body = await this.get<{ meta?: { next?: string | null }; objects?: T[] }>(`${resource}/?${query}`);
    return { objects: body.objects ?? [], next: Boolean(body.meta?.next) };
  }

  private async get<T>(path: string, renewed = false): Promise<T> {
    const token = this.session.accessToken;
    const res = await fetchWithRetry(
      `${this.base}/${path}`,
      { headers: { authorization: `Bearer ${token}`, accept: 'application/json', 'user-agent': USER_AGENT } },
      this.options.retry,
    );
    if (res.status === 401) {
      const reason = await errorText(res);
      if (renewed) throw invalidToken(reason);
      await this.session.renew(token, reason);
      return this.get<T>(path, true);
    }
    if (res.status === 403) throw invalidToken(await errorText(res));
    if (!res.ok)
      throw new VendorError(
        'invalid',
        'VendorError',
        `Perkville answered ${res.status}: ${await errorText(res)}`,
        res.status,
      );
    return (await res.json()) as T;
  }
}

async function errorText(res: Response): Promise<string> {
  const text = await res.text().catch(() => '');
  try {
    const body = JSON.parse(text) as { error_description?: string; error?: string };
    return body.error_description ?? body.error ?? `HTTP ${res.status}`;
  } catch {
    return text.slice(0, 200) || `HTTP ${res.status}`;
  }
}

/** Perkville's minute-precision filter value: `YYYY-MM-DD HH:MMZ` (reference §11), floored. */
export const minuteOf = (iso: string) => `${iso.slice(0, 10)} ${iso.slice(11, 16)}Z`;
