import { VerticalsAnswer } from '@storelens/contract/api/verticals';
import { screen, waitFor } from '@testing-library/react';
import type { RequestHandler } from 'msw';
import { describe, expect, it } from 'vitest';
import { systemUser } from '../../../test/fixtures.ts';
import { answer } from '../../../test/handlers.ts';
import { renderScreen } from '../../../test/render-screen.tsx';
import { itShowsLoadStates } from '../../../test/screen-states.ts';

const open = (...handlers: RequestHandler[]) =>
  renderScreen('/admin/verticalManagement', { session: systemUser(), handlers, otherCalls: 'pending' });

describe('VerticalListPage', () => {
  itShowsLoadStates({
    what: 'the verticals',
    open,
    path: '/admin/verticals',
    title: 'Vertical Management',
    failure: 'The verticals could not be loaded.',
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
