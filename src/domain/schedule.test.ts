import { describe, it, expect } from 'vitest';
import {
  DEFAULT_SCHEDULE,
  WEEKDAYS,
  daySlots,
  fromMinutes,
  toMinutes,
  weekdayOfIso,
  weeklyOpenHours,
  type Schedule,
} from './schedule.ts';

describe('DEFAULT_SCHEDULE (SPEC §9)', () => {
  it('opens Monday to Friday 08:30-12:00 and 13:30-17:00', () => {
    for (const day of ['lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi'] as const) {
      expect(DEFAULT_SCHEDULE[day]).toEqual({
        morning: { open: '08:30', close: '12:00' },
        afternoon: { open: '13:30', close: '17:00' },
      });
    }
  });

  it('is closed on the weekend and flagged as indicative', () => {
    expect(DEFAULT_SCHEDULE.samedi).toEqual({ closed: true });
    expect(DEFAULT_SCHEDULE.dimanche).toEqual({ closed: true });
    expect(DEFAULT_SCHEDULE.isDefaultSchedule).toBe(true);
  });

  it('totals 35 hours a week', () => {
    expect(weeklyOpenHours(DEFAULT_SCHEDULE)).toBe(35);
  });
});

describe('helpers', () => {
  it('converts times to minutes and back', () => {
    expect(toMinutes('08:30')).toBe(510);
    expect(toMinutes('00:00')).toBe(0);
    expect(fromMinutes(1439)).toBe('23:59');
    expect(fromMinutes(510)).toBe('08:30');
  });

  it('lists slots earliest first and none for a closed day', () => {
    expect(
      daySlots({ afternoon: { open: '14:00', close: '18:00' }, morning: { open: '09:00', close: '12:00' } }),
    ).toEqual([
      { open: '09:00', close: '12:00' },
      { open: '14:00', close: '18:00' },
    ]);
    expect(daySlots({ closed: true })).toEqual([]);
    expect(daySlots({})).toEqual([]);
  });

  it('maps ISO weekdays to French names', () => {
    expect(WEEKDAYS.map((_, i) => weekdayOfIso(i + 1))).toEqual(WEEKDAYS);
    expect(() => weekdayOfIso(0)).toThrow(RangeError);
    expect(() => weekdayOfIso(8)).toThrow(RangeError);
  });

  it('counts weekly hours with odd minutes', () => {
    const closed = { closed: true } as const;
    const schedule: Schedule = {
      lundi: { morning: { open: '09:15', close: '11:45' } },
      mardi: closed,
      mercredi: closed,
      jeudi: closed,
      vendredi: closed,
      samedi: closed,
      dimanche: closed,
      isDefaultSchedule: false,
    };
    expect(weeklyOpenHours(schedule)).toBe(2.5);
  });
});
