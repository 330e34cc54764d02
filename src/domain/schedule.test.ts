import { describe, it, expect } from 'vitest';
import {
  DEFAULT_SCHEDULE,
  WEEKDAYS,
  daySlots,
  fromMinutes,
  halfDays,
  normalizeDay,
  toMinutes,
  weekdayOfIso,
  weeklyOpenHours,
  type Schedule,
  type Slot,
} from './schedule.ts';

describe('DEFAULT_SCHEDULE (SPEC §9)', () => {
  it('opens Monday to Friday 08:30-12:00 and 13:30-17:00', () => {
    for (const day of ['lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi'] as const) {
      expect(DEFAULT_SCHEDULE[day]).toEqual([
        { open: '08:30', close: '12:00' },
        { open: '13:30', close: '17:00' },
      ]);
    }
  });

  it('is closed on the weekend and flagged as indicative', () => {
    expect(DEFAULT_SCHEDULE.samedi).toEqual([]);
    expect(DEFAULT_SCHEDULE.dimanche).toEqual([]);
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
      daySlots([
        { open: '14:00', close: '18:00' },
        { open: '09:00', close: '12:00' },
      ]),
    ).toEqual([
      { open: '09:00', close: '12:00' },
      { open: '14:00', close: '18:00' },
    ]);
    expect(daySlots([])).toEqual([]);
  });

  it('writes a day as a morning and/or an afternoon', () => {
    const am = { open: '09:00', close: '12:00' };
    const pm = { open: '14:00', close: '17:00' };
    expect(halfDays(am, pm)).toEqual([am, pm]);
    expect(halfDays(null, pm)).toEqual([pm]);
    expect(halfDays()).toEqual([]);
  });

  it('keeps every slot of a day, merging only those that overlap', () => {
    expect(
      normalizeDay([
        { open: '14:00', close: '17:00' },
        { open: '08:00', close: '10:00' },
        { open: '10:30', close: '12:00' },
        { open: '11:00', close: '11:30' },
        { open: '12:00', close: '12:30' },
        { open: '16:00', close: '18:00' },
      ]),
    ).toEqual([
      { open: '08:00', close: '10:00' },
      { open: '10:30', close: '12:00' },
      { open: '12:00', close: '12:30' },
      { open: '14:00', close: '18:00' },
    ]);
  });

  it('maps ISO weekdays to French names', () => {
    expect(WEEKDAYS.map((_, i) => weekdayOfIso(i + 1))).toEqual(WEEKDAYS);
    expect(() => weekdayOfIso(0)).toThrow(RangeError);
    expect(() => weekdayOfIso(8)).toThrow(RangeError);
  });

  it('counts weekly hours with odd minutes', () => {
    const closed: Slot[] = [];
    const schedule: Schedule = {
      lundi: [
        { open: '09:15', close: '11:45' },
        { open: '12:00', close: '12:30' },
        { open: '14:00', close: '14:15' },
      ],
      mardi: closed,
      mercredi: closed,
      jeudi: closed,
      vendredi: closed,
      samedi: closed,
      dimanche: closed,
      isDefaultSchedule: false,
    };
    expect(weeklyOpenHours(schedule)).toBe(3.25);
  });
});
