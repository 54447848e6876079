import { instantsOfWallTime, wallTime } from '@storelens/contract/domain/schedule';

/**
 * Vendors that send their store's or site's wall time without a zone (RICS, Teamwork, Runit,
 * AppointmentPlus, the race-registration sites): the source's detail names that zone (its Data
 * Timezone field). These convert between such a wall time and an instant, for all of them.
 */

const WALL = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2}))?/;

/** A zone-less wall time in `timeZone` → ISO instant (whole seconds); a value with a zone is read as it is. */
export function fromWallTime(value: string | null | undefined, timeZone: string): string | null {
  if (!value) return null;
  if (/[zZ]|[+-]\d\d:?\d\d$/.test(value)) {
    const ms = Date.parse(value);
    return Number.isNaN(ms) ? null : isoSeconds(ms);
  }
  const m = WALL.exec(value);
  if (!m) return null;
  const wall = Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!, +m[4]!, +m[5]!, +(m[6] ?? 0));
  return isoSeconds(instantOfWallClock(wall, timeZone));
}

/**
 * The instant a wall clock in `timeZone` reads `wall` (its reading as if UTC, in ms). An autumn
 * reading that happens twice is its first; a spring-forward reading that never happens is read with
 * the zone's offset at `offsetAt` (a reading from before the gap, by default the reading itself).
 */
export function instantOfWallClock(wall: number, timeZone: string, offsetAt = wall): number {
  return instantsOfWallTime(wall, timeZone)[0] ?? wall - (wallTime(offsetAt, timeZone) - offsetAt);
}

/** An instant → the wall time in `timeZone`, `YYYY-MM-DDTHH:mm:ss` (what such vendors' filters take). */
export function toWallTime(ms: number, timeZone: string): string {
  return new Date(wallTime(ms, timeZone)).toISOString().slice(0, 19);
}

/** An instant as ISO text in whole seconds (`…:ssZ`), as the records and the vendors' filters write it. */
export const isoSeconds = (ms: number) => `${new Date(Math.floor(ms / 1000) * 1000).toISOString().slice(0, 19)}Z`;
