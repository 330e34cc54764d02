// Browser: fills [data-opening-status] with the open-now status (SPEC §4 rule, domain/opening-status.ts) in the
// town hall's own time zone and public holidays (data-time-zone, data-holidays, written at build time), and
// marks today's row of the hours table, then refreshes both every minute. A plain script: smaller than an
// island for text that only follows the clock. Rendered at build time as a placeholder only.
import { NATIONAL_CALENDAR, type HolidayCalendar } from '../../domain/holidays.ts';
import { openingStatus, openingStatusText } from '../../domain/opening-status.ts';
import { weekdayOfIso, type Schedule } from '../../domain/schedule.ts';
import { PARIS_TIME_ZONE } from '../../domain/time-zone.ts';
import { zonedParts } from '../../domain/zoned-time.ts';

const REFRESH_MS = 60_000;

function readJson<T>(text: string | undefined, fallback: T): T {
  try {
    return text ? (JSON.parse(text) as T) : fallback;
  } catch {
    return fallback;
  }
}

const places = [...document.querySelectorAll<HTMLElement>('[data-opening-status]')].map((el) => ({
  el,
  schedule: readJson<Schedule | null>(el.dataset.schedule, null),
  indicative: el.dataset.indicative === 'true',
  timeZone: el.dataset.timeZone || PARIS_TIME_ZONE,
  holidays: readJson<HolidayCalendar>(el.dataset.holidays, NATIONAL_CALENDAR),
}));

function showOpeningStatus(): void {
  const now = new Date();
  for (const { el, schedule, indicative, timeZone, holidays } of places) {
    const status = openingStatus(schedule, now, timeZone, holidays);
    const text = openingStatusText(status, indicative);
    // Unchanged text is not rewritten, so the polite live region speaks only on a change.
    if (el.textContent !== text) el.textContent = text;
    el.dataset.state = status.state;
  }
  // One hours table per page: today is the town hall's today.
  const timeZone = places[0]?.timeZone ?? PARIS_TIME_ZONE;
  const today = weekdayOfIso(zonedParts(now, timeZone).isoWeekday);
  for (const row of document.querySelectorAll<HTMLElement>('tr[data-day]'))
    row.classList.toggle('today', row.dataset.day === today);
}

if (places.length) {
  showOpeningStatus();
  setInterval(showOpeningStatus, REFRESH_MS);
}
