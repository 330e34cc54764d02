import { describe, it, expect } from 'vitest';
import { zonedParts } from './zoned-time.ts';

describe('zonedParts', () => {
  it('reads Paris winter time (UTC+1)', () => {
    expect(zonedParts(new Date('2026-01-15T07:30:00Z'), 'Europe/Paris')).toEqual({
      year: 2026,
      month: 1,
      day: 15,
      isoWeekday: 4,
      hour: 8,
      minute: 30,
    });
  });

  it('reads Paris summer time (UTC+2) and crosses midnight into the next day', () => {
    expect(zonedParts(new Date('2026-03-29T22:30:00Z'), 'Europe/Paris')).toEqual({
      year: 2026,
      month: 3,
      day: 30,
      isoWeekday: 1,
      hour: 0,
      minute: 30,
    });
  });

  it('differs by zone for the same instant', () => {
    const instant = new Date('2026-07-01T03:00:00Z');
    expect(zonedParts(instant, 'UTC').hour).toBe(3);
    expect(zonedParts(instant, 'Europe/Paris').hour).toBe(5);
    expect(zonedParts(instant, 'Indian/Reunion').hour).toBe(7);
    expect(zonedParts(instant, 'America/Martinique').day).toBe(30);
  });

  it('rejects an invalid date and an unknown zone', () => {
    expect(() => zonedParts(new Date('nope'), 'Europe/Paris')).toThrow(RangeError);
    expect(() => zonedParts(new Date(), 'Mars/Olympus')).toThrow(RangeError);
  });
});
