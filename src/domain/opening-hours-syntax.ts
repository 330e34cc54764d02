// A Schedule written in OpenStreetMap's `opening_hours` syntax (wiki.openstreetmap.org/wiki/Key:opening_hours), the
// machine-readable hours of the open directory (/donnees, issue 21): consecutive days with the same ranges share a
// rule (« Mo-Fr 08:30-12:00,13:30-17:00; Sa 09:00-12:00 »); a day not named is closed; « off » when the whole
// week is. Public holidays are not known, so nothing is said of them. Pure.
import { daySlots, WEEKDAYS, type Schedule } from './schedule.ts';

const OSM_DAYS = ['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su'] as const;

/** The week of `schedule` in opening_hours syntax. */
export function scheduleToOpeningHours(schedule: Schedule): string {
  const ranges = WEEKDAYS.map((day) =>
    daySlots(schedule[day])
      .map((slot) => `${slot.open}-${slot.close}`)
      .join(','),
  );
  const rules: string[] = [];
  for (let start = 0; start < ranges.length;) {
    let end = start;
    while (end + 1 < ranges.length && ranges[end + 1] === ranges[start]) end += 1;
    if (ranges[start]) {
      const days =
        start === end ? OSM_DAYS[start] : `${OSM_DAYS[start]}${end === start + 1 ? ',' : '-'}${OSM_DAYS[end]}`;
      rules.push(`${days} ${ranges[start]}`);
    }
    start = end + 1;
  }
  return rules.length ? rules.join('; ') : 'off';
}
