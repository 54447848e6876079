import type { Db } from '../db/client.ts';

/**
 * A statement of a hot path (issue 15 §3), built once per database handle instead of on every
 * call: Drizzle's query building cost about a third of the busy CPU of an account call. `build`
 * ends in `.prepare('<unique name>')`, its varying values as `sql.placeholder(...)`; on PostgreSQL
 * the name also makes it a server-side prepared statement, parsed once per connection.
 *
 * The handle is the key, so a transaction (itself a `Db`) gets its own statement that runs inside it.
 */
export function preparedOn<T>(build: (db: Db) => T): (db: Db) => T {
  const statements = new WeakMap<Db, T>();
  return (db) => {
    let statement = statements.get(db);
    if (!statement) {
      statement = build(db);
      statements.set(db, statement);
    }
    return statement;
  };
}
