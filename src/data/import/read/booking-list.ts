// The operator's list of online booking pages (BOOKING_LIST): a CSV with `url` and one way to find the town hall,
// `id` (directory id), `code_insee`, or `departement` + `commune` (placed by match/list-names.ts), the first one
// filled in a row. Each https URL becomes the town hall's rendez_vous (decide/bookings.ts); anything else is refused
// and counted, never guessed.
import { statSync } from 'node:fs';
import { PARIS_TIME_ZONE } from '../../../domain/time-zone.ts';
import { zonedParts } from '../../../domain/zoned-time.ts';
import { ImportFileError } from '../errors.ts';
import { normalizeListKey, parseListSource, type ListSource } from './equipped-list.ts';
import { readOperatorCsv } from './operator-csv.ts';
import { normalizeWebsite } from './web.ts';

type Target = { id: string } | { codes: string[] } | { name: { departement: string; commune: string } };

export interface BookingEntry {
  line: number;
  url: string;
  target: Target;
}

export interface Refusal {
  line: number;
  reason: string;
}

export interface BookingList {
  /** The list's `# source: <title>, <date>` line, as for the equipped list; null without one. */
  source: ListSource | null;
  /** The list's date (YYYY-MM-DD): its source line's, else the file's last modification (Paris day). */
  date: string;
  entries: BookingEntry[];
  read: number;
  refusals: Refusal[];
}

/** The Paris calendar day (YYYY-MM-DD) of an instant. */
function parisDay(instant: Date): string {
  const { year, month, day } = zonedParts(instant, PARIS_TIME_ZONE);
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** An https URL as stored (normalised by the website rules), or the reason it is refused. */
export function bookingUrl(raw: string): { url: string } | { refuse: string } {
  const text = raw.trim();
  if (!text) return { refuse: 'empty url' };
  if (!/^https:\/\//i.test(text)) return { refuse: 'not an https URL' };
  const url = normalizeWebsite(text);
  if (!url || !url.startsWith('https://')) return { refuse: 'invalid URL' };
  return { url };
}

/** Reads the list: URLs checked; refused rows keep their line and reason. */
export function readBookingList(file: string): BookingList {
  const csv = readOperatorCsv(file);
  const byName = csv.columns.includes('departement') && csv.columns.includes('commune');
  if (!csv.columns.includes('url') || !(csv.columns.includes('id') || csv.columns.includes('code_insee') || byName)) {
    throw new ImportFileError(
      file,
      1,
      `expected the columns url and id, code_insee, or departement + commune (found: ${csv.columns.join(', ')})`,
    );
  }
  const sourceLine = csv.comments.map((c) => /^source\s*:\s*(.+)$/i.exec(c)).find((m) => m !== null);
  const source = sourceLine ? parseListSource(sourceLine[1]) : null;
  const date = source?.date ?? parisDay(statSync(file).mtime);
  const list: BookingList = { source, date, entries: [], read: 0, refusals: [] };
  for (const { line, values } of csv.rows) {
    list.read += 1;
    const refuse = (reason: string) => list.refusals.push({ line, reason });
    const checked = bookingUrl(values.url ?? '');
    if ('refuse' in checked) {
      refuse(checked.refuse);
      continue;
    }
    if (values.id) list.entries.push({ line, url: checked.url, target: { id: values.id } });
    else if (values.code_insee) {
      list.entries.push({ line, url: checked.url, target: { codes: [normalizeListKey(values.code_insee)] } });
    } else if (values.commune) {
      const name = { departement: values.departement ?? '', commune: values.commune };
      list.entries.push({ line, url: checked.url, target: { name } });
    } else refuse('no town hall given');
  }
  return list;
}
