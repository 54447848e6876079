import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';

/** Where to look for the field: the whole screen, or a part of it (`within(dialog)`). */
type Scope = Pick<typeof screen, 'findByLabelText'>;

/**
 * Puts `value` into the field labelled `label` as one edit (a paste), replacing what it held: as a
 * user would, focus then change, but one render per field instead of one per key. Use `user.type`
 * where the screen reacts to each key (a mask, a search as you type). Waits for the field to appear.
 */
export async function fillIn(user: UserEvent, label: string | RegExp, value: string, scope: Scope = screen) {
  const field = await scope.findByLabelText(label);
  const held = field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement ? field.value : '';
  if (!value) {
    if (held) await user.clear(field);
    return;
  }
  // a paste over the selected old text: one change, as one validation of the form
  if (held) await user.tripleClick(field);
  else await user.click(field);
  await user.paste(value);
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
  scope: Pick<typeof screen, 'findByRole'> = screen,
) {
  await user.click(await scope.findByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

/**
 * A form that opens once a check answers (an invitation, a reset link): waits for its `button` to be
 * enabled, puts `values` in (label → value) and presses it.
 */
export async function fillAndSubmit(user: UserEvent, button: string, values: Record<string, string>) {
  await waitFor(() => expect(screen.getByRole('button', { name: button })).toBeEnabled());
  await fillForm(user, values);
  await user.click(screen.getByRole('button', { name: button }));
}
