/**
 * Wall clocks of a zone, for fakes whose vendor writes local times (EnMotive as we assume it,
 * RunSignup's Eastern-time dates): an instant as its wall time in `timeZone`, read as if it were UTC.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

export function wallTime(instant: number, timeZone: string): number {
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
  const parts = Object.fromEntries(
    f
      .formatToParts(new Date(instant))
      .filter((p) => p.type !== 'literal')
      .map((p) => [p.type, Number(p.value)]),
  ) as Record<string, number>;
  return Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!, parts.second!);
}
