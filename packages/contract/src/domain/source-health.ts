/**
 * How a source's runs are watched: the failure alert, the auto-pause and freshness. The numbers are
 * the defaults of the server's ALERT_AFTER_FAILURES and PAUSE_AFTER_FAILURES; the freshness rule is
 * here so that the source screen, the dashboard and the Connector Health report call a source stale alike.
 */

/** Failed runs in a row after which the account's admins are emailed once. */
export const DEFAULT_ALERT_AFTER_FAILURES = 3;
/** Failed runs in a row after which the source pauses itself (no scheduled runs until resumed). */
export const DEFAULT_PAUSE_AFTER_FAILURES = 10;

/** The streams a source may pull, in the order runs pull them. */
export const SYNC_STREAMS = ['customers', 'orders', 'products', 'inventory', 'locations'] as const;
export type SyncStream = (typeof SYNC_STREAMS)[number];

/** What the screens call each stream. */
export const SYNC_STREAM_LABELS: Record<SyncStream, string> = {
  customers: 'Customers',
  orders: 'Orders',
  products: 'Products',
  inventory: 'Inventory',
  locations: 'Locations',
};

/** Minutes of grace beyond two run intervals before a source counts as stale. */
export const STALE_GRACE_MINUTES = 15;

/** How old the last successful run may be before the source is stale: twice the frequency plus 15 minutes. */
export const staleAfterMs = (frequencyMinutes: number): number => (2 * frequencyMinutes + STALE_GRACE_MINUTES) * 60_000;

/**
 * Whether a source's data has stopped flowing: its last successful run (or, before its first one, its
 * creation) is older than staleAfterMs. Only a running source can be stale: a disabled one or one whose
 * setup is incomplete is not expected to pull (a paused one is, and is stale once its data ages).
 */
export function isStale(facts: {
  lastSuccessAt: Date | null;
  createdAt: Date;
  frequencyMinutes: number;
  active: boolean;
  isSetup: boolean;
  now: Date;
}): boolean {
  if (!facts.active || !facts.isSetup) return false;
  const since = facts.lastSuccessAt ?? facts.createdAt;
  return facts.now.getTime() - since.getTime() > staleAfterMs(facts.frequencyMinutes);
}

/** The reason a source that paused itself shows (the dashboard's words). */
export const pausedReason = (failures: number): string => `Paused after ${failures} failed runs`;

/** The profile's switch for source alert emails (the user setting sourceAlertEmails) and what it says. */
export const SOURCE_ALERT_EMAIL_TEXT = {
  label: 'Email me when a source of my accounts is failing, works again or pauses itself',
  on: 'Source alert emails are on.',
  off: 'Source alert emails are off.',
} as const;
