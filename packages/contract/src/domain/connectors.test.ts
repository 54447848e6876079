import { describe, expect, it } from 'vitest';
import {
  CREDENTIAL_FLOWS,
  DEFAULT_LIGHTSPEED_IDENTIFIER_TYPE,
  DEFAULT_SHOPIFY_APP_TYPE,
  DEFAULT_SOURCE_LIMIT,
  DEFAULT_TEAMWORK_ITEM_IDENTIFIER,
  DESTINATION_TYPE_IDS,
  DESTINATION_TYPE_NAMES,
  type DestinationTypeId,
  INCOMPATIBLE_DESTINATION_NOTE,
  isAtSourceLimit,
  isDestinationCompatible,
  LIGHTSPEED_OAUTH_SCOPES,
  PREVIEW_SOURCE_TYPES,
  SHOPIFY_OAUTH_SCOPES,
  SOURCE_TYPE_IDS,
  SOURCE_TYPE_NAMES,
  type SourceTypeId,
  supportsPreview,
} from './connectors.ts';
import {
  DEFAULT_ANCHOR_TIME,
  DEFAULT_FREQUENCY,
  DEFAULT_SOURCE_TIMEZONE,
  FREQUENCY_OPTIONS,
  frequencyLabel,
  frequencyOptionsFor,
  HISTORICAL_DATE_MIN,
  isFrequencyAllowed,
  isHistoricalDateInRange,
  isValidAnchorTime,
  TIME_ZONE_OPTIONS,
} from './schedule-options.ts';

describe('catalogue (spec 2 §3)', () => {
  it('has 19 source types numbered 1..19 with their names', () => {
    expect(SOURCE_TYPE_IDS).toEqual(Array.from({ length: 19 }, (_, i) => i + 1));
    expect(SOURCE_TYPE_NAMES[1]).toBe('RICS');
    expect(SOURCE_TYPE_NAMES[15]).toBe('Shopify');
    expect(SOURCE_TYPE_NAMES[19]).toBe('Bridal Live');
  });

  it('has 7 destination types 1, 2, 4, 5, 6, 7, 8', () => {
    expect(DESTINATION_TYPE_IDS).toEqual([1, 2, 4, 5, 6, 7, 8]);
    expect(DESTINATION_TYPE_NAMES[4]).toBe('Facebook Offline');
    expect(DESTINATION_TYPE_NAMES[7]).toBe('UQube');
  });

  it('previews source types 1, 8, 10, 14 and 19 only (spec 2 §7)', () => {
    expect(PREVIEW_SOURCE_TYPES).toEqual([1, 8, 10, 14, 19]);
    expect(SOURCE_TYPE_IDS.filter(supportsPreview)).toEqual([1, 8, 10, 14, 19]);
  });

  it('knows the credential flows and their scopes (spec 2 §7)', () => {
    expect(CREDENTIAL_FLOWS[4]?.flow).toBe('login');
    expect(CREDENTIAL_FLOWS[5]).toMatchObject({ flow: 'oauth1', returnPath: '/runsignup' });
    for (const type of [8, 9, 11, 15] as const) expect(CREDENTIAL_FLOWS[type]?.returnPath).toBe('/finalizeOauth');
    expect(CREDENTIAL_FLOWS[15]?.scopes).toEqual(SHOPIFY_OAUTH_SCOPES);
    expect(SHOPIFY_OAUTH_SCOPES).toHaveLength(6);
    expect(CREDENTIAL_FLOWS[8]?.scopes).toEqual(LIGHTSPEED_OAUTH_SCOPES);
    expect(LIGHTSPEED_OAUTH_SCOPES.every((s) => s.endsWith('_read'))).toBe(true);
  });

  it('has the type-specific defaults', () => {
    expect(DEFAULT_TEAMWORK_ITEM_IDENTIFIER).toBe('PLU');
    expect(DEFAULT_LIGHTSPEED_IDENTIFIER_TYPE).toBe('shop');
    expect(DEFAULT_SHOPIFY_APP_TYPE).toBe('custom');
  });
});

/** spec 2 §4, written out so that the test does not reuse the data it checks. */
const EXPECTED: Record<DestinationTypeId, SourceTypeId[]> = {
  1: [1, 2, 3, 4, 5, 6, 7, 8, 10, 11, 12, 13, 14],
  2: [1],
  4: [1, 3, 8, 10, 12, 14, 15, 19],
  5: [9],
  6: [1, 2, 8, 10, 14, 15, 16, 17],
  7: [1, 3, 9, 17],
  8: [1, 2, 4, 5, 7, 8, 10, 14, 18],
};

describe('destination compatibility (spec 2 §4)', () => {
  for (const destination of DESTINATION_TYPE_IDS) {
    for (const source of SOURCE_TYPE_IDS) {
      const expected = EXPECTED[destination].includes(source);
      it(`destination ${destination} ${expected ? 'accepts' : 'refuses'} source ${source}`, () => {
        expect(isDestinationCompatible(destination, source)).toBe(expected);
      });
    }
  }

  it('has the note text', () => {
    expect(INCOMPATIBLE_DESTINATION_NOTE).toBe(
      'This destination is not a supported type for the selected source type.',
    );
  });
});

describe('frequency (spec 2 §5, §9)', () => {
  it('offers the spec options with default 1440', () => {
    expect(FREQUENCY_OPTIONS).toEqual([10, 20, 30, 60, 120, 180, 240, 360, 720, 1440]);
    expect(DEFAULT_FREQUENCY).toBe(1440);
  });

  it('allows under 60 minutes only for source type 2', () => {
    for (const type of SOURCE_TYPE_IDS) {
      for (const minutes of [10, 20, 30]) expect(isFrequencyAllowed(type, minutes)).toBe(type === 2);
      for (const minutes of [60, 120, 1440]) expect(isFrequencyAllowed(type, minutes)).toBe(true);
    }
  });

  it('refuses values outside the options', () => {
    expect(isFrequencyAllowed(2, 45)).toBe(false);
    expect(isFrequencyAllowed(1, 90)).toBe(false);
  });

  it('lists the options per type and labels them', () => {
    expect(frequencyOptionsFor(1)[0]).toBe(60);
    expect(frequencyOptionsFor(2)[0]).toBe(10);
    expect([10, 60, 120, 1440].map(frequencyLabel)).toEqual(['10 minutes', '1 hour', '2 hours', '24 hours']);
  });
});

describe('anchor time, time zones and dates (spec 2 §9)', () => {
  it('defaults to 08:00 with a 24-hour clock and minutes in tens', () => {
    expect(DEFAULT_ANCHOR_TIME).toBe('08:00');
    for (const ok of ['00:00', '08:00', '13:50', '23:50']) expect(isValidAnchorTime(ok)).toBe(true);
    for (const bad of ['24:00', '8:00', '08:05', '12:60', '1:30 PM', '']) expect(isValidAnchorTime(bad)).toBe(false);
  });

  it('offers the eight time zones, default Etc/UTC', () => {
    expect(TIME_ZONE_OPTIONS.map((o) => o.label)).toEqual([
      'Eastern',
      'Central',
      'Mountain',
      'Arizona',
      'Pacific',
      'Alaska',
      'Hawaii-Aleutian',
      'UTC',
    ]);
    expect(DEFAULT_SOURCE_TIMEZONE).toBe('Etc/UTC');
  });

  it('accepts historical dates from 2000-01-01 to today', () => {
    const now = new Date('2024-06-15T12:00:00Z');
    expect(HISTORICAL_DATE_MIN).toBe('2000-01-01');
    expect(isHistoricalDateInRange('2000-01-01', now)).toBe(true);
    expect(isHistoricalDateInRange('1999-12-31', now)).toBe(false);
    expect(isHistoricalDateInRange('2024-06-15', now)).toBe(true);
    expect(isHistoricalDateInRange('2024-06-17', now)).toBe(false);
    expect(isHistoricalDateInRange('2024-02-30', now)).toBe(false);
    expect(isHistoricalDateInRange('15/06/2024', now)).toBe(false);
  });
});

describe('source limit', () => {
  it('defaults to 10 and is reached at used >= limit', () => {
    expect(DEFAULT_SOURCE_LIMIT).toBe(10);
    expect(isAtSourceLimit(9)).toBe(false);
    expect(isAtSourceLimit(10)).toBe(true);
    expect(isAtSourceLimit(3, 3)).toBe(true);
  });
});
