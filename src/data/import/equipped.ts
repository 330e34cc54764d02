// The operator's list of town halls equipped to take passport applications (EQUIPPED_LIST):
// a CSV with a column of INSEE codes or DILA ids and, optionally, a yes/no column.
import { readCsv } from './csv.ts';
import { count, type Tally } from './tally.ts';
import { foldText } from './text.ts';

export type EquippedStatus = 'equipped' | 'not_equipped' | 'unknown';

export interface EquippedList {
  /** INSEE code or DILA id → status. */
  byKey: Map<string, Exclude<EquippedStatus, 'unknown'>>;
  read: number;
  rejected: Tally;
}

const KEY_COLUMNS = ['source_id', 'id', 'id_dila', 'identifiant', 'code_insee', 'insee', 'code_commune_insee', 'code_commune', 'codgeo', 'com'];
const STATUS_COLUMNS = ['equipped', 'equipe', 'equipee', 'equipement', 'dr', 'dispositif_de_recueil', 'statut', 'status'];
const YES = new Set(['oui', 'o', 'yes', 'y', 'true', 'vrai', '1', 'x', 'equipped', 'equipe', 'equipee']);
const NO = new Set(['non', 'n', 'no', 'false', 'faux', '0', 'not equipped', 'non equipe', 'non equipee']);

/** 'oui', 'yes', '1', 'x' → equipped; 'non', 'no', '0' → not_equipped; anything else → null. */
export function parseEquipped(value: string): Exclude<EquippedStatus, 'unknown'> | null {
  const folded = foldText(value);
  if (YES.has(folded)) return 'equipped';
  return NO.has(folded) ? 'not_equipped' : null;
}

/** An INSEE code as spreadsheets mangle it ('1001' → '01001'), or the id as given. */
export function normalizeListKey(value: string): string {
  const trimmed = value.trim();
  return /^\d{4}$/.test(trimmed) ? `0${trimmed}` : /^\d[\dab]\d{3}$/i.test(trimmed) ? trimmed.toUpperCase() : trimmed;
}

/** Reads the list; without a status column every listed town hall is equipped. */
export async function readEquippedList(file: string): Promise<EquippedList> {
  const byKey: EquippedList['byKey'] = new Map();
  const rejected: Tally = {};
  let read = 0;
  for await (const { values } of readCsv(file, { required: [] })) {
    read += 1;
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
  return { byKey, read, rejected };
}
