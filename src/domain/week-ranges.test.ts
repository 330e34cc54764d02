import { describe, expect, it } from 'vitest';
import { weekRangesToSchedule, type WeekRanges } from './week-ranges.ts';
import { DEFAULT_SCHEDULE } from './schedule.ts';
import { ScheduleSchema } from '../schemas/schedule.ts';

const week = (days: Partial<WeekRanges>): WeekRanges => ({
  lundi: [],
  mardi: [],
  mercredi: [],
  jeudi: [],
  vendredi: [],
  samedi: [],
  dimanche: [],
  ...days,
});
const usual = [
  { open: '08:30', close: '12:00' },
  { open: '13:30', close: '17:00' },
];

describe('weekRangesToSchedule', () => {
  it('gives the default week as verified hours', () => {
    const result = weekRangesToSchedule(
      week({ lundi: usual, mardi: usual, mercredi: usual, jeudi: usual, vendredi: usual }),
    );
    expect(result).toEqual({ schedule: { ...DEFAULT_SCHEDULE, isDefaultSchedule: false } });
  });

  it('maps one range spanning noon to the morning, whole (it opens before 13:00)', () => {
    const result = weekRangesToSchedule(week({ lundi: [{ open: '09:00', close: '17:00' }] }));
    expect(result).toEqual({
      schedule: expect.objectContaining({ lundi: { morning: { open: '09:00', close: '17:00' } } }),
    });
    if ('schedule' in result) expect(ScheduleSchema.safeParse(result.schedule).success).toBe(true);
  });

  it('puts a range opening at 13:00 or later in the afternoon, sorts the day', () => {
    const result = weekRangesToSchedule(
      week({
        jeudi: [
          { open: '13:00', close: '18:00' },
          { open: '12:59', close: '13:00' },
        ],
      }),
    );
    expect(result).toEqual({
      schedule: expect.objectContaining({
        jeudi: { morning: { open: '12:59', close: '13:00' }, afternoon: { open: '13:00', close: '18:00' } },
      }),
    });
  });

  it.each([
    ['three ranges', week({ lundi: [...usual, { open: '18:00', close: '19:00' }] }), 'three-ranges'],
    [
      'two afternoons',
      week({
        mardi: [
          { open: '14:00', close: '15:00' },
          { open: '16:00', close: '17:00' },
        ],
      }),
      'same-half-day',
    ],
    ['a range closing before it opens', week({ lundi: [{ open: '20:00', close: '02:00' }] }), 'overnight'],
    ['a range closing at 24:00', week({ lundi: [{ open: '20:00', close: '24:00' }] }), 'overnight'],
    ['no open hour', week({}), 'never-open'],
  ])('refuses %s', (_, ranges, reason) => {
    expect(weekRangesToSchedule(ranges)).toEqual({ skip: reason });
  });
});
