import { defineDestinationConnector } from '../../define-destination-connector.ts';
import { orderKindOf } from '../../order-kinds.ts';
import { chunk, type DestinationOptions } from '../options.ts';
import { checkFacebookOffline } from './check.ts';
import { FacebookClient, type FacebookOfflineDetail } from './client.ts';
import { toOfflineEvent } from './mappers.ts';

/** At most 1000 events a request [F2]; one invalid event rejects the whole request. */
const MAX_EVENTS = 1000;

/**
 * Facebook Offline: store sales as Conversions API offline events to the destination's dataset.
 * Only orders: Meta takes conversions, not customer or product lists. Each event carries the
 * order id, Meta's dedup key, so a batch sent again after a failed run is not counted twice.
 */
export const createFacebookOfflineDestination = defineDestinationConnector<
  FacebookOfflineDetail,
  DestinationOptions & { now?: () => number }
>({
  auth: 'server-key',
  check: checkFacebookOffline,
  streams: {
    async orders({ records, detail, options, context }) {
      const at = (options.now ?? Date.now)();
      const kind = orderKindOf(context.sourceType);
      const events = records.flatMap((order) => toOfflineEvent(order, at, kind) ?? []);
      if (events.length === 0) return;
      const client = new FacebookClient(options.endpoints?.facebookAccessToken, options);
      for (const slice of chunk(events, MAX_EVENTS))
        await client.request('POST', `/${encodeURIComponent(detail.datasetId.trim())}/events`, { data: slice });
    },
  },
});
