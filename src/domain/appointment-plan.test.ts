import { describe, expect, it } from 'vitest';
import { appointmentDeadlines, appointmentIcs, parseLocalDateTime, utcOffsetMinutes } from './appointment-plan.ts';

const event = {
  start: { year: 2026, month: 12, day: 3, hour: 9, minute: 30 },
  durationMinutes: 30,
  timeZone: 'Europe/Paris',
  title: 'Rendez-vous passeport : Mairie de Lyon 1er, salle 2',
  location: '1 place de la Comédie\n69001 Lyon',
  description: 'Ma liste : https://passeport.example.fr/documents/majeur/renouvellement?hosted=1',
  url: 'https://passeport.example.fr/documents/majeur/renouvellement?hosted=1',
  uid: 'mairie-de-lyon-20261203T0930@passeport',
  now: new Date('2026-11-26T10:00:00Z'),
};

describe('parseLocalDateTime', () => {
  it('reads the date and time inputs, and refuses impossible ones', () => {
    expect(parseLocalDateTime('2026-12-03', '09:30')).toEqual({ year: 2026, month: 12, day: 3, hour: 9, minute: 30 });
    expect(parseLocalDateTime('2026-02-30', '09:30')).toBeNull();
    expect(parseLocalDateTime('2026-12-03', '')).toBeNull();
    expect(parseLocalDateTime('', '09:30')).toBeNull();
  });
});

describe('utcOffsetMinutes', () => {
  it('follows the zone and its summer time', () => {
    expect(utcOffsetMinutes(event.start, 'Europe/Paris')).toBe(60);
    expect(utcOffsetMinutes({ ...event.start, month: 7 }, 'Europe/Paris')).toBe(120);
    expect(utcOffsetMinutes(event.start, 'America/Guadeloupe')).toBe(-240);
    expect(utcOffsetMinutes(event.start, 'Pacific/Marquesas')).toBe(-570);
  });
});

describe('appointmentIcs', () => {
  const ics = appointmentIcs(event);
  const unfolded = ics.replace(/\r\n /g, '');

  it('is a CRLF calendar with one event starting in the town hall zone', () => {
    expect(ics.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(unfolded).toContain('DTSTART;TZID=Europe/Paris:20261203T093000\r\n');
    expect(unfolded).toContain('DTEND;TZID=Europe/Paris:20261203T100000\r\n');
    expect(unfolded).toContain('TZID:Europe/Paris\r\n');
    expect(unfolded).toContain('TZOFFSETTO:+0100\r\n');
    expect(unfolded).toContain('DTSTAMP:20261126T100000Z\r\n');
  });

  it('escapes the town hall name and address and links the list', () => {
    expect(unfolded).toContain('SUMMARY:Rendez-vous passeport : Mairie de Lyon 1er\\, salle 2\r\n');
    expect(unfolded).toContain('LOCATION:1 place de la Comédie\\n69001 Lyon\r\n');
    expect(unfolded).toContain('URL:https://passeport.example.fr/documents/majeur/renouvellement?hosted=1\r\n');
  });

  it('reminds the day before', () => {
    expect(unfolded).toMatch(/BEGIN:VALARM\r\nACTION:DISPLAY\r\nTRIGGER:-P1D\r\nDESCRIPTION:Demain/);
  });

  it('folds lines over 75 octets', () => {
    for (const line of ics.split('\r\n')) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(ics).toContain('\r\n ');
  });

  it('writes an overseas appointment in its own zone with its offset', () => {
    const overseas = appointmentIcs({ ...event, timeZone: 'America/Guadeloupe' });
    expect(overseas).toContain('DTSTART;TZID=America/Guadeloupe:20261203T093000');
    expect(overseas).toContain('TZOFFSETFROM:-0400');
  });
});

describe('appointmentDeadlines', () => {
  it('photo 6 months, proof of address 3 months before; ready 3 weeks after; 3 months to collect', () => {
    expect(appointmentDeadlines({ year: 2026, month: 12, day: 3 })).toEqual([
      { label: "Photo d'identité prise au plus tôt le", date: '3 juin 2026' },
      { label: 'Justificatif de domicile daté au plus tôt du', date: '3 septembre 2026' },
      { label: "Acte de naissance (s'il est demandé) délivré au plus tôt le", date: '3 septembre 2026' },
      { label: 'Passeport prêt, annoncé par SMS, vers le', date: '24 décembre 2026' },
      { label: 'À retirer dans les 3 mois après le SMS, soit vers le', date: '24 mars 2027' },
    ]);
  });

  it('clamps to the last day of a shorter month', () => {
    expect(appointmentDeadlines({ year: 2026, month: 5, day: 31 })[1].date).toBe('28 février 2026');
  });
});
