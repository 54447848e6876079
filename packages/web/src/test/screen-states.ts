import type { ErrorAnswer } from '@storelens/contract/api/errors';
import { screen, waitFor } from '@testing-library/react';
import type { RequestHandler } from 'msw';
import { expect, it } from 'vitest';
import { fail, pending, serverError } from './handlers.ts';

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

interface LoadStates {
  /** what the screen loads, as the tests' names say it ('the verticals', 'the team') */
  what: string;
  /** opens the screen with the given handlers first (a test's own handlers go before its defaults) */
  open: (...handlers: RequestHandler[]) => Promise<unknown>;
  /** the GET the screen waits for */
  path: string;
  /** the screen's title, shown at once above the spinner */
  title: string;
  /** the screen's words when the server fails that call (a pattern for the server's own message) */
  failure?: string | RegExp;
  /** the failure test's name, when it is not 'says when {what} cannot be loaded' */
  failureTest?: string;
  /** a refusal of that call the screen shows (the contract's error): its test's name and status */
  refusal?: { test: string; status: number; error: ErrorAnswer };
}

/**
 * Declares, in the calling describe, the loading tests of a screen that loads `path` under its
 * title: the spinner while the call is pending, the failure line when the server fails, and the
 * refusal's message when the server refuses.
 */
export function itShowsLoadStates({ what, open, path, title, failure, failureTest, refusal }: LoadStates) {
  // 'the verticals load', 'the team loads'
  const loads = `${what} ${what.endsWith('s') ? 'load' : 'loads'}`;
  it(`shows a spinner while ${loads}`, async () => {
    await open(pending('get', path));
    await expectSpinnerUnder(title);
  });

  if (refusal)
    it(refusal.test, async () => {
      await open(fail('get', path, refusal.status, refusal.error));
      expect(await screen.findByText(refusal.error.message)).toBeInTheDocument();
    });

  if (failure !== undefined)
    it(failureTest ?? `says when ${what} cannot be loaded`, async () => {
      await open(serverError('get', path));
      expect(await screen.findByText(failure)).toBeInTheDocument();
    });
}
