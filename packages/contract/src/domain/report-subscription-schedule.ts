import { dayNumber, isoOfDay, periodOf, type RetailCalendar } from './retail-calendar.ts';
import { instantsOfWallTime, wallTime } from './schedule.ts';

/**
 * When a report email goes out and which days it covers. A subscription is sent on its send days at
 * `hour` local time: every day (for yesterday), on Mondays (for the Monday–Sunday week before) or on
 * the first day of a month (for the month before; on the NRF 4-5-4 calendar, the first day of a
 * retail period, for the period before). All dates are local dates in the subscription's zone.
 */
export const REPORT_SUBSCRIPTION_FREQUENCIES = ['daily', 'weekly', 'monthly'] as const;
export type ReportSubscriptionFrequency = (typeof REPORT_SUBSCRIPTION_FREQUENCIES)[number];

export interface SubscriptionSchedule {
  frequency: ReportSubscriptionFrequency;
  hour: number;
  timeZone: string;
}

/** The days one email covers, and the name its send row keeps (unique per subscription). */
export interface ReportPeriod {
  from: string;
  to: string;
  /** `2026-11-23..2026-11-29`: the range itself, so a change of frequency never meets an old period */
  key: string;
}

const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;

/** Whether a report email goes out on this local day. */
export function isSendDay(day: string, frequency: ReportSubscriptionFrequency, calendar: RetailCalendar): boolean {
  if (frequency === 'daily') return true;
  if (frequency === 'weekly') return periodOf(day, 'week', 'gregorian').start === day;
  return periodOf(day, 'month', calendar).start === day;
}

/** The period an email sent on `sendDay` covers: the day, week or month that ended the day before. */
export function periodSentOn(
  sendDay: string,
  frequency: ReportSubscriptionFrequency,
  calendar: RetailCalendar,
): ReportPeriod {
  const yesterday = isoOfDay(dayNumber(sendDay) - 1);
  const span =
    frequency === 'daily'
      ? { start: yesterday, end: yesterday }
      : frequency === 'weekly'
        ? periodOf(yesterday, 'week', 'gregorian')
        : periodOf(yesterday, 'month', calendar);
  return { from: span.start, to: span.end, key: `${span.start}..${span.end}` };
}

/** The local date of an instant in a zone. */
export const localDay = (instant: Date, timeZone: string): string =>
  new Date(wallTime(instant.getTime(), timeZone)).toISOString().slice(0, 10);

/**
 * The instant a local day's send hour happens. An hour the clocks skip (spring forward) sends at the
 * first instant after it; an hour that happens twice sends at its first occurrence.
 */
export function sendInstant(day: string, hour: number, timeZone: string): Date {
  const wall = dayNumber(day) * DAY_MS + hour * HOUR_MS;
  const first = instantsOfWallTime(wall, timeZone)[0] ?? instantsOfWallTime(wall + HOUR_MS, timeZone)[0];
  return new Date(first ?? wall);
}

/**
 * The latest send day whose send instant is at or before `now`, with the period it covers: what the
 * scheduler sends if no email went out for that period yet. (A send day is at most 35 days back.)
 */
export function currentSend(
  now: Date,
  schedule: SubscriptionSchedule,
  calendar: RetailCalendar,
): { sendAt: Date; period: ReportPeriod } {
  const today = dayNumber(localDay(now, schedule.timeZone));
  for (let day = today; day > today - 60; day--) {
    const iso = isoOfDay(day);
    if (!isSendDay(iso, schedule.frequency, calendar)) continue;
    const sendAt = sendInstant(iso, schedule.hour, schedule.timeZone);
    if (sendAt.getTime() <= now.getTime()) return { sendAt, period: periodSentOn(iso, schedule.frequency, calendar) };
  }
  throw new Error('no send day in the last 60 days');
}

/**
 * The period "send now" mails: the latest one that has ended (yesterday, last week, last month), as
 * the scheduler will send it at today's send hour; sending it now means the scheduler skips it.
 */
export function latestEndedPeriod(now: Date, schedule: SubscriptionSchedule, calendar: RetailCalendar): ReportPeriod {
  const today = dayNumber(localDay(now, schedule.timeZone));
  for (let day = today; day > today - 60; day--) {
    const iso = isoOfDay(day);
    if (isSendDay(iso, schedule.frequency, calendar)) return periodSentOn(iso, schedule.frequency, calendar);
  }
  throw new Error('no send day in the last 60 days');
}

/** The first send instant strictly after `after`. */
export function nextSendAt(after: Date, schedule: SubscriptionSchedule, calendar: RetailCalendar): Date {
  const start = dayNumber(localDay(after, schedule.timeZone));
  for (let day = start; day < start + 60; day++) {
    const iso = isoOfDay(day);
    if (!isSendDay(iso, schedule.frequency, calendar)) continue;
    const at = sendInstant(iso, schedule.hour, schedule.timeZone);
    if (at.getTime() > after.getTime()) return at;
  }
  throw new Error('no send day in the next 60 days');
}
