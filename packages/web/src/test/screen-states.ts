import { screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';

/**
 * The loading state of a screen that shows its title at once: the title is there and, below it,
 * the spinner of the call still pending.
 */
export async function expectSpinnerUnder(heading: string) {
  expect(await screen.findByRole('heading', { name: heading })).toBeInTheDocument();
  expect(screen.getByRole('progressbar')).toBeInTheDocument();
}

/**
 * The loading state while `call` (a `pendingCall`) waits: once it has been asked the page's code has
 * loaded, so the spinner seen is the page's own and not the one shown while that code loads. `name`:
 * the spinner's accessible name, when the test checks it.
 */
export async function expectOwnSpinner(call: { wasAsked: () => boolean }, name?: string) {
  await waitFor(() => expect(call.wasAsked()).toBe(true));
  expect(screen.getByRole('progressbar', name === undefined ? {} : { name })).toBeInTheDocument();
}
