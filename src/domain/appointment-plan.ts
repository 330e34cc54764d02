// The appointment a visitor booked: its .ics calendar file (RFC 5545, built in the browser) and the deadlines that
// follow from its date. Pure: the time of creation (DTSTAMP) is an argument, the zone is the town hall's.
// It imports nothing but the constants: the town hall page's script shares zoned-time.ts and long-date.ts, which
// would become chunks of their own (more JavaScript on that page's load) if this island's module imported them too.
import { DELAYS, DOCUMENTS } from './passport-constants.ts';

/** A wall-clock date and time in the town hall's zone. */
export type LocalDateTime = { year: number; month: number; day: number; hour: number; minute: number };

const pad = (n: number, width = 2) => String(n).padStart(width, '0');
const icsLocal = (t: LocalDateTime) => `${pad(t.year, 4)}${pad(t.month)}${pad(t.day)}T${pad(t.hour)}${pad(t.minute)}00`;
const icsUtc = (date: Date) =>
  date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** Reads '2026-12-03' and '09:30' (the values of <input type="date"> and <input type="time">); null if invalid. */
export function parseLocalDateTime(date: string, time: string): LocalDateTime | null {
  const d = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const t = /^(\d{2}):(\d{2})/.exec(time);
  if (!d || !t) return null;
  const [year, month, day, hour, minute] = [d[1], d[2], d[3], t[1], t[2]].map(Number);
  const check = new Date(Date.UTC(year, month - 1, day));
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day || hour > 23 || minute > 59) return null;
  return { year, month, day, hour, minute };
}

// The zone's offset from UTC in minutes at the instant `ms`, read from Intl's 'GMT+01:00'.
function offsetAt(ms: number, timeZone: string): number {
  const name = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' })
    .formatToParts(new Date(ms))
    .find((part) => part.type === 'timeZoneName')?.value;
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name ?? '');
  return match ? (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3])) : 0;
}

/** The zone's offset from UTC in minutes at that wall-clock time (e.g. 60 in Paris in winter, -240 in Guadeloupe). */
export function utcOffsetMinutes(t: LocalDateTime, timeZone: string): number {
  const asUtc = Date.UTC(t.year, t.month - 1, t.day, t.hour, t.minute);
  const zone = usableTimeZone(timeZone);
  // The offset at the wall time read as UTC, then at the instant it gives: settled across a change of summer time.
  return offsetAt(asUtc - offsetAt(asUtc, zone) * 60_000, zone);
}

const offsetText = (minutes: number) =>
  `${minutes < 0 ? '-' : '+'}${pad(Math.floor(Math.abs(minutes) / 60))}${pad(Math.abs(minutes) % 60)}`;

// Every line break a text may hold: CRLF, CR, LF, NEL (U+0085), and the Unicode line and paragraph separators.
const LINE_BREAKS = /\r\n|[\r\n\u0085\u2028\u2029]/g;
// Every other control character (C0, DEL, C1) and the bidirectional overrides: removed (RFC 5545 §3.3.11 forbids CTLs).
// eslint-disable-next-line no-control-regex -- control characters are what this removes
const CONTROLS = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g;
/** The longest text written for one property, in characters: a town hall's name and address fit well within. */
export const ICS_TEXT_MAX = 300;

// The first `max` characters (code points: a surrogate pair is never cut).
const cut = (text: string, max: number) => Array.from(text).slice(0, max).join('');

// TEXT values (§3.3.11): line breaks as \n, other controls removed, cut, then backslash, semicolon and comma escaped.
const escapeText = (text: string) =>
  cut(
    text
      .split(LINE_BREAKS)
      .map((part) => part.replace(CONTROLS, ''))
      .join('\n'),
    ICS_TEXT_MAX,
  )
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\n/g, '\\n');

// A UID: the characters of a slug, a date and an '@' only.
const safeUid = (uid: string) => cut(uid.replace(/[^A-Za-z0-9@._-]/g, ''), 120) || 'rdv@passeport';

/** The longest URL written; a longer one keeps its origin and path only. */
const URL_MAX = 1000;

// A URI value (§3.3.13): an http(s) URL as the URL parser writes it (ASCII, its controls and spaces encoded), or ''.
function safeUri(url: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return '';
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return '';
  const href = parsed.href.length <= URL_MAX ? parsed.href : `${parsed.origin}${parsed.pathname}`;
  return href.length <= URL_MAX ? href.replace(CONTROLS, '') : parsed.origin;
}

/** The zone when the runtime knows it, else Paris: a zone from a link never throws. */
export function usableTimeZone(timeZone: string): string {
  if (!/^[A-Za-z0-9_+-]+(?:\/[A-Za-z0-9_+-]+)*$/.test(timeZone)) return 'Europe/Paris';
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return timeZone;
  } catch {
    return 'Europe/Paris';
  }
}

// Lines longer than 75 octets are folded: CRLF and a space (§3.1), never inside a UTF-8 character.
function fold(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = '';
  for (const char of line) {
    const limit = parts.length ? 74 : 75;
    if (encoder.encode(current + char).length > limit) {
      parts.push(current);
      current = '';
    }
    current += char;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

type AppointmentEvent = {
  start: LocalDateTime;
  durationMinutes: number;
  timeZone: string;
  title: string;
  location: string;
  description: string;
  url: string;
  /** Stable id of the appointment, e.g. the town hall's slug and the start. */
  uid: string;
  now: Date;
};

/**
 * The .ics file of the appointment: DTSTART in the town hall's zone (TZID and its VTIMEZONE), a reminder the day before.
 * Whatever the texts hold, it is RFC 5545 text: no control byte but the CRLF line ends, lines folded at 75 octets.
 */
export function appointmentIcs(event: AppointmentEvent): string {
  const startMs = Date.UTC(
    event.start.year,
    event.start.month - 1,
    event.start.day,
    event.start.hour,
    event.start.minute,
  );
  const endDate = new Date(startMs + event.durationMinutes * 60_000);
  const end: LocalDateTime = {
    year: endDate.getUTCFullYear(),
    month: endDate.getUTCMonth() + 1,
    day: endDate.getUTCDate(),
    hour: endDate.getUTCHours(),
    minute: endDate.getUTCMinutes(),
  };
  const zone = usableTimeZone(event.timeZone);
  const offset = offsetText(utcOffsetMinutes(event.start, zone));
  const url = safeUri(event.url);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Passeport en mairie//Rendez-vous//FR',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VTIMEZONE',
    `TZID:${zone}`,
    'BEGIN:STANDARD',
    `DTSTART:${icsLocal(event.start)}`,
    `TZOFFSETFROM:${offset}`,
    `TZOFFSETTO:${offset}`,
    'END:STANDARD',
    'END:VTIMEZONE',
    'BEGIN:VEVENT',
    `UID:${safeUid(event.uid)}`,
    `DTSTAMP:${icsUtc(event.now)}`,
    `DTSTART;TZID=${zone}:${icsLocal(event.start)}`,
    `DTEND;TZID=${zone}:${icsLocal(end)}`,
    `SUMMARY:${escapeText(event.title)}`,
    `LOCATION:${escapeText(event.location)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    ...(url ? [`URL:${url}`] : []),
    'BEGIN:VALARM',
    'ACTION:DISPLAY',
    'TRIGGER:-P1D',
    `DESCRIPTION:${escapeText(`Demain : ${event.title}. Préparez vos documents.`)}`,
    'END:VALARM',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}

/** One deadline in words: what, and the day when it is known. */
type Deadline = { label: string; date?: string };

// The day `months` months before or after (the last day of a shorter month when the day does not exist).
function addMonths(year: number, month: number, day: number, months: number): [number, number, number] {
  const index = year * 12 + (month - 1) + months;
  const y = Math.floor(index / 12);
  const m = (index % 12) + 1;
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return [y, m, Math.min(day, last)];
}

const FRENCH_DAY = new Intl.DateTimeFormat('fr-FR', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});
const words = ([y, m, d]: [number, number, number]) => FRENCH_DAY.format(new Date(Date.UTC(y, m - 1, d, 12)));

function addDays(year: number, month: number, day: number, days: number): [number, number, number] {
  const date = new Date(Date.UTC(year, month - 1, day + days));
  return [date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate()];
}

type Day = Pick<LocalDateTime, 'year' | 'month' | 'day'>;

/**
 * The deadlines that follow from the appointment's date (SPEC §9's delays and document ages) and, when the visitor gives
 * it, the date of the SMS saying the passport is ready. The pickup deadline runs from that SMS (fiches F14930,
 * F21092: the passport is kept 3 months from when it is made available, then destroyed), so without it no day is given. The ready
 * date is our estimate (no fiche gives a production time). An emergency passport (F1373, F1035) has neither: it is
 * handed over at once or within a few days, against the receipt given at the deposit.
 */
export function appointmentDeadlines(t: Day, sms?: Day | null, emergency = false): Deadline[] {
  const ready = addDays(t.year, t.month, t.day, DELAYS.productionWeeks * 7);
  const documents: Deadline[] = [
    {
      label: `Photo d'identité prise au plus tôt le`,
      date: words(addMonths(t.year, t.month, t.day, -DOCUMENTS.photoMaxMonths)),
    },
    {
      label: `Justificatif de domicile daté au plus tôt du`,
      date: words(addMonths(t.year, t.month, t.day, -DOCUMENTS.proofOfAddressMaxMonths)),
    },
    {
      label: `Acte de naissance (s'il est demandé) délivré au plus tôt le`,
      date: words(addMonths(t.year, t.month, t.day, -3)),
    },
  ];
  if (emergency)
    return [
      ...documents,
      {
        label:
          'Si la demande est acceptée, le passeport temporaire est remis immédiatement ou en quelques jours ; sinon, gardez le récépissé remis au dépôt : il est demandé au retrait',
      },
    ];
  return [
    ...documents,
    { label: `Passeport prêt, annoncé par SMS (notre estimation), vers le`, date: words(ready) },
    sms
      ? {
          label: `SMS reçu le ${words([sms.year, sms.month, sms.day])} : à retirer au plus tard le`,
          date: words(addMonths(sms.year, sms.month, sms.day, DELAYS.pickupMonths)),
        }
      : {
          label: `À retirer dans les ${DELAYS.pickupMonths} mois qui suivent le SMS (indiquez sa date ci-dessous pour connaître le dernier jour)`,
        },
  ];
}
