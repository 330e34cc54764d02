// A week of opening ranges as a source states them (OpenStreetMap's opening_hours once evaluated) → the spec's
// Schedule (a morning and an afternoon range per weekday, or closed), or the reason the model cannot hold it.
// Nothing is rounded, merged or dropped to make a week fit: a week that does not fit is refused whole.
import { WEEKDAYS, toMinutes, type DayHours, type Schedule, type Slot, type Weekday } from './schedule.ts';

/** The open ranges of each weekday, 'HH:MM' wall-clock times, earliest first; an empty list is a closed day. */
export type WeekRanges = Record<Weekday, Slot[]>;

/** Why a week does not fit a Schedule. */
export type WeekSkip =
  /** More than two ranges in one day. */
  | 'three-ranges'
  /** Two ranges on the same side of 13:00 (08:00-10:00 and 10:30-12:00): two mornings, or two afternoons. */
  | 'same-half-day'
  /** A range that does not close after it opens on the same day (past midnight, 24/7). */
  | 'overnight'
  /** No open hour at all. */
  | 'never-open';

// A range opening before 13:00 is the morning, otherwise the afternoon (SPEC §9, as periodsToSchedule reads it).
const AFTERNOON_FROM = toMinutes('13:00');

const isTime = (time: string) => /^([01]\d|2[0-3]):[0-5]\d$/.test(time);

// One day's ranges as a DayHours, or why they cannot be one.
function dayHours(ranges: readonly Slot[]): DayHours | WeekSkip {
  if (ranges.length === 0) return { closed: true };
  if (ranges.length > 2) return 'three-ranges';
  if (ranges.some((r) => !isTime(r.open) || !isTime(r.close) || r.close <= r.open)) return 'overnight';
  const sorted = [...ranges].sort((a, b) => toMinutes(a.open) - toMinutes(b.open));
  const morning = sorted.filter((r) => toMinutes(r.open) < AFTERNOON_FROM);
  const afternoon = sorted.filter((r) => toMinutes(r.open) >= AFTERNOON_FROM);
  if (morning.length > 1 || afternoon.length > 1) return 'same-half-day';
  const day: { morning?: Slot; afternoon?: Slot } = {};
  if (morning[0]) day.morning = { open: morning[0].open, close: morning[0].close };
  if (afternoon[0]) day.afternoon = { open: afternoon[0].open, close: afternoon[0].close };
  return day;
}

/**
 * The Schedule of a week, as verified hours (isDefaultSchedule false), or why it cannot be one. One range that
 * spans noon (09:00-17:00) opens before 13:00, so it is the morning range, whole, and the afternoon is empty: the
 * day reads « 9h00 – 17h00 » and the open-now status treats it as one opening.
 */
export function weekRangesToSchedule(week: WeekRanges): { schedule: Schedule } | { skip: WeekSkip } {
  const days = {} as Record<Weekday, DayHours>;
  for (const weekday of WEEKDAYS) {
    const day = dayHours(week[weekday]);
    if (typeof day === 'string') return { skip: day };
    days[weekday] = day;
  }
  if (WEEKDAYS.every((weekday) => days[weekday].closed === true)) return { skip: 'never-open' };
  return { schedule: { ...days, isDefaultSchedule: false } };
}
