// Opening hours of a town hall: cache first, then the directory, then the indicative default (SPEC §4).
import { MESSAGES } from '../domain/messages.ts';
import { scheduleBadge, scheduleRows } from '../domain/schedule-format.ts';
import {
  DEFAULT_SCHEDULE,
  WEEKDAYS,
  daySlots,
  weeklyOpenHours,
  type Schedule,
  type Weekday,
} from '../domain/schedule.ts';
import type { PlaceData } from '../data/site/site-data.ts';

/** Where the hours shown come from. */
export type ScheduleSource = 'cache' | 'directory' | 'default';

/** The hours block: the week table, its provenance badge, and the schedule for the status script. */
export type HoursView = {
  schedule: Schedule;
  source: ScheduleSource;
  badge: string;
  indicative: boolean;
  rows: { day: Weekday; label: string; hours: string }[];
  /** False when the schedule has no open hour at all: then `unavailableText` is shown. */
  available: boolean;
  unavailableText: string | null;
};

// The schedule to show: places_cache data.schedule, else the directory's, else DEFAULT_SCHEDULE.
export function pickSchedule(
  place: PlaceData | undefined,
  directory: Schedule | null,
): { schedule: Schedule; source: ScheduleSource } {
  if (place?.schedule) return { schedule: place.schedule, source: 'cache' };
  if (directory) return { schedule: { ...directory, isDefaultSchedule: false }, source: 'directory' };
  return { schedule: DEFAULT_SCHEDULE, source: 'default' };
}

// The hours block of a town hall page.
export function hoursView(place: PlaceData | undefined, directory: Schedule | null): HoursView {
  const { schedule, source } = pickSchedule(place, directory);
  const available = weeklyOpenHours(schedule) > 0;
  return {
    schedule,
    source,
    badge: scheduleBadge(schedule),
    indicative: schedule.isDefaultSchedule,
    rows: scheduleRows(schedule),
    available,
    unavailableText: available ? null : MESSAGES.scheduleUnavailable,
  };
}

const SCHEMA_DAYS: Record<Weekday, string> = {
  lundi: 'Monday',
  mardi: 'Tuesday',
  mercredi: 'Wednesday',
  jeudi: 'Thursday',
  vendredi: 'Friday',
  samedi: 'Saturday',
  dimanche: 'Sunday',
};

// schema.org OpeningHoursSpecification entries (one per open range); none for indicative hours,
// which must not be published to search engines as facts.
export function openingHoursJsonLd(schedule: Schedule): object[] {
  if (schedule.isDefaultSchedule) return [];
  return WEEKDAYS.flatMap((day) =>
    daySlots(schedule[day]).map((slot) => ({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: `https://schema.org/${SCHEMA_DAYS[day]}`,
      opens: slot.open,
      closes: slot.close,
    })),
  );
}
