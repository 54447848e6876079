import {
  REPORT_CALENDAR_TEXTS,
  ReportCalendarAnswer,
  ReportCalendarBody,
} from '@storelens/contract/api/report-calendar';
import { RETAIL_CALENDAR_LABELS } from '@storelens/contract/domain/retail-calendar';
import { screen, waitFor } from '@testing-library/react';
import type { RequestHandler } from 'msw';
import { describe, expect, it } from 'vitest';
import { activeAccount, customerUser } from '../../../test/fixtures.ts';
import { answer, fail, pending, recordingAnswer } from '../../../test/handlers.ts';
import { renderScreen } from '../../../test/render-screen.tsx';

// '/settings/reportCalendar': the account admin's report calendar (account 7, activeAccount()).
const path = '/accounts/7/reportCalendar';
const open = (...handlers: RequestHandler[]) =>
  renderScreen('/settings/reportCalendar', { session: customerUser(), account: activeAccount(), handlers });

describe('ReportCalendarPage', () => {
  it('shows a spinner while the setting loads, and says when it could not be loaded', async () => {
    await open(pending('get', path));
    expect(await screen.findByRole('heading', { level: 1, name: REPORT_CALENDAR_TEXTS.title })).toBeInTheDocument();
    expect(await screen.findByRole('progressbar')).toBeInTheDocument();
  });

  it('says when the setting could not be loaded', async () => {
    await open(fail('get', path, 500, { error: 'InternalServerError', message: 'boom' }));
    expect(await screen.findByText(REPORT_CALENDAR_TEXTS.loadFailed)).toBeInTheDocument();
  });

  it('shows the calendar saved and saves the one chosen', async () => {
    const sent = recordingAnswer('put', path, ReportCalendarAnswer, ReportCalendarBody, { retailCalendar: 'nrf-454' });
    const { user } = await open(
      answer('get', path, ReportCalendarAnswer, { retailCalendar: 'gregorian' }),
      sent.handler,
    );
    const field = await screen.findByRole('combobox', { name: REPORT_CALENDAR_TEXTS.field });
    expect(field).toHaveTextContent(RETAIL_CALENDAR_LABELS.gregorian);
    await user.click(field);
    await user.click(screen.getByRole('option', { name: RETAIL_CALENDAR_LABELS['nrf-454'] }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(REPORT_CALENDAR_TEXTS.saved)).toBeInTheDocument();
    await waitFor(() => expect(sent.body()).toEqual({ retailCalendar: 'nrf-454' }));
  });
});
