import {
  LOCATION_EDIT_FIELDS,
  LOCATION_ERRORS,
  LOCATION_LABELS,
  LOCATION_MESSAGES,
  Location,
  LocationBody,
  type LocationEditField,
  LocationsAnswer,
} from '@storelens/contract/api/locations';
import { screen, waitFor } from '@testing-library/react';
import type { RequestHandler } from 'msw';
import { describe, expect, it } from 'vitest';
import { customerUser } from '../../../test/fixtures.ts';
import { fillIn } from '../../../test/forms.ts';
import { answer, fail, recordingAnswer } from '../../../test/handlers.ts';
import { messageOf } from '../../../test/messages.ts';
import { renderScreen } from '../../../test/render-screen.tsx';
import { itShowsLoadStates } from '../../../test/screen-states.ts';
import { location, shop } from './location-fixtures.ts';

const one = `/locations/${shop.id}/12/S-001`;
const page = '/settings/locations/edit/12/S-001';
const open = (...handlers: RequestHandler[]) =>
  renderScreen(page, { session: customerUser(), account: shop, handlers });
const loaded = () => answer('get', one, Location, location());

/** The form's values as the page sends them: every field a string, '' for not set. */
const formOf = (overrides: Partial<Record<LocationEditField, string>> = {}): Record<LocationEditField, string> => {
  const saved = location();
  const values = Object.fromEntries(LOCATION_EDIT_FIELDS.map((key) => [key, saved[key] ?? '']));
  return { ...(values as Record<LocationEditField, string>), ...overrides };
};

const ready = () => waitFor(() => expect(screen.getByLabelText(/^Store Name/)).toHaveValue('Main Street'));
const save = async (user: Awaited<ReturnType<typeof open>>['user']) =>
  user.click(screen.getByRole('button', { name: 'Save' }));

describe('LocationEditPage', () => {
  itShowsLoadStates({
    what: 'the location',
    open,
    path: one,
    title: 'Edit Location',
    refusal: { test: 'shows the refusal for an unknown location', status: 404, error: LOCATION_ERRORS.notFound },
    failure: /An unexpected error occurred/,
    failureTest: 'shows the server message when the server fails',
  });

  it('shows the location with the store id read-only', async () => {
    await open(loaded());
    await ready();
    expect(screen.getByLabelText(LOCATION_LABELS.storeId)).toHaveValue('S-001');
    expect(screen.getByLabelText(LOCATION_LABELS.storeId)).toBeDisabled();
    expect(screen.getByText(/From Lightspeed/)).toBeInTheDocument();
  });

  it('shows the contract message for a missing store name', async () => {
    const { user } = await open(loaded());
    await ready();
    await fillIn(user, /^Store Name/, '');
    await save(user);
    expect(await screen.findByText(messageOf(LocationBody, formOf({ name: '' }), 'name'))).toBeInTheDocument();
  });

  it('shows the contract messages for dates out of order and too early', async () => {
    const { user } = await open(loaded());
    await ready();
    const values = formOf({ openDate: '1980-01-01', closeDate: '1979-12-31' });
    await fillIn(user, LOCATION_LABELS.openDate, values.openDate);
    await fillIn(user, LOCATION_LABELS.closeDate, values.closeDate);
    await save(user);
    expect(await screen.findByText(messageOf(LocationBody, values, 'openDate'))).toBeInTheDocument();
    const ordered = formOf({ openDate: '2020-05-01', closeDate: '2019-01-01' });
    await fillIn(user, LOCATION_LABELS.openDate, ordered.openDate);
    await fillIn(user, LOCATION_LABELS.closeDate, ordered.closeDate);
    await save(user);
    expect(await screen.findByText(messageOf(LocationBody, ordered, 'closeDate'))).toBeInTheDocument();
  });

  it('shows a field the server refuses on that field', async () => {
    const refusal = { error: 'ValidationError', message: 'Invalid location', fields: { zip: 'Zip is not known' } };
    const { user } = await open(loaded(), fail('put', one, 400, refusal));
    await ready();
    await save(user);
    expect(await screen.findByText('Zip is not known')).toBeInTheDocument();
  });

  it('saves the location and goes back to the list', async () => {
    const sent = recordingAnswer(
      'put',
      one,
      Location,
      LocationBody,
      location({ name: 'Main Street East', editedFields: ['name'] }),
    );
    const { user, router } = await open(
      loaded(),
      sent.handler,
      answer('get', `/locations/${shop.id}`, LocationsAnswer, []),
    );
    await ready();
    await fillIn(user, /^Store Name/, 'Main Street East');
    await save(user);
    expect(await screen.findByText(LOCATION_MESSAGES.saved)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/settings/locations'));
    expect(sent.body()).toMatchObject({ name: 'Main Street East', city: 'Springfield', closeDate: null });
  });
});
