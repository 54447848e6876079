import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/client.ts';
import { accounts, accountUsers, verticals } from '../db/schema.ts';
import { addMember, buildAccount, buildUser, buildVertical } from '../test/factories.ts';
import { createTestContext, type TestContext } from '../test/harness.ts';
import { preparedOn } from './prepared.queries.ts';

let t: TestContext;
let db: Db;
beforeAll(async () => {
  t = await createTestContext();
  db = t.deps.database.db;
});
afterAll(() => t.close());

// Whole tables, a left join, columns under their own names, an SQL expression with its decoder:
// the shapes of the hot paths' selects.
const select = (d: Db) =>
  d
    .select({
      account: accounts,
      vertical: verticals,
      membership: accountUsers,
      name: accounts.name,
      lowered: sql<string>`lower(${accounts.name})`,
      createdAt: accounts.createdAt,
      isMember: sql<boolean>`${accountUsers.userId} is not null`.mapWith(Boolean),
    })
    .from(accounts)
    .innerJoin(verticals, eq(verticals.id, accounts.verticalId))
    .leftJoin(
      accountUsers,
      and(eq(accountUsers.accountId, accounts.id), eq(accountUsers.userId, sql.placeholder('userId'))),
    )
    .where(eq(accounts.verticalId, sql.placeholder('verticalId')))
    .orderBy(accounts.id);

describe('preparedOn: the compiled row mapping', () => {
  it('gives what Drizzle gives: nested tables, a null left join, decoded dates and expressions', async () => {
    const vertical = await buildVertical(db);
    const user = await buildUser(db);
    const member = await buildAccount(db, { verticalId: vertical.id, name: 'Member Store' });
    await buildAccount(db, { verticalId: vertical.id, name: 'Other Store' });
    await addMember(db, member.id, user.id, 'admin', true);

    const values = { userId: user.id, verticalId: vertical.id };
    const expected = await select(db).prepare('unmapped_check').execute(values);
    const statement = preparedOn((d) => select(d).prepare('compiled_check'))(db);
    const actual = await statement.execute(values);
    // the statement maps with the compiled mapper, not Drizzle's
    expect((statement as unknown as { customResultMapper?: unknown }).customResultMapper).toBeTypeOf('function');

    expect(actual).toEqual(expected);
    expect(actual).toHaveLength(2);
    expect(actual[0]?.membership?.accessLevel).toBe('admin');
    expect(actual[1]?.membership).toBeNull();
    expect(actual[0]?.createdAt).toBeInstanceOf(Date);
    expect(actual.map((row) => row.isMember)).toEqual([true, false]);
  });

  it('runs the same on either database, and still refuses a missing placeholder value', async () => {
    const vertical = await buildVertical(db);
    await buildAccount(db, { verticalId: vertical.id, name: 'Lone Store' });
    const statement = preparedOn((d) => select(d).prepare('compiled_missing_check'))(db);
    const rows = await statement.execute({ userId: 0, verticalId: vertical.id });
    expect(rows.map((row) => [row.name, row.membership, row.isMember])).toEqual([['Lone Store', null, false]]);
    await expect(statement.execute({ verticalId: vertical.id })).rejects.toThrow(
      'No value for placeholder "userId" was provided',
    );
  });
});
