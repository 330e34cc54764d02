import { describe, it, expect } from 'vitest';
import { formatDayHours, formatTime, scheduleBadge, scheduleRows } from './schedule-format.ts';
import { DEFAULT_SCHEDULE } from './schedule.ts';

describe('schedule display', () => {
  it('formats times the French way', () => {
    expect(formatTime('08:30')).toBe('8h30');
    expect(formatTime('12:00')).toBe('12h00');
    expect(formatTime('00:05')).toBe('0h05');
  });

  it('formats a day', () => {
    expect(formatDayHours(DEFAULT_SCHEDULE.lundi)).toBe('8h30 - 12h00 et 13h30 - 17h00');
    expect(formatDayHours([{ open: '14:00', close: '16:00' }])).toBe('14h00 - 16h00');
    expect(formatDayHours([])).toBe('Fermé');
    expect(
      formatDayHours([
        { open: '08:00', close: '10:00' },
        { open: '10:30', close: '12:00' },
        { open: '14:00', close: '17:00' },
      ]),
    ).toBe('8h00 - 10h00, 10h30 - 12h00 et 14h00 - 17h00');
  });

  it('lists the week Monday first', () => {
    const rows = scheduleRows(DEFAULT_SCHEDULE);
    expect(rows.map((row) => row.label)).toEqual([
      'Lundi',
      'Mardi',
      'Mercredi',
      'Jeudi',
      'Vendredi',
      'Samedi',
      'Dimanche',
    ]);
    expect(rows[6]).toEqual({ day: 'dimanche', label: 'Dimanche', hours: 'Fermé' });
  });

  it("shows 'Horaires indicatifs' for default hours and 'Horaires vérifiés' otherwise", () => {
    expect(scheduleBadge(DEFAULT_SCHEDULE)).toBe('Horaires indicatifs');
    expect(scheduleBadge({ ...DEFAULT_SCHEDULE, isDefaultSchedule: false })).toBe('Horaires vérifiés');
  });
});
