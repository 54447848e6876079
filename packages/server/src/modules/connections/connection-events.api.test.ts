import type { DomainEvent } from '@storelens/contract/domain/webhook-events';
import { beforeAll, describe, expect, it } from 'vitest';
import { addMember, buildAccount, buildUser, buildVertical, TEST_PASSWORD } from '../../test/factories.ts';
import { signIn } from '../../test/harness.ts';
import { call } from '../../test/identity-helpers.ts';
import { useTestContext } from '../../test/test-app.ts';

// each connection change is a domain event for both accounts of the pair (their webhooks hear it)
const t = useTestContext();
const heard: DomainEvent[] = [];
let brandId: number;
let retailerId: number;
let brandAdmin: string;
let retailerAdmin: string;

beforeAll(async () => {
  const db = t.deps.database.db;
  const verticalId = (await buildVertical(db)).id;
  brandId = (await buildAccount(db, { verticalId, accountType: 'Brand', name: 'Trail Brand' })).id;
  retailerId = (await buildAccount(db, { verticalId, accountType: 'Retailer', name: 'Alpha Shop' })).id;
  const b = await buildUser(db);
  await addMember(db, brandId, b.id, 'admin');
  brandAdmin = await signIn(t.app, b.email, TEST_PASSWORD);
  const r = await buildUser(db);
  await addMember(db, retailerId, r.id, 'admin');
  retailerAdmin = await signIn(t.app, r.email, TEST_PASSWORD);
  for (const type of [
    'connection.requested',
    'connection.approved',
    'connection.declined',
    'connection.removed',
  ] as const)
    t.deps.events.on(type, (event) => {
      heard.push(event);
    });
});

const take = () => heard.splice(0).map((e) => ({ type: e.type, accountId: e.data.accountId }));

describe('connection events', () => {
  it('requested, approved, removed and declined each reach the brand and the retailer, with names', async () => {
    const request = () =>
      call(t, 'POST', `/api/accounts/connections/brand/${brandId}`, brandAdmin, { accounts: [retailerId], note: '' });
    expect((await request()).statusCode).toBe(200);
    const [first] = heard;
    expect(first?.data).toMatchObject({
      brandAccountId: brandId,
      brandName: 'Trail Brand',
      retailerAccountId: retailerId,
      retailerName: 'Alpha Shop',
      status: 'Pending',
    });
    expect(take()).toEqual([
      { type: 'connection.requested', accountId: brandId },
      { type: 'connection.requested', accountId: retailerId },
    ]);

    const retailer = (action: 'add' | 'remove') =>
      call(t, 'POST', `/api/accounts/connections/retailer/${action}/${retailerId}`, retailerAdmin, {
        accounts: [brandId],
      });
    expect((await retailer('add')).statusCode).toBe(200);
    expect(take()).toEqual([
      { type: 'connection.approved', accountId: brandId },
      { type: 'connection.approved', accountId: retailerId },
    ]);
    expect((await retailer('remove')).statusCode).toBe(200);
    expect(take().map((e) => e.type)).toEqual(['connection.removed', 'connection.removed']);

    expect((await request()).statusCode).toBe(200);
    take();
    expect((await retailer('remove')).statusCode).toBe(200);
    expect(take().map((e) => e.type)).toEqual(['connection.declined', 'connection.declined']);
  });
});
