import { eq } from 'drizzle-orm';
import { accounts } from '../db/schema.ts';
import { addMember, buildUser, buildVertical, limitToVerticals, TEST_PASSWORD } from './factories.ts';
import { signIn, type TestContext } from './harness.ts';

export type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

/**
 * The callers the connector routes (spec 2 §6: a system user with the connectors flag, within the
 * vertical limits of the account in the path) must tell apart, each signed in:
 * - `customer`: the account's own admin, a customer user (403: connectors are for system users)
 * - `noFlag`: an account manager without hasConnectors (403)
 * - `elsewhere`: an account manager with hasConnectors, limited to a vertical the account is not in (403)
 * - `connectors`: an account manager with hasConnectors, limited to the account's own vertical (passes)
 */
export async function connectorCallers(t: TestContext, accountId: number) {
  const db = t.deps.database.db;
  const [account] = await db.select().from(accounts).where(eq(accounts.id, accountId));
  if (!account) throw new Error(`no account ${accountId}`);
  const customer = await buildUser(db);
  await addMember(db, accountId, customer.id, 'admin');
  const noFlag = await buildUser(db, { systemAccessLevel: 'accountManager' });
  const elsewhere = await buildUser(db, { systemAccessLevel: 'accountManager', hasConnectors: true });
  await limitToVerticals(db, elsewhere.id, [(await buildVertical(db)).id]);
  const connectors = await buildUser(db, { systemAccessLevel: 'accountManager', hasConnectors: true });
  await limitToVerticals(db, connectors.id, [account.verticalId]);
  const cookie = (user: { email: string }) => signIn(t.app, user.email, TEST_PASSWORD);
  return {
    customer: await cookie(customer),
    noFlag: await cookie(noFlag),
    elsewhere: await cookie(elsewhere),
    connectors: await cookie(connectors),
  };
}

/** A call as the web app makes it (JSON body, the CSRF header), with an optional session cookie; `url` is under /api. */
export const send = (t: TestContext, method: Method, url: string, cookie?: string, payload?: object) =>
  t.app.inject({
    method,
    url: `/api${url}`,
    headers: { 'x-storelens-csrf': '1', ...(cookie ? { cookie } : {}) },
    ...(payload !== undefined ? { payload } : {}),
  });
