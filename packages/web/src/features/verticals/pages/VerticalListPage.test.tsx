import { VerticalsAnswer } from '@storelens/contract/api/verticals';
import { screen, waitFor } from '@testing-library/react';
import type { RequestHandler } from 'msw';
import { describe, expect, it } from 'vitest';
import { systemUser } from '../../../test/fixtures.ts';
import { answer, pending, serverError } from '../../../test/handlers.ts';
import { renderScreen } from '../../../test/render-screen.tsx';
import { expectSpinnerUnder } from '../../../test/screen-states.ts';

const open = (...handlers: RequestHandler[]) =>
  renderScreen('/admin/verticalManagement', { session: systemUser(), handlers, otherCalls: 'pending' });

describe('VerticalListPage', () => {
  it('shows a spinner while the verticals load', async () => {
    await open(pending('get', '/admin/verticals'));
    await expectSpinnerUnder('Vertical Management');
  });

  it('says when the verticals cannot be loaded', async () => {
    await open(serverError('get', '/admin/verticals'));
    expect(await screen.findByText('The verticals could not be loaded.')).toBeInTheDocument();
  });

  it('says when there are no verticals', async () => {
    await open(answer('get', '/admin/verticals', VerticalsAnswer, []));
    expect(await screen.findByText('No verticals yet.')).toBeInTheDocument();
  });

  it('lists the verticals and opens one from its row', async () => {
    const { user, router } = await open(
      answer('get', '/admin/verticals', VerticalsAnswer, [
        { id: 'outdoor', name: 'Outdoor' },
        { id: 'bridal', name: 'Bridal' },
      ]),
    );
    expect(await screen.findByText('Outdoor')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '+ Create Vertical' })).toHaveAttribute('href', '/admin/vertical/create');
    await user.click(screen.getByText('Bridal'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/vertical/bridal'));
  });
});
