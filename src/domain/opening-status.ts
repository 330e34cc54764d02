// Whether a town hall is open right now (SPEC §4 opening status). The town hall's wall clock and its public holiday
// calendar are arguments (wall-clock.ts, zoned-time.ts, holidays.ts).
import { CLOSING_SOON_MINUTES } from './constants.ts';
import { addDays, holidayOn, NATIONAL_CALENDAR, type HolidayCalendar } from './holidays.ts';
import { MESSAGES } from './messages.ts';
import { formatTime } from './schedule-format.ts';
import { WEEKDAYS, daySlots, weekdayOfIso, fromMinutes, toMinutes, type Schedule, type Weekday } from './schedule.ts';
import type { ZonedParts } from './wall-clock.ts';

/** The four states of SPEC §4, and a public holiday (closed all day, whatever the week's hours say). */
type OpeningState = 'open' | 'closing_soon' | 'closed' | 'holiday' | 'unavailable';

/** State, its label, when the current opening ends, or when the next one starts (inDays 0 = today);
 * `holiday`: the day's name when today is a public holiday. */
type OpeningStatus = {
  state: OpeningState;
  label: string;
  closesAt?: string;
  opensNext?: { day: Weekday; time: string; inDays: number };
  holiday?: string;
};

const HOLIDAY_LABEL = 'Fermé (jour férié)';

/** A local calendar date (ZonedParts' year, month, day). */
type LocalDate = { year: number; month: number; day: number };

// End of the opening that contains `minute`, chaining ranges that touch or overlap; null if closed.
function openUntil(schedule: Schedule, day: Weekday, minute: number): number | null {
  let end: number | null = null;
  for (const slot of daySlots(schedule[day])) {
    const [open, close] = [toMinutes(slot.open), toMinutes(slot.close)];
    if (end !== null && open <= end) end = Math.max(end, close);
    else if (open <= minute && minute < close) end = close;
  }
  return end;
}

// First opening strictly after `minute` of ISO weekday `isoToday`, public holidays skipped, looking up to two
// weeks ahead (a holiday may fall on the only open day of a week).
function nextOpening(
  schedule: Schedule,
  today: LocalDate,
  isoToday: number,
  minute: number,
  holidays: HolidayCalendar,
): OpeningStatus['opensNext'] {
  for (let inDays = 0; inDays <= 14; inDays++) {
    const day = weekdayOfIso(((isoToday - 1 + inDays) % 7) + 1);
    if (holidayOn(...addDays(today.year, today.month, today.day, inDays), holidays)) continue;
    const slot = daySlots(schedule[day]).find((s) => inDays > 0 || toMinutes(s.open) > minute);
    if (slot) return { day, time: slot.open, inDays };
  }
  return undefined;
}

// Opening status on the town hall's wall clock (`clock`: read through Intl, zoned-time.ts, or on a page from its zone's
// offsets, wall-clock.ts). Open from the opening minute up to, not including, the closing minute. 'closing_soon'
// replaces 'open' when the day's last closing time is at most CLOSING_SOON_MINUTES (60) ahead; a lunch break before a
// later reopening is plain 'open'. A closed day is never open; a public holiday of `holidays` is 'holiday' all day; a
// null schedule, or one without any open hour, is 'unavailable'.
export function openingStatus(
  schedule: Schedule | null,
  clock: ZonedParts,
  holidays: HolidayCalendar = NATIONAL_CALENDAR,
): OpeningStatus {
  if (!schedule || WEEKDAYS.every((d) => daySlots(schedule[d]).length === 0)) {
    return { state: 'unavailable', label: MESSAGES.openingStatus.unavailable };
  }
  const { year, month, day: date, isoWeekday, hour, minute } = clock;
  const today = { year, month, day: date };
  const day = weekdayOfIso(isoWeekday);
  const nowMinute = hour * 60 + minute;
  const holiday = holidayOn(year, month, date, holidays);
  if (holiday) {
    const opensNext = nextOpening(schedule, today, isoWeekday, 24 * 60, holidays);
    return { state: 'holiday', label: HOLIDAY_LABEL, holiday, ...(opensNext && { opensNext }) };
  }
  const end = openUntil(schedule, day, nowMinute);
  if (end === null) {
    const opensNext = nextOpening(schedule, today, isoWeekday, nowMinute, holidays);
    return { state: 'closed', label: MESSAGES.openingStatus.closed, ...(opensNext && { opensNext }) };
  }
  const lastClose = Math.max(...daySlots(schedule[day]).map((slot) => toMinutes(slot.close)));
  const state = lastClose - nowMinute <= CLOSING_SOON_MINUTES ? 'closing_soon' : 'open';
  return { state, label: MESSAGES.openingStatus[state], closesAt: fromMinutes(end) };
}

// When the next opening is: '' (today), 'demain ', 'lundi '…
function nextWhen(next: NonNullable<OpeningStatus['opensNext']>): string {
  return next.inDays === 0 ? '' : next.inDays === 1 ? 'demain ' : `${next.day} `;
}

// One French sentence for a status and the provenance of the hours it was computed from. Verified hours state
// facts ("Ouvert jusqu'à 12h00"); indicative hours (the usual hours of a town hall, SPEC §4) only an expectation
// ("Sans doute ouvert jusqu'à 12h00 d'après les horaires indicatifs"). A schedule without any open hour reads
// as unavailable whatever the provenance.
export function openingStatusText(status: OpeningStatus, indicative = false): string {
  if (status.state === 'unavailable') return MESSAGES.scheduleUnavailable;
  const next = status.opensNext;
  const when = next ? `${nextWhen(next)}à ${formatTime(next.time)}` : null;
  const hedge = indicative ? " d'après les horaires indicatifs" : '';
  if (status.state === 'holiday') {
    const reopens = when ? ` ; ${indicative ? 'devrait rouvrir' : 'rouvre'} ${when}${hedge}` : '';
    return `Fermé, jour férié (${status.holiday})${reopens}`;
  }
  if (status.state === 'open' && status.closesAt) {
    return `${indicative ? 'Sans doute ouvert' : 'Ouvert'} jusqu'à ${formatTime(status.closesAt)}${hedge}`;
  }
  if (status.state === 'closing_soon' && status.closesAt) {
    return `${indicative ? 'Ferme sans doute bientôt' : 'Ferme bientôt'}, fermeture à ${formatTime(status.closesAt)}${hedge}`;
  }
  const closed = indicative ? 'Sans doute fermé' : status.label;
  return `${closed}${when ? `, ouvre ${when}` : ''}${hedge}`;
}

// The longest holiday name of a calendar: every name falls once a year (two years, in case a movable feast falls on
// a fixed one), kept per calendar.
const longestNames = new Map<string, string>();
function longestHolidayName(holidays: HolidayCalendar): string {
  const key = JSON.stringify(holidays);
  let longest = longestNames.get(key);
  if (longest === undefined) {
    longest = '';
    for (let day = 0; day < 2 * 366; day++) {
      const name = holidayOn(...addDays(2026, 1, 1, day), holidays);
      if (name && name.length > longest.length) longest = name;
    }
    longestNames.set(key, longest);
  }
  return longest;
}

/** The longest text the status can take, for hours of this provenance and a town hall with these public holidays: the
 *  longest, in characters, of each state's at its widest (the longest weekday and holiday names, a two-digit hour);
 *  with any calendar, a public holiday's. The first screen keeps room for it as the browser lays it out, so that
 *  filling the status in never moves what is below it, whatever it says. */
export function longestOpeningStatusText(holidays: HolidayCalendar, indicative = false): string {
  const time = '18:30';
  const day = WEEKDAYS.reduce((longest, d) => (d.length > longest.length ? d : longest));
  const opensNext = { day, time, inDays: 2 };
  const statuses: OpeningStatus[] = [
    { state: 'open', label: MESSAGES.openingStatus.open, closesAt: time },
    { state: 'closing_soon', label: MESSAGES.openingStatus.closing_soon, closesAt: time },
    { state: 'closed', label: MESSAGES.openingStatus.closed, opensNext },
    { state: 'holiday', label: HOLIDAY_LABEL, holiday: longestHolidayName(holidays), opensNext },
  ];
  return statuses
    .map((status) => openingStatusText(status, indicative))
    .reduce((longest, text) => (text.length > longest.length ? text : longest));
}
