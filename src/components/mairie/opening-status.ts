// Browser: fills [data-opening-status] with the open-now status (SPEC §4 rule, domain/opening-status.ts)
// and marks today's row of the hours table. Rendered at build time as a placeholder only.
import { openingStatus, openingStatusText } from '../../domain/opening-status.ts';
import { WEEKDAYS, type Schedule } from '../../domain/schedule.ts';
import { zonedParts } from '../../domain/zoned-time.ts';

const TIME_ZONE = 'Europe/Paris';

function showOpeningStatus(): void {
  const now = new Date();
  for (const el of document.querySelectorAll<HTMLElement>('[data-opening-status]')) {
    let schedule: Schedule | null = null;
    try {
      schedule = JSON.parse(el.dataset.schedule ?? 'null') as Schedule | null;
    } catch {
      schedule = null;
    }
    const status = openingStatus(schedule, now, TIME_ZONE);
    el.textContent = openingStatusText(status);
    el.dataset.state = status.state;
  }
  const today = WEEKDAYS[zonedParts(now, TIME_ZONE).isoWeekday - 1];
  for (const row of document.querySelectorAll(`tr[data-day="${today}"]`)) row.classList.add('today');
}

showOpeningStatus();
