import { z } from 'zod';
import { connectorMsg, msg } from '../validation/messages.ts';

/**
 * Shapes many calls share: database ids in paths and bodies, the bare 'Success' answers, the
 * people and pages of rows several answers list. Written once, so that every call checks and
 * answers them alike.
 */

/** The largest PostgreSQL integer: an id beyond it names nothing (and a query with it would fail). */
export const MAX_ID = 2_147_483_647;

/** A database id in a body: a positive integer. */
export const bodyId = () => z.number().int().positive().max(MAX_ID);

/** A database id in a path or a query string: the text, coerced to a positive integer. */
export const pathId = () => z.coerce.number().int().positive().max(MAX_ID);

type PathIds<K extends string> = { [P in K]: ReturnType<typeof pathId> };

/** Params that are all ids: `idParams('accountId', 'id')` is `{ accountId, id }`, each a pathId. */
export const idParams = <const K extends string>(...names: K[]) =>
  z.object(Object.fromEntries(names.map((name) => [name, pathId()])) as PathIds<K>);

/** A call's answer when it succeeded: `status: 'Success'` and whatever `shape` adds. */
export const successAnswer = <S extends z.ZodRawShape>(shape: S) =>
  z.object({ status: z.literal('Success'), ...shape });

/** The person fields that user answers (profile, internal user, team user) start with. */
export const personFields = () => ({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
});

/** The four feature flags of a system user (spec 1 §3), as answers carry them. */
export const featureFlagFields = () => ({
  hasReportsManagement: z.boolean(),
  hasDataManagement: z.boolean(),
  hasConnectors: z.boolean(),
  hasAccounts: z.boolean(),
});

/** A page of rows under `key` with the count of every row the query matches: `{ total, [key]: rows }`. */
export const pagedAnswer = <const K extends string, T extends z.ZodType>(key: K, row: T) =>
  z.object({ total: z.number().int(), ...({ [key]: z.array(row) } as { [P in K]: z.ZodArray<T> }) });

/**
 * The message of a body whose `type` picks none of its variants (a discriminated union's error):
 * '{label} is required' when the type is missing, else '{label} is not one of the allowed options'.
 */
export const variantTypeMessage =
  (label: string) =>
  (issue: { input?: unknown }): string => {
    const { input } = issue;
    const type = typeof input === 'object' && input !== null ? (input as { type?: unknown }).type : undefined;
    return type === undefined || type === null || type === '' ? msg.required(label) : connectorMsg.option(label);
  };

/** The fields of `shape` named in `keys`, in that order: an answer that shows some of another's, in its own order. */
export const pickFields = <S extends z.ZodRawShape, const K extends keyof S>(shape: S, keys: readonly K[]) =>
  Object.fromEntries(keys.map((key) => [key, shape[key]])) as Pick<S, K>;

/** Text fields of an answer that may be empty (null): `nullableStrings('city', 'zip')`. */
export const nullableStrings = <const K extends string>(...keys: K[]) =>
  Object.fromEntries(keys.map((key) => [key, z.string().nullable()])) as { [P in K]: z.ZodNullable<z.ZodString> };
