import { describe, it, expect } from 'vitest';
import { estimateCrowding, levelFromVisitsPerSlot, levelFromWeeklyVisits } from './crowding.ts';
import { DEFAULT_SCHEDULE } from './schedule.ts';
import { weekOpenOn } from '../../tests/helpers/schedule.ts';

describe('levelFromWeeklyVisits: above 100 high, above 50 medium', () => {
  it.each([
    [0, 'low'],
    [50, 'low'],
    [51, 'medium'],
    [100, 'medium'],
    [101, 'high'],
  ])('%i visits -> %s', (visits, level) => expect(levelFromWeeklyVisits(visits)).toBe(level));
});

describe('levelFromVisitsPerSlot: visits / (hours x 4 x 52), below 50 low, below 150 medium', () => {
  // 35 h a week = 7280 slots a year: 50 per slot = 364000 visits, 150 per slot = 1092000.
  it.each([
    [25000, 'low'],
    [363999, 'low'],
    [364000, 'medium'],
    [1091999, 'medium'],
    [1092000, 'high'],
  ])('%i visits over 35 h -> %s', (visits, level) => expect(levelFromVisitsPerSlot(visits, 35)).toBe(level));
});

describe('estimateCrowding', () => {
  it('reads low, green, for the default population and default hours (25000 / 7280 = 3.4 per slot)', () => {
    expect(estimateCrowding({ schedule: DEFAULT_SCHEDULE })).toEqual({
      level: 'low',
      color: 'green',
      label: 'Affluence faible',
      available: true,
    });
    expect(estimateCrowding({ schedule: DEFAULT_SCHEDULE, population: 0 }).level).toBe('low');
  });

  it('uses the population when there is no visit count', () => {
    expect(estimateCrowding({ schedule: DEFAULT_SCHEDULE, population: 520000 })).toMatchObject({
      level: 'medium',
      color: 'yellow',
      label: 'Affluence modérée',
    });
    expect(estimateCrowding({ schedule: DEFAULT_SCHEDULE, population: 2100000, weeklyVisits: null })).toMatchObject({
      level: 'high',
      color: 'red',
      label: 'Affluence élevée',
    });
  });

  it('prefers a known weekly visit count, zero included', () => {
    expect(estimateCrowding({ schedule: DEFAULT_SCHEDULE, weeklyVisits: 101, population: 10 }).level).toBe('high');
    expect(estimateCrowding({ schedule: DEFAULT_SCHEDULE, weeklyVisits: 0, population: 2100000 }).level).toBe('low');
  });

  it("is medium and 'Affluence non disponible' without a schedule", () => {
    const unavailable = { level: 'medium', color: 'yellow', label: 'Affluence non disponible', available: false };
    expect(estimateCrowding({ schedule: null })).toEqual(unavailable);
    expect(estimateCrowding({ schedule: null, weeklyVisits: 500 })).toEqual(unavailable);
  });

  it('is unavailable rather than dividing by zero when the week has no open hour', () => {
    expect(estimateCrowding({ schedule: weekOpenOn() }).available).toBe(false);
  });
});
