import { describe, it, expect } from 'vitest';
import { normalizeTime, periodsToSchedule } from './schedule-periods.ts';
import { ScheduleSchema } from '../schemas/schedule.ts';
import { DEFAULT_SCHEDULE, weeklyOpenHours } from './schedule.ts';

describe('normalizeTime', () => {
  it.each([
    ['08:30', '08:30'],
    ['8:30', '08:30'],
    ['0830', '08:30'],
    ['830', '08:30'],
    ['08:30:00', '08:30'],
    ['8h30', '08:30'],
    ['14H', '14:00'],
    [' 17:00 ', '17:00'],
  ])('%s -> %s', (raw, time) => expect(normalizeTime(raw)).toBe(time));

  it.each(['24:00', '12:60', 'midi', '', '1:2'])('rejects %j', (raw) => expect(normalizeTime(raw)).toBeNull());
});

describe('periodsToSchedule', () => {
  const weekday = (day: string) => [
    { day, open: '08:30', close: '12:00' },
    { day, open: '13:30', close: '17:00' },
  ];

  it('rebuilds the default hours from ten periods, as verified hours', () => {
    const periods = ['lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi'].flatMap(weekday);
    expect(periodsToSchedule(periods)).toEqual({ ...DEFAULT_SCHEDULE, isDefaultSchedule: false });
  });

  it('keeps every period of a day as a slot, whichever side of 13:00', () => {
    const schedule = periodsToSchedule([
      { day: 'lundi', open: '12:59', close: '14:00' },
      { day: 'mardi', open: '13:00', close: '15:00' },
    ]);
    expect(schedule?.lundi).toEqual([{ open: '12:59', close: '14:00' }]);
    expect(schedule?.mardi).toEqual([{ open: '13:00', close: '15:00' }]);
    expect(schedule?.mercredi).toEqual([]);
  });

  it('keeps a continuous day as one slot', () => {
    const schedule = periodsToSchedule([{ day: 'samedi', open: '09:00', close: '17:00' }]);
    expect(schedule?.samedi).toEqual([{ open: '09:00', close: '17:00' }]);
    expect(schedule && weeklyOpenHours(schedule)).toBe(8);
  });

  it('accepts JS day numbers (0 = dimanche) and any case, and drops seconds', () => {
    const schedule = periodsToSchedule([
      { day: 0, open: '1000', close: '1200' },
      { day: 1, open: '0900', close: '1100' },
      { day: 'Vendredi', open: '13:30:30', close: '16:00:00' },
    ]);
    expect(schedule?.dimanche).toEqual([{ open: '10:00', close: '12:00' }]);
    expect(schedule?.lundi).toEqual([{ open: '09:00', close: '11:00' }]);
    expect(schedule?.vendredi).toEqual([{ open: '13:30', close: '16:00' }]);
  });

  it('never joins two slots across a closed gap: three slots, two before 13:00, two after', () => {
    const schedule = periodsToSchedule([
      { day: 'jeudi', open: '10:00', close: '11:00' },
      { day: 'jeudi', open: '08:00', close: '09:00' },
      { day: 'jeudi', open: '14:00', close: '17:00' },
      { day: 'mardi', open: '08:30', close: '12:00' },
      { day: 'mardi', open: '12:30', close: '17:00' },
      { day: 'mercredi', open: '13:30', close: '15:00' },
      { day: 'mercredi', open: '16:00', close: '18:00' },
    ]);
    expect(schedule?.jeudi).toEqual([
      { open: '08:00', close: '09:00' },
      { open: '10:00', close: '11:00' },
      { open: '14:00', close: '17:00' },
    ]);
    expect(schedule?.mardi).toEqual([
      { open: '08:30', close: '12:00' },
      { open: '12:30', close: '17:00' },
    ]);
    expect(schedule?.mercredi).toEqual([
      { open: '13:30', close: '15:00' },
      { open: '16:00', close: '18:00' },
    ]);
    expect(schedule && weeklyOpenHours(schedule)).toBe(5 + 8 + 3.5);
  });

  it('unions the slots of several periods naming one day, merging overlaps', () => {
    const schedule = periodsToSchedule([
      // Domérat: Monday to Friday 8:30-12:00, and Wednesday 9:00-12:00 again.
      ...['lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi'].map((day) => ({ day, open: '08:30', close: '12:00' })),
      { day: 'mercredi', open: '09:00', close: '12:00' },
      // Ganac: Friday 15:00-17:00 besides the week's morning.
      { day: 'vendredi', open: '15:00', close: '17:00' },
    ]);
    expect(schedule?.mercredi).toEqual([{ open: '08:30', close: '12:00' }]);
    expect(schedule?.vendredi).toEqual([
      { open: '08:30', close: '12:00' },
      { open: '15:00', close: '17:00' },
    ]);
  });

  it("drops an empty slot but keeps the day's others", () => {
    const schedule = periodsToSchedule([
      { day: 'lundi', open: '12:30', close: '12:30' },
      { day: 'lundi', open: '08:30', close: '12:00' },
    ]);
    expect(schedule?.lundi).toEqual([{ open: '08:30', close: '12:00' }]);
  });

  it('skips invalid periods and returns null when none is usable', () => {
    expect(periodsToSchedule([])).toBeNull();
    expect(
      periodsToSchedule([
        { day: 'funday', open: '08:00', close: '12:00' },
        { day: 7, open: '08:00', close: '12:00' },
        { day: 'lundi', open: '22:00', close: '02:00' },
        { day: 'lundi', open: '12:00', close: '12:00' },
        { day: 'lundi', open: 'matin', close: '12:00' },
      ]),
    ).toBeNull();
  });

  it('always produces a schedule its schema accepts', () => {
    const schedule = periodsToSchedule([{ day: 'mercredi', open: '8h', close: '18h30' }]);
    expect(ScheduleSchema.parse(schedule)).toEqual(schedule);
  });
});
