import type { DestinationListItem } from '@storelens/contract/api/destinations';
import type { SourceAnswer } from '@storelens/contract/api/sources';
import { DESTINATION_TYPE, SECRET_MASK, SOURCE_TYPE } from '@storelens/contract/domain/connectors';

/** A UQube destination: it takes Teamwork sources and has no settings of its own on the source screen. */
export const uqubeDestination = (sourceCount: number): DestinationListItem => ({
  id: 21,
  name: 'Warehouse',
  type: DESTINATION_TYPE.uqube,
  destinationTypeName: 'UQube',
  sourceCount,
});

/** Saved source 33 of account 7 (activeAccount()), a Teamwork store sending to the UQube destination. */
export const teamworkSource = (overrides: Partial<SourceAnswer> = {}): SourceAnswer => ({
  id: 33,
  name: 'Main store',
  active: true,
  sourceName: 'Teamwork',
  isSetup: true,
  startDate: '2026-01-01',
  nextRunTime: null,
  type: SOURCE_TYPE.teamwork,
  detail: { url: 'shop.example.com', apiKey: SECRET_MASK, itemIdentifier: 'PLU', timezone: 'America/New_York' },
  frequency: 1440,
  anchorTime: '08:00',
  timezone: 'America/New_York',
  destinations: [{ id: 21, detail: {}, startDate: null, loadingHistory: false }],
  pullHistory: false,
  historicalDate: null,
  streams: ['customers', 'orders', 'products'],
  freshness: { lastSuccessAt: null, completeThrough: {}, stale: false },
  paused: null,
  ...overrides,
});
