// The sourced list's rows placed on town halls (equipped-match.ts), then each town hall's status from its statements
// (equipmentVerdict). The operator's own list (EQUIPPED_LIST) wins for the town halls it names.
import { equipmentVerdict, statementDay, type EquipmentStatement } from '../../domain/equipment-status.ts';
import type { MairieWrite } from '../queries/mairies.ts';
import type { EquippedMatcher } from './equipped-match.ts';
import type { SourcedList } from './equipped-sources.ts';
import { foldText } from './text.ts';

/** A row that placed no town hall: reported with its department, name, page and reason. */
export interface UnmatchedRow {
  line: number;
  departement: string;
  commune: string;
  url: string;
  reason: string;
}

export interface PlacedStatements {
  /** INSEE code → its statements, one per page, newest first. */
  byCode: Map<string, EquipmentStatement[]>;
  matchedRows: number;
  /** Distinct (department, name) pairs placed. */
  matchedCommunes: number;
  unmatched: UnmatchedRow[];
  /** Rows of a page already placed on the same town hall by another row (one entry per page). */
  samePage: number;
}

const newestFirst = (a: EquipmentStatement, b: EquipmentStatement): number => {
  const [da, db] = [a.date ? statementDay(a.date) : '', b.date ? statementDay(b.date) : ''];
  return da !== db ? (da < db ? 1 : -1) : a.url < b.url ? -1 : a.url > b.url ? 1 : 0;
};

/** Places every row; the first row of a page placed on a town hall is its entry for that page. */
export function placeStatements(list: SourcedList, match: EquippedMatcher): PlacedStatements {
  const placed: PlacedStatements = {
    byCode: new Map(),
    matchedRows: 0,
    matchedCommunes: 0,
    unmatched: [],
    samePage: 0,
  };
  const communes = new Set<string>();
  for (const row of list.rows) {
    const found = match(row.departement, row.commune);
    if ('problem' in found) {
      const reason = found.candidates ? `${found.problem}: ${found.candidates.join(' or ')}` : found.problem;
      placed.unmatched.push({
        line: row.line,
        departement: row.departement,
        commune: row.commune,
        url: row.statement.url,
        reason,
      });
      continue;
    }
    placed.matchedRows += 1;
    communes.add(`${row.departement}|${foldText(row.commune)}`);
    const statements = placed.byCode.get(found.code) ?? [];
    if (statements.some((s) => s.url === row.statement.url)) placed.samePage += 1;
    else placed.byCode.set(found.code, [...statements, row.statement]);
  }
  for (const statements of placed.byCode.values()) statements.sort(newestFirst);
  placed.matchedCommunes = communes.size;
  return placed;
}

/** What the import did with the sourced list, for its report. */
export interface SourcedStats extends StatementStats {
  read: number;
  rejected: SourcedList['rejected'];
  invalid: SourcedList['invalid'];
  matchedRows: number;
  matchedCommunes: number;
  samePage: number;
  unmatched: UnmatchedRow[];
}

export interface StatementStats {
  /** Town halls given statements, and how many of them each status. */
  townHalls: number;
  equipped: number;
  toConfirm: number;
  withdrawn: number;
  /** Town halls the operator's list names: its status kept over the statements. */
  byOperator: number;
}

/** Each row with its statements and, unless the operator's list names it, the status they give: the deciding page's
 *  URL as source, the day its date counts from as date. Rows no page names keep the list's status, else unknown. */
export function applyStatements(
  rows: readonly MairieWrite[],
  placed: PlacedStatements,
  namedByOperator: (row: MairieWrite) => boolean,
): { rows: MairieWrite[]; stats: StatementStats } {
  const stats: StatementStats = { townHalls: 0, equipped: 0, toConfirm: 0, withdrawn: 0, byOperator: 0 };
  const out = rows.map((row): MairieWrite => {
    const statements = (row.code_insee && placed.byCode.get(row.code_insee)) || null;
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
