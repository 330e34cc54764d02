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

  it('keeps one range spanning noon whole', () => {
    const result = weekRangesToSchedule(week({ lundi: [{ open: '09:00', close: '17:00' }] }));
    expect(result).toEqual({ schedule: expect.objectContaining({ lundi: [{ open: '09:00', close: '17:00' }] }) });
    if ('schedule' in result) expect(ScheduleSchema.safeParse(result.schedule).success).toBe(true);
  });

  it('keeps every range of a day, three or two on one side of 13:00, sorted', () => {
    const three = [
      { open: '14:00', close: '17:00' },
      ...[
        { open: '08:00', close: '10:00' },
        { open: '10:30', close: '12:00' },
      ],
    ];
    const result = weekRangesToSchedule(week({ lundi: three, mardi: three.slice(1) }));
    expect(result).toEqual({
      schedule: expect.objectContaining({
        lundi: [
          { open: '08:00', close: '10:00' },
          { open: '10:30', close: '12:00' },
          { open: '14:00', close: '17:00' },
        ],
        mardi: [
          { open: '08:00', close: '10:00' },
          { open: '10:30', close: '12:00' },
        ],
        mercredi: [],
      }),
    });
  });

  it.each([
    ['a range closing before it opens', week({ lundi: [{ open: '20:00', close: '02:00' }] }), 'overnight'],
    ['a range closing at 24:00', week({ lundi: [{ open: '20:00', close: '24:00' }] }), 'overnight'],
    ['no open hour', week({}), 'never-open'],
  ])('refuses %s', (_, ranges, reason) => {
    expect(weekRangesToSchedule(ranges)).toEqual({ skip: reason });
  });
});
