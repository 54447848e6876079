import { afterEach, beforeEach, expect, it } from 'vitest';
import { type FacebookFake, startFacebookFake } from './server.ts';

// The Meta fake holds the rules the reference gives (destination-apis.md §3): a client that breaks
// one must see the refusal a real dataset would give.
let fake: FacebookFake;
beforeEach(async () => {
  fake = await startFacebookFake();
});
afterEach(() => fake.close());

const HASH = 'a'.repeat(64);
const event = (overrides: Record<string, unknown> = {}) => ({
  event_name: 'Purchase',
  event_time: Math.floor(Date.now() / 1000) - 3600,
  action_source: 'physical_store',
  user_data: { em: [HASH] },
  custom_data: { currency: 'USD', value: 10, order_id: 'o1' },
  ...overrides,
});
/** The Graph error of an answer. */
const errorOf = async (res: Response) => ((await res.json()) as { error: Record<string, unknown> }).error;
const post = (data: unknown[], token = fake.accessToken, dataset = fake.datasetId) =>
  fetch(`${fake.endpoint}/${dataset}/events`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ data, access_token: token }),
  });

it('takes valid events and counts them', async () => {
  const res = await post([event(), event({ custom_data: { currency: 'USD', value: 5, order_id: 'o2' } })]);
  expect(res.status).toBe(200);
  expect(await res.json()).toMatchObject({ events_received: 2, messages: [] });
  expect(fake.events.get(fake.datasetId)).toHaveLength(2);
});

it('rejects the whole batch for one unhashed email, an old event or a missing action source', async () => {
  for (const bad of [
    event({ user_data: { em: ['ann@example.com'] } }),
    event({ event_time: Math.floor(Date.now() / 1000) - 63 * 86_400 }),
    event({ action_source: 'website' }),
  ]) {
    const res = await post([event(), bad]);
    expect(res.status).toBe(400);
    expect(await errorOf(res)).toMatchObject({ code: 100, type: 'OAuthException' });
  }
  expect(fake.events.get(fake.datasetId) ?? []).toHaveLength(0);
});

it('refuses more than 1000 events, a bad token (190) and an unknown dataset (100/33)', async () => {
  expect((await post(Array.from({ length: 1001 }, () => event()))).status).toBe(400);
  expect(await errorOf(await post([event()], 'nope'))).toMatchObject({ code: 190 });
  expect(await errorOf(await post([event()], fake.accessToken, '42'))).toMatchObject({
    code: 100,
    error_subcode: 33,
  });
});
