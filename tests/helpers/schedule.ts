// Weekly schedules for tests: a week as the database stores it, closed every day but those given.
import { WEEKDAYS, type DayHours, type Schedule, type Weekday } from '../../src/domain/schedule.ts';

/** Closed every day but `open` (none: closed all week); not the default schedule. */
export function weekOpenOn(open: Partial<Record<Weekday, DayHours>> = {}): Schedule {
  const days = Object.fromEntries(WEEKDAYS.map((day) => [day, open[day] ?? []]));
  return { ...(days as Record<Weekday, DayHours>), isDefaultSchedule: false };
}
