/**
 * Vendors that keep a store's local time (RICS, Teamwork, Runit, AppointmentPlus, EnMotive) send dates
 * without a zone: the wall clock of the store. This renders an instant that way, `YYYY-MM-DDTHH:mm:ss`
 * in `timeZone`, and reads one back; each fake formats the parts as its vendor writes them.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

/** The instant's wall-clock parts in the zone (year, month, day, hour, minute, second), two digits each but the year. */
export const wallParts = (ms: number, timeZone: string) => {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, f);
  }
  return Object.fromEntries(
    f
      .formatToParts(new Date(ms))
      .filter((p) => p.type !== 'literal')
      .map((p) => [p.type, p.value]),
  ) as Record<string, string>;
};

/** The instant's wall time in the zone, without a zone suffix. */
export function toWallTime(iso: string, timeZone: string): string {
  const p = wallParts(Date.parse(iso), timeZone);
  return `${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}:${p.second}`;
}

/** A zone-less wall time compared as if it were UTC (ordering is all a fake's filters need). */
export function wallMs(value: unknown): number | null {
  if (typeof value !== 'string' || !value) return null;
  const ms = Date.parse(/[zZ]|[+-]\d\d:?\d\d$/.test(value) ? value : `${value}Z`);
  return Number.isNaN(ms) ? null : ms;
}

/** The instant's wall time in the zone, read as if it were UTC (ms). */
export function wallClockMs(instantMs: number, timeZone: string): number {
  const p = wallParts(instantMs, timeZone);
  return Date.UTC(+p.year!, +p.month! - 1, +p.day!, +p.hour!, +p.minute!, +p.second!);
}

/** How a fake writes an ISO instant as its store's wall time (`toWallTime` in the store's zone, in the vendor's format). */
export type LocalTime = (iso: string) => string;
