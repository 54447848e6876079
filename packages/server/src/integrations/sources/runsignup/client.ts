import type { OAuthClient } from '../../../config.ts';
import { baseUrlOf, fetchWithRetry } from '../../http.ts';
import { oauth1Header } from '../../oauth/oauth1.ts';
import { refusedAuthorization } from '../../oauth/refresh.ts';
import { VendorError } from '../../vendor-error.ts';
import type { VendorClientOptions } from '../shared/options.ts';

/** What RunSignup's OAuth 1.0a flow stores in the source's detail (modules/source-validation). */
export type RunSignupDetail = {
  oauthToken?: string;
  oauthTokenSecret?: string;
};

/**
 * `endpoint`: the runsignup.com host (VendorEndpoints.runSignup), the API at `{host}/Rest`;
 * `consumer`: our OAuth consumer (RUNSIGNUP_CONSUMER_KEY / _SECRET), which signs every call.
 */
export type RunSignupClientOptions = VendorClientOptions & { consumer?: OAuthClient };

export const RUNSIGNUP_DEFAULT_HOST = 'https://runsignup.com';

/** No spec 2 §8 code for RunSignup: ours for a refused authorization, which needs the user to reconnect. */
export const invalidToken = (reason: string) => refusedAuthorization('RunSignup', reason);

export interface RsEvent {
  event_id: number;
  name: string;
  start_time?: string;
  registration_periods?: Array<{ race_fee?: string }>;
}

export interface RsRace {
  race_id: number;
  name: string;
  last_modified?: string;
  created?: string;
  address?: { street?: string; city?: string; state?: string; zipcode?: string };
  events?: RsEvent[];
}

export interface RsParticipant {
  registration_id: number;
  user: { user_id: number; first_name?: string; last_name?: string; email?: string; phone?: string };
  registration_date?: string;
  /** unix seconds */
  last_modified: number;
  amount_paid?: string | number;
}

type ErrorBody = { error?: { error_code?: number; error_msg?: string } };

/** The largest pages (reference §9: races 1,000 a page; the participants' limit is assumed). */
export const RACES_PAGE = 1000;
export const PARTICIPANTS_PAGE = 1000;

/**
 * RunSignup's REST API (reference source-apis.md §9) for one authorized user: JSON (`format=json`),
 * every call signed with OAuth 1.0a HMAC-SHA1 by our consumer and the user's access token.
 */
export class RunSignupClient {
  private readonly base: string;

  constructor(
    private readonly detail: RunSignupDetail,
    private readonly options: RunSignupClientOptions = {},
  ) {
    if (!detail.oauthToken || !detail.oauthTokenSecret) throw invalidToken('no access token');
    if (!options.consumer)
      throw new VendorError(
        'invalid',
        'NotConfigured',
        'RunSignup is not configured on this server (RUNSIGNUP_CONSUMER_KEY and RUNSIGNUP_CONSUMER_SECRET)',
      );
    this.base = `${baseUrlOf(options.endpoint, RUNSIGNUP_DEFAULT_HOST)}/Rest`;
  }

  /**
   * A page of the races the user manages, with their events. `only_partner_races=T` is our
   * assumption of how RunSignup narrows the list to them (docs/vendors/runsignup.md, first to check).
   */
  async races(page: number, perPage = RACES_PAGE): Promise<RsRace[]> {
    const body = await this.get<{ races?: Array<{ race: RsRace }> }>('/races', {
      events: 'T',
      only_partner_races: 'T',
      page,
      results_per_page: perPage,
    });
    return (body.races ?? []).map((r) => r.race);
  }

  /** Every race (a short list), page after page until a short one. */
  async allRaces(): Promise<RsRace[]> {
    const all: RsRace[] = [];
    for (let page = 1; ; page++) {
      const rows = await this.races(page);
      all.push(...rows);
      if (rows.length < RACES_PAGE) return all.sort((a, b) => a.race_id - b.race_id);
    }
  }

  /** One event's participants after a registration id (keyset), changed at or after `sinceSeconds`. */
  async participants(raceId: number, eventId: number, after: number, sinceSeconds: number): Promise<RsParticipant[]> {
    const body = await this.get<Array<{ event?: { event_id?: number }; participants?: RsParticipant[] }>>(
      `/race/${raceId}/participants`,
      {
        event_id: eventId,
        results_per_page: PARTICIPANTS_PAGE,
        ...(after ? { after_registration_id: after } : {}),
        ...(sinceSeconds > 0 ? { modified_after_timestamp: sinceSeconds } : {}),
      },
    );
    const list = Array.isArray(body) ? body : [];
    return list.find((e) => e.event?.event_id === eventId)?.participants ?? list[0]?.participants ?? [];
  }

  private async get<T>(path: string, params: Record<string, string | number>): Promise<T> {
    const url = new URL(`${this.base}${path}`);
    url.searchParams.set('format', 'json');
    for (const [name, value] of Object.entries(params)) url.searchParams.set(name, String(value));
    const target = url.toString();
    const credentials = {
      consumerKey: this.options.consumer!.id,
      consumerSecret: this.options.consumer!.secret,
      token: this.detail.oauthToken!,
      tokenSecret: this.detail.oauthTokenSecret!,
    };
    // a getter: fetchWithRetry copies the init for every attempt, so each attempt carries a fresh
    // nonce and timestamp (a retried request with a spent nonce would be refused)
    const init = {
      get headers() {
        return { accept: 'application/json', authorization: oauth1Header('GET', target, credentials) };
      },
    };
    const res = await fetchWithRetry(target, init, this.options.retry);
    const body = (await res.json().catch(() => null)) as (T & ErrorBody) | null;
    const error = body && !Array.isArray(body) ? body.error : undefined;
    if (res.status === 401 || res.status === 403) throw invalidToken(error?.error_msg ?? `HTTP ${res.status}`);
    if (!res.ok || error || body === null) {
      const reason = error?.error_msg ?? `HTTP ${res.status}`;
      // RunSignup may answer 200 with an error body: a refused authorization still needs a reconnect
      if (/oauth|token|signature|permission|not authori[sz]ed|login/i.test(reason)) throw invalidToken(reason);
      throw new VendorError('invalid', 'VendorError', `RunSignup answered: ${reason.slice(0, 200)}`, res.status);
    }
    return body;
  }
}
