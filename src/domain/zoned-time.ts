// Wall-clock reading of an instant in a given IANA time zone, through Intl (no clock access).

/** Local calendar date and time of an instant; isoWeekday runs 1 (Monday) to 7 (Sunday). */
type ZonedParts = {
  year: number;
  month: number;
  day: number;
  isoWeekday: number;
  hour: number;
  minute: number;
};

const ISO_WEEKDAY: Record<string, number> = { Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6, Sun: 7 };
const formatters = new Map<string, Intl.DateTimeFormat>();

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
