import { type BridalLiveFake, startBridalLiveFake } from '@storelens/fakes/bridallive/bridallive-fake';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildUser, TEST_PASSWORD } from '../../test/factories.ts';
import { createTestContext, signIn, type TestContext } from '../../test/harness.ts';

// spec 2 §7 GET /sources/bridalLive/preview?retailerId&apiKey (on the server, 100
// records), against the local BridalLive fake.
let t: TestContext;
let fake: BridalLiveFake;
let cookie: string;

beforeAll(async () => {
  fake = await startBridalLiveFake({ customers: 150 });
  t = await createTestContext({}, { bridalLive: fake.endpoint });
  const manager = await buildUser(t.deps.database.db, { systemAccessLevel: 'accountManager', hasConnectors: true });
  cookie = await signIn(t.app, manager.email, TEST_PASSWORD);
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

const preview = (retailerId: string, apiKey: string) =>
  t.app.inject({
    url: `/api/sources/bridalLive/preview?retailerId=${encodeURIComponent(retailerId)}&apiKey=${encodeURIComponent(apiKey)}`,
    headers: { cookie },
  });

it('signs in with the Retailer Id and API Key and answers the first 100 contacts as the sync stores them', async () => {
  const res = await preview(fake.credentials.retailerId, fake.credentials.apiKey);
  expect(res.statusCode, res.body).toBe(200);
  const { records } = res.json();
  expect(records).toHaveLength(100);
  const first = fake.data.customers.get(1)!;
  expect(records[0]).toMatchObject({ vendorId: '1', email: first.email, updatedAt: first.updatedAt });
  expect(fake.faults.recent).toContain('POST /bl-server/api/contacts/list');
});

it('a refused login is InvalidCredentials (spec 2 §8) on the API Key field', async () => {
  const res = await preview(fake.credentials.retailerId, 'wrong-key');
  expect(res.statusCode).toBe(400);
  expect(res.json()).toEqual({
    error: 'InvalidCredentials',
    message: 'Invalid Retailer Id or API Key',
    fields: { apiKey: 'Invalid Retailer Id or API Key' },
  });
});
