/**
 * Declarative connector forms (the Airbyte way: the form is data, one generic renderer draws
 * it): what a field is, and the builders the forms (connector-forms.ts, destination-link-forms.ts)
 * are written with.
 */

export type FieldWidget =
  | 'text'
  | 'secret'
  | 'select'
  | 'multiselect'
  | 'checkbox'
  | 'textarea-lines'
  | 'date'
  | 'time';

/** Widgets the web app draws itself (they call the API or edit a structure). */
export type CustomWidget =
  | 'heartlandColumnMapping' // a Heartland column, from GET /sources/heartland/customFields
  | 'zaiusLists' // lists from the customer-data platform lists call
  | 'zaiusListFields' // add/remove list field names; saved ones cannot be removed
  | 'shopifyLocations' // locations from GET /sources/shopify/locations
  | 'uqubeDatabases' // databases from GET /destinations/uqube/databases
  | 'blueshiftTestEvent'; // sends POST /destinations/blueshift/createTestEvent

export interface FieldOption {
  value: string | number;
  label: string;
}

/** Show the field only when another field of the same form has one of these values. */
export interface ShownWhen {
  field: string;
  in: readonly (string | boolean)[];
}

export interface FormField {
  /** path in the detail (or body); dots for nested objects: 'consent.email' */
  name: string;
  label: string;
  widget: FieldWidget;
  /** set when the web draws this field with its own component */
  custom?: CustomWidget;
  /** for custom widgets that pick several values */
  multiple?: boolean;
  options?: readonly FieldOption[];
  required: boolean;
  help?: string;
  default?: string | number | boolean | readonly string[];
  shownWhen?: ShownWhen;
  lockedOnEdit?: boolean;
  /** spec 2 §5: the OAuth email option is shown only to system users */
  systemUserOnly?: boolean;
}

export type FieldExtra = Partial<Omit<FormField, 'name' | 'label'>>;

export const toOptions = (values: readonly string[]): FieldOption[] => values.map((value) => ({ value, label: value }));

/** The values of a select's options, as z.enum takes them. */
export const optionValues = <V extends string>(options: readonly [{ value: V }, ...{ value: V }[]]) =>
  options.map((option) => option.value) as [V, ...V[]];

export const text = (name: string, label: string, extra: FieldExtra = {}): FormField => ({
  name,
  label,
  widget: 'text',
  required: true,
  ...extra,
});
export const secret = (name: string, label: string, extra: FieldExtra = {}): FormField =>
  text(name, label, { widget: 'secret', ...extra });
export const optional = (name: string, label: string, extra: FieldExtra = {}): FormField =>
  text(name, label, { required: false, ...extra });
export const checkbox = (name: string, label: string, value = false, extra: FieldExtra = {}): FormField =>
  text(name, label, { widget: 'checkbox', required: false, default: value, ...extra });
export const select = (
  name: string,
  label: string,
  options: readonly FieldOption[],
  extra: FieldExtra = {},
): FormField => text(name, label, { widget: 'select', options, ...extra });
/** A widget of the web's own that picks several values (lists, columns, locations): none by default. */
export const multiselect = (name: string, label: string, custom: CustomWidget, extra: FieldExtra = {}): FormField =>
  text(name, label, { widget: 'multiselect', custom, multiple: true, required: false, default: [], ...extra });
export const lines = (name: string, label: string, help: string): FormField =>
  text(name, label, { widget: 'textarea-lines', required: false, default: [], help });

/** The default values of a form, keyed by field name, for a new connector. */
export const formDefaults = (fields: readonly FormField[]): Record<string, unknown> =>
  Object.fromEntries(fields.filter((f) => f.default !== undefined).map((f) => [f.name, f.default]));
