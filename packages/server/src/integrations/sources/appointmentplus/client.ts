import { baseUrlOf, fetchWithRetry, parseJson } from '../../http.ts';
import { credentialsRefusal, VendorError } from '../../vendor-error.ts';
import type { VendorClientOptions } from '../shared/options.ts';
import { VendorApiClient } from '../shared/vendor-client.ts';
import { instantOfWallClock, isoSeconds, toWallTime } from '../shared/wall-time.ts';

/** The Appointment Plus source's detail (spec 2 §3): the site's id and key, and the site's time zone. */
export type AppointmentPlusDetail = {
  siteId: string;
  apiKey: string;
  timezone: string;
};

/** `endpoint`: the web-services host; calls are `{endpoint}/{Module}/{Method}` (reference §15 "Base") */
export const APPOINTMENT_PLUS_DEFAULT_ENDPOINT = 'https://ws.appointment-plus.com';

/** spec 2 §8 Appointment Plus InvalidSiteIdApiKey; the spec gives no text, so it names both fields. */
export const invalidSiteIdApiKey = credentialsRefusal('InvalidSiteIdApiKey', 'Invalid Site Id or API Key', 'apiKey');

interface Envelope<T> {
  result?: string;
  count?: number | string;
  data?: T[];
  errors?: unknown;
}

/**
 * AppointmentPlus web services (reference source-apis.md §15): every call a POST to `{Module}/{Method}`
 * with form parameters and `response_type=json`, HTTP Basic with the site id as user and the API key
 * as password. Nothing is documented about refusals, so a 401/403, or a 'fail' result whose errors
 * name the site or key, is a refused credential (docs/vendors/appointmentplus.md). A 429 or 5xx is
 * retried by the shared helper.
 */
export class AppointmentPlusClient extends VendorApiClient<AppointmentPlusDetail> {
  private readonly authorization: string;

  constructor(detail: AppointmentPlusDetail, options: VendorClientOptions = {}) {
    if (!detail.siteId || !detail.apiKey) throw invalidSiteIdApiKey();
    super(detail, options, baseUrlOf(options.endpoint, APPOINTMENT_PLUS_DEFAULT_ENDPOINT));
    this.authorization = `Basic ${Buffer.from(`${detail.siteId}:${detail.apiKey}`).toString('base64')}`;
  }

  /** The `data` of a call; AppointmentPlus does not page (reference §15), so this is every match. */
  async call<T>(method: string, params: Record<string, string> = {}): Promise<T[]> {
    const res = await fetchWithRetry(
      `${this.base}/${method}`,
      {
        method: 'POST',
        headers: {
          accept: 'application/json',
          authorization: this.authorization,
          'content-type': 'application/x-www-form-urlencoded',
        },
        body: new URLSearchParams({ ...params, response_type: 'json' }).toString(),
      },
      this.options.retry,
    );
    const text = await res.text().catch(() => '');
    if (res.status === 401 || res.status === 403) throw invalidSiteIdApiKey();
    const body = parseJson(text) as Envelope<T> | undefined;
    const errors = errorsOf(body?.errors);
    if (body?.result === 'fail' && errors.some((e) => /site|api[_ ]?key|auth|credential/i.test(e))) {
      throw invalidSiteIdApiKey();
    }
    if (!res.ok || !body || body.result === 'fail' || !Array.isArray(body.data ?? [])) {
      const why = errors.join('; ') || text.slice(0, 200);
      throw new VendorError('invalid', 'VendorError', `AppointmentPlus answered ${res.status}: ${why}`, res.status);
    }
    return body.data ?? [];
  }
}

function errorsOf(errors: unknown): string[] {
  if (!Array.isArray(errors)) return typeof errors === 'string' ? [errors] : [];
  return errors.map((e) =>
    typeof e === 'string' ? e : typeof e?.message === 'string' ? (e.message as string) : JSON.stringify(e),
  );
}

/**
 * AppointmentPlus writes times as the site's wall time ('YYYYMMDDHHMM[SS]', assumed); to an ISO instant.
 * A wall time the clocks skip (spring forward) is read with the offset before the jump; one they repeat
 * (fall back) as its first occurrence.
 */
export function instantOfWall(stamp: string | null | undefined, timeZone: string): string | null {
  const m = /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})?$/.exec(stamp ?? '');
  if (!m) return null;
  const wall = Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!, +m[4]!, +m[5]!, +(m[6] ?? 0));
  return isoSeconds(instantOfWallClock(wall, timeZone, wall - 43_200_000));
}

/** The `updated` filter's format: the site's wall minute of an instant, 'YYYYMMDDHHMM'. */
export function wallMinute(instantMs: number, timeZone: string): string {
  return toWallTime(instantMs, timeZone).slice(0, 16).replace(/\D/g, '');
}
