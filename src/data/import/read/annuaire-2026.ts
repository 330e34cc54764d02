// The 2026 Service-Public directory of town halls (dila_annuaire_mairies_2026.csv, shared/data/README.md): one row
// per commune (COM), delegated commune with its own record (COMD), associated commune (COMA), arrondissement or
// sector town hall (ARM), and sector (SRM, a repeat of an ARM row). Every oddity the README lists is read the way it
// says, and counted in `problems` so that the import report names it.
import { serviceNumber } from '../../../domain/phone.ts';
import type { Schedule } from '../../../domain/schedule.ts';
import { periodsToSchedule, type OpeningPeriod } from '../../../domain/schedule-periods.ts';
import { readCsv } from './csv.ts';
import { toInseeCode } from './mairie-draft.ts';
import { parseCoordinates } from './mairie-draft.ts';
import { toE164Phone } from './phone.ts';
import { count, type Tally } from '../tally.ts';
import { normalizeEmail, normalizeWebsite } from './web.ts';
import { foldText } from '../text.ts';
import { WEEKDAYS, type Weekday } from '../../../domain/schedule.ts';

export const ROW_TYPES = ['COM', 'COMD', 'COMA', 'ARM', 'SRM'] as const;
export type RowType = (typeof ROW_TYPES)[number];

/** One row as read: values cleaned, unusable ones dropped (and counted). */
export interface Annuaire2026Row {
  line: number;
  type: RowType;
  /** The INSEE code of the commune, delegated commune or arrondissement; null for an SRM pseudo-code. */
  codeInsee: string | null;
  /** The file's `commune`: the name without its article. */
  commune: string;
  streetLines: string[];
  postalCode: string | null;
  ville: string | null;
  latitude: number | null;
  longitude: number | null;
  /** The week, or null when the file gives no readable hours (`[]`: unknown, not closed). */
  schedule: Schedule | null;
  /** E.164, or a 4-digit service number ('3013'). */
  phone: string | null;
  email: string | null;
  website: string | null;
}

export interface Annuaire2026 {
  rows: Annuaire2026Row[];
  read: number;
  /** Rows that cannot be read at all (unknown type, no code), by reason. */
  rejected: Tally;
  /** Values read another way or dropped, by kind ('hours: no last day', 'phone: truncated'…). */
  problems: Tally;
}

const COLUMNS = [
  'type',
  'code_insee',
  'commune',
  'adresse_lignes',
  'code_postal',
  'ville',
  'latitude',
  'longitude',
  'horaires',
  'telephone',
  'email',
  'site',
] as const;

function toWeekday(name: unknown): Weekday | null {
  const folded = typeof name === 'string' ? foldText(name) : '';
  return (WEEKDAYS as readonly string[]).includes(folded) ? (folded as Weekday) : null;
}

const TIME = /^(\d{2}):(\d{2})(?::(\d{2}))?$/;

/** 'HH:MM' of a file time ('08:30:00'; seconds dropped), or null. */
function toTime(raw: unknown): string | null {
  const match = typeof raw === 'string' ? TIME.exec(raw.trim()) : null;
  if (!match || Number(match[1]) > 23 || Number(match[2]) > 59) return null;
  return `${match[1]}:${match[2]}`;
}

/**
 * The periods of a `horaires` value: `[first day, last day, [[open, close], …]]` ranges. A range with no last day is
 * that day alone; a day named by several ranges gets all their slots (periodsToSchedule merges them); an empty slot
 * (open = close) is dropped; seconds are dropped. Null for `[]` (no hours known) or when nothing can be read. Every
 * oddity is counted in `problems`.
 */
export function readHoraires(raw: string, problems: Tally): OpeningPeriod[] | null {
  let ranges: unknown;
  try {
    ranges = JSON.parse(raw || '[]');
  } catch {
    count(problems, 'hours: unreadable JSON');
    return null;
  }
  if (!Array.isArray(ranges)) {
    count(problems, 'hours: unreadable JSON');
    return null;
  }
  if (ranges.length === 0) {
    count(problems, 'hours: none given ([])');
    return null;
  }
  const periods: OpeningPeriod[] = [];
  let unreadable = false;
  const days = new Map<Weekday, number>();
  for (const range of ranges) {
    if (!Array.isArray(range) || range.length !== 3 || !Array.isArray(range[2])) {
      unreadable = true;
      continue;
    }
    const [first, last, slots] = range as [unknown, unknown, unknown[]];
    const start = toWeekday(first);
    const end = last === '' || last === null ? start : toWeekday(last);
    if (!start || !end) {
      unreadable = true;
      continue;
    }
    if (last === '' || last === null) count(problems, 'hours: range with no last day (that day alone)');
    const span: Weekday[] = [];
    for (let i = WEEKDAYS.indexOf(start); ; i = (i + 1) % 7) {
      span.push(WEEKDAYS[i]);
      if (WEEKDAYS[i] === end) break;
    }
    for (const slot of slots) {
      const [open, close] = Array.isArray(slot) ? [toTime(slot[0]), toTime(slot[1])] : [null, null];
      if (!open || !close || open > close) {
        unreadable = true;
        continue;
      }
      if (open === close) {
        count(problems, 'hours: empty slot dropped');
        continue;
      }
      if (Array.isArray(slot) && [slot[0], slot[1]].some((t) => typeof t === 'string' && !/:00$/.test(t)))
        count(problems, 'hours: seconds dropped');
      for (const day of span) {
        periods.push({ day, open, close });
        days.set(day, (days.get(day) ?? 0) + 1);
      }
    }
  }
  if (unreadable) count(problems, 'hours: unreadable range or slot (left to the next source)');
  if (unreadable || periods.length === 0) return null;
  if (ranges.filter(Array.isArray).length > 1 && namedTwice(ranges as unknown[][]))
    count(problems, 'hours: day named by several ranges (their slots united)');
  return periods;
}

function namedTwice(ranges: unknown[][]): boolean {
  const seen = new Set<Weekday>();
  for (const [first, last] of ranges) {
    const start = toWeekday(first);
    const end = toWeekday(last) ?? start;
    if (!start || !end) continue;
    for (let i = WEEKDAYS.indexOf(start); ; i = (i + 1) % 7) {
      if (seen.has(WEEKDAYS[i])) return true;
      seen.add(WEEKDAYS[i]);
      if (WEEKDAYS[i] === end) break;
    }
  }
  return false;
}

/** The week of a `horaires` value (readHoraires, then the domain's periodsToSchedule), or null. */
export function horairesToSchedule(raw: string, problems: Tally = {}): Schedule | null {
  const periods = readHoraires(raw, problems);
  return periods ? periodsToSchedule(periods) : null;
}

/** The phone as stored (E.164, or a 4-digit service number), or null (counted when something was given). */
export function readPhone(raw: string, problems: Tally): string | null {
  if (!raw) return null;
  const service = serviceNumber(raw);
  if (service) {
    count(problems, 'phone: 4-digit service number kept');
    return service;
  }
  const phone = toE164Phone(raw);
  if (!phone) count(problems, 'phone: truncated or malformed (dropped)');
  return phone;
}

/** The e-mail, or null (counted when something was given). */
function readEmail(raw: string, problems: Tally): string | null {
  if (!raw) return null;
  const email = normalizeEmail(raw);
  if (!email) count(problems, 'e-mail: malformed (dropped)');
  return email;
}

/** The website; only certain repairs ('www.bajus.fr' → https, 'https:/www.x.fr' → 'https://'); an e-mail is
 *  dropped. */
export function readWebsite(raw: string, problems: Tally): string | null {
  if (!raw) return null;
  if (raw.includes('@') && !/^https?:/i.test(raw)) {
    count(problems, 'site: an e-mail address (dropped)');
    return null;
  }
  const schemeless = !/^h+t+p+s?:/i.test(raw);
  const site = normalizeWebsite(schemeless ? `https://${raw.replace(/^\/+/, '')}` : raw);
  if (!site) count(problems, 'site: malformed (dropped)');
  else if (schemeless || !/^https?:\/\//i.test(raw)) count(problems, 'site: scheme repaired');
  return site;
}

const number = (raw: string) => (raw === '' ? null : raw);

/** Reads the file; a missing column stops the import (ImportFileError), a bad row or value is counted. */
export async function readAnnuaire2026(file: string): Promise<Annuaire2026> {
  const result: Annuaire2026 = { rows: [], read: 0, rejected: {}, problems: {} };
  const { problems } = result;
  for await (const { line, values } of readCsv(file, { required: COLUMNS })) {
    result.read += 1;
    const type = values.type as RowType;
    if (!(ROW_TYPES as readonly string[]).includes(type)) {
      count(result.rejected, `unknown row type ${JSON.stringify(values.type.slice(0, 10))}`);
      continue;
    }
    const codeInsee = toInseeCode(values.code_insee);
    if (!codeInsee && type !== 'SRM') {
      count(result.rejected, 'invalid INSEE code');
      continue;
    }
    const point = parseCoordinates(number(values.latitude), number(values.longitude));
    if (!point && (values.latitude || values.longitude)) count(problems, 'position: unreadable (dropped)');
    result.rows.push({
      line,
      type,
      codeInsee,
      commune: values.commune,
      streetLines: values.adresse_lignes
        .split(' | ')
        .map((s) => s.trim())
        .filter(Boolean),
      postalCode: /^\d{5}$/.test(values.code_postal) ? values.code_postal : null,
      ville: values.ville || null,
      latitude: point?.[0] ?? null,
      longitude: point?.[1] ?? null,
      schedule: horairesToSchedule(values.horaires, problems),
      phone: readPhone(values.telephone, problems),
      email: readEmail(values.email, problems),
      website: readWebsite(values.site, problems),
    });
  }
  return result;
}
