/**
 * What a source's schedule may be set to (spec 2 §5, §9): frequencies, the anchor time, the time
 * zones and the historical start date. When a source then runs is schedule.ts.
 */
import { SOURCE_TYPE, type SourceTypeId } from './connectors.ts';
import { optionValues } from './form-fields.ts';

/** spec 2 §9: frequency options in minutes. */
export const FREQUENCY_OPTIONS = [10, 20, 30, 60, 120, 180, 240, 360, 720, 1440] as const;
export type Frequency = (typeof FREQUENCY_OPTIONS)[number];
export const DEFAULT_FREQUENCY: Frequency = 1440;

/** spec 2 §5: frequencies under 60 minutes are allowed only for this source type (WooCommerce). */
export const SUB_HOURLY_SOURCE_TYPES: readonly SourceTypeId[] = [SOURCE_TYPE.wooCommerce];
export const SUB_HOURLY_LIMIT_MINUTES = 60;

/** spec 2 §5, §9: whether a source type may run at this frequency. */
export const isFrequencyAllowed = (sourceType: SourceTypeId, minutes: number): boolean =>
  (FREQUENCY_OPTIONS as readonly number[]).includes(minutes) &&
  (minutes >= SUB_HOURLY_LIMIT_MINUTES || SUB_HOURLY_SOURCE_TYPES.includes(sourceType));

/** The frequencies to offer in the select for a source type. */
export const frequencyOptionsFor = (sourceType: SourceTypeId): Frequency[] =>
  FREQUENCY_OPTIONS.filter((minutes) => isFrequencyAllowed(sourceType, minutes));

/** '10 minutes', '1 hour', '24 hours'. */
export const frequencyLabel = (minutes: number): string => {
  if (minutes < 60) return `${minutes} minutes`;
  const hours = minutes / 60;
  return hours === 1 ? '1 hour' : `${hours} hours`;
};

/** spec 2 §9: anchor time default, 24-hour picker, minutes in multiples of 10. */
export const DEFAULT_ANCHOR_TIME = '08:00';
export const ANCHOR_MINUTE_STEP = 10;
export const ANCHOR_TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]0$/;

export const isValidAnchorTime = (value: string): boolean => ANCHOR_TIME_PATTERN.test(value);

/** spec 2 §9: the time zones a source (and a source detail's `timezone`) may use. */
export const TIME_ZONE_OPTIONS = [
  { value: 'America/New_York', label: 'Eastern' },
  { value: 'America/Chicago', label: 'Central' },
  { value: 'America/Denver', label: 'Mountain' },
  { value: 'America/Phoenix', label: 'Arizona' },
  { value: 'America/Los_Angeles', label: 'Pacific' },
  { value: 'America/Anchorage', label: 'Alaska' },
  { value: 'Pacific/Honolulu', label: 'Hawaii-Aleutian' },
  { value: 'Etc/UTC', label: 'UTC' },
] as const;
export type SourceTimeZone = (typeof TIME_ZONE_OPTIONS)[number]['value'];
export const TIME_ZONE_VALUES = optionValues(TIME_ZONE_OPTIONS);
/** spec 2 §9 */
export const DEFAULT_SOURCE_TIMEZONE: SourceTimeZone = 'Etc/UTC';

/** spec 2 §2: the source screen shows local time only when the time zone is UTC. */
export const showsLocalTime = (timezone: string): boolean => timezone === 'Etc/UTC';

// ---------------------------------------------------------------- historical start date

/** spec 2 §5, §9: the earliest historical start date (ISO date). */
export const HISTORICAL_DATE_MIN = '2000-01-01';

/**
 * The latest historical date: "today". We take today in the zone furthest ahead of UTC
 * (UTC+14), so a user anywhere may pick their own local today.
 */
export const historicalDateMax = (now: Date = new Date()): string =>
  new Date(now.getTime() + 14 * 3_600_000).toISOString().slice(0, 10);

export const ISO_DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar date as YYYY-MM-DD; never throws ('0000-00-00' is simply not one). */
export const isValidIsoDate = (value: string): boolean => {
  if (typeof value !== 'string' || !ISO_DATE_PATTERN.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
};

/** spec 2 §5: the date picker runs from 2000-01-01 to today. */
export const isHistoricalDateInRange = (value: string, now: Date = new Date()): boolean =>
  isValidIsoDate(value) && value >= HISTORICAL_DATE_MIN && value <= historicalDateMax(now);
