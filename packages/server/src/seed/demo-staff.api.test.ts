import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDemoTestContext } from '../test/demo-database.ts';
import { signIn, type TestContext } from '../test/harness.ts';
import { call } from '../test/identity-helpers.ts';
import { DEMO_PASSWORD } from './demo-data.ts';

let t: TestContext;
beforeAll(async () => {
  ({ t } = await createDemoTestContext('data'));
}, 60_000);
afterAll(() => t.close());

describe('demo internal users', () => {
  it('the Admin Users screen has members active and pending, one limited to a vertical, and deactivated ones', async () => {
    const cookie = await signIn(t.app, 'admin@demo.test', DEMO_PASSWORD);
    const members = (await call(t, 'GET', '/api/admin/users?status=active', cookie)).json();
    const deactivated = (await call(t, 'GET', '/api/admin/users?status=deactivated', cookie)).json();
    const states = members.map((u: { activated: boolean }) => (u.activated ? 'Active' : 'Pending'));
    expect(states.filter((s: string) => s === 'Active').length).toBeGreaterThanOrEqual(3);
    expect(states.filter((s: string) => s === 'Pending').length).toBeGreaterThanOrEqual(2);
    expect(members.some((u: { verticals: string[] }) => u.verticals.length > 0)).toBe(true);
    expect(deactivated.length).toBeGreaterThanOrEqual(2);
    // the README's sign-ins still work
    for (const email of ['manager@demo.test', 'owner@demo.test', 'user@demo.test', 'nobody@demo.test'])
      expect((await call(t, 'GET', '/api/user', await signIn(t.app, email, DEMO_PASSWORD))).statusCode).toBe(200);
  });
});
