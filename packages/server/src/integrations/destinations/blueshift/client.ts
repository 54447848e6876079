import type { BlueshiftTestEvent } from '@storelens/contract/domain/connectors';
import { fetchWithRetry } from '../../http.ts';
import { VendorError } from '../../vendor-error.ts';
import type { DestinationOptions } from '../options.ts';

/** Blueshift's US host; EU accounts live at api.eu.getblueshift.com (destination-apis.md §5). */
const DEFAULT_ENDPOINT = 'https://api.getblueshift.com';

/** The test customer every test event names, so it never lands on a real shopper. */
const TEST_CUSTOMER = { customer_id: 'storelens-test-event', email: 'test-event@storelens.invalid' };

/**
 * spec 2 §7 "Blueshift test event": sends one event of the chosen kind with the form's Event API key
 * (HTTP Basic, key as user name, empty password). A refused key is the form's Event Key field's error.
 */
export async function sendBlueshiftTestEvent(
  eventKey: string,
  event: BlueshiftTestEvent,
  options: DestinationOptions = {},
): Promise<void> {
  const base = (options.endpoints?.blueshift ?? DEFAULT_ENDPOINT).replace(/\/+$/, '');
  const res = await fetchWithRetry(
    `${base}/api/v1/event`,
    {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${eventKey}:`).toString('base64')}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ event, ...TEST_CUSTOMER, event_uuid: crypto.randomUUID(), storelens_test: true }),
    },
    options.retry,
  );
  if (res.ok) return;
  const text = await res.text().catch(() => '');
  if (res.status === 401 || res.status === 403)
    throw new VendorError('credentials', 'InvalidEventKey', 'Invalid Event Key', res.status, 'eventKey');
  const message = (() => {
    try {
      return String((JSON.parse(text) as { message?: unknown }).message ?? '');
    } catch {
      return '';
    }
  })();
  throw new VendorError(
    'invalid',
    'TestEventRefused',
    `Blueshift refused the test event${message ? `: ${message}` : ''}.`,
    res.status,
  );
}
