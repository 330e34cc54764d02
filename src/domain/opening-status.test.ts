import { describe, it, expect } from 'vitest';
import { openingStatus, openingStatusText } from './opening-status.ts';
import { DEFAULT_SCHEDULE, type Schedule } from './schedule.ts';

const TZ = 'Europe/Paris';
// Monday 12 January 2026, Paris is UTC+1: local HH:MM is `hhmm`.
const mondayWinter = (hhmm: string) => {
  const [h, m] = hhmm.split(':').map(Number);
  return new Date(Date.UTC(2026, 0, 12, h - 1, m));
};
const at = (hhmm: string, schedule: Schedule | null = DEFAULT_SCHEDULE) =>
  openingStatus(schedule, mondayWinter(hhmm), TZ);

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
    const fridayNight = openingStatus(DEFAULT_SCHEDULE, new Date('2026-01-16T19:00:00Z'), TZ);
    expect(fridayNight.opensNext).toEqual({ day: 'lundi', time: '08:30', inDays: 3 });
  });
});

describe('openingStatus edge cases', () => {
  const closed = { closed: true } as const;
  const onlyMonday = (lundi: Schedule['lundi']): Schedule => ({
    lundi,
    mardi: closed,
    mercredi: closed,
    jeudi: closed,
    vendredi: closed,
    samedi: closed,
    dimanche: closed,
    isDefaultSchedule: false,
  });

  it('is unavailable without a schedule', () => {
    expect(openingStatus(null, mondayWinter('10:00'), TZ)).toEqual({
      state: 'unavailable',
      label: 'Horaires non disponibles',
    });
  });

  it('is never open on a closed day, and says when it reopens', () => {
    const saturdayNoon = new Date('2026-01-17T11:00:00Z');
    expect(openingStatus(DEFAULT_SCHEDULE, saturdayNoon, TZ)).toEqual({
      state: 'closed',
      label: 'Fermé',
      opensNext: { day: 'lundi', time: '08:30', inDays: 2 },
    });
  });

  it('is closing soon from exactly 60 minutes before a morning-only close', () => {
    const schedule = onlyMonday({ morning: { open: '09:00', close: '12:00' } });
    expect(at('10:59', schedule).state).toBe('open');
    expect(at('11:00', schedule).state).toBe('closing_soon');
  });

  it('is not closing soon during a lunch break even when the last close is near', () => {
    const schedule = onlyMonday({
      morning: { open: '08:00', close: '12:00' },
      afternoon: { open: '12:30', close: '13:00' },
    });
    expect(at('12:10', schedule).state).toBe('closed');
    expect(at('12:30', schedule)).toMatchObject({ state: 'closing_soon', closesAt: '13:00' });
  });

  it('chains overlapping or touching ranges into one opening', () => {
    const schedule = onlyMonday({
      morning: { open: '08:00', close: '14:00' },
      afternoon: { open: '14:00', close: '18:00' },
    });
    expect(at('13:59', schedule)).toMatchObject({ state: 'open', closesAt: '18:00' });
    expect(at('14:00', schedule)).toMatchObject({ state: 'open', closesAt: '18:00' });
  });

  it('looks a full week ahead, and has no next opening when every day is closed', () => {
    const schedule = onlyMonday({ morning: { open: '09:00', close: '10:00' } });
    expect(at('11:00', schedule).opensNext).toEqual({ day: 'lundi', time: '09:00', inDays: 7 });
    const never = onlyMonday(closed);
    expect(at('11:00', never)).toEqual({ state: 'closed', label: 'Fermé' });
  });
});

describe('openingStatus across daylight saving time in Paris', () => {
  it('uses UTC+1 before the March change and UTC+2 after it', () => {
    expect(openingStatus(DEFAULT_SCHEDULE, new Date('2026-03-27T07:29:00Z'), TZ).state).toBe('closed');
    expect(openingStatus(DEFAULT_SCHEDULE, new Date('2026-03-27T07:30:00Z'), TZ).state).toBe('open');
    expect(openingStatus(DEFAULT_SCHEDULE, new Date('2026-03-30T06:29:00Z'), TZ).state).toBe('closed');
    expect(openingStatus(DEFAULT_SCHEDULE, new Date('2026-03-30T06:30:00Z'), TZ).state).toBe('open');
    expect(openingStatus(DEFAULT_SCHEDULE, new Date('2026-03-30T14:00:00Z'), TZ).state).toBe('closing_soon');
  });

  it('goes back to UTC+1 after the October change', () => {
    expect(openingStatus(DEFAULT_SCHEDULE, new Date('2026-10-23T15:00:00Z'), TZ).state).toBe('closed');
    expect(openingStatus(DEFAULT_SCHEDULE, new Date('2026-10-26T15:00:00Z'), TZ).state).toBe('closing_soon');
    expect(openingStatus(DEFAULT_SCHEDULE, new Date('2026-10-26T16:00:00Z'), TZ).state).toBe('closed');
  });

  it('reads the local day, not the UTC one', () => {
    // Sunday 23:30 UTC is already Monday 00:30 in Paris: closed, opens today at 08:30.
    const status = openingStatus(DEFAULT_SCHEDULE, new Date('2026-01-11T23:30:00Z'), TZ);
    expect(status.opensNext).toEqual({ day: 'lundi', time: '08:30', inDays: 0 });
  });
});

describe('openingStatusText', () => {
  it('writes one French sentence per state', () => {
    expect(openingStatusText(at('10:00'))).toBe("Ouvert jusqu'à 12h00");
    expect(openingStatusText(at('16:30'))).toBe('Ferme bientôt, fermeture à 17h00');
    expect(openingStatusText(at('12:30'))).toBe('Fermé, ouvre à 13h30');
    expect(openingStatusText(at('17:30'))).toBe('Fermé, ouvre demain à 8h30');
    expect(openingStatusText(openingStatus(DEFAULT_SCHEDULE, new Date('2026-01-17T11:00:00Z'), TZ))).toBe(
      'Fermé, ouvre lundi à 8h30',
    );
    expect(openingStatusText(openingStatus(null, new Date(), TZ))).toMatch(/contacter la mairie/);
  });
});
