// Wall-clock reading of an instant in a given IANA time zone, through Intl (no clock access). A town hall page reads
// its clock from the offsets the build wrote (wall-clock.ts) instead: Intl's first use blocks a phone's main thread
// for about 150 ms (docs/performance.md).
import type { UtcOffsets, ZonedParts } from './wall-clock.ts';

const ISO_WEEKDAY: Record<string, number> = { Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6, Sun: 7 };
const formatters = new Map<string, Intl.DateTimeFormat>();
const MINUTE_MS = 60_000;
// Zones change their offset at most twice a year: a look every six hours finds each change, then halving finds its
// minute.
const LOOK_EVERY_MINUTES = 6 * 60;

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    // Throws RangeError on an unknown time zone, which is what a caller wants to hear about.
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      weekday: 'short',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

// Reads the local date, weekday, hour and minute of `date` in `timeZone` (e.g. 'Europe/Paris').
export function zonedParts(date: Date, timeZone: string): ZonedParts {
  if (Number.isNaN(date.getTime())) throw new RangeError('zonedParts: invalid date');
  const parts: Record<string, string> = {};
  for (const part of formatterFor(timeZone).formatToParts(date)) parts[part.type] = part.value;
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    isoWeekday: ISO_WEEKDAY[parts.weekday],
    hour: Number(parts.hour) % 24,
    minute: Number(parts.minute),
  };
}

// The zone's offset from UTC at the whole minute `minute`, through Intl.
function intlOffset(timeZone: string, minute: number): number {
  const { year, month, day, hour, minute: m } = zonedParts(new Date(minute * MINUTE_MS), timeZone);
  return Date.UTC(year, month - 1, day, hour, m) / MINUTE_MS - minute;
}

/** The offsets of `timeZone` from `from` until `until` (whole minutes), read through Intl: the build writes them
 *  into a town hall page for its status script. */
export function utcOffsetsOver(timeZone: string, from: Date, until: Date): UtcOffsets {
  const start = Math.floor(from.getTime() / MINUTE_MS);
  const end = Math.floor(until.getTime() / MINUTE_MS);
  const offsets = [start, intlOffset(timeZone, start)];
  for (let before = start; before < end;) {
    const after = Math.min(before + LOOK_EVERY_MINUTES, end);
    const offset = intlOffset(timeZone, after);
    if (offset !== offsets[offsets.length - 1]) {
      // The change lies in (before, after]: halve until its first minute.
      let [low, high] = [before, after];
      while (high - low > 1) {
        const mid = Math.floor((low + high) / 2);
        if (intlOffset(timeZone, mid) === offset) high = mid;
        else low = mid;
      }
      offsets.push(high, offset);
    }
    before = after;
  }
  return [...offsets, end];
}
