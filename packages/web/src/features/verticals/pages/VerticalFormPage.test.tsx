import {
  CreateVerticalBody,
  emptyVerticalContents,
  UpdateVerticalBody,
  VERTICAL_ERRORS,
  Vertical,
} from '@storelens/contract/api/verticals';
import { screen, waitFor } from '@testing-library/react';
import type { RequestHandler } from 'msw';
import { describe, expect, it } from 'vitest';
import { systemUser } from '../../../test/fixtures.ts';
import { fillIn } from '../../../test/forms.ts';
import { answer, fail, pending, recordingAnswer, serverError } from '../../../test/handlers.ts';
import { messageOf } from '../../../test/messages.ts';
import { renderScreen } from '../../../test/render-screen.tsx';

const outdoor = (): Vertical => ({
  id: 'outdoor',
  name: 'Outdoor',
  createdAt: '2026-01-01T00:00:00.000Z',
  ...emptyVerticalContents(),
});

const open = (url: string, ...handlers: RequestHandler[]) =>
  renderScreen(url, { session: systemUser(), handlers, otherCalls: 'pending' });

const save = async (user: Awaited<ReturnType<typeof open>>['user']) =>
  user.click(await screen.findByRole('button', { name: 'Save' }));

describe('CreateVerticalPage', () => {
  it('shows the contract messages for a missing id and name', async () => {
    const { user } = await open('/admin/vertical/create');
    await save(user);
    const empty = { verticalId: '', name: '' };
    expect(await screen.findByText(messageOf(CreateVerticalBody, empty, 'verticalId'))).toBeInTheDocument();
    expect(screen.getByText(messageOf(CreateVerticalBody, empty, 'name'))).toBeInTheDocument();
  });

  it('shows the contract message for an id with other characters', async () => {
    const { user } = await open('/admin/vertical/create');
    await fillIn(user, /^Vertical Id/, 'out door!');
    await save(user);
    const body = { verticalId: 'out door!', name: 'Outdoor' };
    expect(await screen.findByText(messageOf(CreateVerticalBody, body, 'verticalId'))).toBeInTheDocument();
  });

  it('shows the contract message for a JSON field that is not JSON', async () => {
    const { user } = await open('/admin/vertical/create');
    await fillIn(user, 'Account Custom Fields', '[oops');
    await save(user);
    const body = { verticalId: 'outdoor', name: 'Outdoor', metadata: { accountCustomFields: '[oops' } };
    expect(
      await screen.findByText(messageOf(CreateVerticalBody, body, 'metadata.accountCustomFields')),
    ).toBeInTheDocument();
  });

  it('shows a taken id on the id field', async () => {
    const { user } = await open(
      '/admin/vertical/create',
      fail('post', '/admin/verticals', 400, VERTICAL_ERRORS.duplicateId),
    );
    await fillIn(user, /^Vertical Id/, 'outdoor');
    await fillIn(user, /^Name/, 'Outdoor');
    await save(user);
    expect(await screen.findByText(VERTICAL_ERRORS.duplicateId.fields.verticalId)).toBeInTheDocument();
  });

  it('says when the server cannot save', async () => {
    const { user } = await open('/admin/vertical/create', serverError('post', '/admin/verticals'));
    await fillIn(user, /^Vertical Id/, 'outdoor');
    await fillIn(user, /^Name/, 'Outdoor');
    await save(user);
    expect(await screen.findByText(/An unexpected error occurred/)).toBeInTheDocument();
  });

  it('creates the vertical and opens it', async () => {
    const sent = recordingAnswer('post', '/admin/verticals', Vertical, CreateVerticalBody, outdoor());
    const { user, router } = await open('/admin/vertical/create', sent.handler);
    await fillIn(user, /^Vertical Id/, 'outdoor');
    await fillIn(user, /^Name/, 'Outdoor');
    await save(user);
    expect(await screen.findByText('Vertical created')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/vertical/outdoor'));
    expect(sent.body()).toMatchObject({ verticalId: 'outdoor', name: 'Outdoor' });
  });
});

describe('EditVerticalPage', () => {
  const one = () => answer('get', '/admin/verticals/outdoor', Vertical, outdoor());

  it('shows a spinner while the vertical loads', async () => {
    await open('/admin/vertical/outdoor', pending('get', '/admin/verticals/outdoor'));
    // the page's own spinner, not the one its code shows while it loads (labelled Loading)
    await waitFor(() => expect(screen.getByRole('progressbar')).not.toHaveAttribute('aria-label', 'Loading'));
  });

  it('says when the vertical cannot be loaded', async () => {
    await open('/admin/vertical/outdoor', serverError('get', '/admin/verticals/outdoor'));
    expect(await screen.findByText('The vertical could not be loaded.')).toBeInTheDocument();
  });

  it('goes back to the list for an unknown vertical', async () => {
    const { router } = await open(
      '/admin/vertical/outdoor',
      fail('get', '/admin/verticals/outdoor', 404, VERTICAL_ERRORS.notFound),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/verticalManagement'));
  });

  it('shows the vertical with its id locked', async () => {
    await open('/admin/vertical/outdoor', one());
    expect(await screen.findByRole('heading', { name: 'Edit Vertical' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Vertical Id/)).toHaveValue('outdoor');
    expect(screen.getByLabelText(/^Vertical Id/)).toBeDisabled();
    expect(screen.getByLabelText(/^Name/)).toHaveValue('Outdoor');
  });

  it('shows the contract message for a missing name', async () => {
    const { user } = await open('/admin/vertical/outdoor', one());
    await screen.findByRole('heading', { name: 'Edit Vertical' });
    await fillIn(user, /^Name/, '');
    await save(user);
    expect(await screen.findByText(messageOf(UpdateVerticalBody, { name: '' }, 'name'))).toBeInTheDocument();
  });

  it('saves the vertical', async () => {
    const sent = recordingAnswer('put', '/admin/verticals/outdoor', Vertical, UpdateVerticalBody, {
      ...outdoor(),
      name: 'Outdoors',
    });
    const { user } = await open('/admin/vertical/outdoor', one(), sent.handler);
    await screen.findByRole('heading', { name: 'Edit Vertical' });
    await fillIn(user, /^Name/, 'Outdoors');
    await save(user);
    expect(await screen.findByText('Vertical saved')).toBeInTheDocument();
    expect(sent.body()).toMatchObject({ name: 'Outdoors' });
  });
});
