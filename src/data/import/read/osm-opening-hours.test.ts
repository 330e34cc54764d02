import { describe, expect, it } from 'vitest';
import { parseOpeningHours } from './osm-opening-hours.ts';
import { DEFAULT_SCHEDULE } from '../../../domain/schedule.ts';

// A Thursday; the sampled year holds Ascension, 14 July, 11 November and Christmas.
const AS_OF = new Date(2026, 3, 2);
const closed: never[] = [];
const am = (open: string, close: string) => [{ open, close }];
const pm = am;

describe('parseOpeningHours', () => {
  it('reads the usual week as the default hours, verified', () => {
    expect(parseOpeningHours('Mo-Fr 08:30-12:00,13:30-17:00', AS_OF)).toEqual({
      schedule: { ...DEFAULT_SCHEDULE, isDefaultSchedule: false },
    });
  });

  it('reads each range of each day, days not listed closed', () => {
    expect(parseOpeningHours('Mo,We,Fr 09:00-12:00; Tu,Th 14:00-18:00', AS_OF)).toEqual({
      schedule: {
        lundi: am('09:00', '12:00'),
        mardi: pm('14:00', '18:00'),
        mercredi: am('09:00', '12:00'),
        jeudi: pm('14:00', '18:00'),
        vendredi: am('09:00', '12:00'),
        samedi: closed,
        dimanche: closed,
        isDefaultSchedule: false,
      },
    });
  });

  it('keeps one range spanning noon whole', () => {
    const result = parseOpeningHours('Mo-Fr 09:00-17:00', AS_OF);
    expect(result).toEqual({
      schedule: expect.objectContaining({
        lundi: am('09:00', '17:00'),
        vendredi: am('09:00', '17:00'),
        samedi: closed,
      }),
    });
  });

  it('accepts public holidays off and a Saturday morning', () => {
    expect(parseOpeningHours('Mo-Fr 08:30-12:00,13:30-17:00; Sa 09:00-12:00; PH off', AS_OF)).toEqual({
      schedule: { ...DEFAULT_SCHEDULE, samedi: am('09:00', '12:00'), isDefaultSchedule: false },
    });
  });

  it('reads minutes exactly, never rounded', () => {
    expect(parseOpeningHours('Tu 08:47-11:53', AS_OF)).toEqual({
      schedule: expect.objectContaining({ mardi: am('08:47', '11:53'), lundi: closed }),
    });
  });

  it('keeps every range of a day: three, or two mornings', () => {
    expect(parseOpeningHours('Mo 08:00-10:00,10:30-12:00,14:00-17:00; Tu 08:00-10:00,10:30-12:00', AS_OF)).toEqual({
      schedule: expect.objectContaining({
        lundi: [...am('08:00', '10:00'), ...am('10:30', '12:00'), ...pm('14:00', '17:00')],
        mardi: [...am('08:00', '10:00'), ...am('10:30', '12:00')],
        mercredi: closed,
      }),
    });
  });

  it.each([
    ['« sur rendez-vous » alone', '"sur rendez-vous"', 'appointment-only'],
    ['ranges only by appointment', 'Mo-Fr 09:00-12:00 "sur rendez-vous"', 'appointment-only'],
    ['a Saturday by appointment', 'Mo-Fr 09:00-12:00; Sa 09:00-12:00 "sur rendez-vous"', 'conditional'],
    ['an unknown Saturday', 'Mo-Fr 09:00-12:00; Sa 09:00-12:00 unknown', 'conditional'],
    ['week numbers', 'week 01-26 Mo-Fr 09:00-12:00; week 27-53 Mo-Fr 10:00-12:00', 'week-varies'],
    ['the first half of the year only', 'week 01-26 Mo-Fr 09:00-12:00', 'week-varies'],
    ['every other Saturday', 'Mo-Fr 09:00-12:00; week 2-52/2 Sa 09:00-12:00', 'week-varies'],
    ['months', 'Jan-Jun Mo-Fr 09:00-12:00; Jul-Dec Mo-Fr 10:00-12:00', 'week-varies'],
    ['school holidays', 'Mo-Fr 09:00-12:00; SH off', 'week-varies'],
    ['a comment the parser refuses', 'Mo-Fr 09:00-12:00 (sauf vacances)', 'invalid'],
    ['an invalid string', 'ouvert le matin', 'invalid'],
    ['past midnight', 'Mo-Fr 20:00-02:00', 'overnight'],
    ['24/7', '24/7', 'overnight'],
    ['never open', 'off', 'never-open'],
  ])('skips %s', (_, value, reason) => {
    expect(parseOpeningHours(value, AS_OF)).toEqual({ skip: reason });
  });
});
