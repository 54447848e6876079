import { ACTION_FIELDS } from '@storelens/contract/domain/connector-forms';
import { type FormField, formDefaults } from '@storelens/contract/domain/form-fields';

/** Form values of a generated detail form, keyed by field name (dots for nested objects). */
export type DetailValues = Record<string, unknown>;

export const getPath = (object: unknown, path: string): unknown =>
  path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], object);

const setPath = (object: DetailValues, path: string, value: unknown): void => {
  const keys = path.split('.');
  let node = object;
  for (const key of keys.slice(0, -1)) {
    if (typeof node[key] !== 'object' || node[key] === null) node[key] = {};
    node = node[key] as DetailValues;
  }
  node[keys.at(-1)!] = value;
};

/** The empty value of a widget, so that every input starts controlled. */
const blankOf = (field: FormField): unknown => {
  if (field.widget === 'checkbox') return false;
  if (field.multiple || field.widget === 'multiselect') return [];
  return '';
};

/**
 * The starting values of a generated form: the saved detail when there is one, else the
 * contract's defaults (formDefaults), else blanks. Keys the form does not draw are kept, so that
 * values the server stores (OAuth tokens, masked) go back unchanged.
 */
export function detailValues(fields: readonly FormField[], saved: DetailValues = {}): DetailValues {
  const values: DetailValues = structuredClone(saved);
  const defaults = formDefaults(fields);
  for (const field of fields) {
    if (getPath(saved, field.name) !== undefined) continue;
    const value = defaults[field.name] ?? blankOf(field);
    setPath(values, field.name, Array.isArray(value) ? [...value] : value);
  }
  return values;
}

/**
 * The detail to send: without the form-only action fields, and without empty optional values
 * (an optional select left empty means "not set", not an invalid option).
 */
export function detailBody(fields: readonly FormField[], values: DetailValues | undefined): DetailValues {
  const body: DetailValues = structuredClone(values ?? {});
  for (const field of fields) {
    const value = getPath(body, field.name);
    const isEmpty = value === '' || value === null;
    // a field the form does not draw (its shownWhen does not hold) is not sent: a key typed for one
    // Shopify app type and left behind after switching to the other must not be stored
    const isHidden = field.shownWhen !== undefined && !isFieldShown(field, values, true);
    if (ACTION_FIELDS.includes(field.name) || isHidden || (isEmpty && !field.required)) {
      const keys = field.name.split('.');
      const parent = keys.length > 1 ? getPath(body, keys.slice(0, -1).join('.')) : body;
      if (parent && typeof parent === 'object') delete (parent as DetailValues)[keys.at(-1)!];
    }
  }
  return body;
}

/** Whether a field is drawn, given the other values of its form (FormField.shownWhen). */
export const isFieldShown = (field: FormField, values: DetailValues | undefined, isSystemUser: boolean): boolean => {
  if (field.systemUserOnly && !isSystemUser) return false;
  if (!field.shownWhen) return true;
  return field.shownWhen.in.includes(getPath(values, field.shownWhen.field) as string | boolean);
};
