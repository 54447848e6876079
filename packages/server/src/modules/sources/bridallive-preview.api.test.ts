import { startBridalLiveFake } from '@storelens/fakes/bridallive/bridallive-fake';
import { expect, it } from 'vitest';
import { useConnectorFake } from '../../test/test-app.ts';

// spec 2 §7 GET /sources/bridalLive/preview?retailerId&apiKey (on the server, 100
// records), against the local BridalLive fake.
const app = useConnectorFake('bridalLive', () => startBridalLiveFake({ customers: 150 }));
const { t } = app;

const preview = (retailerId: string, apiKey: string) =>
  t.app.inject({
    url: `/api/sources/bridalLive/preview?retailerId=${encodeURIComponent(retailerId)}&apiKey=${encodeURIComponent(apiKey)}`,
    headers: { cookie: app.cookie },
  });

it('signs in with the Retailer Id and API Key and answers the first 100 contacts as the sync stores them', async () => {
  const res = await preview(app.fake.credentials.retailerId, app.fake.credentials.apiKey);
  expect(res.statusCode, res.body).toBe(200);
  const { records } = res.json();
  expect(records).toHaveLength(100);
  const first = app.fake.data.customers.get(1)!;
  expect(records[0]).toMatchObject({ vendorId: '1', email: first.email, updatedAt: first.updatedAt });
  expect(app.fake.faults.recent).toContain('POST /bl-server/api/contacts/list');
});

it('a refused login is InvalidCredentials (spec 2 §8) on the API Key field', async () => {
  const res = await preview(app.fake.credentials.retailerId, 'wrong-key');
  expect(res.statusCode).toBe(400);
  expect(res.json()).toEqual({
    error: 'InvalidCredentials',
    message: 'Invalid Retailer Id or API Key',
    fields: { apiKey: 'Invalid Retailer Id or API Key' },
  });
});
