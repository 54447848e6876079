import { afterEach, beforeEach, expect, it } from 'vitest';
import { type BlueshiftFake, startBlueshiftFake } from './server.ts';

// The Blueshift fake's documented refusals (destination-apis.md §5).
let fake: BlueshiftFake;
beforeEach(async () => {
  fake = await startBlueshiftFake();
});
afterEach(() => fake.close());

const basic = (key: string) => `Basic ${Buffer.from(`${key}:`).toString('base64')}`;
const post = (path: string, key: string, body: unknown) =>
  fetch(`${fake.endpoint}${path}`, {
    method: 'POST',
    headers: { authorization: basic(key), 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

it('each key opens its own endpoints only', async () => {
  expect((await post('/api/v1/customers/bulk', fake.eventKey, { customers: [] })).status).toBe(401);
  expect((await post('/api/v1/bulkevents', fake.usersKey, { events: [] })).status).toBe(401);
});

it('caps bulk customers at 50 and lists a customer without an identifier in errors with a 200', async () => {
  const many = Array.from({ length: 51 }, (_, i) => ({ customer_id: `c${i}` }));
  const over = await post('/api/v1/customers/bulk', fake.usersKey, { customers: many });
  expect(over.status).toBe(413);
  expect(await over.json()).toEqual({ message: 'You can upload up to 50 users in an API call.' });
  const res = await post('/api/v1/customers/bulk', fake.usersKey, {
    customers: [{ customer_id: 'c1' }, { firstname: 'x' }],
  });
  expect(res.status).toBe(200);
  expect(((await res.json()) as { errors: unknown }).errors).toEqual([{ index: 1, error: 'user_identifier_missing' }]);
  expect(fake.customers.size).toBe(1);
});

it('throttles bulk calls over 5 a second with 429 {"message":"Rate limit exceeded"}', async () => {
  const statuses: number[] = [];
  for (let i = 0; i < 6; i++) statuses.push((await post('/api/v1/bulkevents', fake.eventKey, { events: [] })).status);
  expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
});

it('refuses event names with a dot or space, and events without an identifier', async () => {
  expect((await post('/api/v1/event', fake.eventKey, { event: 'bad name', email: 'a@b.c' })).status).toBe(400);
  expect((await post('/api/v1/event', fake.eventKey, { event: 'purchase' })).status).toBe(400);
  expect((await post('/api/v1/event', fake.eventKey, { event: 'purchase', email: 'a@b.c' })).status).toBe(200);
});
