import { PREVIEW_RECORD_COUNT } from '@storelens/contract/domain/connectors';
import type { OrderRecord } from '../../records.ts';
import type { SourceOptions } from '../shared/options.ts';
import { toWallTime } from '../shared/wall-time.ts';
import type { RicsDetail, RicsEnvelope } from './client.ts';
import { type RicsSale, toOrder } from './mappers.ts';
import { createRicsSource } from './sync.ts';

/**
 * The preview's sample range (spec 2 §7 "a fixed sample date range"): the tickets of the last 7 days
 * up to now, in the store's time zone. A week holds a busy store's 100 tickets and a quiet store's few,
 * and unlike a fixed calendar week it never turns empty as time passes.
 */
export const RICS_PREVIEW_DAYS = 7;

/** The preview: up to 100 tickets rung up in the sample range, as the sync would store them. */
export async function previewRics(
  detail: RicsDetail,
  options: SourceOptions = {},
  now: number = Date.now(),
): Promise<OrderRecord[]> {
  const timeZone = detail.timezone || 'Etc/UTC';
  const client = createRicsSource.definition.client(detail, options);
  const answer = await client.call<RicsEnvelope & { Sales?: RicsSale[] }>('POS/GetPOSTransaction', {
    TicketDateStart: toWallTime(now - RICS_PREVIEW_DAYS * 86_400_000, timeZone),
    TicketDateEnd: toWallTime(now, timeZone),
    Skip: 0,
    Take: PREVIEW_RECORD_COUNT,
  });
  const mapping = { timeZone, useAccountNumber: detail.useAccountNumber === true, stamp: new Date(now).toISOString() };
  return (answer.Sales ?? []).slice(0, PREVIEW_RECORD_COUNT).map((sale) => toOrder(sale, mapping));
}
