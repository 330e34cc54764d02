// Builds a Schedule from raw opening periods (directory export, maps place details, editors' CSV).
import { WEEKDAYS, fromMinutes, normalizeDay, type Schedule, type Slot, type Weekday } from './schedule.ts';

/** One opening range; day is a French weekday name (any case) or a JS day number (0 = dimanche). */
export type OpeningPeriod = { day: Weekday | string | number; open: string; close: string };

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

// Schedule from periods; days without a period are closed. Every period is a slot of its day, however many a day
// has: several periods naming one day give the union of their slots, overlapping ones merged (normalizeDay), and
// nothing joins two slots across a closed gap. Invalid periods (bad day or time, close not after open, overnight,
// empty) are skipped; seconds are dropped. Null when no period is usable (`[]`: no hours known), so the caller
// takes the next source.
export function periodsToSchedule(periods: readonly OpeningPeriod[]): Schedule | null {
  const days = new Map<Weekday, Slot[]>();
  for (const period of periods) {
    const day = toWeekday(period.day);
    const open = normalizeTime(period.open);
    const close = normalizeTime(period.close);
    if (!day || !open || !close || open >= close) continue;
    days.set(day, [...(days.get(day) ?? []), { open, close }]);
  }
  if (days.size === 0) return null;
  const week = Object.fromEntries(WEEKDAYS.map((day) => [day, normalizeDay(days.get(day) ?? [])]));
  return { ...(week as Record<Weekday, Slot[]>), isDefaultSchedule: false };
}
