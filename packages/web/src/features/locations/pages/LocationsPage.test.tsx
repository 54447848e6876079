import { CONNECTION_PAGE_SIZE } from '@storelens/contract/api/connections';
import { LOCATION_ERRORS, LocationsAnswer } from '@storelens/contract/api/locations';
import { screen, within } from '@testing-library/react';
import type { RequestHandler } from 'msw';
import { describe, expect, it } from 'vitest';
import { customerUser } from '../../../test/fixtures.ts';
import { fillIn } from '../../../test/forms.ts';
import { answer } from '../../../test/handlers.ts';
import { renderScreen } from '../../../test/render-screen.tsx';
import { itShowsLoadStates } from '../../../test/screen-states.ts';
import { location, shop } from './location-fixtures.ts';

const list = `/locations/${shop.id}`;
const open = (...handlers: RequestHandler[]) =>
  renderScreen('/settings/locations', { session: customerUser(), account: shop, handlers });

describe('LocationsPage', () => {
  itShowsLoadStates({
    what: 'the locations',
    open,
    path: list,
    title: 'Locations',
    refusal: {
      test: 'shows the refusal when the locations cannot be loaded',
      status: 403,
      error: LOCATION_ERRORS.pageDisabled,
    },
    failure: /An unexpected error occurred/,
    failureTest: 'shows the server message when the server fails',
  });

  it('says when there are no locations yet', async () => {
    await open(answer('get', list, LocationsAnswer, []));
    expect(await screen.findByText(/No locations yet/)).toBeInTheDocument();
  });

  it('lists the locations with an edit link each', async () => {
    await open(answer('get', list, LocationsAnswer, [location(), location({ storeId: 'S-002', name: 'Harbor' })]));
    const row = within(await screen.findByTestId('location-S-001'));
    expect(row.getByText('1 Main St, Springfield, IL 62701')).toBeInTheDocument();
    expect(row.getByRole('link', { name: 'Edit Main Street' })).toHaveAttribute(
      'href',
      '/settings/locations/edit/12/S-001',
    );
    expect(screen.getByTestId('location-S-002')).toBeInTheDocument();
  });

  it('pages the locations', async () => {
    const many = Array.from({ length: CONNECTION_PAGE_SIZE + 1 }, (_, i) =>
      location({ storeId: `S-${100 + i}`, name: `Store ${100 + i}` }),
    );
    await open(answer('get', list, LocationsAnswer, many));
    expect(await screen.findByTestId('location-S-100')).toBeInTheDocument();
    expect(screen.queryByTestId(`location-S-${100 + CONNECTION_PAGE_SIZE}`)).not.toBeInTheDocument();
  });

  it('says when no location matches the search', async () => {
    const { user } = await open(answer('get', list, LocationsAnswer, [location()]));
    await screen.findByTestId('location-S-001');
    await fillIn(user, 'Search', 'nowhere');
    expect(await screen.findByText('No location matches the search.')).toBeInTheDocument();
  });
});
