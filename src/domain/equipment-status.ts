// One passport status per town hall from what public pages say of it (the sourced list, issue 33): the rules of
// docs/data-sources.md « Mairies équipées », applied the same way by the import and the pages.
import { FRENCH_MONTHS, frenchDate, type Equipment } from './equipment.ts';

/** What a page says: the town hall takes applications (`equipee`) or no longer does (`retire`). */
export const STATEMENT_STATUSES = ['equipee', 'retire'] as const;
export type StatementStatus = (typeof STATEMENT_STATUSES)[number];

/** What a statement is worth today (the file's `preuve` column). */
export const STATEMENT_PROOFS = ['directe', 'avant-2017', 'annonce', 'temporaire', 'indirecte'] as const;
export type StatementProof = (typeof STATEMENT_PROOFS)[number];

/** One page's statement about one town hall (mairies.equipped_statements, migration 016). */
export interface EquipmentStatement {
  url: string;
  /** As the page shows it: YYYY, YYYY-MM or YYYY-MM-DD; null when it shows none. */
  date: string | null;
  status: StatementStatus;
  proof: StatementProof;
  /** The file's free note (« liste-complete », « annonce »…): for the team, never shown as the site's words. */
  note: string;
}

/** A visitor's correction accepted by the team: its status and the day it was accepted (YYYY-MM-DD). */
interface AcceptedCorrection {
  equipped: Equipment;
  date: string;
}

interface EquipmentVerdict {
  equipped: Equipment;
  /** The statements the status rests on, newest first: one, or the two that disagree (« à confirmer »). */
  shown: EquipmentStatement[];
  /** The accepted correction decided, over older statements. */
  byCorrection: boolean;
}

/** The day a page's date counts from: a year alone from its 1 January, a month from its 1st. */
export function statementDay(date: string): string {
  return date.length === 4 ? `${date}-01-01` : date.length === 7 ? `${date}-01` : date;
}

const byNewest = (a: EquipmentStatement, b: EquipmentStatement): number => {
  const [da, db] = [a.date ? statementDay(a.date) : '', b.date ? statementDay(b.date) : ''];
  if (da !== db) return da < db ? 1 : -1;
  if (a.proof !== b.proof) return a.proof === 'directe' ? -1 : b.proof === 'directe' ? 1 : 0;
  return a.url < b.url ? -1 : a.url > b.url ? 1 : 0;
};

/** A deciding statement alone: `retire` → no longer takes applications; `equipee` is « équipée » only when dated and
 *  `directe`, else « à confirmer ». */
function decided(statement: EquipmentStatement): Equipment {
  if (statement.status === 'retire') return 'not_equipped';
  return statement.proof === 'directe' && statement.date ? 'equipped' : 'to_confirm';
}

/** A town hall's status: the newest dated statement decides; an undated one only when none is dated; two that
 *  disagree (same date, or undated against dated) make it « à confirmer ». No statement: unknown (a complete list
 *  that leaves a town hall out says nothing of it). An accepted correction wins over statements not newer than it. */
export function equipmentVerdict(
  statements: readonly EquipmentStatement[],
  correction: AcceptedCorrection | null = null,
): EquipmentVerdict {
  const sorted = [...statements].sort(byNewest);
  const newest = sorted[0];
  if (correction && !(newest?.date && statementDay(newest.date) > correction.date))
    return { equipped: correction.equipped, shown: [], byCorrection: true };
  if (!newest) return { equipped: 'unknown', shown: [], byCorrection: false };
  const rivals = newest.date
    ? sorted.filter(
        (s) => s.status !== newest.status && (!s.date || statementDay(s.date) === statementDay(newest.date!)),
      )
    : sorted.filter((s) => s.status !== newest.status);
  if (rivals.length) return { equipped: 'to_confirm', shown: [newest, rivals[0]], byCorrection: false };
  return { equipped: decided(newest), shown: [newest], byCorrection: false };
}

/** What a statement says, as the town hall page words it. */
export const STATEMENT_SAYS: Record<StatementStatus, string> = {
  equipee: 'Prend les demandes de passeport',
  retire: 'Ne prend plus les demandes de passeport',
};

/** A page's date as precise as it is: '2017' → '2017', '2017-03' → 'mars 2017', '2017-03-08' → '8 mars 2017'. */
export function statementWhen(date: string): string {
  const [year, month, day] = date.split('-').map(Number);
  if (day) return frenchDate(date);
  return month ? `${FRENCH_MONTHS[month - 1]} ${year}` : String(year);
}

/** The site a page is on, as a reader knows it: 'https://www.francebleu.fr/infos/…' → 'francebleu.fr'. */
export function statementSite(url: string): string {
  return new URL(url).hostname.replace(/^www\./, '');
}
