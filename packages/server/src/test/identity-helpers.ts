import { asc, eq } from 'drizzle-orm';
import { mailOutbox } from '../db/schema.ts';
import { sessionCookieOf, type TestContext } from './harness.ts';

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
