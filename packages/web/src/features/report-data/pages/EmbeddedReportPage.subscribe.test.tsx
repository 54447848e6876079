import { type ReportDataAnswer as ReportData, ReportDataAnswer } from '@storelens/contract/api/report-data';
import {
  CreateReportSubscriptionBody,
  REPORT_SUBSCRIPTION_ERRORS,
  REPORT_SUBSCRIPTION_TEXTS,
  ReportSubscription,
} from '@storelens/contract/api/report-subscriptions';
import { EMBED_PATH } from '@storelens/contract/domain/report-embed';
import { screen, within } from '@testing-library/react';
import type { RequestHandler } from 'msw';
import { describe, expect, it } from 'vitest';
import { formatDateTime } from '../../../lib/connector-format.ts';
import { choose, fillIn } from '../../../test/forms.ts';
import { answer, fail, pending, recordingAnswer } from '../../../test/handlers.ts';
import { messageOf } from '../../../test/messages.ts';
import { renderScreen } from '../../../test/render-screen.tsx';

// "Email me this report" on a built-in report: the frame's token names account 7; the email keeps the
// screen's location, grouping and Compare-to from its address.
const jwtPart = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '');
const token = `${jwtPart({ alg: 'HS256' })}.${jwtPart({ acc: 7, rpt: 3, key: 'sales-overview' })}.signature`;
const dataPath = `${EMBED_PATH}/sales-overview`;
const subscriptionsPath = '/accounts/7/reportSubscriptions';
const open = (...handlers: RequestHandler[]) =>
  renderScreen(`${EMBED_PATH}/sales-overview?grain=week&compare=lastYear&location=4:store-1#token=${token}`, {
    handlers: [answer('get', dataPath, ReportDataAnswer, report()), ...handlers],
  });

const report = (): ReportData => ({
  key: 'sales-overview',
  title: 'Sales Overview',
  accountName: 'Corner Shop',
  filters: { from: '2026-03-01', to: '2026-03-31', location: '4:store-1', grain: 'week', calendar: 'gregorian' },
  locations: [{ value: '4:store-1', label: 'Main street' }],
  empty: [],
  sheets: [],
});

const saved = {
  id: 12,
  accountId: 7,
  reportKey: 'sales-overview' as const,
  reportName: 'Sales Overview',
  frequency: 'weekly' as const,
  hour: 8,
  timeZone: 'UTC',
  filters: { grain: 'week' as const, location: '4:store-1' },
  compare: 'lastYear' as const,
  nextSendAt: '2026-03-09T08:00:00.000Z',
  createdAt: '2026-03-04T10:00:00.000Z',
};

const openDialog = async (...handlers: RequestHandler[]) => {
  const rendered = await open(...handlers);
  await rendered.user.click(await screen.findByRole('button', { name: REPORT_SUBSCRIPTION_TEXTS.button }));
  return {
    ...rendered,
    dialog: within(await screen.findByRole('dialog', { name: REPORT_SUBSCRIPTION_TEXTS.dialogTitle })),
  };
};

describe('EmbeddedReportPage: Email me this report', () => {
  it('opens a dialog naming what is emailed, the browser’s time zone filled in', async () => {
    const { dialog } = await openDialog();
    expect(
      dialog.getByText(/Sales Overview of Corner Shop: Main street, by week, compared with last year/),
    ).toBeInTheDocument();
    expect(dialog.getByLabelText('Time zone')).toHaveValue(Intl.DateTimeFormat().resolvedOptions().timeZone);
  });

  it('subscribes with the screen’s filters and says when the first email comes', async () => {
    const sent = recordingAnswer('post', subscriptionsPath, ReportSubscription, CreateReportSubscriptionBody, saved);
    const { user, dialog } = await openDialog(sent.handler);
    await choose(user, 'Frequency', /^Daily/, dialog);
    await fillIn(user, 'Time zone', 'Europe/Paris', dialog);
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText(REPORT_SUBSCRIPTION_TEXTS.saved(`on ${formatDateTime(saved.nextSendAt)}`)),
    ).toBeInTheDocument();
    expect(sent.body()).toEqual({
      reportKey: 'sales-overview',
      frequency: 'daily',
      hour: 8,
      timeZone: 'Europe/Paris',
      filters: { grain: 'week', location: '4:store-1' },
      compare: 'lastYear',
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows the contract’s message for a missing or unknown time zone, and sends nothing', async () => {
    const { user, dialog } = await openDialog();
    await fillIn(user, 'Time zone', '', dialog);
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(
      await dialog.findByText(messageOf(CreateReportSubscriptionBody, { timeZone: '' }, 'timeZone')),
    ).toBeInTheDocument();
    await fillIn(user, 'Time zone', 'Mars/Olympus', dialog);
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(
      await dialog.findByText(messageOf(CreateReportSubscriptionBody, { timeZone: 'Mars/Olympus' }, 'timeZone')),
    ).toBeInTheDocument();
  });

  it('shows the server’s refusal of the report in the dialog', async () => {
    const refusal = REPORT_SUBSCRIPTION_ERRORS.reportNotForAccount('Sales Overview', 'Brand');
    const { user, dialog } = await openDialog(fail('post', subscriptionsPath, 400, refusal));
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await dialog.findByText(refusal.message)).toBeInTheDocument();
  });

  it('keeps Save busy while the subscription is saved', async () => {
    const { user, dialog } = await openDialog(pending('post', subscriptionsPath));
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await dialog.findByRole('progressbar')).toBeInTheDocument();
  });
});
