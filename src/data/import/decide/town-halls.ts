// The decide step's joins between rooms: which town halls an operator list names, the directory's aliases, and the
// rows in the order they are written.
import type { CityWrite } from '../../queries/cities.ts';
import type { MairieWrite } from '../../queries/mairies.ts';
import type { EquippedList } from '../read/equipped-list.ts';
import type { MairieDraft } from '../read/mairie-draft.ts';

/** Whether the operator's equipped list names a row's town hall, by any of its directory keys (ids, INSEE code). */
export function namedByOperatorList(
  drafts: readonly MairieDraft[],
  equipped: EquippedList | null,
): (row: MairieWrite) => boolean {
  const keys = new Map(drafts.map((d) => [d.sourceId, [d.sourceId, d.directoryId, d.legacyId, d.codeInsee]] as const));
  return (row) => Boolean(equipped && keys.get(row.source_id)?.some((k) => k && equipped.byKey.has(k)));
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
