import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDetail } from '../integrations/connector-secrets.ts';
import { appliedMigrations, journalMigrations } from '../platform/backup/database-facts.ts';
import { ensureSecretKeyMatches, SecretBox } from '../platform/crypto.ts';
import { DEMO_PASSWORD } from '../seed/demo-data.ts';
import { countDatabaseRows, createLocations, openApp } from '../test/backup-helpers.ts';
import { signIn } from '../test/harness.ts';
import { sources } from './connectors.schema.ts';
import { FIXTURE_SECRET_KEY, listUpgradeFixtures, loadUpgradeFixture } from './upgrade-fixtures/upgrade-fixture.ts';

/**
 * The upgrade path: a database as each earlier release left it, upgraded by today's migrations the
 * way the server does at start. Every new migration must keep these passing (README "Upgrading").
 */
const fixtures = listUpgradeFixtures();
const kind = process.env.DATABASE_URL ? 'postgres' : 'pglite';

describe(`upgrading a release's database (${kind})`, () => {
  const locations = createLocations();
  afterAll(() => locations.dropAll(), 60_000);

  it('has a fixture of a release, made before the newest migration or at it', () => {
    expect(fixtures.length).toBeGreaterThan(0);
    for (const { facts } of fixtures) expect(facts.migrations).toBeLessThanOrEqual(journalMigrations().length);
  });

  for (const { name, sql, facts } of fixtures) {
    it(`${name}: migrates to today's schema and keeps sign-ins, accounts, credentials and the warehouse`, async () => {
      const where = await locations.fresh();
      await loadUpgradeFixture(where, sql);

      // exactly as the release left it: its migrations recorded, so only newer ones run
      const opened = await openApp(where, FIXTURE_SECRET_KEY);
      try {
        const query = async (text: string) => (await opened.database.executeSql(text)).rows;
        const applied = await appliedMigrations(query);
        expect(applied.count).toBe(journalMigrations().length);
        expect(applied.lastCreatedAt).toBe(journalMigrations().at(-1)!.when);
        expect(await ensureSecretKeyMatches(opened.database.db, FIXTURE_SECRET_KEY)).toBe('matched');

        const cookie = await signIn(opened.app, facts.signIn, DEMO_PASSWORD);
        const admin = await opened.app.inject({ url: '/api/admin/accounts?take=100', headers: { cookie } });
        expect(admin.statusCode, admin.body).toBe(200);
        expect(admin.json().total).toBe(facts.counts['public.accounts']);
        const mine = await opened.app.inject({
          url: '/api/user/accounts',
          headers: { cookie: await signIn(opened.app, 'user@demo.test', DEMO_PASSWORD) },
        });
        expect(mine.statusCode, mine.body).toBe(200);
        expect(JSON.stringify(mine.json()).length).toBeGreaterThan(2);

        const [source] = await opened.database.db.select().from(sources).where(eq(sources.id, facts.source.id));
        expect(openDetail(new SecretBox(FIXTURE_SECRET_KEY), source!.detail, source!.secrets)).toEqual(
          facts.source.detail,
        );

        // the warehouse and the people in it, row for row
        const counts = await countDatabaseRows(opened.database);
        const kept = Object.keys(facts.counts).filter((t) => /^public\.(wh_|users$|accounts$|sources$)/.test(t));
        expect(kept.filter((t) => t.startsWith('public.wh_')).length).toBeGreaterThan(3);
        expect(facts.counts['public.wh_orders']).toBeGreaterThan(0);
        for (const table of kept) expect(counts[table], table).toBe(facts.counts[table]);
      } finally {
        await opened.close();
      }
    }, 240_000);
  }
});
