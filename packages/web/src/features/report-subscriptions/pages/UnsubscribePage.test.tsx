import {
  REPORT_SUBSCRIPTION_ERRORS,
  REPORT_SUBSCRIPTION_TEXTS,
  UnsubscribeAnswer,
} from '@storelens/contract/api/report-subscriptions';
import { screen } from '@testing-library/react';
import type { RequestHandler } from 'msw';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { answer, fail, pending, pendingCall, serverError } from '../../../test/handlers.ts';
import { renderScreen } from '../../../test/render-screen.tsx';
import { expectOwnSpinner } from '../../../test/screen-states.ts';

// The report email's visible "Unsubscribe" link: a public page; opening it changes nothing.
const T = REPORT_SUBSCRIPTION_TEXTS;
const token = 'A'.repeat(48);
const path = `/reportSubscriptions/unsubscribe/${token}`;
const described = answer('get', path, UnsubscribeAnswer, {
  reportName: 'Sales Overview',
  accountName: 'Corner Shop',
  frequency: 'weekly',
});
const open = (...handlers: RequestHandler[]) => renderScreen(`/unsubscribe/${token}`, { handlers });

describe('UnsubscribePage', () => {
  it('shows a spinner while the link is checked', async () => {
    const call = pendingCall('get', path);
    await open(call.handler);
    await expectOwnSpinner(call, 'Loading');
  });

  it('names the email it stops and sends nothing before the button', async () => {
    await open(described);
    expect(await screen.findByText(T.unsubscribeAsk('Sales Overview', 'Corner Shop', 'weekly'))).toBeInTheDocument();
    expect(screen.getByRole('button', { name: T.unsubscribeButton })).toBeEnabled();
  });

  it('unsubscribes with one button', async () => {
    const { user } = await open(
      described,
      answer('post', path, z.object({ status: z.literal('Success') }), { status: 'Success' }),
    );
    await user.click(await screen.findByRole('button', { name: T.unsubscribeButton }));
    expect(await screen.findByTestId('unsubscribe-outcome')).toHaveTextContent(T.unsubscribed);
    expect(screen.queryByRole('button', { name: T.unsubscribeButton })).not.toBeInTheDocument();
  });

  it('keeps the button busy while it unsubscribes', async () => {
    const { user } = await open(described, pending('post', path));
    await user.click(await screen.findByRole('button', { name: T.unsubscribeButton }));
    expect(await screen.findByRole('progressbar')).toBeInTheDocument();
  });

  it('says a used link is not valid any more', async () => {
    await open(fail('get', path, 404, REPORT_SUBSCRIPTION_ERRORS.unsubscribeNotFound));
    expect(await screen.findByText(REPORT_SUBSCRIPTION_ERRORS.unsubscribeNotFound.message)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: T.unsubscribeButton })).not.toBeInTheDocument();
  });

  it('says when the link could not be checked', async () => {
    await open(serverError('get', path));
    expect(await screen.findByText(T.unsubscribeFailed)).toBeInTheDocument();
  });
});
