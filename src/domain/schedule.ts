// Weekly opening hours of a town hall (SPEC §3 Schedule) and the default hours of SPEC §9.

// French weekday keys of a Schedule, Monday first (ISO order).
export const WEEKDAYS = ['lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi', 'dimanche'] as const;
/** 'lundi' … 'dimanche'. */
export type Weekday = (typeof WEEKDAYS)[number];

/** One opening range of a day, wall-clock 'HH:MM' times; it closes after it opens (src/schemas/schedule.ts checks). */
export type Slot = { open: string; close: string };

/** A day's opening ranges, earliest first, none overlapping another (normalizeDay); none: closed. A day holds as
 * many ranges as its town hall has: morning and afternoon (SPEC §9) are only a way of writing one (halfDays). */
export type DayHours = Slot[];

/** A full week; isDefaultSchedule marks indicative (default) hours, as opposed to verified ones. */
export type Schedule = Record<Weekday, DayHours> & { isDefaultSchedule: boolean };

/** A day written as a morning and/or an afternoon range (a form's fields, the default week); neither: closed. */
export function halfDays(morning?: Slot | null, afternoon?: Slot | null): DayHours {
  return normalizeDay([morning, afternoon].filter((slot): slot is Slot => !!slot));
}

// A fresh list per day, so that editing one day of a copy never changes another. Written out rather than through
// halfDays: the browser's status script imports this module, and a call here would ship normalizeDay with it.
const weekdayHours = (): DayHours => [
  { open: '08:30', close: '12:00' },
  { open: '13:30', close: '17:00' },
];

// Hours used when none are known: Mon–Fri 08:30-12:00 and 13:30-17:00, weekend closed; indicative.
export const DEFAULT_SCHEDULE: Schedule = {
  lundi: weekdayHours(),
  mardi: weekdayHours(),
  mercredi: weekdayHours(),
  jeudi: weekdayHours(),
  vendredi: weekdayHours(),
  samedi: [],
  dimanche: [],
  isDefaultSchedule: true,
};

// Minutes since midnight of an 'HH:MM' time.
export function toMinutes(time: string): number {
  return Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
}

// 'HH:MM' of a number of minutes since midnight.
export function fromMinutes(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

// The open ranges of a day, earliest first; empty for a closed day.
export function daySlots(day: DayHours): Slot[] {
  return [...day].sort((a, b) => toMinutes(a.open) - toMinutes(b.open));
}

/** A day's ranges sorted, every range kept, overlapping ranges merged into one (08:30-12:00 and 09:00-12:00 give
 * 08:30-12:00). Ranges that only touch (08:00-12:00, 12:00-14:00) stay two: nothing says the door stays open. */
export function normalizeDay(slots: readonly Slot[]): DayHours {
  const day: Slot[] = [];
  for (const slot of daySlots([...slots])) {
    const last = day.at(-1);
    if (last && toMinutes(slot.open) < toMinutes(last.close)) {
      if (toMinutes(slot.close) > toMinutes(last.close)) last.close = slot.close;
    } else day.push({ open: slot.open, close: slot.close });
  }
  return day;
}

// Weekday key of an ISO weekday number (1 = lundi … 7 = dimanche).
export function weekdayOfIso(isoWeekday: number): Weekday {
  const day = WEEKDAYS[isoWeekday - 1];
  if (!day) throw new RangeError(`ISO weekday must be 1 to 7, got ${isoWeekday}`);
  return day;
}

// Total open hours in a week, e.g. 35 for DEFAULT_SCHEDULE.
export function weeklyOpenHours(schedule: Schedule): number {
  let minutes = 0;
  for (const day of WEEKDAYS) {
    for (const slot of daySlots(schedule[day])) minutes += toMinutes(slot.close) - toMinutes(slot.open);
  }
  return minutes / 60;
}
