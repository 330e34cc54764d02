// OpenStreetMap's opening_hours value → the spec's Schedule, through the reference parser of that syntax (the npm
// `opening_hours` package, the one OSM's own tools use). The package reads the clock and carries its own holiday
// tables, so it stays out of src/domain; the week it gives is mapped to a Schedule by weekRangesToSchedule (pure).
import OpeningHours from 'opening_hours';
import { holidayOn, type HolidayCalendar } from '../../../domain/holidays.ts';
import { WEEKDAYS, fromMinutes, type Schedule, type Slot } from '../../../domain/schedule.ts';
import { weekRangesToSchedule, type WeekRanges, type WeekSkip } from '../../../domain/week-ranges.ts';

/** Why a value gives no Schedule. */
export type OpeningHoursSkip =
  | WeekSkip
  /** The parser refuses the value: a syntax error, free text outside quotes (« 9h-12h (sauf vacances) »). */
  | 'invalid'
  /** Nothing but comments or unknown states: « "sur rendez-vous" », « Mo-Fr 09:00-12:00 "sur rendez-vous" ». */
  | 'appointment-only'
  /** Some ranges carry a comment or an unknown state (« …; Sa 09:00-12:00 "sur rendez-vous" »): not plain hours. */
  | 'conditional'
  /** Week numbers, months, dates or school holidays change the week (« week 01-26 … », « Jan-Jun … », « SH off »). */
  | 'week-varies';

/** The parsed value, or why it is skipped. */
export type OpeningHoursResult = { schedule: Schedule } | { skip: OpeningHoursSkip };

// The package needs a place for public holidays (PH) and sun times; every value is read for France.
const FRANCE = { lat: 46.6, lon: 2.4, address: { country_code: 'fr', state: '' } };
const OPTIONS = { mode: 0, tag_key: 'opening_hours', warnings_severity: 4, locale: 'fr', map_value: false };
// A day the package may treat as PH in some part of France: those days are left out of the week comparison.
const ANY_FRENCH_HOLIDAY: HolidayCalendar = { goodFriday: true, stStephen: true, extra: [] };
const DAY_MS = 24 * 60 * 60 * 1000;
// Weeks compared when the package says the week may vary: the first two (every other week), then one every four
// weeks over a year (week numbers, months). Public holidays are not a change of week (`PH off` is fine).
const SAMPLED_WEEKS = [0, 1, ...Array.from({ length: 13 }, (_, i) => 4 * (i + 1))];

const time = (date: Date) => fromMinutes(date.getHours() * 60 + date.getMinutes());
const dayKey = (date: Date) => `${date.getFullYear()}-${date.getMonth()}-${date.getDate()}`;

/** The Monday at 00:00 (process local time, the package's) of the week holding `date`. */
function mondayOf(date: Date): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate() - ((date.getDay() + 6) % 7));
}

type Week = { ranges: WeekRanges; holidays: Set<number> } | OpeningHoursSkip;

// The ranges of the week starting on `monday`, with the weekdays that are public holidays.
function weekOf(oh: OpeningHours, monday: Date): Week {
  const end = new Date(monday.getFullYear(), monday.getMonth(), monday.getDate() + 7);
  const intervals = oh.getOpenIntervals(monday, end);
  if (intervals.some(([, , unknown, comment]) => unknown || comment !== undefined)) {
    return intervals.every(([, , unknown]) => unknown) ? 'appointment-only' : 'conditional';
  }
  const byDay = new Map<string, Slot[]>();
  for (const [from, to] of intervals) {
    if (dayKey(from) !== dayKey(to)) return 'overnight';
    const key = dayKey(from);
    byDay.set(key, [...(byDay.get(key) ?? []), { open: time(from), close: time(to) }]);
  }
  const ranges = {} as WeekRanges;
  const holidays = new Set<number>();
  WEEKDAYS.forEach((weekday, i) => {
    const day = new Date(monday.getFullYear(), monday.getMonth(), monday.getDate() + i);
    ranges[weekday] = byDay.get(dayKey(day)) ?? [];
    if (holidayOn(day.getFullYear(), day.getMonth() + 1, day.getDate(), ANY_FRENCH_HOLIDAY)) holidays.add(i);
  });
  return { ranges, holidays };
}

// The value without its `PH off` rules (« …; PH off »), when it has some: the site's holidays module closes public
// holidays itself, and a value stable without them needs one week read, not a sampled year (thirty times faster).
function withoutPublicHolidaysOff(value: string): OpeningHours | null {
  if (value.includes('"')) return null;
  const rules = value.split(';').map((rule) => rule.trim());
  const kept = rules.filter((rule) => !/^PH\s+(off|closed)$/.test(rule));
  if (kept.length === rules.length || kept.length === 0) return null;
  try {
    const oh = new OpeningHours(kept.join('; '), FRANCE, OPTIONS);
    return oh.isWeekStable() ? oh : null;
  } catch {
    return null;
  }
}

// One week that holds for every sampled week, public holidays aside, or why there is none.
function stableWeek(oh: OpeningHours, asOf: Date): WeekRanges | OpeningHoursSkip {
  const first = mondayOf(asOf);
  const offsets = oh.isWeekStable() ? [0] : SAMPLED_WEEKS;
  const week = {} as WeekRanges;
  for (const offset of offsets) {
    const sampled = weekOf(oh, mondayOf(new Date(first.getTime() + offset * 7 * DAY_MS + DAY_MS / 2)));
    if (typeof sampled === 'string') return sampled;
    for (const [i, weekday] of WEEKDAYS.entries()) {
      if (sampled.holidays.has(i) && offsets.length > 1) continue;
      const known = week[weekday];
      if (!known) week[weekday] = sampled.ranges[weekday];
      else if (JSON.stringify(known) !== JSON.stringify(sampled.ranges[weekday])) return 'week-varies';
    }
  }
  // A weekday that was a holiday in every sampled week: nothing says it differs from the others, but it is unknown.
  for (const weekday of WEEKDAYS) if (!week[weekday]) return 'week-varies';
  return week;
}

/**
 * The Schedule an opening_hours value gives for an ordinary week from `asOf`, or why it is skipped. Public
 * holidays (`PH off`) are left to the site's holidays module; a value whose week changes otherwise is skipped.
 */
export function parseOpeningHours(value: string, asOf: Date): OpeningHoursResult {
  let oh: OpeningHours;
  try {
    oh = new OpeningHours(value, FRANCE, OPTIONS);
  } catch {
    // School holidays (SH): the package has no French table, and the model no school weeks.
    return { skip: /\bSH\b/.test(value) ? 'week-varies' : 'invalid' };
  }
  let week: WeekRanges | OpeningHoursSkip;
  try {
    week = stableWeek(oh.isWeekStable() ? oh : (withoutPublicHolidaysOff(value) ?? oh), asOf);
  } catch {
    // The package could not evaluate it: school holidays (SH) it has no table for, mostly.
    return { skip: /\bSH\b/.test(value) ? 'week-varies' : 'invalid' };
  }
  if (typeof week === 'string') return { skip: week };
  return weekRangesToSchedule(week);
}
