// The sourced list of town halls taking passport applications (mairies_equipees_sources_<date>.csv, issues 33 and
// 39): what public pages say, one row per (commune, page), with the commune's INSEE code where the list's author tied
// the row to one commune with certainty (the `code_insee` column of the editions since 28 November 2026). Every row is kept, `retire` and rows that contradict each other
// included: equipmentVerdict (src/domain/equipment-status.ts) weighs them. The `quote` column is never read.
import {
  STATEMENT_PROOFS,
  STATEMENT_STATUSES,
  type EquipmentStatement,
  type StatementProof,
  type StatementStatus,
} from '../../../domain/equipment-status.ts';
import { readCsv } from './csv.ts';
import { count, type Tally } from '../tally.ts';

/** One read row: a statement about the commune named as the page writes it. */
export interface SourcedRow {
  line: number;
  departement: string;
  /** The INSEE code of the town hall's commune, delegated commune or arrondissement, when the list gives it. */
  codeInsee: string | null;
  commune: string;
  statement: EquipmentStatement;
}

export interface SourcedList {
  rows: SourcedRow[];
  read: number;
  /** Rows left out, by reason, each listed with its line. */
  rejected: Tally;
  invalid: { line: number; reason: string }[];
}

const INSEE_CODE = /^(\d{2}|2[AB])\d{3}$/;
const DATE = /^\d{4}(-(0[1-9]|1[0-2])(-(0[1-9]|[12]\d|3[01]))?)?$/;

/** '2017', '2017-03', '2017-03-08' as written; 'inconnue' or empty → null; anything else → undefined. */
function parseStatementDate(value: string): string | null | undefined {
  if (value === '' || value.toLowerCase() === 'inconnue') return null;
  return DATE.test(value) ? value : undefined;
}

function httpUrl(value: string): string | null {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/** Reads every row; a row with an unknown status, proof or date, or no page URL, is rejected with its line. */
export async function readSourcedList(file: string): Promise<SourcedList> {
  const list: SourcedList = { rows: [], read: 0, rejected: {}, invalid: [] };
  const reject = (line: number, reason: string) => {
    count(list.rejected, reason);
    list.invalid.push({ line, reason });
  };
  const rows = readCsv(file, { required: ['departement', 'commune', 'statut', 'source_url', 'source_date', 'preuve'] });
  for await (const { line, values } of rows) {
    list.read += 1;
    const status = values.statut as StatementStatus;
    const proof = values.preuve as StatementProof;
    const date = parseStatementDate(values.source_date);
    const url = httpUrl(values.source_url);
    const codeInsee = values.code_insee?.trim().toUpperCase() || null;
    if (codeInsee && !INSEE_CODE.test(codeInsee)) reject(line, 'code_insee not an INSEE code (5 characters, 2A/2B)');
    else if (!STATEMENT_STATUSES.includes(status)) reject(line, 'unknown statut (equipee or retire)');
    else if (!STATEMENT_PROOFS.includes(proof)) reject(line, `unknown preuve (${STATEMENT_PROOFS.join(', ')})`);
    else if (date === undefined) reject(line, 'source_date not YYYY, YYYY-MM, YYYY-MM-DD or inconnue');
    else if (!url) reject(line, 'source_url not an http(s) URL');
    else if (!values.departement || !values.commune) reject(line, 'empty departement or commune');
    else
      list.rows.push({
        line,
        departement: values.departement,
        codeInsee,
        commune: values.commune,
        statement: { url, date, status, proof, note: values.note ?? '' },
      });
  }
  return list;
}
