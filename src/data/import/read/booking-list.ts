// The operator's list of online booking pages (BOOKING_LIST): a CSV with `url` and one way to find the town hall,
// `id` (directory id), `code_insee`, or `departement` + `commune` (commune-names.ts), the first one filled in a row. Each https URL becomes the
// town hall's rendez_vous; anything else is refused and counted, never guessed.
import { statSync } from 'node:fs';
import { PARIS_TIME_ZONE } from '../../../domain/time-zone.ts';
import { zonedParts } from '../../../domain/zoned-time.ts';
import { loadCommuneNameIndex, type CommuneNameIndex } from '../reference/commune-names.ts';
import { ImportFileError } from '../errors.ts';
import { normalizeListKey, parseListSource, type ListSource } from './equipped-list.ts';
import type { MairieWrite } from '../../queries/mairies.ts';
import { readOperatorCsv } from './operator-csv.ts';
import { count, type Tally } from '../tally.ts';
import { normalizeWebsite } from './web.ts';

type Target = { id: string } | { codes: string[] };

interface BookingEntry {
  line: number;
  url: string;
  target: Target;
}

interface Refusal {
  line: number;
  reason: string;
}

interface BookingList {
  /** The list's `# source: <title>, <date>` line, as for the equipped list; null without one. */
  source: ListSource | null;
  /** The list's date (YYYY-MM-DD): its source line's, else the file's last modification (Paris day). */
  date: string;
  entries: BookingEntry[];
  read: number;
  refusals: Refusal[];
}

export interface BookingStats {
  read: number;
  matched: number;
  refused: Tally;
  /** Every refused row with its line. */
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

/** Reads the list: URLs checked, names placed on INSEE codes; refused rows keep their line and reason. */
export function readBookingList(file: string, names: CommuneNameIndex = loadCommuneNameIndex()): BookingList {
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
      const placed = names.place(values.departement ?? '', values.commune);
      if ('problem' in placed)
        refuse(
          placed.problem === 'ambiguous' ? `ambiguous commune: ${placed.candidates?.join(' or ')}` : placed.problem,
        );
      else if (placed.codes.length > 1) refuse('a city with arrondissements: name the arrondissement');
      else list.entries.push({ line, url: checked.url, target: { codes: placed.codes } });
    } else refuse('no town hall given');
  }
  return list;
}

/** Sets rendez_vous on the rows each entry finds: by id (`source_id`, or the current export's id through
 * `aliases`), or by INSEE code when that commune has one town hall only. */
export function applyBookings(
  rows: MairieWrite[],
  list: BookingList,
  aliases: ReadonlyMap<string, string> = new Map(),
): BookingStats {
  const stats: BookingStats = { read: list.read, matched: 0, refused: {}, refusals: [...list.refusals] };
  const byId = new Map(rows.map((r) => [r.source_id, r]));
  for (const [alias, sourceId] of aliases) {
    const row = byId.get(sourceId);
    if (row && !byId.has(alias)) byId.set(alias, row);
  }
  const byCode = new Map<string, MairieWrite[]>();
  for (const row of rows) if (row.code_insee) byCode.set(row.code_insee, [...(byCode.get(row.code_insee) ?? []), row]);
  const given = new Map<MairieWrite, number>();
  for (const entry of list.entries) {
    const refuse = (reason: string) => stats.refusals.push({ line: entry.line, reason });
    const found =
      'id' in entry.target
        ? [byId.get(entry.target.id)].filter((r) => r !== undefined)
        : (byCode.get(entry.target.codes[0]) ?? []);
    if (found.length === 0) refuse('no such town hall');
    else if (found.length > 1) refuse(`${found.length} town halls in that commune: give the id`);
    else if (given.has(found[0]) && found[0].rendez_vous !== entry.url)
      refuse(`another URL for the same town hall (line ${given.get(found[0])})`);
    else {
      if (!given.has(found[0])) stats.matched += 1;
      given.set(found[0], entry.line);
      found[0].rendez_vous = entry.url;
      found[0].rendez_vous_source = 'booking';
      found[0].rendez_vous_source_date = list.date;
    }
  }
  stats.refusals.sort((a, b) => a.line - b.line);
  for (const r of stats.refusals)
    count(stats.refused, r.reason.replace(/:.*$| \(line \d+\)$/, '').replace(/^\d+ town halls/, 'several town halls'));
  return stats;
}
