/**
 * The domain events a service emits (server platform/events.ts) and an account webhook may subscribe
 * to. Each event's data carries ids, names and counts only: never a credential, a secret or a
 * customer's personal data, because it leaves the product in a webhook body.
 */
export const WEBHOOK_EVENT_TYPES = [
  'sync.run.succeeded',
  'sync.run.failed',
  'source.needs_reconnect',
  'source.paused',
  'source.resumed',
  'connection.requested',
  'connection.approved',
  'connection.declined',
  'connection.removed',
  'webhook.test',
] as const;

export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

/** What the webhook screen says each event is. */
export const WEBHOOK_EVENT_LABELS: Record<WebhookEventType, string> = {
  'sync.run.succeeded': 'A source run succeeded',
  'sync.run.failed': 'A source run failed',
  'source.needs_reconnect': 'A source needs reconnecting',
  'source.paused': 'A source paused itself',
  'source.resumed': 'A source was resumed',
  'connection.requested': 'A brand asked a retailer for a connection',
  'connection.approved': 'A connection was approved',
  'connection.declined': 'A connection request was declined',
  'connection.removed': 'A connection was removed',
  'webhook.test': 'A test event (Send test event)',
};

/** A run's counts: records pulled per stream, pushed per destination and stream, each destination's error. */
export interface RunEventCounts {
  pulled: Record<string, number>;
  pushed: Record<string, Record<string, number>>;
  destinationErrors: Record<string, string>;
}

/** sync.run.succeeded and sync.run.failed */
export interface SyncRunEventData {
  accountId: number;
  sourceId: number;
  sourceName: string;
  runId: number;
  /** what started the run: 'scheduled', 'history', 'manual', 'resync', ... */
  kind: string;
  status: 'succeeded' | 'failed';
  /** ISO times */
  startedAt: string;
  finishedAt: string;
  counts: RunEventCounts;
  /** the failure in words (no credential); null on success */
  error: string | null;
}

/** source.needs_reconnect: a vendor refused the source's credentials */
export interface SourceNeedsReconnectEventData {
  accountId: number;
  sourceId: number;
  sourceName: string;
  error: string | null;
}

/** source.paused: the source paused itself after too many failed runs */
export interface SourcePausedEventData {
  accountId: number;
  sourceId: number;
  sourceName: string;
  /** failed runs in a row */
  failures: number;
  reason: string;
}

/** source.resumed */
export interface SourceResumedEventData {
  accountId: number;
  sourceId: number;
  sourceName: string;
  /** the user who resumed it, when one did */
  userId: number | null;
}

/**
 * connection.*: one event for each account of the pair (the brand's and the retailer's), so each
 * account's webhooks hear it; `accountId` names the account this copy is for.
 */
export interface ConnectionEventData {
  accountId: number;
  connectionId: number;
  brandAccountId: number;
  brandName: string;
  retailerAccountId: number;
  retailerName: string;
  /** the pair's status after the change */
  status: string;
}

/** webhook.test: sent by "Send test event" to the one webhook */
export interface WebhookTestEventData {
  accountId: number;
  webhookId: number;
  message: string;
}

/** Each event type's data. */
export interface WebhookEventDataMap {
  'sync.run.succeeded': SyncRunEventData;
  'sync.run.failed': SyncRunEventData;
  'source.needs_reconnect': SourceNeedsReconnectEventData;
  'source.paused': SourcePausedEventData;
  'source.resumed': SourceResumedEventData;
  'connection.requested': ConnectionEventData;
  'connection.approved': ConnectionEventData;
  'connection.declined': ConnectionEventData;
  'connection.removed': ConnectionEventData;
  'webhook.test': WebhookTestEventData;
}

/** A domain event as a service emits it: its type and data. */
export type DomainEventInput = {
  [T in WebhookEventType]: { type: T; data: WebhookEventDataMap[T] };
}[WebhookEventType];

/** A domain event as subscribers and webhook bodies see it: `{type, timestamp, data}` (timestamp ISO). */
export type DomainEvent<T extends WebhookEventType = WebhookEventType> = {
  [K in T]: { type: K; timestamp: string; data: WebhookEventDataMap[K] };
}[T];
