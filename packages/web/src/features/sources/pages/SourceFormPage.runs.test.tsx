import { DestinationListAnswer } from '@storelens/contract/api/destinations';
import {
  ResyncBody,
  SOURCE_RUN_ERRORS,
  SOURCE_RUN_MESSAGES,
  SourceRunAnswer,
  TimelineAnswer,
} from '@storelens/contract/api/source-runs';
import { SourceAnswer } from '@storelens/contract/api/sources';
import { screen, within } from '@testing-library/react';
import type { RequestHandler } from 'msw';
import { describe, expect, it } from 'vitest';
import { openConnectorForm } from '../../../test/connector-forms.ts';
import { fillIn } from '../../../test/forms.ts';
import { answer, fail, recordingAnswer } from '../../../test/handlers.ts';
import { messageOf } from '../../../test/messages.ts';
import { teamworkSource, uqubeDestination } from './teamwork-source.fixture.ts';

// activeAccount(): id 7; the source is 33
const base = '/sources/7/33';

const uqube = uqubeDestination(1);

const source = (overrides: Partial<SourceAnswer> = {}): SourceAnswer =>
  teamworkSource({
    freshness: {
      lastSuccessAt: '2026-03-02T08:05:00Z',
      completeThrough: { customers: '2026-03-02T08:00:00Z', orders: '2026-03-02T08:00:00Z' },
      stale: false,
    },
    ...overrides,
  });

const timeline: TimelineAnswer = {
  total: 2,
  items: [
    {
      type: 'change',
      at: '2026-03-02T09:00:00Z',
      id: 5,
      action: 'source.update',
      summary: 'Changed name, frequency',
      fields: ['name', 'frequency'],
      actor: { id: 2, name: 'Sam Admin' },
    },
    {
      type: 'run',
      at: '2026-03-02T08:00:00Z',
      id: 9,
      kind: 'scheduled',
      status: 'failed',
      startedAt: '2026-03-02T08:00:00Z',
      finishedAt: '2026-03-02T08:00:42Z',
      durationMs: 42_000,
      pulled: { orders: 12 },
      deliveries: [{ destinationId: 21, name: 'Warehouse', pushed: { orders: 12 }, error: null }],
      error: 'The store refused the API key.',
    },
  ],
};

const open = (saved: SourceAnswer, ...handlers: RequestHandler[]) =>
  openConnectorForm(
    '/connectors/sources/edit/33',
    answer('get', base, SourceAnswer, saved),
    answer('get', '/destinations/7', DestinationListAnswer, [uqube]),
    answer('get', `${base}/timeline`, TimelineAnswer, timeline),
    ...handlers,
  );

const runsPanel = async () => within(await screen.findByTestId('source-runs'));

describe('EditSourcePage: runs, freshness and the timeline', () => {
  it('says how far each stream is complete, and shows no stale badge while data flows', async () => {
    await open(source());
    const panel = await runsPanel();
    expect(panel.getByTestId('complete-through')).toHaveTextContent(/^Data complete through /);
    expect(panel.getByTestId('stream-orders')).toHaveTextContent(/^Orders: complete through /);
    expect(panel.getByTestId('stream-products')).toHaveTextContent('Products: not pulled yet');
    expect(screen.queryByTestId('stale-badge')).not.toBeInTheDocument();
  });

  it('shows a stale badge when the data stopped flowing', async () => {
    await open(source({ freshness: { lastSuccessAt: null, completeThrough: {}, stale: true } }));
    const panel = await runsPanel();
    expect(panel.getByTestId('stale-badge')).toHaveTextContent('Stale');
    expect(panel.getByTestId('complete-through')).toHaveTextContent('No successful run yet');
  });

  it('queues a run now and says so', async () => {
    const { user } = await open(
      source(),
      answer('post', `${base}/run`, SourceRunAnswer, { id: 33, message: SOURCE_RUN_MESSAGES.runQueued }),
    );
    await user.click((await runsPanel()).getByRole('button', { name: 'Run now' }));
    expect(await screen.findByText(SOURCE_RUN_MESSAGES.runQueued)).toBeInTheDocument();
  });

  it('shows a paused source with its reason and Resume, and the refusal of a run in the server words', async () => {
    const paused = source({ paused: { at: '2026-03-02T08:01:00Z', reason: 'Paused after 10 failed runs' } });
    const { user } = await open(
      paused,
      fail('post', `${base}/run`, 409, SOURCE_RUN_ERRORS.paused),
      answer('post', `${base}/resume`, SourceRunAnswer, { id: 33, message: SOURCE_RUN_MESSAGES.resumed }),
    );
    const panel = await runsPanel();
    expect(panel.getByTestId('source-paused')).toHaveTextContent(
      'Paused after 10 failed runs. It has no scheduled runs until it is resumed.',
    );
    await user.click(panel.getByRole('button', { name: 'Run now' }));
    expect(await screen.findByText(SOURCE_RUN_ERRORS.paused.message)).toBeInTheDocument();
    await user.click(panel.getByRole('button', { name: 'Resume Main store' }));
    expect(await screen.findByText(SOURCE_RUN_MESSAGES.resumed)).toBeInTheDocument();
  });

  it('re-syncs the chosen streams from a date, and asks for a stream first', async () => {
    const sent = recordingAnswer('post', `${base}/resync`, SourceRunAnswer, ResyncBody, {
      id: 33,
      message: SOURCE_RUN_MESSAGES.resyncQueued(['orders'], '2026-02-01'),
    });
    const { user } = await open(source(), sent.handler);
    await user.click((await runsPanel()).getByRole('button', { name: 'Re-sync' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Re-sync streams' }));
    await user.click(dialog.getByRole('button', { name: 'Re-sync' }));
    expect(
      await dialog.findByText(messageOf(ResyncBody, { streams: [], since: '2026-02-01' }, 'streams')),
    ).toBeInTheDocument();
    await user.click(dialog.getByRole('checkbox', { name: 'Orders' }));
    await fillIn(user, 'Since', '2026-02-01', dialog);
    await user.click(dialog.getByRole('button', { name: 'Re-sync' }));
    expect(await screen.findByText('A re-sync of Orders from 2026-02-01 is queued.')).toBeInTheDocument();
    expect(sent.body()).toEqual({ streams: ['orders'], since: '2026-02-01' });
  });

  it('lists the runs and the configuration changes, newest first', async () => {
    await open(source());
    const table = within(await screen.findByRole('grid', { name: 'Timeline' }));
    expect(await table.findByText('Changed name, frequency')).toBeInTheDocument();
    expect(table.getByText('Sam Admin')).toBeInTheDocument();
    expect(table.getByText('Scheduled run: failed')).toBeInTheDocument();
    expect(
      table.getByText('Pulled orders 12 — Delivered: Warehouse 12 — The store refused the API key.'),
    ).toBeInTheDocument();
    expect(table.getByText('42 s')).toBeInTheDocument();
    const rows = table.getAllByRole('row').map((row) => row.textContent ?? '');
    expect(rows.findIndex((r) => r.includes('Changed name'))).toBeLessThan(
      rows.findIndex((r) => r.includes('Scheduled run')),
    );
  });
});
