import { describe, expect, it } from 'vitest';
import {
  currentSend,
  isSendDay,
  latestEndedPeriod,
  nextSendAt,
  periodSentOn,
  sendInstant,
} from './report-subscription-schedule.ts';

describe('report email periods', () => {
  it('daily covers yesterday, weekly the Monday–Sunday before a Monday, monthly the month before the 1st', () => {
    expect(periodSentOn('2026-11-28', 'daily', 'gregorian')).toEqual({
      from: '2026-11-27',
      to: '2026-11-27',
      key: '2026-11-27..2026-11-27',
    });
    expect(isSendDay('2026-11-30', 'weekly', 'gregorian')).toBe(true);
    expect(isSendDay('2026-11-29', 'weekly', 'gregorian')).toBe(false);
    expect(periodSentOn('2026-11-30', 'weekly', 'gregorian')).toMatchObject({ from: '2026-11-23', to: '2026-11-29' });
    expect(isSendDay('2026-12-01', 'monthly', 'gregorian')).toBe(true);
    expect(periodSentOn('2026-12-01', 'monthly', 'gregorian')).toMatchObject({ from: '2026-11-01', to: '2026-11-30' });
  });

  it('monthly on the NRF 4-5-4 calendar: sent on the first day of a retail period, for the period before', () => {
    // FY2026 starts Sunday 2026-02-01; P01 has 4 weeks, so P02 starts 2026-03-01
    expect(isSendDay('2026-03-01', 'monthly', 'nrf-454')).toBe(true);
    expect(isSendDay('2026-02-28', 'monthly', 'nrf-454')).toBe(false);
    expect(periodSentOn('2026-03-01', 'monthly', 'nrf-454')).toMatchObject({ from: '2026-02-01', to: '2026-02-28' });
    // P02 has 5 weeks: P03 starts 2026-04-05
    expect(periodSentOn('2026-04-05', 'monthly', 'nrf-454')).toMatchObject({ from: '2026-03-01', to: '2026-04-04' });
  });

  it('sends at the local hour, across daylight saving', () => {
    expect(sendInstant('2026-07-06', 8, 'Europe/Paris').toISOString()).toBe('2026-07-06T06:00:00.000Z');
    expect(sendInstant('2026-12-07', 8, 'Europe/Paris').toISOString()).toBe('2026-12-07T07:00:00.000Z');
    // 02:00 does not exist on 2026-03-29 in Paris: the first instant after it
    expect(sendInstant('2026-03-29', 2, 'Europe/Paris').toISOString()).toBe('2026-03-29T01:00:00.000Z');
  });

  it('the current send is the latest one whose time has come; the next is strictly after now', () => {
    const schedule = { frequency: 'weekly' as const, hour: 8, timeZone: 'America/New_York' };
    // Monday 2026-11-30 07:00 in New York: this week's send has not come yet
    const early = new Date('2026-11-30T12:00:00Z');
    expect(currentSend(early, schedule, 'gregorian').period.from).toBe('2026-11-16');
    expect(nextSendAt(early, schedule, 'gregorian').toISOString()).toBe('2026-11-30T13:00:00.000Z');
    const late = new Date('2026-11-30T14:00:00Z');
    expect(currentSend(late, schedule, 'gregorian').period.from).toBe('2026-11-23');
    expect(nextSendAt(late, schedule, 'gregorian').toISOString()).toBe('2026-12-07T13:00:00.000Z');
    // send now: the latest ended week, whatever the hour
    expect(latestEndedPeriod(early, schedule, 'gregorian').from).toBe('2026-11-23');
  });
});
