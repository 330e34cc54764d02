// Builds a Schedule from raw opening periods (directory export, maps place details, editors' CSV).
import { WEEKDAYS, fromMinutes, type DayHours, type Schedule, type Slot, type Weekday } from './schedule.ts';

/** One opening range; day is a French weekday name (any case) or a JS day number (0 = dimanche). */
export type OpeningPeriod = { day: Weekday | string | number; open: string; close: string };

// A period opening before 13:00 is a morning range, otherwise an afternoon range (SPEC §9).
const AFTERNOON_FROM = '13:00';

// 'HH:MM' from '8:30', '08:30', '0830', '08:30:00' or '8h30'; null when not a valid time.
export function normalizeTime(raw: string): string | null {
  const match = /^\s*(\d{1,2})\s*(?:[:hH]\s*)?(\d{2})?(?::\d{2})?\s*$/.exec(raw);
  if (!match) return null;
  const [hours, minutes] = [Number(match[1]), Number(match[2] ?? '0')];
  if (hours > 23 || minutes > 59) return null;
  return fromMinutes(hours * 60 + minutes);
}

function toWeekday(day: OpeningPeriod['day']): Weekday | null {
  if (typeof day === 'number') return Number.isInteger(day) && day >= 0 && day <= 6 ? WEEKDAYS[(day + 6) % 7] : null;
  const name = day.trim().toLowerCase();
  return (WEEKDAYS as readonly string[]).includes(name) ? (name as Weekday) : null;
}

// Widens a range so that it covers another one (two ranges in the same half of a day).
function cover(slot: Slot | undefined, open: string, close: string): Slot {
  if (!slot) return { open, close };
  return { open: slot.open < open ? slot.open : open, close: slot.close > close ? slot.close : close };
}

// Schedule from periods; days without a period are closed. Two periods in the same half-day
// are merged into one range covering both. Invalid periods (bad day or time, close not after
// open, overnight) are skipped. Null when no period is usable, so the caller picks the default.
export function periodsToSchedule(periods: readonly OpeningPeriod[]): Schedule | null {
  const days = new Map<Weekday, { morning?: Slot; afternoon?: Slot }>();
  for (const period of periods) {
    const day = toWeekday(period.day);
    const open = normalizeTime(period.open);
    const close = normalizeTime(period.close);
    if (!day || !open || !close || open >= close) continue;
    const hours = days.get(day) ?? {};
    if (open < AFTERNOON_FROM) hours.morning = cover(hours.morning, open, close);
    else hours.afternoon = cover(hours.afternoon, open, close);
    days.set(day, hours);
  }
  if (days.size === 0) return null;
  const week = Object.fromEntries(
    WEEKDAYS.map((day): [Weekday, DayHours] => [day, days.get(day) ?? { closed: true }]),
  ) as Record<Weekday, DayHours>;
  return { ...week, isDefaultSchedule: false };
}
