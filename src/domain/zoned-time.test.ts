import { describe, it, expect } from 'vitest';
import { projectTimeZones } from './time-zone.ts';
import { wallClockAt } from './wall-clock.ts';
import { utcOffsetsOver, zonedParts } from './zoned-time.ts';

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

describe('utcOffsetsOver, and the wall clock read from its offsets', () => {
  const minutes = (iso: string) => new Date(iso).getTime() / 60_000;

  it("finds Paris's changes of time to the minute (last Sundays of March and October, 01:00 UTC)", () => {
    expect(utcOffsetsOver('Europe/Paris', new Date('2026-01-01T00:00:00Z'), new Date('2027-06-01T00:00:00Z'))).toEqual([
      minutes('2026-01-01T00:00:00Z'),
      60,
      minutes('2026-03-29T01:00:00Z'),
      120,
      minutes('2026-10-25T01:00:00Z'),
      60,
      minutes('2027-03-28T01:00:00Z'),
      120,
      minutes('2027-06-01T00:00:00Z'),
    ]);
  });

  it('gives one offset to a zone without summer time, half hours included', () => {
    const from = new Date('2026-01-01T00:00:00Z');
    const until = new Date('2027-01-01T00:00:00Z');
    expect(utcOffsetsOver('Indian/Reunion', from, until)).toEqual([minutes('2026-01-01'), 240, minutes('2027-01-01')]);
    expect(utcOffsetsOver('Pacific/Marquesas', from, until)).toEqual([
      minutes('2026-01-01'),
      -570,
      minutes('2027-01-01'),
    ]);
  });

  it('gives the wall clock Intl gives, in every zone of the project, every two hours and at each side of a change', () => {
    const from = new Date('2026-11-27T00:00:00Z');
    const until = new Date('2028-01-01T00:00:00Z');
    for (const zone of projectTimeZones()) {
      const offsets = JSON.parse(JSON.stringify(utcOffsetsOver(zone, from, until))) as number[];
      const instants: number[] = [];
      for (let t = from.getTime(); t < until.getTime(); t += 7_200_000 + 60_000) instants.push(t);
      for (let i = 2; i < offsets.length - 1; i += 2) instants.push(offsets[i] * 60_000 - 60_000, offsets[i] * 60_000);
      for (const t of instants) {
        const date = new Date(t);
        expect(wallClockAt(date, offsets), `${zone} ${date.toISOString()}`).toEqual(zonedParts(date, zone));
      }
    }
  });

  it('reads no instant outside its offsets, and nothing from what is not offsets', () => {
    const offsets = utcOffsetsOver('Europe/Paris', new Date('2026-01-01T00:00:00Z'), new Date('2026-02-01T00:00:00Z'));
    expect(wallClockAt(new Date('2026-01-15T07:30:00Z'), offsets)?.hour).toBe(8);
    expect(wallClockAt(new Date('2026-01-01T00:00:00Z'), offsets)?.hour).toBe(1);
    expect(wallClockAt(new Date('2025-12-31T23:59:00Z'), offsets)).toBeNull();
    expect(wallClockAt(new Date('2026-02-01T00:00:00Z'), offsets)).toBeNull();
    expect(wallClockAt(new Date('nope'), offsets)).toBeNull();
    for (const notOffsets of [[], [29400000], [29400000, 60], ['x', 60, 29500000], {}, 5] as unknown as number[][])
      expect(wallClockAt(new Date(29_450_000 * 60_000), notOffsets), JSON.stringify(notOffsets)).toBeNull();
  });
});
