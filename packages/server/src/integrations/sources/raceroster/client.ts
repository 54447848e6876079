import type { OAuthClient } from '../../../config.ts';
import { baseUrlOf, fetchWithRetry } from '../../http.ts';
import { renewalOf } from '../../oauth/renewal.ts';
import { unexpectedResponse, VendorError } from '../../vendor-error.ts';
import type { VendorClientOptions } from '../shared/options.ts';

/**
 * What Race Roster's login step stores in the source's detail (modules/source-validation): the
 * login, the password (sealed, so a sync can sign in again) and the tokens of the password grant.
 */
export type RaceRosterDetail = {
  login?: string;
  password?: string;
  accessToken?: string;
  refreshToken?: string;
};

/**
 * `endpoint`: the raceroster.com host (VendorEndpoints.raceRoster), tokens at /api/oauth/authorize and
 * the API at /api/v1; `client`: our API client (RACEROSTER_CLIENT_ID / _SECRET), which refreshing and
 * signing in need.
 */
export type RaceRosterClientOptions = VendorClientOptions & { client?: OAuthClient };

export const RACEROSTER_DEFAULT_HOST = 'https://raceroster.com';

/** The spec 2 §8 text of a refused Race Roster login, which only a new login can fix. */
export const invalidLogin = (reason: string) =>
  new VendorError(
    'credentials',
    'InvalidLogin',
    `Invalid Login or Password: Race Roster refused the saved login (${reason}); reconnect Race Roster`,
    401,
  );

export interface RrSubEvent {
  id: number;
  name: string;
  price?: number;
}

export interface RrEvent {
  id: number;
  name: string;
  updatedAt?: string;
  location?: { address?: string; city?: string; region?: string; postalCode?: string };
  subEvents?: RrSubEvent[];
}

export interface RrParticipant {
  id: number;
  registrationId?: number;
  subEventId: number;
  userId?: number;
  firstName?: string;
  lastName?: string;
  email?: string;
  phone?: string;
  status?: string;
  amountPaid?: number | string;
  currency?: string;
  registeredAt?: string;
  updatedAt: string;
}

export interface RrPage<T> {
  rows: T[];
  totalPages: number;
}

/** The largest page (reference §10 saw perPage=100 on results; assumed for every list). */
export const PER_PAGE = 100;

interface Tokens {
  accessToken: string | null;
  refreshToken: string | null;
}

/** One renewal at a time per stored pair: the second caller waits for the first's tokens. */
const renewing = new Map<string, Promise<Tokens>>();

/**
 * Race Roster's v1 API (reference source-apis.md §10) with `Authorization: Bearer`. A refused token
 * is renewed once — with the refresh token, else by signing in with the saved login — and the call
 * is made again; only a refused login turns the source to 'reconnect'.
 */
export class RaceRosterClient {
  private readonly host: string;

  constructor(
    private readonly detail: RaceRosterDetail,
    private readonly options: RaceRosterClientOptions = {},
  ) {
    if (!detail.accessToken && !(detail.login && detail.password)) throw invalidLogin('no saved login');
    this.host = baseUrlOf(options.endpoint, RACEROSTER_DEFAULT_HOST);
  }

  async events(page: number): Promise<RrPage<RrEvent>> {
    return this.list<RrEvent>('/events', { page, perPage: PER_PAGE });
  }

  async allEvents(): Promise<RrEvent[]> {
    const all: RrEvent[] = [];
    for (let page = 1; ; page++) {
      const { rows, totalPages } = await this.events(page);
      all.push(...rows);
      if (rows.length < PER_PAGE || page >= totalPages) return all.sort((a, b) => a.id - b.id);
    }
  }

  async participants(eventId: number, page: number): Promise<RrPage<RrParticipant>> {
    return this.list<RrParticipant>(`/events/${eventId}/participants`, { page, perPage: PER_PAGE });
  }

  private async list<T>(path: string, params: Record<string, number>): Promise<RrPage<T>> {
    const url = new URL(`${this.host}/api/v1${path}`);
    for (const [name, value] of Object.entries(params)) url.searchParams.set(name, String(value));
    let tokens = await this.tokens();
    let res = await this.send(url.toString(), tokens);
    if (res.status === 401) {
      await res.body?.cancel().catch(() => undefined);
      tokens = await this.renew(tokens);
      res = await this.send(url.toString(), tokens);
      if (res.status === 401) throw invalidLogin('a new token was refused');
    }
    if (res.status === 403) throw invalidLogin('the account may not read this');
    if (!res.ok) throw await unexpectedResponse('Race Roster', res);
    const body = (await res.json()) as { data?: T[]; meta?: { pagination?: { totalPages?: number } } };
    return { rows: body.data ?? [], totalPages: body.meta?.pagination?.totalPages ?? 1 };
  }

  private send(url: string, tokens: Tokens) {
    return fetchWithRetry(
      url,
      { headers: { accept: 'application/json', authorization: `Bearer ${tokens.accessToken}` } },
      this.options.retry,
    );
  }

  /** The pair in use: the detail's, which a renewal rewrites (every stream of a run shares the detail). */
  private current(): Tokens {
    return { accessToken: this.detail.accessToken ?? null, refreshToken: this.detail.refreshToken ?? null };
  }

  private async tokens(): Promise<Tokens> {
    if (this.detail.accessToken) return this.current();
    return this.renew({ accessToken: null, refreshToken: null });
  }

  /** New tokens after `stale` was refused (or none were stored); shared by concurrent callers. */
  private async renew(stale: Tokens): Promise<Tokens> {
    if (this.detail.accessToken && this.detail.accessToken !== stale.accessToken) return this.current();
    const key = `${this.host} ${this.detail.login ?? ''} ${stale.refreshToken ?? stale.accessToken ?? ''}`;
    let pending = renewing.get(key);
    if (!pending) {
      pending = this.renewStored(stale).finally(() => renewing.delete(key));
      renewing.set(key, pending);
    }
    return pending;
  }

  /**
   * Race Roster rotates the refresh token on every refresh and refuses a spent one, so the new pair
   * is stored sealed in the source (CredentialRenewal) before it is used: a restarted process, or
   * another worker, reads it from there instead of holding a spent token.
   */
  private async renewStored(stale: Tokens): Promise<Tokens> {
    const renewal = renewalOf(this.detail);
    // another run or a preview may have renewed the pair since this detail was read
    const stored = renewal ? await renewal.current() : null;
    if (typeof stored?.accessToken === 'string' && stored.accessToken && stored.accessToken !== stale.accessToken) {
      const adopted = {
        accessToken: stored.accessToken,
        refreshToken: typeof stored.refreshToken === 'string' ? stored.refreshToken : null,
      };
      Object.assign(this.detail, adopted);
      return adopted;
    }
    const next = await this.obtain(stale);
    Object.assign(this.detail, next);
    await renewal?.save({
      accessToken: next.accessToken,
      ...(next.refreshToken ? { refreshToken: next.refreshToken } : {}),
    });
    return next;
  }

  private async obtain(stale: Tokens): Promise<Tokens> {
    const refresh = stale.refreshToken;
    if (refresh) {
      const renewed = await this.grant({ grant_type: 'refresh_token', refresh_token: refresh });
      if (renewed) return renewed;
    }
    if (!this.detail.login || !this.detail.password) throw invalidLogin('the token expired and no login is saved');
    const signedIn = await this.grant({
      grant_type: 'access_token',
      username: this.detail.login,
      password: this.detail.password,
    });
    if (!signedIn) throw invalidLogin('the login was refused');
    return signedIn;
  }

  /** A token request (reference §10: form-encoded, the answer possibly wrapped in `data`); null when refused. */
  private async grant(form: Record<string, string>): Promise<Tokens | null> {
    const client = this.options.client;
    if (!client)
      throw new VendorError(
        'invalid',
        'NotConfigured',
        'Race Roster is not configured on this server (RACEROSTER_CLIENT_ID and RACEROSTER_CLIENT_SECRET)',
      );
    const res = await fetchWithRetry(
      `${this.host}/api/oauth/authorize`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
        body: new URLSearchParams({ ...form, client_id: client.id, client_secret: client.secret }).toString(),
      },
      // a refresh token is single use: a request that may have reached Race Roster is not sent twice
      { ...this.options.retry, attempts: 1 },
    );
    if (res.status >= 400 && res.status < 500) {
      await res.body?.cancel().catch(() => undefined);
      return null;
    }
    if (!res.ok)
      throw new VendorError('retryable', 'VendorUnavailable', `Race Roster answered HTTP ${res.status}`, res.status);
    const body = (await res.json().catch(() => null)) as Record<string, unknown> | null;
    const tokens = (body && typeof body.data === 'object' && body.data !== null ? body.data : body) as Record<
      string,
      unknown
    > | null;
    if (!tokens || typeof tokens.access_token !== 'string')
      throw new VendorError('invalid', 'VendorError', 'Race Roster answered without an access token');
    return {
      accessToken: tokens.access_token,
      refreshToken: typeof tokens.refresh_token === 'string' ? tokens.refresh_token : null,
    };
  }
}
