import { screen } from '@testing-library/react';
import { expect } from 'vitest';

/**
 * The loading state of a screen that shows its title at once: the title is there and, below it,
 * the spinner of the call still pending.
 */
export async function expectSpinnerUnder(heading: string) {
  expect(await screen.findByRole('heading', { name: heading })).toBeInTheDocument();
  expect(screen.getByRole('progressbar')).toBeInTheDocument();
}
