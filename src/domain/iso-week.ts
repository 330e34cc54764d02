// ISO 8601 week of an instant in a time zone, for get_popular_mairies(week_num, year_num).
import { zonedParts } from './zoned-time.ts';

/** ISO week number (1 to 53) and the ISO week-numbering year it belongs to. */
type IsoWeek = { week: number; year: number };

const DAY_MS = 86_400_000;

// ISO week of a calendar date (month 1 to 12): the week holding that week's Thursday.
export function isoWeekOfDate(year: number, month: number, day: number): IsoWeek {
  const date = Date.UTC(year, month - 1, day);
  const isoWeekday = ((new Date(date).getUTCDay() + 6) % 7) + 1;
  const thursday = new Date(date + (4 - isoWeekday) * DAY_MS);
  const weekYear = thursday.getUTCFullYear();
  const week = Math.floor((thursday.getTime() - Date.UTC(weekYear, 0, 1)) / DAY_MS / 7) + 1;
  return { week, year: weekYear };
}

// ISO week of the local date of `date` in `timeZone` (Europe/Paris in practice).
export function isoWeek(date: Date, timeZone: string): IsoWeek {
  const { year, month, day } = zonedParts(date, timeZone);
  return isoWeekOfDate(year, month, day);
}
