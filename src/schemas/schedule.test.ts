import { describe, expect, it } from 'vitest';
import { DEFAULT_SCHEDULE, type Schedule } from '../domain/schedule.ts';
import { ScheduleSchema, SlotSchema } from './schedule.ts';

describe('ScheduleSchema', () => {
  it('accepts the default hours (SPEC §9) as they are', () => {
    expect(ScheduleSchema.parse(DEFAULT_SCHEDULE)).toEqual(DEFAULT_SCHEDULE);
  });

  const week = (over: Partial<Schedule> = {}) => ({ ...DEFAULT_SCHEDULE, isDefaultSchedule: undefined, ...over });

  it('defaults isDefaultSchedule to false (verified hours)', () => {
    expect(ScheduleSchema.parse(week()).isDefaultSchedule).toBe(false);
  });

  it('keeps every range of a day, sorted, overlapping ones merged', () => {
    const parsed = ScheduleSchema.parse(
      week({
        lundi: [
          { open: '14:00', close: '17:00' },
          { open: '08:00', close: '10:00' },
          { open: '10:30', close: '12:00' },
        ],
        mardi: [
          { open: '08:30', close: '12:00' },
          { open: '09:00', close: '12:30' },
        ],
        samedi: [],
      }),
    );
    expect(parsed.lundi).toEqual([
      { open: '08:00', close: '10:00' },
      { open: '10:30', close: '12:00' },
      { open: '14:00', close: '17:00' },
    ]);
    expect(parsed.mardi).toEqual([{ open: '08:30', close: '12:30' }]);
    expect(parsed.samedi).toEqual([]);
  });

  it('reads the shape stored before issue 30 (closed, morning and/or afternoon) as ranges', () => {
    const parsed = ScheduleSchema.parse({
      ...week(),
      lundi: { morning: { open: '08:30', close: '12:00' }, afternoon: { open: '13:30', close: '17:00' } },
      samedi: { closed: false, morning: { open: '09:00', close: '12:00' } },
      dimanche: { closed: true },
    });
    expect(parsed.lundi).toEqual(DEFAULT_SCHEDULE.lundi);
    expect(parsed.samedi).toEqual([{ open: '09:00', close: '12:00' }]);
    expect(parsed.dimanche).toEqual([]);
    expect(ScheduleSchema.safeParse({ ...week(), lundi: { morning: { open: '12:00', close: '08:00' } } }).success).toBe(
      false,
    );
  });

  it('rejects bad times, reversed ranges and missing days', () => {
    expect(SlotSchema.safeParse({ open: '8:30', close: '12:00' }).success).toBe(false);
    expect(SlotSchema.safeParse({ open: '24:00', close: '12:00' }).success).toBe(false);
    expect(SlotSchema.safeParse({ open: '12:00', close: '12:00' }).success).toBe(false);
    expect(SlotSchema.safeParse({ open: '14:00', close: '12:00' }).success).toBe(false);
    const { lundi: _dropped, ...noMonday } = DEFAULT_SCHEDULE;
    expect(ScheduleSchema.safeParse(noMonday).success).toBe(false);
  });

  it('explains a reversed range in French', () => {
    const result = SlotSchema.safeParse({ open: '14:00', close: '12:00' });
    expect(result.error?.issues[0]?.message).toBe("L'heure de fermeture doit suivre l'heure d'ouverture");
  });
});
