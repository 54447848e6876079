import { startBlueshiftFake } from '@storelens/fakes/blueshift/server';
import { expect, it } from 'vitest';
import { call } from '../../test/identity-helpers.ts';
import { useConnectorFake } from '../../test/test-app.ts';

// spec 2 §7 Blueshift test event, against the local Blueshift Event API fake.
const app = useConnectorFake('blueshift', () => startBlueshiftFake());
const { t } = app;

const send = (body: object) => call(t, 'POST', '/api/destinations/blueshift/createTestEvent', app.cookie, body);

it('sends one event of the chosen kind with the Event API key, for a test customer', async () => {
  const res = await send({ eventKey: app.fake.eventKey, event: 'return' });
  expect(res.json()).toEqual({ status: 'Success', message: 'Test event sent.' });
  expect(app.fake.events()).toHaveLength(1);
  expect(app.fake.events()[0]).toMatchObject({ event: 'return', customer_id: 'storelens-test-event' });
  // the default kind is 'cancel'
  await send({ eventKey: app.fake.eventKey });
  expect(app.fake.events().at(-1)).toMatchObject({ event: 'cancel' });
});

it('a refused key is the Event Key field’s error, and nothing is sent', async () => {
  const before = app.fake.events().length;
  const res = await send({ eventKey: 'wrong-key', event: 'cancel' });
  expect(res.statusCode).toBe(400);
  expect(res.json()).toEqual({
    error: 'InvalidEventKey',
    message: 'Invalid Event Key',
    fields: { eventKey: 'Invalid Event Key' },
  });
  expect(app.fake.events()).toHaveLength(before);
});

it('asks for the key and a known event kind', async () => {
  expect((await send({ event: 'cancel' })).json().fields.eventKey).toBe('Event Key is required');
  expect((await send({ eventKey: app.fake.eventKey, event: 'purchase' })).statusCode).toBe(400);
});
