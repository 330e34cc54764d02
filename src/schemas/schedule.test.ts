import { describe, expect, it } from 'vitest';
import { DEFAULT_SCHEDULE, daySlots, type Schedule } from '../domain/schedule.ts';
import { ScheduleSchema, SlotSchema } from './schedule.ts';

describe('ScheduleSchema', () => {
  it('accepts the default hours (SPEC §9) as they are', () => {
    expect(ScheduleSchema.parse(DEFAULT_SCHEDULE)).toEqual(DEFAULT_SCHEDULE);
  });

  const week = (over: Partial<Schedule> = {}) => ({ ...DEFAULT_SCHEDULE, isDefaultSchedule: undefined, ...over });

  it('defaults isDefaultSchedule to false (verified hours)', () => {
    expect(ScheduleSchema.parse(week()).isDefaultSchedule).toBe(false);
  });

  it('accepts a morning-only day and an explicit closed: false', () => {
    const parsed = ScheduleSchema.parse(
      week({ samedi: { closed: false, morning: { open: '09:00', close: '12:00' } } }),
    );
    expect(daySlots(parsed.samedi)).toEqual([{ open: '09:00', close: '12:00' }]);
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
