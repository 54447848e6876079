import type { SourceRow } from './sources.queries.ts';

type Detail = Record<string, unknown>;

/** An absent field and an empty default (false, '', [], null) say the same. */
const normalised = (value: unknown) =>
  value === undefined ||
  value === null ||
  value === false ||
  value === '' ||
  (Array.isArray(value) && value.length === 0)
    ? null
    : JSON.stringify(value);

/** Equal details, whatever the order of their keys and the defaults the schema filled in. */
export const sameDetail = (a: Detail, b: Detail): boolean => {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...keys].every((key) => normalised(a[key]) === normalised(b[key]));
};

/**
 * The names of the fields a source save changed, never their values (the detail holds credentials):
 * `name`, `frequency`, `anchorTime`, `timezone`, and `detail.<field>` for each detail field. The
 * audit row keeps them, so that the source's timeline can say what changed.
 */
export function changedSourceFields(
  row: Pick<SourceRow, 'name' | 'frequencyMinutes' | 'anchorTime' | 'timezone'>,
  storedDetail: Detail,
  next: { name: string; frequency: number; anchorTime: string; timezone: string; detail: Detail },
): string[] {
  const fields: string[] = [];
  if (row.name !== next.name) fields.push('name');
  if (row.frequencyMinutes !== next.frequency) fields.push('frequency');
  if (row.anchorTime !== next.anchorTime) fields.push('anchorTime');
  if (row.timezone !== next.timezone) fields.push('timezone');
  const keys = [...new Set([...Object.keys(storedDetail), ...Object.keys(next.detail)])].sort();
  for (const key of keys)
    if (normalised(storedDetail[key]) !== normalised(next.detail[key])) fields.push(`detail.${key}`);
  return fields;
}
