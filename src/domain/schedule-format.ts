// French display of schedules: times, a day's hours, the provenance badge.
import { MESSAGES } from './messages.ts';
import { WEEKDAYS, daySlots, type DayHours, type Schedule, type Weekday } from './schedule.ts';

// Capitalised French weekday names for display.
const WEEKDAY_LABELS: Record<Weekday, string> = {
  lundi: 'Lundi',
  mardi: 'Mardi',
  mercredi: 'Mercredi',
  jeudi: 'Jeudi',
  vendredi: 'Vendredi',
  samedi: 'Samedi',
  dimanche: 'Dimanche',
};

// French time: '08:30' -> '8h30', '12:00' -> '12h00'.
export function formatTime(time: string): string {
  return `${Number(time.slice(0, 2))}h${time.slice(3, 5)}`;
}

// A day's hours: 'Fermé', '8h30 - 12h00', '8h30 - 12h00 et 13h30 - 17h00', or every range of a day that has more
// ('8h00 - 10h00, 10h30 - 12h00 et 14h00 - 17h00').
export function formatDayHours(day: DayHours): string {
  const slots = daySlots(day).map((slot) => `${formatTime(slot.open)} - ${formatTime(slot.close)}`);
  if (slots.length === 0) return MESSAGES.openingStatus.closed;
  const last = slots.pop() as string;
  return slots.length ? `${slots.join(', ')} et ${last}` : last;
}

// Rows of an hours table, Monday first: [{ day, label: 'Lundi', hours: '8h30 - 12h00 et …' }].
export function scheduleRows(schedule: Schedule): { day: Weekday; label: string; hours: string }[] {
  return WEEKDAYS.map((day) => ({ day, label: WEEKDAY_LABELS[day], hours: formatDayHours(schedule[day]) }));
}

// Provenance badge (SPEC §4): 'Horaires indicatifs' for default hours, otherwise 'Horaires vérifiés'.
export function scheduleBadge(schedule: Schedule): string {
  return schedule.isDefaultSchedule ? MESSAGES.hoursIndicative : MESSAGES.hoursVerified;
}
