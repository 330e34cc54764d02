// The operator's list of equipped town halls (EQUIPPED_LIST) on every town hall of the import, those the 2026 file
// added included: its status by any of the town hall's keys (source id, old DILA id, current export's id, INSEE
// code); a complete list makes every town hall it does not name « non équipée » after its source, unless an
// ambiguous row may name its commune; otherwise a town hall it does not name stays unknown (never guessed).
import type { Equipment } from '../../../domain/equipment.ts';
import type { MairieWrite } from '../../queries/mairies.ts';
import type { EquippedList, ListedStatus } from '../read/equipped-list.ts';
import type { Tally } from '../tally.ts';

export interface OperatorListStats {
  matched: number;
  equipped: number;
  notEquipped: number;
  unmatchedEntries: number;
  rejected: Tally;
  /** Town halls marked not equipped because a complete list does not name them. */
  notListed: number;
  unplaced: EquippedList['unplaced'];
  source: EquippedList['source'];
  complete: boolean;
}

/** Each row's status from the list; the rows it gives a status carry the list's source and date. */
export function applyOperatorList(
  rows: readonly MairieWrite[],
  keysOf: (row: MairieWrite) => readonly (string | null | undefined)[],
  list: EquippedList,
): { rows: MairieWrite[]; stats: OperatorListStats } {
  const stats: OperatorListStats = {
    ...{ matched: 0, equipped: 0, notEquipped: 0, unmatchedEntries: 0, notListed: 0 },
    ...{ rejected: list.rejected, unplaced: list.unplaced, source: list.source, complete: list.complete },
  };
  const used = new Set<string>();
  const out = rows.map((row): MairieWrite => {
    const status = statusOf(keysOf(row), row.code_insee, list, stats, used);
    const sourced = status !== 'unknown' ? list.source : null;
    return {
      ...row,
      equipped: status,
      equipped_source: sourced?.title ?? null,
      equipped_source_date: sourced?.date ?? null,
    };
  });
  stats.unmatchedEntries = [...list.byKey.keys()].filter((k) => !used.has(k)).length;
  return { rows: out, stats };
}

function statusOf(
  keys: readonly (string | null | undefined)[],
  codeInsee: string | null,
  list: EquippedList,
  stats: OperatorListStats,
  used: Set<string>,
): Equipment {
  const key = keys.find((k): k is string => Boolean(k && list.byKey.has(k)));
  if (!key && list.complete && !(codeInsee && list.doubtful.has(codeInsee))) {
    stats.notListed += 1;
    return 'not_equipped';
  }
  if (!key) return 'unknown';
  used.add(key);
  const status = list.byKey.get(key) as ListedStatus;
  stats.matched += 1;
  if (status === 'equipped') stats.equipped += 1;
  else stats.notEquipped += 1;
  return status;
}
