// Browser: fills [data-opening-status] with the open-now status (SPEC §4 rule, domain/opening-status.ts)
// and marks today's row of the hours table, then refreshes both every minute. A plain script: smaller
// than an island for text that only follows the clock. Rendered at build time as a placeholder only.
import { openingStatus, openingStatusText } from '../../domain/opening-status.ts';
import { WEEKDAYS, type Schedule } from '../../domain/schedule.ts';
import { zonedParts } from '../../domain/zoned-time.ts';

const TIME_ZONE = 'Europe/Paris';
const REFRESH_MS = 60_000;

function readSchedule(el: HTMLElement): Schedule | null {
  try {
    return JSON.parse(el.dataset.schedule ?? 'null') as Schedule | null;
  } catch {
    return null;
  }
}

const places = [...document.querySelectorAll<HTMLElement>('[data-opening-status]')].map((el) => ({
  el,
  schedule: readSchedule(el),
}));

function showOpeningStatus(): void {
  const now = new Date();
  for (const { el, schedule } of places) {
    const status = openingStatus(schedule, now, TIME_ZONE);
    const text = openingStatusText(status);
    // Unchanged text is not rewritten, so the polite live region speaks only on a change.
    if (el.textContent !== text) el.textContent = text;
    el.dataset.state = status.state;
  }
  const today = WEEKDAYS[zonedParts(now, TIME_ZONE).isoWeekday - 1];
  for (const row of document.querySelectorAll<HTMLElement>('tr[data-day]'))
    row.classList.toggle('today', row.dataset.day === today);
}

if (places.length) {
  showOpeningStatus();
  setInterval(showOpeningStatus, REFRESH_MS);
}
