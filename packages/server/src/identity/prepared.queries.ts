import { Column, getTableName, is, SQL, Subquery } from 'drizzle-orm';
import type { Db } from '../db/client.ts';

/**
 * A statement of a hot path, built once per database handle instead of on every
 * call: Drizzle's query building cost about a third of the busy CPU of an account call. `build`
 * ends in `.prepare('<unique name>')`, its varying values as `sql.placeholder(...)`; on PostgreSQL
 * the name also makes it a server-side prepared statement, parsed once per connection. A statement
 * that selects rows also gets its row mapping compiled once (compileRowMapper).
 *
 * The handle is the key, so a transaction (itself a `Db`) gets its own statement that runs inside it.
 */
export function preparedOn<T>(build: (db: Db) => T): (db: Db) => T {
  const statements = new WeakMap<Db, T>();
  return (db) => {
    let statement = statements.get(db);
    if (!statement) {
      statement = build(db);
      withCompiledRowMapper(statement);
      statements.set(db, statement);
    }
    return statement;
  };
}

/**
 * A list of integer ids as one parameter of a prepared statement (a PostgreSQL array literal):
 * `${column} = any(${sql.placeholder('ids')}::integer[])`, the same on node-postgres and PGlite.
 */
export const idArray = (ids: readonly number[]): string => `{${ids.join(',')}}`;

/** A selected field as Drizzle orders them: where it goes in the result object, and what it is. */
interface SelectedField {
  path: string[];
  field: unknown;
}

/** What a prepared select carries (the same in Drizzle's node-postgres and PGlite sessions). */
interface PreparedSelect {
  fields?: SelectedField[];
  joinsNotNullableMap?: Record<string, boolean>;
  customResultMapper?: (rows: unknown[][]) => unknown;
}

interface Decoder {
  mapFromDriverValue(value: unknown): unknown;
}

/**
 * Drizzle maps each row with `mapResultRow`, which works out every column's decoder again with
 * `is()` prototype walks: with a page of 50 accounts that was 7% of an account call's CPU
 * in the API load benchmark. This mapper does the same work with what depends only on the statement worked out once: the
 * same result shape, the same decoders, and the same rule that a left-joined table whose columns
 * all came back null is null. Drizzle uses a statement's `customResultMapper`, when it has one, for
 * all its rows; statements that already have one (relational queries) keep theirs.
 */
function withCompiledRowMapper(statement: unknown): void {
  const prepared = statement as PreparedSelect;
  if (!prepared.fields || prepared.customResultMapper) return;
  // a selection nested two deep keeps Drizzle's own mapping
  if (prepared.fields.some(({ path }) => path.length > 2)) return;
  const mapRow = compileRowMapper(prepared.fields, prepared.joinsNotNullableMap);
  prepared.customResultMapper = (rows) => rows.map(mapRow);
}

export function compileRowMapper(
  fields: SelectedField[],
  joinsNotNullableMap: Record<string, boolean> | undefined,
): (row: unknown[]) => Record<string, unknown> {
  const columns = fields.map(({ path, field }) => {
    const isColumn = is(field, Column);
    // Drizzle's own choice of decoder (mapResultRow); `decoder` is internal to its SQL type
    type WithDecoder = { decoder: Decoder };
    const decoder: Decoder = isColumn
      ? field
      : is(field, SQL)
        ? (field as unknown as WithDecoder).decoder
        : is(field, Subquery)
          ? (field._.sql as unknown as WithDecoder).decoder
          : ((field as SQL.Aliased).sql as unknown as WithDecoder).decoder;
    // the nullable-join rule looks at columns directly under a table's name only
    const tableName = joinsNotNullableMap && isColumn && path.length === 2 ? getTableName(field.table) : null;
    // a column type that keeps the driver's value as it is (text, boolean) needs no call per row
    const decode = decoder.mapFromDriverValue === Column.prototype.mapFromDriverValue ? null : decoder;
    return {
      parent: path.length === 2 ? (path[0] as string) : null,
      key: path[path.length - 1] as string,
      decode,
      tableName,
    };
  });
  // the objects a row holds (`{session, user}`), made first so that each column only assigns
  const parents = [...new Set(columns.map((c) => c.parent).filter((p): p is string => p !== null))];
  return (row) => {
    const result: Record<string, unknown> = {};
    for (const parent of parents) result[parent] = {};
    const nullify: Record<string, string | false> = {};
    for (let index = 0; index < columns.length; index += 1) {
      const { parent, key, decode, tableName } = columns[index] as (typeof columns)[number];
      const raw = row[index];
      const value = raw === null || decode === null ? raw : decode.mapFromDriverValue(raw);
      (parent === null ? result : (result[parent] as Record<string, unknown>))[key] = value;
      if (tableName !== null) {
        const objectName = parent as string;
        if (!(objectName in nullify)) nullify[objectName] = value === null ? tableName : false;
        else if (typeof nullify[objectName] === 'string' && nullify[objectName] !== tableName)
          nullify[objectName] = false;
      }
    }
    if (joinsNotNullableMap) {
      for (const objectName in nullify) {
        const tableName = nullify[objectName];
        if (typeof tableName === 'string' && !joinsNotNullableMap[tableName]) result[objectName] = null;
      }
    }
    return result;
  };
}
