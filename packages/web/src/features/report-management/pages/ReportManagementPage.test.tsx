import { DeleteReportAnswer, ReportsAnswer } from '@storelens/contract/api/report-management';
import { screen, within } from '@testing-library/react';
import type { RequestHandler } from 'msw';
import { describe, expect, it } from 'vitest';
import { systemUser } from '../../../test/fixtures.ts';
import { answer } from '../../../test/handlers.ts';
import { renderScreen } from '../../../test/render-screen.tsx';
import { itShowsLoadStates } from '../../../test/screen-states.ts';
import { report } from './report-test-data.ts';

const open = (...handlers: RequestHandler[]) =>
  renderScreen('/admin/reportManagement', { session: systemUser(), handlers });

describe('ReportManagementPage', () => {
  itShowsLoadStates({
    what: 'the reports',
    open,
    path: '/admin/reports',
    title: 'Report Management',
    failure: 'The reports could not be loaded.',
  });

  it('says when there is no report', async () => {
    await open(answer('get', '/admin/reports', ReportsAnswer, { data: [] }));
    expect(await screen.findByText('No reports yet.')).toBeInTheDocument();
  });

  it('lists the reports by vertical, each with its edit link', async () => {
    await open(
      answer('get', '/admin/reports', ReportsAnswer, {
        data: [report(), report({ id: 6, referenceName: 'run-sales', verticalId: 'running', verticalName: 'Running' })],
      }),
    );
    const outdoor = within(await screen.findByRole('table', { name: 'Reports of Outdoor' }));
    expect(outdoor.getByRole('link', { name: 'Edit brand-sell-through' })).toHaveAttribute(
      'href',
      '/admin/reports/outdoor/brand/sell-through',
    );
    expect(
      within(screen.getByRole('table', { name: 'Reports of Running' })).getByText('run-sales'),
    ).toBeInTheDocument();
  });

  it('deletes a report after confirming', async () => {
    const { user } = await open(
      answer('get', '/admin/reports', ReportsAnswer, { data: [report()] }),
      answer('delete', '/admin/reports/outdoor/brand/sell-through', DeleteReportAnswer, { id: 5 }),
    );
    await user.click(await screen.findByRole('button', { name: 'Delete brand-sell-through' }));
    const dialog = within(await screen.findByRole('dialog'));
    await user.click(dialog.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Report deleted')).toBeInTheDocument();
  });
});
