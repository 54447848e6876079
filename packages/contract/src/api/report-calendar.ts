import { z } from 'zod';
import { RETAIL_CALENDARS } from '../domain/retail-calendar.ts';
import { idParams } from './common.ts';

/**
 * GET|PUT /accounts/{accountId}/reportCalendar: the calendar the account's reports cut weeks, months,
 * quarters and years by (settings.retailCalendar), read and set by the account's admins.
 */
export const ReportCalendarParams = idParams('accountId');
export const ReportCalendarBody = z.object({
  retailCalendar: z.enum(RETAIL_CALENDARS, { error: 'Retail calendar is not one of the allowed options' }),
});
export type ReportCalendarBody = z.infer<typeof ReportCalendarBody>;
export const ReportCalendarAnswer = ReportCalendarBody;
export const REPORT_CALENDAR_TEXTS = {
  title: 'Report Calendar',
  field: 'Retail calendar',
  intro:
    "The calendar this account's built-in reports cut weeks, months, quarters and years by, and compare last year with.",
  saved: 'Report calendar saved.',
  loadFailed: 'The report calendar could not be loaded.',
} as const;
