// The decide step's joins between rooms: which town halls an operator list names, the directory's aliases, and the
// rows in the order they are written.
import type { CityWrite } from '../../queries/cities.ts';
import type { MairieWrite } from '../../queries/mairies.ts';
import type { EquippedList } from '../read/equipped-list.ts';
import type { MairieDraft } from '../read/mairie-draft.ts';

/** The keys a list may name a town hall by: its directory record's ids and INSEE code, or, for a town hall the 2026
 *  file added, its source id and INSEE code. */
export function townHallKeys(
  drafts: readonly MairieDraft[],
): (row: MairieWrite) => readonly (string | null | undefined)[] {
  const keys = new Map(drafts.map((d) => [d.sourceId, [d.sourceId, d.directoryId, d.legacyId, d.codeInsee]] as const));
  return (row) => keys.get(row.source_id) ?? [row.source_id, row.code_insee];
}

/** Whether the operator's equipped list names a row's town hall, by any of its keys. */
export function namedByOperatorList(
  keysOf: (row: MairieWrite) => readonly (string | null | undefined)[],
  equipped: EquippedList | null,
): (row: MairieWrite) => boolean {
  return (row) => Boolean(equipped && keysOf(row).some((k) => k && equipped.byKey.has(k)));
}

/** The current export's id → the source id it continues, for lists that give the new id. */
export function directoryAliases(drafts: readonly MairieDraft[]): Map<string, string> {
  return new Map(drafts.flatMap((d) => (d.directoryId ? [[d.directoryId, d.sourceId] as const] : [])));
}

/** The INSEE codes of the rows' town halls. */
export const townHallCodes = (rows: readonly MairieWrite[]): Set<string> =>
  new Set(rows.flatMap((r) => r.code_insee ?? []));

const compare = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/** Town halls by source id, cities by INSEE and postal code: the order they are written in. */
export const bySourceId = (rows: readonly MairieWrite[]): MairieWrite[] =>
  [...rows].sort((a, b) => compare(a.source_id, b.source_id));

export const byCityKey = (rows: readonly CityWrite[]): CityWrite[] =>
  [...rows].sort((a, b) => compare(a.code_commune_insee + a.code_postal, b.code_commune_insee + b.code_postal));
