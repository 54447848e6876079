import { asc, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { mailOutbox } from '../db/schema.ts';
import { addMember, buildAccount, buildUser, limitToVerticals, TEST_PASSWORD } from './factories.ts';
import { sessionCookieOf, signIn, type TestContext } from './harness.ts';

export type OutboxMail = typeof mailOutbox.$inferSelect & { text: string; html: string };

/** The emails queued to an address, oldest first, with their bodies unsealed. */
export async function mailsTo(t: TestContext, email: string): Promise<OutboxMail[]> {
  const rows = await t.deps.database.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.to, email.toLowerCase()))
    .orderBy(asc(mailOutbox.id));
  return rows.map((r) => ({
    ...r,
    text: t.deps.secrets.decrypt(r.textSealed),
    html: t.deps.secrets.decrypt(r.htmlSealed),
  }));
}

/** The first link in a text body that contains `path` (e.g. '/join/'). */
export function linkIn(text: string, path: string): string {
  const link = [...text.matchAll(/https?:\/\/\S+/g)].map((m) => m[0]).find((l) => l.includes(path));
  if (!link) throw new Error(`no ${path} link in:\n${text}`);
  return link;
}

/** The token of a link: the t= parameter, else the last path segment. */
export function tokenOf(link: string): string {
  const url = new URL(link);
  return decodeURIComponent(url.searchParams.get('t') ?? url.pathname.split('/').pop()!);
}

/** The token of the latest email to `email` whose link contains `path`. */
export async function latestToken(t: TestContext, email: string, path: string): Promise<string> {
  const mails = await mailsTo(t, email);
  const last = mails.at(-1);
  if (!last) throw new Error(`no mail to ${email}`);
  return tokenOf(linkIn(last.text, path));
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A call as the web app makes it: JSON body, the CSRF header, an optional session cookie. */
export const call = (t: TestContext, method: Method, url: string, cookie?: string, payload?: object) =>
  t.app.inject({
    method,
    url,
    headers: { 'x-storelens-csrf': '1', ...(cookie ? { cookie } : {}) },
    ...(payload !== undefined ? { payload } : {}),
  });

export { sessionCookieOf };

/** A 400 answer whose fields carry exactly these messages. */
export function expectFieldErrors(res: LightMyRequestResponse, fields: Record<string, string>) {
  expect(res.statusCode, res.body).toBe(400);
  expect(res.json().fields).toEqual(fields);
}

export interface NewUserOptions {
  /** a system user sees only these verticals */
  verticals?: string[];
  /** the accounts the user is a member of, each with `accessLevel` ('user' unless told) */
  memberOf?: number[];
  accessLevel?: string;
}

/** A new activated user (buildUser with `overrides`), signed in: the user and its session cookie. */
export async function newSignedInUser(
  t: TestContext,
  overrides: Parameters<typeof buildUser>[1] = {},
  options: NewUserOptions = {},
) {
  const db = t.deps.database.db;
  const user = await buildUser(db, overrides);
  if (options.verticals) await limitToVerticals(db, user.id, options.verticals);
  for (const accountId of options.memberOf ?? []) await addMember(db, accountId, user.id, options.accessLevel);
  return { user, cookie: await signIn(t.app, user.email, TEST_PASSWORD) };
}

/** The session cookie of a new user signed in (a system user when `overrides` say so, limited to `verticals`). */
export async function signInNewUser(
  t: TestContext,
  overrides: Parameters<typeof buildUser>[1] = {},
  verticals?: string[],
): Promise<string> {
  return (await newSignedInUser(t, overrides, verticals ? { verticals } : {})).cookie;
}

/** The session cookie of a new customer user signed in, a member of `accountId` with `accessLevel`. */
export async function signInNewMember(t: TestContext, accountId: number, accessLevel = 'user'): Promise<string> {
  return (await newSignedInUser(t, {}, { memberOf: [accountId], accessLevel })).cookie;
}

/**
 * A new system admin signed in (`adminCookie`) who impersonates a new member (`target`) of a new
 * account: `cookie` is the impersonation's session.
 */
export async function impersonateNewMember(t: TestContext) {
  const { user: admin, cookie: adminCookie } = await newSignedInUser(t, { systemAccessLevel: 'admin' });
  const db = t.deps.database.db;
  const account = await buildAccount(db);
  const target = await buildUser(db);
  await addMember(db, account.id, target.id);
  const start = await call(t, 'GET', `/api/admin/users/impersonate/${account.id}/${target.id}`, adminCookie);
  return { admin, adminCookie, account, target, cookie: sessionCookieOf(start) };
}
