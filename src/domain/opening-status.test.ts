import { describe, it, expect } from 'vitest';
import { longestOpeningStatusText, openingStatus, openingStatusText } from './opening-status.ts';
import { DEFAULT_SCHEDULE, type Schedule } from './schedule.ts';
import { weekOpenOn } from '../../tests/helpers/schedule.ts';
import { holidayCalendarOf, type HolidayCalendar } from './holidays.ts';
import { timeZoneOf } from './time-zone.ts';
import { wallClockAt } from './wall-clock.ts';
import { utcOffsetsOver, zonedParts } from './zoned-time.ts';

const TZ = 'Europe/Paris';
// The status at an instant, the town hall's clock read through Intl.
const statusAt = (schedule: Schedule | null, now: Date, timeZone: string, holidays?: HolidayCalendar) =>
  openingStatus(schedule, zonedParts(now, timeZone), holidays);
// Monday 12 January 2026, Paris is UTC+1: local HH:MM is `hhmm`.
const mondayWinter = (hhmm: string) => {
  const [h, m] = hhmm.split(':').map(Number);
  return new Date(Date.UTC(2026, 0, 12, h - 1, m));
};
const at = (hhmm: string, schedule: Schedule | null = DEFAULT_SCHEDULE) => statusAt(schedule, mondayWinter(hhmm), TZ);

describe('openingStatus on a default weekday', () => {
  it.each([
    ['08:29', 'closed'],
    ['08:30', 'open'],
    ['11:59', 'open'],
    ['12:00', 'closed'],
    ['13:29', 'closed'],
    ['13:30', 'open'],
    ['15:59', 'open'],
    ['16:00', 'closing_soon'],
    ['16:59', 'closing_soon'],
    ['17:00', 'closed'],
  ])('at %s it is %s', (hhmm, state) => {
    expect(at(hhmm).state).toBe(state);
  });

  it('is open, not closing soon, before the lunch break because the day closes at 17:00', () => {
    expect(at('11:30')).toEqual({ state: 'open', label: 'Ouvert', closesAt: '12:00' });
  });

  it('reports the closing time when closing soon', () => {
    expect(at('16:30')).toEqual({ state: 'closing_soon', label: 'Ferme bientôt', closesAt: '17:00' });
  });

  it('reports the next opening during lunch, in the evening and on Friday night', () => {
    expect(at('12:15').opensNext).toEqual({ day: 'lundi', time: '13:30', inDays: 0 });
    expect(at('07:00').opensNext).toEqual({ day: 'lundi', time: '08:30', inDays: 0 });
    expect(at('18:00').opensNext).toEqual({ day: 'mardi', time: '08:30', inDays: 1 });
    const fridayNight = statusAt(DEFAULT_SCHEDULE, new Date('2026-01-16T19:00:00Z'), TZ);
    expect(fridayNight.opensNext).toEqual({ day: 'lundi', time: '08:30', inDays: 3 });
  });
});

describe('openingStatus edge cases', () => {
  const onlyMonday = (lundi: Schedule['lundi']): Schedule => weekOpenOn({ lundi });

  it('is unavailable without a schedule', () => {
    expect(statusAt(null, mondayWinter('10:00'), TZ)).toEqual({
      state: 'unavailable',
      label: 'Horaires non disponibles',
    });
  });

  it('is never open on a closed day, and says when it reopens', () => {
    const saturdayNoon = new Date('2026-01-17T11:00:00Z');
    expect(statusAt(DEFAULT_SCHEDULE, saturdayNoon, TZ)).toEqual({
      state: 'closed',
      label: 'Fermé',
      opensNext: { day: 'lundi', time: '08:30', inDays: 2 },
    });
  });

  it('is closing soon from exactly 60 minutes before a morning-only close', () => {
    const schedule = onlyMonday([{ open: '09:00', close: '12:00' }]);
    expect(at('10:59', schedule).state).toBe('open');
    expect(at('11:00', schedule).state).toBe('closing_soon');
  });

  it('is not closing soon during a lunch break even when the last close is near', () => {
    const schedule = onlyMonday([
      { open: '08:00', close: '12:00' },
      { open: '12:30', close: '13:00' },
    ]);
    expect(at('12:10', schedule).state).toBe('closed');
    expect(at('12:30', schedule)).toMatchObject({ state: 'closing_soon', closesAt: '13:00' });
  });

  it('chains overlapping or touching ranges into one opening', () => {
    const schedule = onlyMonday([
      { open: '08:00', close: '14:00' },
      { open: '14:00', close: '18:00' },
    ]);
    expect(at('13:59', schedule)).toMatchObject({ state: 'open', closesAt: '18:00' });
    expect(at('14:00', schedule)).toMatchObject({ state: 'open', closesAt: '18:00' });
  });

  it('runs on every slot of a day: between two morning slots it is closed and reopens at the second', () => {
    const schedule = onlyMonday([
      { open: '08:00', close: '10:00' },
      { open: '10:30', close: '12:00' },
      { open: '14:00', close: '17:00' },
    ]);
    expect(at('09:30', schedule)).toEqual({ state: 'open', label: 'Ouvert', closesAt: '10:00' });
    expect(at('10:15', schedule)).toEqual({
      state: 'closed',
      label: 'Fermé',
      opensNext: { day: 'lundi', time: '10:30', inDays: 0 },
    });
    expect(at('11:15', schedule)).toMatchObject({ state: 'open', closesAt: '12:00' });
    expect(at('12:30', schedule).opensNext).toEqual({ day: 'lundi', time: '14:00', inDays: 0 });
    expect(at('16:00', schedule)).toMatchObject({ state: 'closing_soon', closesAt: '17:00' });
  });

  it('looks a full week ahead, and has no next opening when every day is closed', () => {
    const schedule = onlyMonday([{ open: '09:00', close: '10:00' }]);
    expect(at('11:00', schedule).opensNext).toEqual({ day: 'lundi', time: '09:00', inDays: 7 });
    // A schedule without any open hour says nothing about today: unavailable, not 'closed'.
    const never = weekOpenOn();
    expect(at('11:00', never)).toEqual({ state: 'unavailable', label: 'Horaires non disponibles' });
  });
});

describe('openingStatus across daylight saving time in Paris', () => {
  it('uses UTC+1 before the March change and UTC+2 after it', () => {
    expect(statusAt(DEFAULT_SCHEDULE, new Date('2026-03-27T07:29:00Z'), TZ).state).toBe('closed');
    expect(statusAt(DEFAULT_SCHEDULE, new Date('2026-03-27T07:30:00Z'), TZ).state).toBe('open');
    expect(statusAt(DEFAULT_SCHEDULE, new Date('2026-03-30T06:29:00Z'), TZ).state).toBe('closed');
    expect(statusAt(DEFAULT_SCHEDULE, new Date('2026-03-30T06:30:00Z'), TZ).state).toBe('open');
    expect(statusAt(DEFAULT_SCHEDULE, new Date('2026-03-30T14:00:00Z'), TZ).state).toBe('closing_soon');
  });

  it('goes back to UTC+1 after the October change', () => {
    expect(statusAt(DEFAULT_SCHEDULE, new Date('2026-10-23T15:00:00Z'), TZ).state).toBe('closed');
    expect(statusAt(DEFAULT_SCHEDULE, new Date('2026-10-26T15:00:00Z'), TZ).state).toBe('closing_soon');
    expect(statusAt(DEFAULT_SCHEDULE, new Date('2026-10-26T16:00:00Z'), TZ).state).toBe('closed');
  });

  it('reads the local day, not the UTC one', () => {
    // Sunday 23:30 UTC is already Monday 00:30 in Paris: closed, opens today at 08:30.
    const status = statusAt(DEFAULT_SCHEDULE, new Date('2026-01-11T23:30:00Z'), TZ);
    expect(status.opensNext).toEqual({ day: 'lundi', time: '08:30', inDays: 0 });
  });
});

describe('openingStatusText', () => {
  it('writes one French sentence per state', () => {
    expect(openingStatusText(at('10:00'))).toBe("Ouvert jusqu'à 12h00");
    expect(openingStatusText(at('16:30'))).toBe('Ferme bientôt, fermeture à 17h00');
    expect(openingStatusText(at('12:30'))).toBe('Fermé, ouvre à 13h30');
    expect(openingStatusText(at('17:30'))).toBe('Fermé, ouvre demain à 8h30');
    expect(openingStatusText(statusAt(DEFAULT_SCHEDULE, new Date('2026-01-17T11:00:00Z'), TZ))).toBe(
      'Fermé, ouvre lundi à 8h30',
    );
    expect(openingStatusText(statusAt(null, new Date(), TZ))).toMatch(/contacter la mairie/);
  });
});

describe("openingStatus in the town hall's own time zone", () => {
  const status = (iso: string, dep: string, insee?: string) =>
    statusAt(DEFAULT_SCHEDULE, new Date(iso), timeZoneOf(dep, insee), holidayCalendarOf(dep)).state;

  it('opens at 8:30 local time in each zone', () => {
    // Monday 12 January 2026: 8:30 is 07:30Z in Paris, 04:30Z in La Réunion (UTC+4), 12:30Z in Guadeloupe (UTC−4),
    // 11:30Z in Guyane (UTC−3), 05:30Z in Mayotte (UTC+3), 11:30Z in Saint-Pierre-et-Miquelon (UTC−3),
    // 18:30Z in Tahiti (UTC−10), 21:30Z the day before in Nouméa (UTC+11) and 20:30Z in Wallis (UTC+12).
    const cases: [string, string, string][] = [
      ['75', '2026-01-12T07:30:00Z', '2026-01-12T07:29:00Z'],
      ['974', '2026-01-12T04:30:00Z', '2026-01-12T04:29:00Z'],
      ['971', '2026-01-12T12:30:00Z', '2026-01-12T12:29:00Z'],
      ['972', '2026-01-12T12:30:00Z', '2026-01-12T12:29:00Z'],
      ['973', '2026-01-12T11:30:00Z', '2026-01-12T11:29:00Z'],
      ['976', '2026-01-12T05:30:00Z', '2026-01-12T05:29:00Z'],
      ['975', '2026-01-12T11:30:00Z', '2026-01-12T11:29:00Z'],
      ['987', '2026-01-12T18:30:00Z', '2026-01-12T18:29:00Z'],
      ['988', '2026-01-11T21:30:00Z', '2026-01-11T21:29:00Z'],
      ['986', '2026-01-11T20:30:00Z', '2026-01-11T20:29:00Z'],
    ];
    for (const [dep, opens, before] of cases) {
      expect([dep, status(opens, dep)]).toEqual([dep, 'open']);
      expect([dep, status(before, dep)]).toEqual([dep, 'closed']);
    }
    // The Marquesas are half an hour ahead of Tahiti (UTC−9:30).
    expect(status('2026-01-12T18:00:00Z', '987', '98731')).toBe('open');
    expect(status('2026-01-12T18:00:00Z', '987', '98735')).toBe('closed');
  });

  it('is the same instant read differently: open in Paris, closed in La Réunion and Guadeloupe', () => {
    // Monday 12 January 2026 at 15:00Z: 16:00 in Paris (closing soon), 19:00 in La Réunion, 11:00 in Guadeloupe.
    expect(status('2026-01-12T15:00:00Z', '75')).toBe('closing_soon');
    expect(status('2026-01-12T15:00:00Z', '974')).toBe('closed');
    expect(status('2026-01-12T15:00:00Z', '971')).toBe('open');
  });

  it('follows the March DST change in Paris, none in La Réunion', () => {
    // Friday 27 March 2026 (Paris UTC+1) and Monday 30 March 2026 (Paris UTC+2): La Réunion stays UTC+4.
    expect(status('2026-03-27T07:30:00Z', '75')).toBe('open');
    expect(status('2026-03-30T06:30:00Z', '75')).toBe('open');
    expect(status('2026-03-30T06:29:00Z', '75')).toBe('closed');
    expect(status('2026-03-27T04:30:00Z', '974')).toBe('open');
    expect(status('2026-03-30T04:30:00Z', '974')).toBe('open');
    expect(status('2026-03-30T04:29:00Z', '974')).toBe('closed');
  });
});

describe('openingStatus on public holidays', () => {
  const on = (iso: string, dep = '75') =>
    statusAt(DEFAULT_SCHEDULE, new Date(iso), timeZoneOf(dep), holidayCalendarOf(dep));

  it.each([
    ['lundi de Pâques', '2026-04-06T08:00:00Z'],
    ['Ascension', '2026-05-14T08:00:00Z'],
    ['lundi de Pentecôte', '2026-05-25T08:00:00Z'],
    ['fête nationale', '2026-07-14T08:00:00Z'],
  ])('is closed on %s, at an hour it would be open', (holiday, iso) => {
    expect(on(iso)).toMatchObject({ state: 'holiday', holiday });
    expect(statusAt(DEFAULT_SCHEDULE, new Date(iso), 'Europe/Paris').state).toBe('holiday');
  });

  it('says when it reopens, skipping the holiday', () => {
    // Tuesday 14 July 2026: reopens on Wednesday.
    expect(on('2026-07-14T08:00:00Z').opensNext).toEqual({ day: 'mercredi', time: '08:30', inDays: 1 });
    // Monday 13 July 2026 at 20:00: Tuesday is the holiday, so Wednesday.
    expect(on('2026-07-13T18:00:00Z').opensNext).toEqual({ day: 'mercredi', time: '08:30', inDays: 2 });
  });

  it('closes on 26 December and Good Friday in Moselle and Alsace only', () => {
    // Friday 3 April 2026 is Good Friday; Monday 26 December 2022 is a weekday.
    expect(on('2026-04-03T08:00:00Z', '57')).toMatchObject({ state: 'holiday', holiday: 'Vendredi saint' });
    expect(on('2026-04-03T08:00:00Z', '67').state).toBe('holiday');
    expect(on('2026-04-03T08:00:00Z', '68').state).toBe('holiday');
    expect(on('2026-04-03T08:00:00Z', '75').state).toBe('open');
    expect(on('2022-12-26T08:00:00Z', '57')).toMatchObject({ state: 'holiday', holiday: 'Saint-Étienne' });
    expect(on('2022-12-26T08:00:00Z', '54').state).toBe('open');
  });

  it('knows the overseas abolition of slavery days', () => {
    // Wednesday 27 May 2026 in Guadeloupe, at 10:00 local time (14:00Z); Paris works that day.
    expect(on('2026-05-27T14:00:00Z', '971')).toMatchObject({ state: 'holiday', holiday: "abolition de l'esclavage" });
    expect(on('2026-05-27T08:00:00Z', '75').state).toBe('open');
  });

  it('reads the holiday on the local date', () => {
    // 14 July 2026 starts at 13 July 22:00Z in Paris, and at 14 July 04:00Z in Guadeloupe.
    expect(on('2026-07-13T22:30:00Z', '75').state).toBe('holiday');
    expect(on('2026-07-13T22:30:00Z', '971').state).not.toBe('holiday');
  });
});

describe('openingStatusText for verified and indicative hours', () => {
  const indicative = { ...DEFAULT_SCHEDULE, isDefaultSchedule: true };
  const text = (iso: string, ind: boolean) =>
    openingStatusText(statusAt(DEFAULT_SCHEDULE, new Date(iso), TZ, holidayCalendarOf('75')), ind);

  it.each([
    [
      'open',
      '2026-01-12T09:00:00Z',
      "Ouvert jusqu'à 12h00",
      "Sans doute ouvert jusqu'à 12h00 d'après les horaires indicatifs",
    ],
    [
      'closing soon',
      '2026-01-12T15:30:00Z',
      'Ferme bientôt, fermeture à 17h00',
      "Ferme sans doute bientôt, fermeture à 17h00 d'après les horaires indicatifs",
    ],
    [
      'closed',
      '2026-01-12T17:00:00Z',
      'Fermé, ouvre demain à 8h30',
      "Sans doute fermé, ouvre demain à 8h30 d'après les horaires indicatifs",
    ],
    [
      'holiday',
      '2026-07-14T08:00:00Z',
      'Fermé, jour férié (fête nationale) ; rouvre demain à 8h30',
      "Fermé, jour férié (fête nationale) ; devrait rouvrir demain à 8h30 d'après les horaires indicatifs",
    ],
  ])('%s: one sentence each', (_state, iso, verified, hedged) => {
    expect(text(iso, false)).toBe(verified);
    expect(text(iso, true)).toBe(hedged);
    expect(indicative.isDefaultSchedule).toBe(true);
  });

  it('without any open hour, says only that the hours are unavailable, whatever the provenance and the day', () => {
    const none = {
      ...DEFAULT_SCHEDULE,
      lundi: [],
      mardi: [],
      mercredi: [],
      jeudi: [],
      vendredi: [],
    } as Schedule;
    for (const iso of [
      '2026-01-12T09:00:00Z',
      '2026-01-12T15:30:00Z',
      '2026-01-12T17:00:00Z',
      '2026-07-14T08:00:00Z',
    ]) {
      for (const ind of [false, true]) {
        const status = statusAt({ ...none, isDefaultSchedule: ind }, new Date(iso), TZ, holidayCalendarOf('75'));
        expect(status.state).toBe('unavailable');
        expect(openingStatusText(status, ind)).toBe(
          'Les horaires de cette mairie ne sont pas disponibles. Veuillez contacter la mairie avant de vous déplacer.',
        );
      }
    }
  });
});

describe('longestOpeningStatusText: the room the first screen keeps for the status', () => {
  // Saturday morning, a Wednesday afternoon reopening and a three-slot Tuesday: every wording a week can give.
  const week: Schedule = {
    ...DEFAULT_SCHEDULE,
    mardi: [
      { open: '08:00', close: '10:00' },
      { open: '10:30', close: '12:00' },
      { open: '14:00', close: '18:30' },
    ],
    mercredi: [{ open: '13:30', close: '17:00' }],
    samedi: [{ open: '09:00', close: '12:00' }],
  };

  it("is a public holiday's, with the longest holiday name of the town hall's calendar", () => {
    expect(longestOpeningStatusText(holidayCalendarOf('01'))).toBe(
      'Fermé, jour férié (lundi de Pentecôte) ; rouvre mercredi à 18h30',
    );
    expect(longestOpeningStatusText(holidayCalendarOf('971'), true)).toBe(
      "Fermé, jour férié (abolition de l'esclavage) ; devrait rouvrir mercredi à 18h30 d'après les horaires indicatifs",
    );
  });

  it.each(['75', '57', '974'])(
    'is never shorter than what the status says, every half hour of a year (department %s)',
    (dep) => {
      const holidays = holidayCalendarOf(dep);
      for (const indicative of [false, true]) {
        const longest = longestOpeningStatusText(holidays, indicative).length;
        const said = new Set<string>();
        for (let t = Date.UTC(2026, 0, 1); t < Date.UTC(2027, 0, 1); t += 30 * 60_000) {
          said.add(openingStatusText(statusAt(week, new Date(t), timeZoneOf(dep, null), holidays), indicative));
        }
        // Every state was said (open, closing soon, closed, a holiday), none longer than the room kept.
        expect(said.size).toBeGreaterThan(4);
        expect(Math.max(...[...said].map((text) => text.length))).toBeLessThanOrEqual(longest);
      }
    },
  );
});

describe("openingStatus on the clock the build wrote (the zone's offsets)", () => {
  it('reads the same status as through Intl', () => {
    const offsets = utcOffsetsOver(TZ, new Date('2026-01-01T00:00:00Z'), new Date('2026-02-01T00:00:00Z'));
    for (const hhmm of ['08:29', '08:30', '12:00', '16:00', '17:00'])
      expect(openingStatus(DEFAULT_SCHEDULE, wallClockAt(mondayWinter(hhmm), offsets)!)).toEqual(at(hhmm));
  });
});
