import type { SyncRunSummary } from '@storelens/contract/api/sources';
import { ApiError } from './api.ts';

const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
const dateOnly = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeZone: 'UTC' });

/** '12 Mar 2025, 08:00' in the browser's time zone. */
export const formatDateTime = (iso: string | null | undefined): string => (iso ? dateTime.format(new Date(iso)) : '');

/** An ISO date ('2025-03-12') as the locale writes it; the date itself is zone-free. */
export const formatDate = (isoDate: string | null | undefined): string =>
  isoDate ? dateOnly.format(new Date(`${isoDate.slice(0, 10)}T00:00:00Z`)) : '';

const sum = (counts: Record<string, number>) => Object.values(counts).reduce((a, b) => a + b, 0);

/** 'orders 12 · customers 3' — the streams with records, largest first. */
export const formatCounts = (counts: Record<string, number>): string =>
  Object.entries(counts)
    .filter(([, n]) => n > 0)
    .sort((a, b) => b[1] - a[1])
    .map(([stream, n]) => `${stream} ${n.toLocaleString()}`)
    .join(' · ');

/** '45 s', '3 min 05 s', '2 h 07 min': how long something has been going. */
export const formatElapsed = (ms: number): string => {
  const seconds = Math.max(0, Math.floor(ms / 1000));
  if (seconds < 60) return `${seconds} s`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${minutes} min ${String(seconds % 60).padStart(2, '0')} s`;
  return `${Math.floor(minutes / 60)} h ${String(minutes % 60).padStart(2, '0')} min`;
};

/** Records pulled and pushed by one run, in total. */
export const runTotals = (run: SyncRunSummary) => ({
  pulled: sum(run.pulled),
  pushed: Object.values(run.pushed).reduce((total, byStream) => total + sum(byStream), 0),
});

/** The text a failed save shows: the server's message (spec 2 §8 "any other save error shows the server response text"). */
export const saveErrorText = (error: unknown): string =>
  error instanceof ApiError ? error.message : 'The changes could not be saved. Please try again.';

/** Field messages of a failed call, keyed by the body's dotted paths. */
export const errorFields = (error: unknown): Record<string, string> => (error instanceof ApiError ? error.fields : {});

/** The local time of a UTC anchor time ('08:00' → '3:00 AM EST'), for the spec 2 §2 local-time hint. */
export const localTimeOfUtc = (anchorTime: string, now: Date = new Date()): string => {
  const [hours, minutes] = anchorTime.split(':').map(Number);
  if (hours === undefined || minutes === undefined || Number.isNaN(hours) || Number.isNaN(minutes)) return '';
  const at = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), hours, minutes));
  return new Intl.DateTimeFormat(undefined, { hour: 'numeric', minute: '2-digit', timeZoneName: 'short' }).format(at);
};
