import { describe, expect, it } from 'vitest';
import { scheduleToOpeningHours } from './opening-hours-syntax.ts';
import { DEFAULT_SCHEDULE, type DayHours, type Schedule } from './schedule.ts';

const closed: DayHours = { closed: true };
const week = (days: Partial<Schedule>): Schedule => ({
  lundi: closed,
  mardi: closed,
  mercredi: closed,
  jeudi: closed,
  vendredi: closed,
  samedi: closed,
  dimanche: closed,
  isDefaultSchedule: false,
  ...days,
});
const am = { morning: { open: '09:00', close: '12:00' } };

describe('a schedule in opening_hours syntax', () => {
  it('groups consecutive days with the same ranges, morning then afternoon', () => {
    expect(scheduleToOpeningHours(DEFAULT_SCHEDULE)).toBe('Mo-Fr 08:30-12:00,13:30-17:00');
    expect(
      scheduleToOpeningHours(week({ ...Object.fromEntries(['lundi', 'mardi'].map((d) => [d, am])), samedi: am })),
    ).toBe('Mo,Tu 09:00-12:00; Sa 09:00-12:00');
  });

  it('leaves closed days out, writes afternoon-only and continuous days, and a late opening apart', () => {
    expect(
      scheduleToOpeningHours(
        week({
          lundi: { morning: { open: '08:30', close: '17:30' } },
          mardi: { afternoon: { open: '14:00', close: '18:00' } },
          mercredi: am,
          jeudi: { morning: { open: '09:00', close: '12:00' }, afternoon: { open: '17:00', close: '19:30' } },
          dimanche: am,
        }),
      ),
    ).toBe('Mo 08:30-17:30; Tu 14:00-18:00; We 09:00-12:00; Th 09:00-12:00,17:00-19:30; Su 09:00-12:00');
  });

  it('orders the ranges of a day by their opening and says « off » for a week without any', () => {
    expect(
      scheduleToOpeningHours(
        week({
          vendredi: { morning: { open: '14:00', close: '16:00' }, afternoon: { open: '08:00', close: '10:00' } },
        }),
      ),
    ).toBe('Fr 08:00-10:00,14:00-16:00');
    expect(scheduleToOpeningHours(week({}))).toBe('off');
    expect(scheduleToOpeningHours(week({ lundi: {} }))).toBe('off');
  });
});
