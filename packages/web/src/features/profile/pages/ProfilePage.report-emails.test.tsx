import { ApiKeysAnswer } from '@storelens/contract/api/api-keys';
import {
  REPORT_SUBSCRIPTION_ERRORS,
  REPORT_SUBSCRIPTION_TEXTS,
  ReportSubscription,
  UpdateReportSubscriptionBody,
  type UserReportSubscription,
  UserReportSubscriptionsAnswer,
} from '@storelens/contract/api/report-subscriptions';
import { screen, within } from '@testing-library/react';
import type { RequestHandler } from 'msw';
import { describe, expect, it } from 'vitest';
import { customerUser } from '../../../test/fixtures.ts';
import { choose, fillIn } from '../../../test/forms.ts';
import { answer, fail, noContent, pending, recordingAnswer, serverError } from '../../../test/handlers.ts';
import { messageOf } from '../../../test/messages.ts';
import { renderScreen } from '../../../test/render-screen.tsx';

// The profile's "Report emails": the user's report subscriptions in every account, changed or stopped.
const T = REPORT_SUBSCRIPTION_TEXTS;
const listPath = '/user/reportSubscriptions';
const subscription = (overrides: Partial<UserReportSubscription> = {}): UserReportSubscription => ({
  id: 3,
  accountId: 7,
  accountName: 'Corner Shop',
  reportKey: 'sales-overview',
  reportName: 'Sales Overview',
  frequency: 'weekly',
  hour: 8,
  timeZone: 'Europe/Paris',
  filters: {},
  compare: 'lastYear',
  nextSendAt: '2026-11-30T07:00:00.000Z',
  createdAt: '2026-11-25T10:00:00.000Z',
  ...overrides,
});
const noKeys = answer('get', '/user/apiKeys', ApiKeysAnswer, []);
const open = (...handlers: RequestHandler[]) =>
  renderScreen('/profile', { session: customerUser(), handlers: [...handlers, noKeys] });
const section = async () => within(await screen.findByRole('region', { name: 'Report emails' }));

describe('ProfilePage: report emails', () => {
  it('shows a spinner while the report emails load', async () => {
    await open(pending('get', listPath));
    expect(await (await section()).findByRole('progressbar')).toBeInTheDocument();
  });

  it('says when they could not be loaded', async () => {
    await open(serverError('get', listPath));
    expect(await (await section()).findByText(T.loadFailed)).toBeInTheDocument();
  });

  it('says when there is none yet', async () => {
    await open(answer('get', listPath, UserReportSubscriptionsAnswer, []));
    expect(await (await section()).findByText(T.empty)).toBeInTheDocument();
  });

  it('lists each by report, account, schedule and comparison', async () => {
    await open(
      answer('get', listPath, UserReportSubscriptionsAnswer, [
        subscription(),
        subscription({
          id: 4,
          reportName: 'Brand Performance',
          accountName: 'Kestrel',
          frequency: 'daily',
          compare: null,
        }),
      ]),
    );
    const table = within(await (await section()).findByRole('table', { name: 'Report emails' }));
    const first = within(table.getByRole('row', { name: /Sales Overview/ }));
    expect(first.getByText('Corner Shop')).toBeInTheDocument();
    expect(first.getByText('Weekly on Mondays at 08:00 (Europe/Paris)')).toBeInTheDocument();
    expect(first.getByText('Last year')).toBeInTheDocument();
    const second = within(table.getByRole('row', { name: /Brand Performance/ }));
    expect(second.getByText('Daily at 08:00 (Europe/Paris)')).toBeInTheDocument();
    expect(second.getByText('No comparison')).toBeInTheDocument();
  });

  it('changes the schedule, with the contract’s message for a bad time zone', async () => {
    const sent = recordingAnswer(
      'patch',
      '/accounts/7/reportSubscriptions/3',
      ReportSubscription,
      UpdateReportSubscriptionBody,
      subscription({ frequency: 'monthly', hour: 6 }),
    );
    const { user } = await open(answer('get', listPath, UserReportSubscriptionsAnswer, [subscription()]), sent.handler);
    await user.click(await (await section()).findByRole('button', { name: 'Change Sales Overview email' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Change the Sales Overview email' }));
    await fillIn(user, 'Time zone', 'Nowhere/Land', dialog);
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(
      await dialog.findByText(messageOf(UpdateReportSubscriptionBody, { timeZone: 'Nowhere/Land' }, 'timeZone')),
    ).toBeInTheDocument();
    await fillIn(user, 'Time zone', 'Europe/Paris', dialog);
    await choose(user, 'Frequency', /^Monthly/, dialog);
    await choose(user, 'Hour', '06:00', dialog);
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(T.updated)).toBeInTheDocument();
    expect(sent.body()).toEqual({ frequency: 'monthly', hour: 6, timeZone: 'Europe/Paris' });
  });

  it('deletes one after confirming', async () => {
    let deleted = false;
    const { user } = await open(
      answer('get', listPath, UserReportSubscriptionsAnswer, () => (deleted ? [] : [subscription()])),
      noContent('delete', '/accounts/7/reportSubscriptions/3'),
    );
    await user.click(await (await section()).findByRole('button', { name: 'Delete Sales Overview email' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Stop report email' }));
    expect(dialog.getByText(T.deleteConfirm('Sales Overview', 'Corner Shop'))).toBeInTheDocument();
    deleted = true;
    await user.click(dialog.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(T.deleted)).toBeInTheDocument();
    expect(await (await section()).findByText(T.empty)).toBeInTheDocument();
  });

  it('says why a delete was refused', async () => {
    const { user } = await open(
      answer('get', listPath, UserReportSubscriptionsAnswer, [subscription()]),
      fail('delete', '/accounts/7/reportSubscriptions/3', 404, {
        error: 'NotFound',
        message: 'Report subscription not found',
      }),
    );
    await user.click(await (await section()).findByRole('button', { name: 'Delete Sales Overview email' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Stop report email' })).getByRole('button', { name: 'Delete' }),
    );
    expect(await screen.findByText(REPORT_SUBSCRIPTION_ERRORS.notFound.message)).toBeInTheDocument();
  });
});
