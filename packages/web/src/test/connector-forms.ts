import { ERRORS } from '@storelens/contract/api/errors';
import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import type { RequestHandler } from 'msw';
import { expect } from 'vitest';
import { systemUser } from './fixtures.ts';
import { fail } from './handlers.ts';
import { renderScreen } from './render-screen.tsx';

// What the source and destination form tests share. activeAccount(): id 7; connectors need a
// system user with hasConnectors.

/** Outside the demo the forms' demo-values hint asks once and gets a 404. */
export const notDemo = fail('get', '/connectors/demoValues', 404, ERRORS.notFound);

/** A connector form at `url`, outside the demo. */
export const openConnectorForm = (url: string, ...handlers: RequestHandler[]) =>
  renderScreen(url, { session: systemUser(), handlers: [notDemo, ...handlers] });

/** A connector form that leaves: the page it goes to loads its own lists, left unanswered. */
export const openLeavingForm = (url: string, ...handlers: RequestHandler[]) =>
  renderScreen(url, { session: systemUser(), otherCalls: 'pending', handlers });

type Router = Awaited<ReturnType<typeof renderScreen>>['router'];

/** The form has sent the user back to the connectors page. */
export const expectBackOnConnectors = (router: Router) =>
  waitFor(() => expect(router.state.location.pathname).toBe('/connectors'));

/** Saves the filled form: the saved message, then back on the connectors page. */
export async function saveAndExpectBack(user: UserEvent, router: Router, savedText: string) {
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText(savedText)).toBeInTheDocument();
  await expectBackOnConnectors(router);
}

/** Saves the filled form and sees the server's own failure above it. */
export async function saveAndExpectServerError(user: UserEvent) {
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByTestId('save-error')).toHaveTextContent(/An unexpected error occurred/);
}
