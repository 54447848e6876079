/**
 * When a source runs (issue "Connectors" §4): at every instant whose local wall time in the source's
 * time zone is the anchor time plus a whole number of frequency steps. Frequencies divide a day, so
 * the slots are the same wall times every day. A slot that does not exist (spring-forward gap) is
 * skipped; a slot that exists twice (fall-back) runs once, at its first occurrence.
 */

const MINUTE = 60_000;
const DAY_MINUTES = 1440;

const formatters = new Map<string, Intl.DateTimeFormat>();
const formatterFor = (timeZone: string) => {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, f);
  }
  return f;
};

/** The wall time of an instant in a zone, expressed as if it were a UTC timestamp. */
export function wallTime(instant: number, timeZone: string): number {
  const parts = Object.fromEntries(
    formatterFor(timeZone)
      .formatToParts(new Date(instant))
      .filter((p) => p.type !== 'literal')
      .map((p) => [p.type, Number(p.value)]),
  ) as Record<string, number>;
  return Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!, parts.second!);
}

/**
 * The instants at which a wall time happens in a zone: none in a gap, two in a repeated hour.
 * Offsets are sampled half a day either side, which brackets any single transition.
 */
export function instantsOfWallTime(wall: number, timeZone: string): number[] {
  const offsets = new Set([-12, 12].map((h) => wallTime(wall + h * 3_600_000, timeZone) - (wall + h * 3_600_000)));
  return [...offsets]
    .map((offset) => wall - offset)
    .filter((instant) => wallTime(instant, timeZone) === wall)
    .sort((a, b) => a - b);
}

export const parseAnchor = (anchorTime: string): number => {
  const match = /^(\d{2}):(\d{2})$/.exec(anchorTime);
  if (!match) throw new Error(`anchor time '${anchorTime}' is not HH:MM`);
  return Number(match[1]) * 60 + Number(match[2]);
};

/** The first run strictly after `after`. */
export function nextRunTime(after: Date, anchorTime: string, frequencyMinutes: number, timeZone: string): Date {
  if (frequencyMinutes <= 0 || DAY_MINUTES % frequencyMinutes !== 0)
    throw new Error(`frequency ${frequencyMinutes} does not divide a day`);
  const anchor = parseAnchor(anchorTime);
  const slots = Array.from(
    { length: DAY_MINUTES / frequencyMinutes },
    (_, k) => (anchor + k * frequencyMinutes) % DAY_MINUTES,
  ).sort((a, b) => a - b);
  const localNow = wallTime(after.getTime(), timeZone);
  const startDay = Math.floor(localNow / (DAY_MINUTES * MINUTE)) - 1;
  // two days ahead always holds a slot that exists, whatever the transitions
  for (let day = startDay; day <= startDay + 3; day++) {
    for (const slot of slots) {
      const wall = (day * DAY_MINUTES + slot) * MINUTE;
      const first = instantsOfWallTime(wall, timeZone)[0];
      if (first !== undefined && first > after.getTime()) return new Date(first);
    }
  }
  throw new Error('no run time found');
}
