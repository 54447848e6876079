import { describe, expect, it } from 'vitest';
import {
  changeOf,
  comparisonRange,
  lastYearShiftDays,
  nrfYear,
  periodOf,
  periodsBetween,
  retailCalendarOf,
} from './retail-calendar.ts';

/** The NRF 4-5-4 calendar's published fiscal years (NRF: FY'12, FY'17 and FY'23 have 53 weeks). */
const NRF_YEARS = [
  { fiscalYear: 2017, start: '2017-01-29', end: '2018-02-03', weeks: 53 },
  { fiscalYear: 2022, start: '2022-01-30', end: '2023-01-28', weeks: 52 },
  { fiscalYear: 2023, start: '2023-01-29', end: '2024-02-03', weeks: 53 },
  { fiscalYear: 2024, start: '2024-02-04', end: '2025-02-01', weeks: 52 },
  { fiscalYear: 2025, start: '2025-02-02', end: '2026-01-31', weeks: 52 },
  { fiscalYear: 2026, start: '2026-02-01', end: '2027-01-30', weeks: 52 },
  { fiscalYear: 2027, start: '2027-01-31', end: '2028-01-29', weeks: 52 },
];

const weekdayOf = (iso: string) => new Date(`${iso}T00:00:00Z`).getUTCDay();
const daysBetween = (a: string, b: string) =>
  (Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000;

describe('the NRF 4-5-4 calendar', () => {
  it.each(NRF_YEARS)('FY$fiscalYear runs $start to $end ($weeks weeks)', (year) => {
    expect(nrfYear(year.fiscalYear)).toEqual(year);
  });

  it('starts each year on the Sunday nearest February 1 and ends it on the Saturday nearest January 31', () => {
    for (const { fiscalYear } of NRF_YEARS) {
      const { start, end } = nrfYear(fiscalYear);
      expect(weekdayOf(start)).toBe(0);
      expect(Math.abs(daysBetween(`${fiscalYear}-02-01`, start))).toBeLessThanOrEqual(3);
      expect(weekdayOf(end)).toBe(6);
      expect(Math.abs(daysBetween(`${fiscalYear + 1}-01-31`, end))).toBeLessThanOrEqual(3);
    }
  });

  it('cuts a 52-week year 4-5-4 into periods and quarters', () => {
    const months = periodsBetween('2026-02-01', '2027-01-30', 'month', 'nrf-454');
    expect(months.map((m) => (daysBetween(m.start, m.end) + 1) / 7)).toEqual([4, 5, 4, 4, 5, 4, 4, 5, 4, 4, 5, 4]);
    expect(months[0]).toEqual({ start: '2026-02-01', end: '2026-02-28', label: 'FY2026 P01' });
    expect(months[2]).toEqual({ start: '2026-04-05', end: '2026-05-02', label: 'FY2026 P03' });
    const quarters = periodsBetween('2026-02-01', '2027-01-30', 'quarter', 'nrf-454');
    expect(quarters.map((q) => q.label)).toEqual(['FY2026 Q1', 'FY2026 Q2', 'FY2026 Q3', 'FY2026 Q4']);
    expect(quarters[1]).toEqual({ start: '2026-05-03', end: '2026-08-01', label: 'FY2026 Q2' });
  });

  it('gives the 53rd week to the last period (P12 has 5 weeks)', () => {
    const months = periodsBetween('2023-01-29', '2024-02-03', 'month', 'nrf-454');
    expect(months.map((m) => (daysBetween(m.start, m.end) + 1) / 7)).toEqual([4, 5, 4, 4, 5, 4, 4, 5, 4, 4, 5, 5]);
    expect(periodOf('2024-02-03', 'week', 'nrf-454')).toEqual({
      start: '2024-01-28',
      end: '2024-02-03',
      label: 'FY2023 P12 W5',
    });
    expect(periodOf('2024-02-03', 'quarter', 'nrf-454')).toEqual({
      start: '2023-10-29',
      end: '2024-02-03',
      label: 'FY2023 Q4',
    });
    expect(periodOf('2024-02-04', 'week', 'nrf-454').label).toBe('FY2024 P01 W1');
  });

  it('names weeks "FY2026 P03 W2" and years by the calendar year they start in', () => {
    expect(periodOf('2026-04-14', 'week', 'nrf-454')).toEqual({
      start: '2026-04-12',
      end: '2026-04-18',
      label: 'FY2026 P03 W2',
    });
    expect(periodOf('2027-01-15', 'year', 'nrf-454')).toEqual({
      start: '2026-02-01',
      end: '2027-01-30',
      label: 'FY2026',
    });
    expect(periodOf('2026-04-14', 'day', 'nrf-454').label).toBe('2026-04-14');
  });
});

describe('gregorian periods', () => {
  it('cut weeks from Monday and months, quarters and years by the calendar, named by their first day', () => {
    expect(periodOf('2026-04-14', 'week', 'gregorian')).toEqual({
      start: '2026-04-13',
      end: '2026-04-19',
      label: '2026-04-13',
    });
    expect(periodOf('2024-02-14', 'month', 'gregorian')).toEqual({
      start: '2024-02-01',
      end: '2024-02-29',
      label: '2024-02-01',
    });
    expect(periodOf('2026-11-30', 'quarter', 'gregorian').start).toBe('2026-10-01');
    expect(periodOf('2026-11-30', 'year', 'gregorian').end).toBe('2026-12-31');
    expect(periodsBetween('2026-01-30', '2026-03-02', 'month', 'gregorian').map((p) => p.label)).toEqual([
      '2026-01-01',
      '2026-02-01',
      '2026-03-01',
    ]);
  });
});

describe('comparison ranges', () => {
  it('previous: the range of the same length just before', () => {
    expect(comparisonRange({ from: '2026-03-01', to: '2026-03-31' }, 'previous', 'gregorian')).toEqual({
      from: '2026-01-29',
      to: '2026-02-28',
    });
  });

  it('lastYear: the same weekdays 52 weeks (364 days) earlier', () => {
    const range = comparisonRange({ from: '2026-03-02', to: '2026-03-08' }, 'lastYear', 'gregorian');
    expect(range).toEqual({ from: '2025-03-03', to: '2025-03-09' });
    expect(weekdayOf(range.from)).toBe(weekdayOf('2026-03-02'));
    // a gregorian account has no retail year: always 364
    expect(lastYearShiftDays('2024-02-10', 'gregorian')).toBe(364);
  });

  it('lastYear on the NRF calendar: 371 days after a 53-week year, so the same fiscal week is compared', () => {
    // FY2024 follows the 53-week FY2023: its week 1 meets FY2023's week 1
    expect(lastYearShiftDays('2024-02-04', 'nrf-454')).toBe(371);
    expect(comparisonRange({ from: '2024-02-04', to: '2024-03-02' }, 'lastYear', 'nrf-454')).toEqual({
      from: '2023-01-29',
      to: '2023-02-25',
    });
    // inside FY2023 (and every other year after a 52-week year): 364
    expect(lastYearShiftDays('2023-04-02', 'nrf-454')).toBe(364);
    expect(lastYearShiftDays('2026-02-01', 'nrf-454')).toBe(364);
    const week = periodOf('2024-04-16', 'week', 'nrf-454').label;
    const before = comparisonRange({ from: '2024-04-16', to: '2024-04-16' }, 'lastYear', 'nrf-454').from;
    expect(periodOf(before, 'week', 'nrf-454').label).toBe(week.replace('FY2024', 'FY2023'));
  });

  it('change is a fraction of the previous value, null when it was 0', () => {
    expect(changeOf(150, 120)).toBe(0.25);
    expect(changeOf(90, 120)).toBe(-0.25);
    expect(changeOf(5, 0)).toBeNull();
  });

  it("reads the account's calendar from its settings, gregorian by default", () => {
    expect(retailCalendarOf({ retailCalendar: 'nrf-454' })).toBe('nrf-454');
    expect(retailCalendarOf({})).toBe('gregorian');
    expect(retailCalendarOf(null)).toBe('gregorian');
  });
});
