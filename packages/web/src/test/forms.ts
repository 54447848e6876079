import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/** Where to look for the field: the whole screen, or a part of it (`within(dialog)`). */
type Scope = Pick<typeof screen, 'getByLabelText'>;

/**
 * Puts `value` into the field labelled `label` as one edit (a paste), replacing what it held: as a
 * user would, focus then change, but one render per field instead of one per key. Use `user.type`
 * where the screen reacts to each key (a mask, a search as you type).
 */
export async function fillIn(user: UserEvent, label: string | RegExp, value: string, scope: Scope = screen) {
  const field = scope.getByLabelText(label);
  await user.clear(field);
  if (value) await user.paste(value);
}

/** fillIn for several fields, in order (label → value); an empty value leaves its field empty. */
export async function fillForm(user: UserEvent, values: Record<string, string>, scope: Scope = screen) {
  for (const [label, value] of Object.entries(values)) await fillIn(user, label, value, scope);
}

/** Picks `option` in the MUI select labelled `label` (its list opens in a popup outside `scope`). */
export async function choose(
  user: UserEvent,
  label: string | RegExp,
  option: string | RegExp,
  scope: Pick<typeof screen, 'getByRole'> = screen,
) {
  await user.click(scope.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}
