import { Column, getTableName, is, Param, Placeholder, SQL, Subquery } from 'drizzle-orm';
import { NodePgPreparedQuery } from 'drizzle-orm/node-postgres';
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
      withDirectExecute(statement);
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

/** What a node-postgres prepared select carries (drizzle-orm/node-postgres session.js). */
interface NodePgPrepared {
  params: unknown[];
  queryConfig: object;
  client: { query(config: object, values: unknown[]): Promise<{ rows: unknown[][] }> };
  customResultMapper?: (rows: unknown[][]) => unknown;
  execute(values?: Record<string, unknown>): Promise<unknown>;
}

/**
 * On a PostgreSQL server, a prepared select with a compiled row mapper runs straight on the pool: its
 * parameters filled by a list worked out once (Drizzle's fillPlaceholders tells each parameter's kind
 * apart on every call), without the three no-op tracing spans and the query cache lookup Drizzle's
 * execute wraps around it. What is sent (the named statement, array rows, Drizzle's type parsers) and
 * what comes back (the compiled mapper's rows) are Drizzle's own. PGlite keeps Drizzle's execute.
 */
function withDirectExecute(statement: unknown): void {
  if (!is(statement, NodePgPreparedQuery)) return;
  const prepared = statement as unknown as NodePgPrepared;
  const mapRows = prepared.customResultMapper;
  if (!mapRows) return;
  const fillers = prepared.params.map((param): ((values: Record<string, unknown>) => unknown) => {
    if (is(param, Placeholder)) return (values) => placeholderValue(values, param.name);
    if (is(param, Param) && is(param.value, Placeholder)) {
      const { encoder, value } = param as Param & { value: Placeholder };
      return (values) => encoder.mapToDriverValue(placeholderValue(values, value.name));
    }
    return () => param;
  });
  const { client, queryConfig } = prepared;
  prepared.execute = async (values = {}) => {
    const params = fillers.map((fill) => fill(values));
    return mapRows((await client.query(queryConfig, params)).rows);
  };
}

function placeholderValue(values: Record<string, unknown>, name: string): unknown {
  if (!(name in values)) throw new Error(`No value for placeholder "${name}" was provided`);
  return values[name];
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
    return {
      parent: path.length === 2 ? (path[0] as string) : null,
      key: path[path.length - 1] as string,
      // a column type that keeps the driver's value as it is (text, boolean) needs no call per row
      decode: decoder.mapFromDriverValue === Column.prototype.mapFromDriverValue ? null : decoder,
      // the nullable-join rule looks at columns directly under a table's name only
      tableName: joinsNotNullableMap && isColumn && path.length === 2 ? getTableName(field.table) : null,
    };
  });
  return generatedMapper(columns, (parent) => nullableJoinColumn(columns, parent, joinsNotNullableMap));
}

interface MappedColumn {
  parent: string | null;
  key: string;
  decode: Decoder | null;
  tableName: string | null;
}

/**
 * Drizzle's rule for a nested table, worked out once: the object is null when its first table column
 * is null, all its table columns are of one table, and that table is left-joined (may be missing).
 * Answers the index of the column whose null makes the object null, or null when it never is.
 */
function nullableJoinColumn(
  columns: MappedColumn[],
  parent: string,
  joinsNotNullableMap: Record<string, boolean> | undefined,
): number | null {
  if (!joinsNotNullableMap) return null;
  const own = columns.flatMap((c, index) => (c.parent === parent && c.tableName !== null ? [{ ...c, index }] : []));
  const first = own[0];
  if (!first || own.some((c) => c.tableName !== first.tableName)) return null;
  return joinsNotNullableMap[first.tableName as string] ? null : first.index;
}

/**
 * The row mapper as one generated function: each row becomes an object literal of fixed shape, its
 * keys written out, its decoders bound once. The loop it replaced stored every value under a computed
 * key (a generic, slow store in V8) and cost 60 µs of a 50-account call; this costs about 3. The keys are the
 * statement's own selection names (code, never input), written as JSON string literals.
 */
function generatedMapper(
  columns: MappedColumn[],
  nullWhenNull: (parent: string) => number | null,
): (row: unknown[]) => Record<string, unknown> {
  const values = columns.map(({ decode }, index) =>
    decode === null
      ? `const v${index} = row[${index}];`
      : `const r${index} = row[${index}];
    const v${index} = r${index} === null ? null : d${index}.mapFromDriverValue(r${index});`,
  );
  // keys in the order Drizzle's own mapping makes them: each object where its first column is
  const entries: string[] = [];
  const seen = new Set<string>();
  for (const [index, { parent, key }] of columns.entries()) {
    if (parent === null) {
      entries.push(`${JSON.stringify(key)}: v${index}`);
      continue;
    }
    if (seen.has(parent)) continue;
    seen.add(parent);
    const inner = columns.flatMap((c, i) => (c.parent === parent ? [`${JSON.stringify(c.key)}: v${i}`] : []));
    const object = `{ ${inner.join(', ')} }`;
    const nullIndex = nullWhenNull(parent);
    entries.push(
      `${JSON.stringify(parent)}: ${nullIndex === null ? object : `v${nullIndex} === null ? null : ${object}`}`,
    );
  }
  const decoderNames = columns.flatMap(({ decode }, index) => (decode === null ? [] : [`d${index}`]));
  const body = `return function mapRow(row) {\n  ${values.join('\n  ')}\n  return { ${entries.join(', ')} };\n};`;
  const make = new Function(...decoderNames, body) as (
    ...decoders: Decoder[]
  ) => (row: unknown[]) => Record<string, unknown>;
  return make(...columns.flatMap(({ decode }) => (decode === null ? [] : [decode])));
}
