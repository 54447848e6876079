import { type BlueshiftFake, startBlueshiftFake } from '@storelens/fakes/blueshift/server';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildUser, TEST_PASSWORD } from '../../test/factories.ts';
import { createTestContext, signIn, type TestContext } from '../../test/harness.ts';
import { call } from '../../test/identity-helpers.ts';

// spec 2 §7 Blueshift test event, against the local Blueshift Event API fake.
let t: TestContext;
let fake: BlueshiftFake;
let cookie: string;

beforeAll(async () => {
  fake = await startBlueshiftFake();
  t = await createTestContext({}, { blueshift: fake.endpoint });
  const manager = await buildUser(t.deps.database.db, { systemAccessLevel: 'accountManager', hasConnectors: true });
  cookie = await signIn(t.app, manager.email, TEST_PASSWORD);
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

const send = (body: object) => call(t, 'POST', '/api/destinations/blueshift/createTestEvent', cookie, body);

it('sends one event of the chosen kind with the Event API key, for a test customer', async () => {
  const res = await send({ eventKey: fake.eventKey, event: 'return' });
  expect(res.json()).toEqual({ status: 'Success', message: 'Test event sent.' });
  expect(fake.events()).toHaveLength(1);
  expect(fake.events()[0]).toMatchObject({ event: 'return', customer_id: 'storelens-test-event' });
  // the default kind is 'cancel'
  await send({ eventKey: fake.eventKey });
  expect(fake.events().at(-1)).toMatchObject({ event: 'cancel' });
});

it('a refused key is the Event Key field’s error, and nothing is sent', async () => {
  const before = fake.events().length;
  const res = await send({ eventKey: 'wrong-key', event: 'cancel' });
  expect(res.statusCode).toBe(400);
  expect(res.json()).toEqual({
    error: 'InvalidEventKey',
    message: 'Invalid Event Key',
    fields: { eventKey: 'Invalid Event Key' },
  });
  expect(fake.events()).toHaveLength(before);
});

it('asks for the key and a known event kind', async () => {
  expect((await send({ event: 'cancel' })).json().fields.eventKey).toBe('Event Key is required');
  expect((await send({ eventKey: fake.eventKey, event: 'purchase' })).statusCode).toBe(400);
});
