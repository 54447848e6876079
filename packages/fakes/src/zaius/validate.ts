import { isRecord } from '../shared/dest-http.ts';

/** ODP's body rules for the write endpoints the fake takes (destination-apis.md §1 [O2][O3][O4]). */

export type Json = Record<string, unknown>;

/** One entry of ODP's 400 `detail.invalids` list. */
export interface Invalid {
  event?: number;
  index?: number;
  message: string;
}

/** A 400 answer with ODP's body: {title,status,timestamp,detail:{invalids}}. */
export class BadRequest extends Error {
  constructor(readonly invalids: Invalid[]) {
    super(invalids.map((i) => i.message).join('; '));
  }
}

export const MAX_BATCH = 500;

/** Bodies are arrays (a single object is taken as one); up to 500 per request [O7]. */
export function asBatch(body: unknown): Json[] {
  const items = Array.isArray(body) ? body : body === undefined ? [] : [body];
  if (items.length > MAX_BATCH) throw new BadRequest([{ message: `Batch size ${items.length} exceeds ${MAX_BATCH}` }]);
  const bad = items.findIndex((item) => !isRecord(item));
  if (bad >= 0) throw new BadRequest([{ index: bad, message: 'Each entry must be an object' }]);
  return items as Json[];
}

/** POST /profiles: each `{attributes:{...}}` needs an identifier; the fake knows `email`. */
export function validateProfiles(items: Json[]): void {
  const invalids = items.flatMap((item, index) => {
    const attributes = isRecord(item.attributes) ? item.attributes : null;
    if (!attributes) return [{ index, message: 'Missing required field `attributes`' }];
    return typeof attributes.email === 'string' && attributes.email ? [] : [{ index, message: 'No identifier given' }];
  });
  if (invalids.length) throw new BadRequest(invalids);
}

const ORDER_ACTIONS = ['purchase', 'return', 'refund', 'cancel'];

/** POST /events: `type`, `action`, `identifiers` required; order events need order_id and item product_ids. */
export function validateEvents(items: Json[]): void {
  const invalids: Invalid[] = [];
  for (const [index, event] of items.entries()) {
    const say = (message: string) => {
      invalids.push({ event: index, message });
    };
    for (const field of ['type', 'action'] as const)
      if (typeof event[field] !== 'string' || !event[field]) say(`Missing required field \`${field}\``);
    if (!isRecord(event.identifiers) || Object.keys(event.identifiers).length === 0)
      say('Missing required field `identifiers`');
    if (event.type !== 'order') continue;
    if (!ORDER_ACTIONS.includes(String(event.action))) say(`Invalid order action \`${String(event.action)}\``);
    const order = isRecord(event.data) && isRecord(event.data.order) ? event.data.order : null;
    if (!order?.order_id) {
      say('Missing required field `order_id`');
      continue;
    }
    const lines = Array.isArray(order.items) ? order.items : [];
    if (lines.some((item) => !isRecord(item) || !item.product_id)) say('Missing required field `product_id`');
  }
  if (invalids.length) throw new BadRequest(invalids);
}

/** POST /lists/subscriptions: list_id, email and a boolean `subscribed`; the list must exist. */
export function validateSubscriptions(items: Json[], listExists: (id: string) => boolean): void {
  const invalids = items.flatMap((item, index) => {
    if (typeof item.list_id !== 'string' || !listExists(item.list_id))
      return [{ index, message: `List \`${String(item.list_id)}\` does not exist` }];
    if (typeof item.email !== 'string' || typeof item.subscribed !== 'boolean')
      return [{ index, message: 'Missing required field `email` or `subscribed`' }];
    return [];
  });
  if (invalids.length) throw new BadRequest(invalids);
}

/** POST /consent: identifier_value and a boolean consent (identifier_field_name defaults to email). */
export function validateConsent(items: Json[]): void {
  const invalids = items.flatMap((item, index) =>
    typeof item.identifier_value === 'string' && typeof item.consent === 'boolean'
      ? []
      : [{ index, message: 'Missing required field `identifier_value` or `consent`' }],
  );
  if (invalids.length) throw new BadRequest(invalids);
}

/** POST /objects/products: each object needs its primary key `product_id`. */
export function validateProducts(items: Json[]): void {
  const invalids = items.flatMap((item, index) =>
    item.product_id ? [] : [{ index, message: 'Missing required field `product_id`' }],
  );
  if (invalids.length) throw new BadRequest(invalids);
}
