import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import {
  appointmentDeadlines,
  appointmentIcs,
  ICS_TEXT_MAX,
  parseLocalDateTime,
  usableTimeZone,
  utcOffsetMinutes,
} from './appointment-plan.ts';

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

// Links a crafted page could be opened with: each value goes, as it is, where the planner writes town hall values.
const HOSTILE = [
  'mairie=x%0D%0AATTACH:https://evil.example/a.exe%0D%0AX-A:&nom=Mairie&adresse=1%0Drue&tz=Europe/Paris',
  'mairie=x%0AEND:VEVENT%0ABEGIN:VEVENT%0ASUMMARY:Faux&nom=A%0D%0AORGANIZER:mailto:evil@example&tz=Foo/Bar',
  'mairie=x%0Dy&nom=Lone%0DCR%0DBEGIN:VALARM&adresse=a;b,c%5Cd%5C%5Cn&tz=..%2F..%2Fetc',
  'mairie=a%E2%80%A8URL:https://evil.example&nom=Line%E2%80%A8separator%E2%80%A9para%C2%85NEL&tz=javascript:alert(1)',
  `mairie=${'m'.repeat(10_000)}&nom=${'Mairie%0A'.repeat(1_200)}&adresse=${'é'.repeat(10_000)}&tz=${'A/'.repeat(5_000)}B`,
  'mairie=%00%01%1B%7F%C2%9F&nom=%E2%80%AEevil%E2%80%AC%09tab&adresse=%F0%9F%98%80'.repeat(3) + '&tz=',
];

describe('appointmentIcs with hostile values', () => {
  it.each(HOSTILE)('stays one event of RFC 5545 text: %#', (query) => {
    const params = new URLSearchParams(query);
    const url = `https://passeport.example.fr/documents/majeur/perte?${query}`;
    const title = `Rendez-vous passeport : ${params.get('nom') ?? ''}`;
    const ics = appointmentIcs({
      ...event,
      title,
      location: params.get('adresse') ?? '',
      description: `Documents à apporter : ${url}`,
      url,
      uid: `${params.get('mairie') ?? ''}-202612030930@passeport`,
      timeZone: params.get('tz') ?? '',
    });
    // No control byte but the CRLF line ends (ical.js splits on LF alone), every line at most 75 octets.
    const bytes = Buffer.from(ics, 'utf8');
    for (let i = 0; i < bytes.length; i++) {
      const byte = bytes[i];
      if (byte === 0x0d) expect(bytes[i + 1]).toBe(0x0a);
      else if (byte === 0x0a) expect(bytes[i - 1]).toBe(0x0d);
      else expect(byte < 0x20 || byte === 0x7f).toBe(false);
    }
    expect(ics).not.toMatch(/[\u0085\u2028\u2029\u0080-\u009f]/);
    for (const line of ics.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);

    const calendar = new ICAL.Component(ICAL.parse(ics));
    const events = calendar.getAllSubcomponents('vevent');
    expect(events).toHaveLength(1);
    const [vevent] = events;
    expect(
      vevent
        .getAllProperties()
        .map((p) => p.name)
        .sort(),
    ).toEqual(['description', 'dtend', 'dtstamp', 'dtstart', 'location', 'summary', 'uid', 'url'].sort());
    expect(vevent.getAllSubcomponents().map((c) => c.name)).toEqual(['valarm']);
    expect(calendar.getAllSubcomponents().map((c) => c.name)).toEqual(['vtimezone', 'vevent']);
    const summary = String(vevent.getFirstPropertyValue('summary'));
    expect(summary.startsWith('Rendez-vous passeport : ')).toBe(true);
    expect(Array.from(summary).length).toBeLessThanOrEqual(ICS_TEXT_MAX);
    expect(String(vevent.getFirstPropertyValue('uid'))).toMatch(/^[A-Za-z0-9@._-]{1,120}$/);
    const zone = vevent.getFirstProperty('dtstart')?.getParameter('tzid');
    expect(zone).toBe(usableTimeZone(params.get('tz') ?? ''));
    expect(new URL(String(vevent.getFirstPropertyValue('url'))).origin).toBe('https://passeport.example.fr');
  });

  it('keeps the text, escaped, and folds it back whole', () => {
    const location = 'Entrée B; 1, rue \\ Haute\nBâtiment\u2028A';
    const ics = appointmentIcs({ ...event, location });
    const vevent = new ICAL.Component(ICAL.parse(ics)).getFirstSubcomponent('vevent');
    expect(vevent?.getFirstPropertyValue('location')).toBe('Entrée B; 1, rue \\ Haute\nBâtiment\nA');
  });
});

describe('usableTimeZone', () => {
  it('keeps a zone the runtime knows and puts anything else on Paris time', () => {
    expect(usableTimeZone('America/Guadeloupe')).toBe('America/Guadeloupe');
    for (const zone of ['Foo/Bar', '', 'Europe/Paris:x', 'a\r\nb', 'javascript:alert(1)'])
      expect(usableTimeZone(zone)).toBe('Europe/Paris');
    expect(utcOffsetMinutes(event.start, 'Foo/Bar')).toBe(60);
  });
});

describe('appointmentDeadlines', () => {
  it('photo 6 months, proof of address 3 months before; ready 3 weeks after; 3 months from the SMS, no day', () => {
    expect(appointmentDeadlines({ year: 2026, month: 12, day: 3 })).toEqual([
      { label: "Photo d'identité prise au plus tôt le", date: '3 juin 2026' },
      { label: 'Justificatif de domicile daté au plus tôt du', date: '3 septembre 2026' },
      { label: "Acte de naissance (s'il est demandé) délivré au plus tôt le", date: '3 septembre 2026' },
      { label: 'Passeport prêt, annoncé par SMS (notre estimation), vers le', date: '24 décembre 2026' },
      {
        label:
          'À retirer dans les 3 mois qui suivent le SMS (indiquez sa date ci-dessous pour connaître le dernier jour)',
      },
    ]);
  });

  it('counts the pickup deadline from the SMS date the visitor gives', () => {
    const sms = { year: 2027, month: 1, day: 11 };
    expect(appointmentDeadlines({ year: 2026, month: 12, day: 3 }, sms)[4]).toEqual({
      label: 'SMS reçu le 11 janvier 2027 : à retirer au plus tard le',
      date: '11 avril 2027',
    });
    // A later SMS than the estimate moves the deadline later, never the other way round.
    expect(appointmentDeadlines({ year: 2026, month: 12, day: 3 }, { year: 2027, month: 2, day: 28 })[4].date).toBe(
      '28 mai 2027',
    );
  });

  it('an emergency passport (F1373): no production estimate, no SMS, the receipt kept for pickup', () => {
    const deadlines = appointmentDeadlines({ year: 2026, month: 12, day: 3 }, { year: 2027, month: 1, day: 11 }, true);
    expect(deadlines).toHaveLength(4);
    expect(deadlines.slice(0, 3).map((d) => d.date)).toEqual(['3 juin 2026', '3 septembre 2026', '3 septembre 2026']);
    expect(deadlines[3]).toEqual({
      label:
        'Si la demande est acceptée, le passeport temporaire est remis immédiatement ou en quelques jours ; sinon, gardez le récépissé remis au dépôt : il est demandé au retrait',
    });
    expect(deadlines.map((d) => d.label).join(' ')).not.toMatch(/SMS/);
  });

  it('clamps to the last day of a shorter month', () => {
    expect(appointmentDeadlines({ year: 2026, month: 5, day: 31 })[1].date).toBe('28 février 2026');
  });
});
