// Browser: fills [data-opening-status] with the open-now status (SPEC §4 rule, domain/opening-status.ts) in the
// town hall's own time zone and public holidays (data-time-zone, data-holidays, written at build time when not Paris
// and the national calendar), and marks today's row of the hours table, then refreshes both every minute. The clock
// is read from the zone's offsets the build wrote (data-utc-offsets, domain/wall-clock.ts): Intl's first use would
// block a phone's main thread for about 150 ms. Outside the months they cover (the build's half-year and the year
// after: a clock set wrong, a page not rebuilt since) it is read through Intl, whose code loads then. A plain script:
// smaller than an island for text that only follows the clock. Rendered at build time as a placeholder only.
import { NATIONAL_CALENDAR, type HolidayCalendar } from '../../domain/holidays.ts';
import { openingStatus, openingStatusText } from '../../domain/opening-status.ts';
import { weekdayOfIso, type Schedule, type Weekday } from '../../domain/schedule.ts';
import { PARIS_TIME_ZONE } from '../../domain/time-zone.ts';
import { wallClockAt, type UtcOffsets, type ZonedParts } from '../../domain/wall-clock.ts';

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
  offsets: readJson<UtcOffsets | null>(el.dataset.utcOffsets, null) ?? [],
}));

async function clockOf(now: Date, { timeZone, offsets }: (typeof places)[number]): Promise<ZonedParts> {
  return wallClockAt(now, offsets) ?? (await import('../../domain/zoned-time.ts')).zonedParts(now, timeZone);
}

async function showOpeningStatus(): Promise<void> {
  const now = new Date();
  let today: Weekday | undefined;
  for (const place of places) {
    const clock = await clockOf(now, place);
    // One hours table per page: today is the town hall's today.
    today ??= weekdayOfIso(clock.isoWeekday);
    const status = openingStatus(place.schedule, clock, place.holidays);
    const text = openingStatusText(status, place.indicative);
    // Unchanged text is not rewritten, so the polite live region speaks only on a change.
    if (place.el.textContent !== text) place.el.textContent = text;
    place.el.dataset.state = status.state;
  }
  for (const row of document.querySelectorAll<HTMLElement>('tr[data-day]'))
    row.classList.toggle('today', row.dataset.day === today);
}

if (places.length) {
  void showOpeningStatus();
  setInterval(() => void showOpeningStatus(), REFRESH_MS);
}
