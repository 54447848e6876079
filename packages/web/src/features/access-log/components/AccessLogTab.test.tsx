import {
  ACCESS_LOG_MESSAGES,
  AccessLogAnswer,
  type AccessLogEntry,
  AccessLogReadersAnswer,
} from '@storelens/contract/api/access-log';
import { ConnectionsAnswer } from '@storelens/contract/api/connections';
import { screen, waitFor, within } from '@testing-library/react';
import type { RequestHandler } from 'msw';
import { describe, expect, it } from 'vitest';
import { customerUser, retailerAccount } from '../../../test/fixtures.ts';
import { choose, fillIn } from '../../../test/forms.ts';
import { answer, pendingCall, serverError } from '../../../test/handlers.ts';
import { renderScreen } from '../../../test/render-screen.tsx';
import { expectOwnSpinner } from '../../../test/screen-states.ts';

// retailerAccount(): id 8, account admin, pages locations and accountConnections
const account = retailerAccount();
const logPath = `/accounts/settings/${account.id}/accessLog`;
const readersPath = `${logPath}/readers`;

const read = (overrides: Partial<AccessLogEntry> = {}): AccessLogEntry => ({
  id: 1,
  readAt: '2026-11-20T09:30:00.000Z',
  brand: { id: 41, name: 'Acme Brand' },
  user: { id: 5, name: 'Olive Owner', email: 'owner@acme.test' },
  report: { key: 'brand-performance', name: 'Brand Performance' },
  filters: { from: '2026-10-01', to: '2026-10-31', grain: 'week' },
  ...overrides,
});

const readers = answer('get', readersPath, AccessLogReadersAnswer, {
  brands: [
    { id: 41, name: 'Acme Brand' },
    { id: 42, name: 'Trail Co' },
  ],
  users: [{ id: 5, name: 'Olive Owner', email: 'owner@acme.test' }],
});

/** The log's answer, keeping each query string the screen asked with. */
function recordingLog(body: (query: URLSearchParams) => AccessLogAnswer) {
  const asked: URLSearchParams[] = [];
  const handler = answer('get', logPath, AccessLogAnswer, ({ request }) => {
    const query = new URL(request.url).searchParams;
    asked.push(query);
    return body(query);
  });
  return { handler, last: () => asked.at(-1) };
}

const open = (url: string, ...handlers: RequestHandler[]) =>
  renderScreen(url, { session: customerUser(), account, handlers: [...handlers, readers] });
const openLog = (query = '', ...handlers: RequestHandler[]) =>
  open(`/settings/dataPermissions?tab=accessLog${query}`, ...handlers);

describe('Data Permissions: the Access log tab', () => {
  it('opens on Permissions; the Access log tab is kept in the URL', async () => {
    const log = recordingLog(() => ({ total: 1, items: [read()] }));
    const { user, router } = await open(
      '/settings/dataPermissions',
      answer('get', `/accounts/connections/retailer/${account.id}`, ConnectionsAnswer, []),
      log.handler,
    );
    expect(await screen.findByRole('tab', { name: 'Permissions', selected: true })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Access log' }));
    expect(await screen.findByText('Acme Brand', { selector: 'td' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?tab=accessLog');
  });

  it('shows a spinner while the log loads', async () => {
    const call = pendingCall('get', logPath);
    await openLog('', call.handler);
    await expectOwnSpinner(call);
  });

  it('says when the log cannot be loaded', async () => {
    await openLog('', serverError('get', logPath));
    expect(await screen.findByRole('alert')).toHaveTextContent(/An unexpected error occurred/);
  });

  it('says when no brand has read the data in the period', async () => {
    await openLog('', answer('get', logPath, AccessLogAnswer, { total: 0, items: [] }));
    expect(await screen.findByText(ACCESS_LOG_MESSAGES.empty)).toBeInTheDocument();
  });

  it('lists each read: when, brand, user, report and its filters in words', async () => {
    await openLog(
      '',
      answer('get', logPath, AccessLogAnswer, { total: 2, items: [read(), read({ id: 2, user: null })] }),
    );
    const table = within(await screen.findByRole('table', { name: 'Access log' }));
    const [first, second] = table.getAllByRole('row').slice(1);
    expect(first).toHaveTextContent('2026-11-20 09:30');
    expect(first).toHaveTextContent('Acme Brand');
    expect(first).toHaveTextContent('Olive Owner');
    expect(first).toHaveTextContent('owner@acme.test');
    expect(first).toHaveTextContent('Brand Performance');
    expect(first).toHaveTextContent('2026-10-01 to 2026-10-31 · by week · every location');
    expect(second).toHaveTextContent('A deleted user');
  });

  it('filters by brand and days, starting again at the first page, and exports what it shows', async () => {
    const log = recordingLog(() => ({ total: 1, items: [read()] }));
    const { user, router } = await openLog('&page=1', log.handler);
    await screen.findByRole('table', { name: 'Access log' });
    expect(log.last()?.get('skip')).toBe('25');
    await choose(user, 'Brand', 'Trail Co');
    await waitFor(() => expect(log.last()?.get('brandId')).toBe('42'));
    expect(log.last()?.get('skip')).toBe('0');
    await fillIn(user, 'From', '2026-11-01');
    await waitFor(() => expect(log.last()?.get('from')).toBe('2026-11-01'));
    expect(router.state.location.search).toBe('?tab=accessLog&brand=42&from=2026-11-01');
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
      'href',
      `/api${logPath}/export?brandId=42&from=2026-11-01`,
    );
  });

  it('pages through a long log', async () => {
    const log = recordingLog((q) => ({ total: 30, items: [read({ id: Number(q.get('skip')) + 1 })] }));
    const { user } = await openLog('', log.handler);
    await screen.findByRole('table', { name: 'Access log' });
    await user.click(screen.getByRole('button', { name: /next page/i }));
    await waitFor(() => expect(log.last()?.get('skip')).toBe('25'));
    expect(log.last()?.get('take')).toBe('25');
  });

  it('says when From is after To, and asks for nothing until it is fixed', async () => {
    const log = recordingLog(() => ({ total: 0, items: [] }));
    await openLog('&from=2026-11-02&to=2026-11-01', log.handler);
    expect(await screen.findByText(ACCESS_LOG_MESSAGES.range)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
    expect(log.last()).toBeUndefined();
  });

  it('says when a day in the address is not a date', async () => {
    await openLog('&from=2026-02-30&to=someday');
    expect(await screen.findByText(ACCESS_LOG_MESSAGES.from)).toBeInTheDocument();
    expect(screen.getByText(ACCESS_LOG_MESSAGES.to)).toBeInTheDocument();
  });

  it('says when a brand or user in the address is not an id', async () => {
    await openLog('&brand=acme&user=0');
    expect(await screen.findByText(ACCESS_LOG_MESSAGES.brandId)).toBeInTheDocument();
    expect(screen.getByText(ACCESS_LOG_MESSAGES.userId)).toBeInTheDocument();
  });
});
