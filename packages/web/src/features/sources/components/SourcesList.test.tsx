import { DestinationListAnswer } from '@storelens/contract/api/destinations';
import { SOURCE_RUN_MESSAGES, SourceRunAnswer } from '@storelens/contract/api/source-runs';
import { SourceListAnswer, type SourceListItem } from '@storelens/contract/api/sources';
import { SOURCE_TYPE } from '@storelens/contract/domain/connectors';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { openConnectorForm } from '../../../test/connector-forms.ts';
import { answer } from '../../../test/handlers.ts';

// the connectors dashboard of activeAccount() (id 7)
const row = (overrides: Partial<SourceListItem>): SourceListItem => ({
  id: 1,
  name: 'Web shop',
  type: SOURCE_TYPE.wooCommerce,
  sourceName: 'WooCommerce',
  active: true,
  state: 'active',
  isSetup: true,
  startDate: '2024-01-01',
  nextRunTime: '2026-03-03T08:00:00Z',
  loadingHistory: false,
  health: 'ok',
  lastError: null,
  lastRun: null,
  status: { state: 'healthy', message: null, action: null, progress: null, isRunning: false },
  links: [],
  freshness: {
    lastSuccessAt: '2026-03-02T08:05:00Z',
    completeThrough: { orders: '2026-03-02T08:00:00Z', customers: '2026-03-02T07:00:00Z' },
    stale: false,
  },
  paused: null,
  ...overrides,
});

const paused = row({
  id: 2,
  name: 'Old till',
  health: 'reconnect',
  nextRunTime: null,
  status: {
    state: 'paused',
    message: 'Paused after 10 failed runs',
    action: 'It has no scheduled runs. Fix the cause, then resume it.',
    progress: null,
    isRunning: false,
  },
  paused: { at: '2026-03-02T08:01:00Z', reason: 'Paused after 10 failed runs' },
  freshness: { lastSuccessAt: '2026-02-20T08:00:00Z', completeThrough: {}, stale: true },
});

const open = (sources: SourceListItem[]) =>
  openConnectorForm(
    '/connectors',
    answer('get', '/sources/7', SourceListAnswer, sources),
    answer('get', '/destinations/7', DestinationListAnswer, []),
    answer('post', '/sources/7/2/resume', SourceRunAnswer, { id: 2, message: SOURCE_RUN_MESSAGES.resumed }),
  );

describe('the connectors dashboard: paused and stale sources', () => {
  it('says how far a healthy source is complete, without a stale badge', async () => {
    await open([row({})]);
    const shop = within(await screen.findByTestId('source-row-1'));
    expect(shop.getByTestId('complete-through')).toHaveTextContent(/^Data complete through /);
    expect(shop.queryByTestId('stale-badge')).not.toBeInTheDocument();
  });

  it('shows "Paused after 10 failed runs" with Resume and the stale badge, and resumes it', async () => {
    const { user } = await open([row({}), paused]);
    const till = within(await screen.findByTestId('source-row-2'));
    expect(till.getByTestId('source-state-chip')).toHaveTextContent('Paused');
    expect(till.getByTestId('source-state-message')).toHaveTextContent('Paused after 10 failed runs');
    expect(till.getByTestId('stale-badge')).toHaveTextContent('Stale');
    expect(till.getByText('Next run: none until resumed')).toBeInTheDocument();
    await user.click(till.getByRole('button', { name: 'Resume Old till' }));
    expect(await screen.findByText(SOURCE_RUN_MESSAGES.resumed)).toBeInTheDocument();
  });
});
