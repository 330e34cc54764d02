import { describe, expect, it } from 'vitest';
import { scheduleToOpeningHours } from './opening-hours-syntax.ts';
import { DEFAULT_SCHEDULE, type DayHours, type Schedule } from './schedule.ts';

const closed: DayHours = [];
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
const am = [{ open: '09:00', close: '12:00' }];

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
          lundi: [{ open: '08:30', close: '17:30' }],
          mardi: [{ open: '14:00', close: '18:00' }],
          mercredi: am,
          jeudi: [
            { open: '09:00', close: '12:00' },
            { open: '17:00', close: '19:30' },
          ],
          dimanche: am,
        }),
      ),
    ).toBe('Mo 08:30-17:30; Tu 14:00-18:00; We 09:00-12:00; Th 09:00-12:00,17:00-19:30; Su 09:00-12:00');
  });

  it('orders the ranges of a day by their opening and says « off » for a week without any', () => {
    expect(
      scheduleToOpeningHours(
        week({
          vendredi: [
            { open: '14:00', close: '16:00' },
            { open: '08:00', close: '10:00' },
          ],
        }),
      ),
    ).toBe('Fr 08:00-10:00,14:00-16:00');
    expect(scheduleToOpeningHours(week({}))).toBe('off');
  });

  it('writes every slot of a day, three or two before 13:00', () => {
    const three = [
      { open: '08:00', close: '10:00' },
      { open: '10:30', close: '12:00' },
      { open: '14:00', close: '17:00' },
    ];
    expect(scheduleToOpeningHours(week({ lundi: three, mardi: three, mercredi: three.slice(0, 2), samedi: am }))).toBe(
      'Mo,Tu 08:00-10:00,10:30-12:00,14:00-17:00; We 08:00-10:00,10:30-12:00; Sa 09:00-12:00',
    );
  });
});
