// Each town hall's status from the sourced list's statements placed on it (match/equipped-match.ts), by
// equipmentVerdict. The operator's own list (EQUIPPED_LIST) wins for the town halls it names.
import { equipmentVerdict, statementDay, type EquipmentStatement } from '../../../domain/equipment-status.ts';
import type { MairieWrite } from '../../queries/mairies.ts';
import type { PlacedStatements, UnmatchedRow } from '../match/equipped-match.ts';
import { communeNameKey } from '../reference/commune-names.ts';
import type { SourcedList } from '../read/equipped-sources.ts';
import { foldText } from '../text.ts';

const newestFirst = (a: EquipmentStatement, b: EquipmentStatement): number => {
  const [da, db] = [a.date ? statementDay(a.date) : '', b.date ? statementDay(b.date) : ''];
  return da !== db ? (da < db ? 1 : -1) : a.url < b.url ? -1 : a.url > b.url ? 1 : 0;
};

/** What the import did with the sourced list, for its report. */
export interface SourcedStats extends StatementStats {
  read: number;
  rejected: SourcedList['rejected'];
  invalid: SourcedList['invalid'];
  unmatched: UnmatchedRow[];
}

export interface StatementStats {
  /** Rows placed on a town hall, and their distinct (department, name) pairs. */
  matchedRows: number;
  matchedCommunes: number;
  /** Rows of a page already placed on the same town hall by another row (one entry per page). */
  samePage: number;
  /** Rows whose INSEE code several town halls share, none or more than one of them by that name. */
  unplaced: UnmatchedRow[];
  /** Town halls given statements, and how many of them each status. */
  townHalls: number;
  equipped: number;
  toConfirm: number;
  withdrawn: number;
  /** Town halls the operator's list names: its status kept over the statements. */
  byOperator: number;
}

// Each placed row on the town hall of its code; when several share the code (a commune nouvelle and its delegated
// town hall filed under the same code), on the one whose name has the row's commune name, else reported.
function statementsByTownHall(
  rows: readonly MairieWrite[],
  placed: PlacedStatements,
  stats: StatementStats,
): Map<MairieWrite, EquipmentStatement[]> {
  const hallsByCode = new Map<string, MairieWrite[]>();
  for (const row of rows)
    if (row.code_insee) hallsByCode.set(row.code_insee, [...(hallsByCode.get(row.code_insee) ?? []), row]);
  const byHall = new Map<MairieWrite, EquipmentStatement[]>();
  const communes = new Set<string>();
  for (const [code, placedRows] of placed.byCode) {
    const halls = hallsByCode.get(code) ?? [];
    for (const placedRow of placedRows) {
      const named = halls.length > 1 ? namedHalls(halls, placedRow.commune) : halls;
      if (named.length !== 1) {
        const { line, departement, commune, statement } = placedRow;
        const reason = `${halls.length} town halls under INSEE ${code}, ${named.length} of them named so`;
        stats.unplaced.push({ line, departement, commune, url: statement.url, reason });
        continue;
      }
      stats.matchedRows += 1;
      communes.add(`${placedRow.departement}|${foldText(placedRow.commune)}`);
      const statements = byHall.get(named[0]) ?? [];
      if (statements.some((s) => s.url === placedRow.statement.url)) stats.samePage += 1;
      else byHall.set(named[0], [...statements, placedRow.statement]);
    }
  }
  for (const statements of byHall.values()) statements.sort(newestFirst);
  stats.matchedCommunes = communes.size;
  return byHall;
}

// The town halls of one code named after the commune: « Mairie déléguée de Masevaux » for Masevaux, never « Mairie
// de Masevaux-Niederbruck » (nor for Niederbruck).
const TOWN_HALL_WORDS = /^mairie(?: deleguee| annexe| principale)?(?: de| d| du| des)?(?: la| le| les| l)? /;
function namedHalls(halls: readonly MairieWrite[], commune: string): MairieWrite[] {
  const name = communeNameKey(commune);
  return halls.filter((h) => communeNameKey(h.nom).replace(TOWN_HALL_WORDS, '') === name);
}

/** Each row with its statements and, unless the operator's list names it, the status they give: the deciding page's
 *  URL as source, the day its date counts from as date. Rows no page names keep the list's status, else unknown. */
export function applyStatements(
  rows: readonly MairieWrite[],
  placed: PlacedStatements,
  namedByOperator: (row: MairieWrite) => boolean,
): { rows: MairieWrite[]; stats: StatementStats } {
  const stats: StatementStats = {
    matchedRows: 0,
    matchedCommunes: 0,
    samePage: 0,
    unplaced: [],
    townHalls: 0,
    equipped: 0,
    toConfirm: 0,
    withdrawn: 0,
    byOperator: 0,
  };
  const byHall = statementsByTownHall(rows, placed, stats);
  const out = rows.map((row): MairieWrite => {
    const statements = byHall.get(row) ?? null;
    if (!statements) return { ...row, equipped: row.equipped ?? 'unknown', equipped_statements: null };
    stats.townHalls += 1;
    if (namedByOperator(row)) {
      stats.byOperator += 1;
      return { ...row, equipped_statements: statements };
    }
    const verdict = equipmentVerdict(statements);
    const [deciding] = verdict.shown;
    if (verdict.equipped === 'equipped') stats.equipped += 1;
    else if (verdict.equipped === 'to_confirm') stats.toConfirm += 1;
    else stats.withdrawn += 1;
    return {
      ...row,
      equipped: verdict.equipped,
      equipped_source: deciding.url,
      equipped_source_date: deciding.date ? statementDay(deciding.date) : null,
      equipped_statements: statements,
    };
  });
  return { rows: out, stats };
}
