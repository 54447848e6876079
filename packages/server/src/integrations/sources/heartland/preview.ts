import type { OrderRecord } from '../../records.ts';
import type { SourceOptions } from '../shared/options.ts';
import type { HeartlandDetail } from './client.ts';
import {
  type HeartlandCustomer,
  type HeartlandItem,
  type HeartlandLocation,
  type HeartlandTicket,
  toOrder,
} from './mappers.ts';
import { createHeartlandSource, linesOf } from './sync.ts';

/** spec 2 §7: previews take 100 records. */
const PREVIEW_SIZE = 100;

const clientOf = (detail: HeartlandDetail, options: SourceOptions) =>
  createHeartlandSource.definition.client(detail, options);

/** GET /sources/heartland/preview?apiKey: the 100 latest sales tickets, as the sync would store them. */
export async function previewHeartland(detail: HeartlandDetail, options: SourceOptions = {}): Promise<OrderRecord[]> {
  const client = clientOf(detail, options);
  const { results } = await client.list<HeartlandTicket>('/sales/tickets', {
    sort: 'updated_at,desc',
    per_page: PREVIEW_SIZE,
  });
  const lines = await linesOf(client, results);
  return results.map((ticket, i) => toOrder(ticket, lines[i]!, { webLocations: new Set() }));
}

/** A custom field a destination's Heartland mapping may use (the contract's HeartlandCustomField). */
export interface HeartlandCustomField {
  key: string;
  name: string;
  entity: 'item' | 'customer';
}

/** loyalty_tier → Loyalty Tier */
const labelOf = (key: string) => key.replace(/[_-]+/g, ' ').replace(/\b\w/g, (c) => c.toUpperCase());

/**
 * GET /sources/heartland/customFields?apiKey: the custom-field keys in use on items and customers,
 * for the destinations' Heartland column mappings. Heartland keeps them under each record's
 * `custom` (reference §5), so they are read off a sample of 100 records of each.
 */
export async function lookupHeartlandCustomFields(
  detail: HeartlandDetail,
  options: SourceOptions = {},
): Promise<HeartlandCustomField[]> {
  const client = clientOf(detail, options);
  const sample = async (entity: 'item' | 'customer', path: string) => {
    const { results } = await client.list<HeartlandItem | HeartlandCustomer>(path, { per_page: PREVIEW_SIZE });
    const keys = [...new Set(results.flatMap((record) => Object.keys(record.custom ?? {})))].sort();
    return keys.map((key) => ({ key, name: labelOf(key), entity }));
  };
  return [...(await sample('item', '/items')), ...(await sample('customer', '/customers'))];
}

/** GET /sources/heartland/locations?apiKey: the account's locations, for the ecom/Amazon pickers. */
export async function lookupHeartlandLocations(
  detail: HeartlandDetail,
  options: SourceOptions = {},
): Promise<{ id: string; name: string }[]> {
  const locations = await clientOf(detail, options).listAll<HeartlandLocation>('/locations');
  return locations.map((location) => ({ id: String(location.id), name: location.name }));
}
