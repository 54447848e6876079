import { PREFERENCES_ERRORS, PREFERENCES_UPDATED_MESSAGE } from '@storelens/contract/api/preferences';
import { TOKEN_LIFETIME_MINUTES } from '@storelens/contract/domain/identity';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailLists, emailListUnsubscribes, userTokens } from '../../db/schema.ts';
import { hashToken } from '../../platform/crypto.ts';
import { createTestContext, type TestContext } from '../../test/harness.ts';
import { call, tokenOf } from '../../test/identity-helpers.ts';
import { issuePreferencesLink } from './preferences.service.ts';

let t: TestContext;
let typeId: number;
beforeAll(async () => {
  t = await createTestContext();
  const [list] = await t.deps.database.db.insert(emailLists).values({ name: 'Weekly Digest' }).returning();
  typeId = list!.typeId;
});
afterAll(() => t.close());

const unsubscribes = () =>
  t.deps.database.db.select().from(emailListUnsubscribes).where(eq(emailListUnsubscribes.typeId, typeId));
const read = (token: string) => call(t, 'GET', `/api/email/preferences?token=${encodeURIComponent(token)}`);
const update = (token: string, subscribed: boolean) =>
  call(t, 'PUT', '/api/email/preferences', undefined, { token, subscribed });

describe('/api/email/preferences', () => {
  it('reads the subscription, and opening the link (GET) changes nothing', async () => {
    const token = tokenOf(await issuePreferencesLink(t.deps, 'Reader@Example.test', typeId));
    for (let i = 0; i < 3; i++) expect((await read(token)).json()).toEqual({ subscribed: true, name: 'Weekly Digest' });
    expect(await unsubscribes()).toHaveLength(0);
  });

  it('a PUT unsubscribes (the address joins the list’s unsubscribes) and subscribes again', async () => {
    const link = await issuePreferencesLink(t.deps, 'leaver@example.test', typeId);
    expect(link.startsWith('http://localhost:3000/preferences?t=')).toBe(true);
    const token = tokenOf(link);
    const off = await update(token, false);
    expect(off.json()).toEqual({ subscribed: false, name: 'Weekly Digest', message: PREFERENCES_UPDATED_MESSAGE });
    expect(off.json().message).toBe('Your email preferences have been updated.');
    expect((await unsubscribes()).map((u) => u.email)).toEqual(['leaver@example.test']);
    expect((await read(token)).json().subscribed).toBe(false);
    // idempotent
    await update(token, false);
    expect(await unsubscribes()).toHaveLength(1);
    expect((await update(token, true)).json().subscribed).toBe(true);
    expect(await unsubscribes()).toHaveLength(0);
  });

  it('stores only the hash of a 256-bit token', async () => {
    const token = tokenOf(await issuePreferencesLink(t.deps, 'hash@example.test', typeId));
    expect(token.length).toBeGreaterThanOrEqual(43);
    const [row] = await t.deps.database.db
      .select()
      .from(userTokens)
      .where(eq(userTokens.tokenHash, hashToken(token)));
    expect(row?.purpose).toBe('preferences');
  });

  it('answers "The link is invalid." for unknown, expired or malformed links', async () => {
    expect((await read('nope')).json()).toEqual(PREFERENCES_ERRORS.invalidLink);
    expect((await update('nope', false)).json()).toEqual({ error: 'InvalidToken', message: 'The link is invalid.' });
    const token = tokenOf(await issuePreferencesLink(t.deps, 'late@example.test', typeId));
    t.clock.advanceMinutes(TOKEN_LIFETIME_MINUTES.preferences + 1);
    try {
      expect((await read(token)).statusCode).toBe(400);
      expect((await update(token, false)).json()).toEqual(PREFERENCES_ERRORS.invalidLink);
    } finally {
      t.clock.reset();
    }
    // no token, an empty one, one longer than any link's: the same words (spec 2 §8 'any failure')
    for (const url of [
      '/api/email/preferences',
      '/api/email/preferences?token=',
      `/api/email/preferences?token=${'x'.repeat(300)}`,
    ]) {
      const res = await call(t, 'GET', url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json(), url).toEqual(PREFERENCES_ERRORS.invalidLink);
    }
    expect((await call(t, 'PUT', '/api/email/preferences', undefined, { subscribed: false })).json()).toEqual(
      PREFERENCES_ERRORS.invalidLink,
    );
  });
});
