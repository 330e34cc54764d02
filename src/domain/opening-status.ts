// Whether a town hall is open right now (SPEC §4 opening status). `now` and the zone are arguments.
import { CLOSING_SOON_MINUTES } from './constants.ts';
import { MESSAGES } from './messages.ts';
import { formatTime } from './schedule-format.ts';
import { WEEKDAYS, daySlots, fromMinutes, toMinutes, type Schedule, type Weekday } from './schedule.ts';
import { zonedParts } from './zoned-time.ts';

/** The four states of SPEC §4. */
export type OpeningState = 'open' | 'closing_soon' | 'closed' | 'unavailable';

/** State, its label, when the current opening ends, or when the next one starts (inDays 0 = today). */
export type OpeningStatus = {
  state: OpeningState;
  label: string;
  closesAt?: string;
  opensNext?: { day: Weekday; time: string; inDays: number };
};

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

// First opening strictly after `minute` of ISO weekday `isoToday`, looking up to one week ahead.
function nextOpening(schedule: Schedule, isoToday: number, minute: number): OpeningStatus['opensNext'] {
  for (let inDays = 0; inDays <= 7; inDays++) {
    const day = WEEKDAYS[(isoToday - 1 + inDays) % 7];
    const slot = daySlots(schedule[day]).find((s) => inDays > 0 || toMinutes(s.open) > minute);
    if (slot) return { day, time: slot.open, inDays };
  }
  return undefined;
}

// Opening status at `now` in `timeZone`. Open from the opening minute up to, not including, the
// closing minute. 'closing_soon' replaces 'open' when the day's last closing time is at most
// CLOSING_SOON_MINUTES (60) ahead; a lunch break before a later reopening is plain 'open'.
// A closed day is never open; a null schedule is 'unavailable'.
export function openingStatus(schedule: Schedule | null, now: Date, timeZone: string): OpeningStatus {
  if (!schedule) return { state: 'unavailable', label: MESSAGES.openingStatus.unavailable };
  const { isoWeekday, hour, minute } = zonedParts(now, timeZone);
  const day = WEEKDAYS[isoWeekday - 1];
  const nowMinute = hour * 60 + minute;
  const end = openUntil(schedule, day, nowMinute);
  if (end === null) {
    const opensNext = nextOpening(schedule, isoWeekday, nowMinute);
    return { state: 'closed', label: MESSAGES.openingStatus.closed, ...(opensNext && { opensNext }) };
  }
  const lastClose = Math.max(...daySlots(schedule[day]).map((slot) => toMinutes(slot.close)));
  const state = lastClose - nowMinute <= CLOSING_SOON_MINUTES ? 'closing_soon' : 'open';
  return { state, label: MESSAGES.openingStatus[state], closesAt: fromMinutes(end) };
}

// One French sentence for a status: "Ouvert jusqu'à 12h00", "Fermé, ouvre demain à 8h30", …
export function openingStatusText(status: OpeningStatus): string {
  if (status.state === 'unavailable') return MESSAGES.scheduleUnavailable;
  if (status.state === 'open' && status.closesAt) return `Ouvert jusqu'à ${formatTime(status.closesAt)}`;
  if (status.state === 'closing_soon' && status.closesAt) {
    return `Ferme bientôt, fermeture à ${formatTime(status.closesAt)}`;
  }
  const next = status.opensNext;
  if (!next) return status.label;
  const when = next.inDays === 0 ? '' : next.inDays === 1 ? 'demain ' : `${next.day} `;
  return `${status.label}, ouvre ${when}à ${formatTime(next.time)}`;
}
