import { REPORT_ERRORS, Report, ReportBody } from '@storelens/contract/api/report-management';
import { VerticalsAnswer } from '@storelens/contract/api/verticals';
import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import type { RequestHandler } from 'msw';
import { describe, expect, it } from 'vitest';
import { systemUser } from '../../../test/fixtures.ts';
import { choose, fillIn } from '../../../test/forms.ts';
import { answer, fail, pendingCall, recordingAnswer, serverError } from '../../../test/handlers.ts';
import { messageOf } from '../../../test/messages.ts';
import { renderScreen } from '../../../test/render-screen.tsx';
import { expectOwnSpinner } from '../../../test/screen-states.ts';
import { outdoor, report } from './report-test-data.ts';

const verticals = '/admin/verticals';
const verticalsAnswer = answer('get', verticals, VerticalsAnswer, [outdoor]);
const keyPath = '/admin/reports/outdoor/brand/sell-through';

// within one list of handlers the first that matches answers: the test's own come first
const open = (url: string, ...handlers: RequestHandler[]) =>
  renderScreen(url, { session: systemUser(), handlers: [...handlers, verticalsAnswer] });

/** A complete report (a required field's label ends in ' *'). */
async function fillReport(user: UserEvent) {
  await screen.findByRole('button', { name: 'Save' });
  await fillIn(user, /^Reference Name/, 'brand-sell-through');
  await choose(user, /^Account Type/, 'brand');
  await choose(user, /^Vertical/, 'Outdoor');
  await fillIn(user, /^Path/, 'sell-through');
  await fillIn(user, /^Title/, 'Sell-through');
  await fillIn(user, /^Report Url/, 'https://reports.example.com/r/5');
}

describe('CreateReportPage', () => {
  it('shows a spinner while the verticals load', async () => {
    const call = pendingCall('get', verticals);
    await open('/admin/reports/create', call.handler);
    await expectOwnSpinner(call);
  });

  it('says when the verticals cannot be loaded', async () => {
    await open('/admin/reports/create', serverError('get', verticals));
    expect(await screen.findByText('The verticals could not be loaded.')).toBeInTheDocument();
  });

  it('shows the contract messages for the missing fields', async () => {
    const { user } = await open('/admin/reports/create');
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    for (const field of ['referenceName', 'accountType', 'verticalId', 'path', 'title', 'reportUrl'])
      expect(await screen.findByText(messageOf(ReportBody, {}, field))).toBeInTheDocument();
  });

  it('shows the contract messages for a bad path and URL', async () => {
    const { user } = await open('/admin/reports/create');
    await screen.findByRole('button', { name: 'Save' });
    await fillIn(user, /^Path/, 'sell through');
    await fillIn(user, /^Report Url/, 'reports');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const bad = { path: 'sell through', reportUrl: 'reports' };
    expect(await screen.findByText(messageOf(ReportBody, bad, 'path'))).toBeInTheDocument();
    expect(screen.getByText(messageOf(ReportBody, bad, 'reportUrl'))).toBeInTheDocument();
  });

  it("shows the server's refusal on its field", async () => {
    const { user } = await open(
      '/admin/reports/create',
      fail('post', '/admin/reports', 409, REPORT_ERRORS.duplicateReferenceName),
    );
    await fillReport(user);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(REPORT_ERRORS.duplicateReferenceName.fields.referenceName)).toBeInTheDocument();
  });

  it('creates the report and opens it', async () => {
    const sent = recordingAnswer('post', '/admin/reports', Report, ReportBody, report());
    const { user, router } = await open(
      '/admin/reports/create',
      sent.handler,
      answer('get', keyPath, Report, report()),
    );
    await fillReport(user);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Report created')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe(keyPath));
    expect(sent.body()).toMatchObject({
      referenceName: 'brand-sell-through',
      accountType: 'brand',
      verticalId: 'outdoor',
    });
  });
});

describe('EditReportPage', () => {
  it('shows a spinner while the report loads', async () => {
    const call = pendingCall('get', keyPath);
    await open(keyPath, call.handler);
    await expectOwnSpinner(call);
  });

  it('says when the report cannot be loaded', async () => {
    await open(keyPath, serverError('get', keyPath));
    expect(await screen.findByText('The report could not be loaded.')).toBeInTheDocument();
  });

  it('goes back to the list for an unknown report', async () => {
    const { router } = await renderScreen(keyPath, {
      session: systemUser(),
      otherCalls: 'pending',
      handlers: [fail('get', keyPath, 404, REPORT_ERRORS.notFound), verticalsAnswer],
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/reportManagement'));
  });

  it('shows the saved report and saves a change', async () => {
    const sent = recordingAnswer('put', keyPath, Report, ReportBody, report({ title: 'Sell-through by week' }));
    const { user } = await open(keyPath, answer('get', keyPath, Report, report()), sent.handler);
    expect(await screen.findByRole('heading', { name: 'Edit Report' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Reference Name/)).toHaveValue('brand-sell-through');
    await fillIn(user, /^Title/, 'Sell-through by week');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Report saved')).toBeInTheDocument();
    expect(sent.body()).toMatchObject({ title: 'Sell-through by week', path: 'sell-through' });
  });
});
