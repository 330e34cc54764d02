import { describe, it, expect } from 'vitest';
import { isoWeek, isoWeekOfDate } from './iso-week.ts';

const TZ = 'Europe/Paris';
const noonParis = (iso: string) => isoWeek(new Date(`${iso}T11:00:00Z`), TZ);

describe('isoWeek', () => {
  it.each([
    ['2026-01-01', 1, 2026],
    ['2026-12-31', 53, 2026],
    ['2027-01-01', 53, 2026],
    ['2027-01-03', 53, 2026],
    ['2027-01-04', 1, 2027],
    ['2025-12-28', 52, 2025],
    ['2025-12-29', 1, 2026],
    ['2024-12-30', 1, 2025],
    ['2021-01-03', 53, 2020],
    ['2021-01-04', 1, 2021],
    ['2026-06-15', 25, 2026],
    ['2024-02-29', 9, 2024],
  ])('%s is week %i of %i', (date, week, year) => {
    expect(noonParis(date)).toEqual({ week, year });
  });

  it('uses the local date in the given zone, not the UTC one', () => {
    // Sunday 28 December 2025 23:30 UTC is Monday 29 December 00:30 in Paris.
    const instant = new Date('2025-12-28T23:30:00Z');
    expect(isoWeek(instant, 'UTC')).toEqual({ week: 52, year: 2025 });
    expect(isoWeek(instant, TZ)).toEqual({ week: 1, year: 2026 });
  });

  it('agrees with the calendar-date form', () => {
    expect(isoWeekOfDate(2026, 12, 31)).toEqual({ week: 53, year: 2026 });
  });
});
