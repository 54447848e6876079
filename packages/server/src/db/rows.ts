/**
 * The answers every queries file gives from a Drizzle query: its first row or undefined, whether it
 * found (or changed) any row, the one row an insert or upsert returned. Written once so each query
 * reads as the SQL it runs.
 */

/** The first row the query answers, or undefined when it answers none. */
export const firstRow = async <T>(query: PromiseLike<T[]>): Promise<T | undefined> => (await query)[0];

/** Whether the query answers (finds, updates or deletes) at least one row. */
export const hasRows = async (query: PromiseLike<unknown[]>): Promise<boolean> => (await query).length > 0;

/** The row an `insert … returning()` answered; an error names `what` when the database answered none. */
export async function returnedRow<T>(query: PromiseLike<T[]>, what: string): Promise<T> {
  const [row] = await query;
  if (!row) throw new Error(`${what} returned nothing`);
  return row;
}
