// A week of opening ranges as a source states them (OpenStreetMap's opening_hours once evaluated) → the spec's
// Schedule (every range of each weekday, or closed), or the reason the model cannot hold it. Nothing is rounded or
// dropped to make a week fit: a week that does not fit is refused whole.
import { WEEKDAYS, normalizeDay, type DayHours, type Schedule, type Slot, type Weekday } from './schedule.ts';

/** The open ranges of each weekday, 'HH:MM' wall-clock times, earliest first; an empty list is a closed day. */
export type WeekRanges = Record<Weekday, Slot[]>;

/** Why a week does not fit a Schedule. */
export type WeekSkip =
  /** A range that does not close after it opens on the same day (past midnight, 24/7). */
  | 'overnight'
  /** No open hour at all. */
  | 'never-open';

const isTime = (time: string) => /^([01]\d|2[0-3]):[0-5]\d$/.test(time);

// One day's ranges as a DayHours (every range kept, overlaps merged), or why they cannot be one.
function dayHours(ranges: readonly Slot[]): DayHours | WeekSkip {
  if (ranges.some((r) => !isTime(r.open) || !isTime(r.close) || r.close <= r.open)) return 'overnight';
  return normalizeDay(ranges);
}

/**
 * The Schedule of a week, as verified hours (isDefaultSchedule false), or why it cannot be one. A day keeps all its
 * ranges (three ranges, two mornings): one range that spans noon (09:00-17:00) stays one opening.
 */
export function weekRangesToSchedule(week: WeekRanges): { schedule: Schedule } | { skip: WeekSkip } {
  const days = {} as Record<Weekday, DayHours>;
  for (const weekday of WEEKDAYS) {
    const day = dayHours(week[weekday]);
    if (typeof day === 'string') return { skip: day };
    days[weekday] = day;
  }
  if (WEEKDAYS.every((weekday) => days[weekday].length === 0)) return { skip: 'never-open' };
  return { schedule: { ...days, isDefaultSchedule: false } };
}
