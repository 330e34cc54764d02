import { describe, expect, it } from 'vitest';
import { longDate } from './long-date.ts';
import { PARIS_TIME_ZONE } from './time-zone.ts';

describe('longDate', () => {
  it('writes the day out in French', () => {
    expect(longDate(new Date('2026-03-01T12:00:00Z'), PARIS_TIME_ZONE)).toBe('1 mars 2026');
  });

  it('reads the day in the given time zone', () => {
    const lateEvening = new Date('2026-11-23T23:30:00Z'); // already the 24th in Paris
    expect(longDate(lateEvening, PARIS_TIME_ZONE)).toBe('24 novembre 2026');
    expect(longDate(lateEvening, 'America/Cayenne')).toBe('23 novembre 2026');
  });
});
