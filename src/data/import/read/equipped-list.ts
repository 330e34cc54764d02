// The operator's list of town halls equipped to take passport applications (EQUIPPED_LIST): a CSV with a column of
// INSEE codes or DILA ids, or with `departement` + `commune` names (the arrêté's table, placed by
// match/list-names.ts), and
// optionally a yes/no column. Leading lines: `# source: <title>, <date>`, and `# complete` when every equipped
// commune is listed (then every other town hall is not equipped according to that source).
import type { Equipment } from '../../../domain/equipment.ts';
import { ImportFileError } from '../errors.ts';
import { readOperatorCsv } from './operator-csv.ts';
import { count, type Tally } from '../tally.ts';
import { foldText } from '../text.ts';

/** What a list can say of a town hall (it never says 'unknown'). */
export type ListedStatus = Exclude<Equipment, 'unknown'>;

/** Where a list's statuses come from, as its `# source:` line gives it. */
export interface ListSource {
  title: string;
  /** YYYY-MM-DD, or null when the line gives none. */
  date: string | null;
}

/** A row of a by-name list that placed no commune, or more than one. */
export interface UnplacedRow {
  line: number;
  departement: string;
  commune: string;
  reason: string;
}

/** A by-name row whose status and stations were read. */
export interface NamedRow {
  line: number;
  departement: string;
  commune: string;
  status: ListedStatus;
}

export interface EquippedList {
  /** INSEE code or DILA id → status. */
  byKey: Map<string, ListedStatus>;
  read: number;
  rejected: Tally;
  source: ListSource | null;
  /** Every equipped commune is listed: the others are not equipped. */
  complete: boolean;
  /** By-name rows, checked, for match/list-names.ts to place on their INSEE codes. */
  byName: NamedRow[];
  /** By-name rows not placed, or placeable two ways, with their line (never guessed). */
  unplaced: UnplacedRow[];
  /** INSEE codes an ambiguous row may mean: a complete list leaves their town halls unknown, not « non équipée ». */
  doubtful: Set<string>;
}

const MONTHS = [
  'janvier',
  'fevrier',
  'mars',
  'avril',
  'mai',
  'juin',
  'juillet',
  'aout',
  'septembre',
  'octobre',
  'novembre',
  'decembre',
];

/** '2024-11-07', '07/11/2024' or '7 novembre 2024' → '2024-11-07'; null otherwise. */
function parseListDate(text: string): string | null {
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text.trim());
  if (iso) return `${iso[1]}-${iso[2]}-${iso[3]}`;
  const fr = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text.trim());
  if (fr) return `${fr[3]}-${fr[2].padStart(2, '0')}-${fr[1].padStart(2, '0')}`;
  const words = /^(\d{1,2})(?:er)? ([a-z]+) (\d{4})$/.exec(foldText(text));
  const month = words ? MONTHS.indexOf(words[2]) + 1 : 0;
  return words && month ? `${words[3]}-${String(month).padStart(2, '0')}-${words[1].padStart(2, '0')}` : null;
}

/** The `# source:` line: its title, and its date after the last comma (or in the title: « arrêté du 7 novembre 2024 »). */
export function parseListSource(text: string): ListSource {
  const comma = text.lastIndexOf(',');
  const date = comma >= 0 ? parseListDate(text.slice(comma + 1)) : null;
  const title = (date ? text.slice(0, comma) : text).trim();
  const inTitle = /(\d{1,2}(?:er)? [a-zéû]+ \d{4})\s*$/i.exec(title);
  return { title, date: date ?? (inTitle ? parseListDate(inTitle[1]) : null) };
}

/** The list's header lines: source and completeness. */
function listHeader(file: string, comments: readonly string[]): { source: ListSource | null; complete: boolean } {
  let source: ListSource | null = null;
  let complete = false;
  for (const comment of comments) {
    const match = /^source\s*:\s*(.+)$/i.exec(comment);
    if (match) source = parseListSource(match[1]);
    else if (/^compl[eè]te?$/i.test(comment.trim())) complete = true;
  }
  if (complete && !source)
    throw new ImportFileError(file, 1, 'a complete list needs a "# source: <title>, <date>" line');
  return { source, complete };
}

const KEY_COLUMNS = [
  'source_id',
  'id',
  'id_dila',
  'identifiant',
  'code_insee',
  'insee',
  'code_commune_insee',
  'code_commune',
  'codgeo',
  'com',
];
const STATUS_COLUMNS = [
  'equipped',
  'equipe',
  'equipee',
  'equipement',
  'dr',
  'dispositif_de_recueil',
  'statut',
  'status',
];
const YES = new Set(['oui', 'o', 'yes', 'y', 'true', 'vrai', '1', 'x', 'equipped', 'equipe', 'equipee']);
const NO = new Set(['non', 'n', 'no', 'false', 'faux', '0', 'not equipped', 'non equipe', 'non equipee']);

/** 'oui', 'yes', '1', 'x' → equipped; 'non', 'no', '0' → not_equipped; anything else → null. */
export function parseEquipped(value: string): ListedStatus | null {
  const folded = foldText(value);
  if (YES.has(folded)) return 'equipped';
  return NO.has(folded) ? 'not_equipped' : null;
}

/** An INSEE code as spreadsheets mangle it ('1001' → '01001'), or the id as given. */
export function normalizeListKey(value: string): string {
  const trimmed = value.trim();
  return /^\d{4}$/.test(trimmed) ? `0${trimmed}` : /^\d[\dab]\d{3}$/i.test(trimmed) ? trimmed.toUpperCase() : trimmed;
}

interface EquippedListOptions {
  /** The list covers every equipped commune (EQUIPPED_LIST_COMPLETE), as a `# complete` line says. */
  complete?: boolean;
}

/** Reads the list; without a status column every listed town hall is equipped. */
export async function readEquippedList(file: string, options: EquippedListOptions = {}): Promise<EquippedList> {
  const byKey: EquippedList['byKey'] = new Map();
  const rejected: Tally = {};
  const csv = readOperatorCsv(file);
  const header = listHeader(file, options.complete ? [...csv.comments, 'complete'] : csv.comments);
  const list: EquippedList = { byKey, read: 0, rejected, ...header, byName: [], unplaced: [], doubtful: new Set() };
  if (csv.columns.includes('departement') && csv.columns.includes('commune')) {
    readByName(csv.rows, list);
    return list;
  }
  for (const { values } of csv.rows) {
    list.read += 1;
    const columns = Object.keys(values);
    const keyColumn = KEY_COLUMNS.find((c) => columns.includes(c)) ?? columns[0];
    const statusColumn = STATUS_COLUMNS.find((c) => columns.includes(c) && c !== keyColumn);
    const key = normalizeListKey(values[keyColumn] ?? '');
    if (!key) {
      count(rejected, 'empty key');
      continue;
    }
    const status = statusColumn ? parseEquipped(values[statusColumn]) : 'equipped';
    if (!status) {
      count(rejected, values[statusColumn as string] ? 'unrecognised yes/no value' : 'empty yes/no value');
      continue;
    }
    byKey.set(key, status);
  }
  return list;
}

/** By-name rows: their status and stations checked; a bad row is reported with its line. */
function readByName(rows: ReturnType<typeof readOperatorCsv>['rows'], list: EquippedList): void {
  for (const { line, values } of rows) {
    list.read += 1;
    const { departement = '', commune = '' } = values;
    const unplaced = (reason: string) => list.unplaced.push({ line, departement, commune, reason });
    const status = values.statut ? parseEquipped(values.statut) : 'equipped';
    if (!status) {
      count(list.rejected, 'unrecognised statut');
      unplaced(`unrecognised statut "${values.statut}" (equipee or non equipee)`);
      continue;
    }
    if (values.stations && !/^\d+$/.test(values.stations)) {
      count(list.rejected, 'stations not a number');
      unplaced(`stations "${values.stations}" is not a number`);
      continue;
    }
    list.byName.push({ line, departement, commune, status });
  }
}
