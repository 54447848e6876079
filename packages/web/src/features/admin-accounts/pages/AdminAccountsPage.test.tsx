import {
  ADMIN_ACCOUNTS_PAGE_SIZE,
  type AdminAccountListItem,
  AdminAccountsAnswer,
} from '@storelens/contract/api/admin-accounts';
import { screen, waitFor } from '@testing-library/react';
import type { RequestHandler } from 'msw';
import { describe, expect, it } from 'vitest';
import { systemUser } from '../../../test/fixtures.ts';
import { fillIn } from '../../../test/forms.ts';
import { answer, pending, serverError } from '../../../test/handlers.ts';
import { renderScreen } from '../../../test/render-screen.tsx';

const row = (overrides: Partial<AdminAccountListItem> = {}): AdminAccountListItem => ({
  id: 31,
  name: 'Summit Outfitters',
  accountType: 'Brand',
  verticalId: 'outdoor',
  vertical: 'Outdoor',
  createdAt: '2026-03-01T12:00:00.000Z',
  isActive: true,
  isHidden: false,
  showPreview: true,
  ...overrides,
});

const open = (url: string, ...handlers: RequestHandler[]) =>
  renderScreen(url, { session: systemUser(), handlers, otherCalls: 'pending' });

describe('AdminAccountsPage', () => {
  it('shows the table loading while the first page comes', async () => {
    await open('/admin/accounts', pending('get', '/admin/accounts'));
    expect(await screen.findByRole('heading', { name: 'Accounts' })).toBeInTheDocument();
    expect(await screen.findByRole('progressbar')).toBeInTheDocument();
  });

  it('shows the server message when the list cannot be loaded', async () => {
    await open('/admin/accounts', serverError('get', '/admin/accounts'));
    expect(await screen.findByText(/An unexpected error occurred/)).toBeInTheDocument();
  });

  it('says when there are no accounts', async () => {
    await open('/admin/accounts', answer('get', '/admin/accounts', AdminAccountsAnswer, { total: 0, accounts: [] }));
    expect(await screen.findByText('No rows')).toBeInTheDocument();
  });

  it('lists a page of accounts, name ascending by default', async () => {
    let query: URLSearchParams | undefined;
    await open(
      '/admin/accounts',
      answer('get', '/admin/accounts', AdminAccountsAnswer, ({ request }) => {
        query = new URL(request.url).searchParams;
        return { total: 2, accounts: [row(), row({ id: 32, name: 'Corner Shop', accountType: 'Retailer' })] };
      }),
    );
    expect(await screen.findByText('Summit Outfitters')).toBeInTheDocument();
    expect(screen.getByText('Corner Shop')).toBeInTheDocument();
    expect(query?.get('take')).toBe(String(ADMIN_ACCOUNTS_PAGE_SIZE));
    expect(query?.get('sortBy')).toBe('name');
    expect(query?.get('sortOrder')).toBe('asc');
  });

  it('searches by name once typing pauses', async () => {
    const filters: string[] = [];
    const { user } = await open(
      '/admin/accounts',
      answer('get', '/admin/accounts', AdminAccountsAnswer, ({ request }) => {
        const filter = new URL(request.url).searchParams.get('filter') ?? '';
        filters.push(filter);
        return { total: 1, accounts: [row({ name: filter ? 'Corner Shop' : 'Summit Outfitters' })] };
      }),
    );
    await screen.findByText('Summit Outfitters');
    await fillIn(user, 'Search', 'corner');
    expect(await screen.findByText('Corner Shop')).toBeInTheDocument();
    expect(filters).toEqual(['', 'corner']);
  });

  it('opens an account from its row', async () => {
    const { user, router } = await open(
      '/admin/accounts',
      answer('get', '/admin/accounts', AdminAccountsAnswer, { total: 1, accounts: [row()] }),
    );
    await user.click(await screen.findByText('Summit Outfitters'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/accounts/31'));
  });
});
