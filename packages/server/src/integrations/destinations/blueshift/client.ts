import { setTimeout as sleep } from 'node:timers/promises';
import type { BlueshiftTestEvent } from '@storelens/contract/domain/connectors';
import { baseUrlOf, fetchWithRetry } from '../../http.ts';
import { VendorError } from '../../vendor-error.ts';
import { KeyedClient, type KeyRefusals, refusedKey } from '../keyed-client.ts';
import type { DestinationOptions } from '../options.ts';

/** Blueshift's US host; EU accounts live at api.eu.getblueshift.com (destination-apis.md §5). */
const DEFAULT_ENDPOINT = 'https://api.getblueshift.com';

/** The test customer every test event names, so it never lands on a real shopper. */
const TEST_CUSTOMER = { customer_id: 'storelens-test-event', email: 'test-event@storelens.invalid' };

export type JsonObject = Record<string, unknown>;

/** Which of the two keys a call uses: each family of endpoints takes its own [B2]. */
export type BlueshiftKeyKind = 'event' | 'users';

const KEY_ERRORS: KeyRefusals<BlueshiftKeyKind> = {
  event: { code: 'InvalidEventKey', message: 'Invalid Event Key', field: 'eventKey' },
  users: { code: 'InvalidUsersKey', message: 'Invalid Users Key', field: 'usersKey' },
};

export const invalidKey = (kind: BlueshiftKeyKind, status?: number) => refusedKey(KEY_ERRORS, kind, status);

/** Bulk endpoints take at most 5 calls a second [B3][B4]; a little over 200 ms apart stays under it. */
const BULK_SPACING_MS = 210;
const lastBulkCall = new Map<string, number>();

const messageOf = (text: string): string => {
  try {
    const json = JSON.parse(text) as JsonObject;
    if (typeof json.message === 'string') return json.message;
    if (json.errors !== undefined) return JSON.stringify(json.errors).slice(0, 300);
    if (typeof json.error === 'string') return json.error;
  } catch {
    // not JSON
  }
  return text.slice(0, 300);
};

/** Blueshift REST: HTTP Basic with the key as user name and an empty password [B2]; 429/5xx retried. */
export class BlueshiftClient extends KeyedClient<BlueshiftKeyKind> {
  constructor(key: string, kind: BlueshiftKeyKind, options: DestinationOptions = {}) {
    super(key, kind, options, baseUrlOf(options.endpoints?.blueshift, DEFAULT_ENDPOINT));
  }

  /** Waits until this key's previous bulk call is far enough behind. */
  async paceBulk(): Promise<void> {
    const wait = (lastBulkCall.get(this.key) ?? 0) + BULK_SPACING_MS - Date.now();
    if (wait > 0) await sleep(wait);
    lastBulkCall.set(this.key, Date.now());
  }

  /** The answer's JSON, or null for a 404 when `notFoundIsNull` (a lookup that found nobody). */
  async request(
    method: 'GET' | 'POST' | 'PUT',
    path: string,
    body?: unknown,
    notFoundIsNull = false,
  ): Promise<JsonObject | null> {
    const res = await fetchWithRetry(
      `${this.baseUrl}${path}`,
      {
        method,
        headers: {
          authorization: `Basic ${Buffer.from(`${this.key.trim()}:`).toString('base64')}`,
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      },
      this.options.retry,
    );
    const text = await res.text();
    if (res.status === 401 || res.status === 403) throw invalidKey(this.kind, res.status);
    if (res.status === 404 && notFoundIsNull) return null;
    if (!res.ok)
      throw new VendorError(
        'invalid',
        'BlueshiftRejected',
        `Blueshift answered ${res.status}: ${messageOf(text)}`,
        res.status,
      );
    try {
      const parsed: unknown = text ? JSON.parse(text) : {};
      return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? (parsed as JsonObject) : {};
    } catch {
      return {};
    }
  }
}

/**
 * spec 2 §7 "Blueshift test event": sends one event of the chosen kind with the Event API key
 * (HTTP Basic, key as user name, empty password). A refused key is the form's Event Key field's error.
 */
export async function sendBlueshiftTestEvent(
  eventKey: string,
  event: BlueshiftTestEvent,
  options: DestinationOptions = {},
): Promise<void> {
  const client = new BlueshiftClient(eventKey, 'event', options);
  try {
    await client.request('POST', '/api/v1/event', {
      event,
      ...TEST_CUSTOMER,
      event_uuid: crypto.randomUUID(),
      storelens_test: true,
    });
  } catch (err) {
    if (err instanceof VendorError && err.code === 'BlueshiftRejected')
      throw new VendorError(
        'invalid',
        'TestEventRefused',
        `Blueshift refused the test event: ${err.message}.`,
        err.status,
      );
    throw err;
  }
}
