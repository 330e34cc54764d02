// The town halls' own answers (issue 41; stored in town_hall_statements, which no import writes) merged into each
// town hall's verdict, by the order of domain/source-order.ts: an answer decides over every value the files give
// that is undated or dated on or before its day, and a value dated strictly after it replaces it (a later page, a
// later operator's or booking list). A visitor's correction accepted after the answer stays by the upsert's keep
// rules. A booking page the team has not approved yet is not merged.
import type { Equipment } from '../../../domain/equipment.ts';
import { TOWN_HALL_SOURCE } from '../../../domain/source-order.ts';
import type { MairieWrite } from '../../queries/mairies.ts';
import type { TownHallAnswer } from '../../queries/town-hall-statements.ts';

/** An answer as the import merges it: its town hall's source id and its day. */
export type TownHallWordInput = Omit<TownHallAnswer, 'bookingHow'> & { sourceId: string; saidOn: string };

/** What the merge did, for the report. */
export interface TownHallWordStats {
  /** Answers of town halls this import has. */
  answers: number;
  /** Statuses and booking links the answers decided, and those a value dated after them replaced. */
  statuses: number;
  bookings: number;
  newerStatuses: number;
  newerBookings: number;
}

// A file's value dated strictly after the answer's day replaces it; an undated one never does.
const newer = (date: string | null, day: string) => date !== null && date > day;

/** The rows with the answers merged (the rows of town halls without an answer unchanged). */
export function applyTownHallWord(
  rows: readonly MairieWrite[],
  answers: readonly TownHallWordInput[],
): { rows: MairieWrite[]; stats: TownHallWordStats } {
  const stats: TownHallWordStats = { answers: 0, statuses: 0, bookings: 0, newerStatuses: 0, newerBookings: 0 };
  const bySource = new Map(answers.map((a) => [a.sourceId, a]));
  const out = rows.map((row): MairieWrite => {
    const answer = bySource.get(row.source_id);
    if (!answer) return row;
    stats.answers += 1;
    const merged = { ...row };
    // No list read (equipped null): the stored status stays, and it is the answer's since it was written.
    if (row.equipped !== null) {
      if (row.equipped !== 'unknown' && newer(row.equipped_source_date, answer.saidOn)) stats.newerStatuses += 1;
      else {
        stats.statuses += 1;
        const equipped: Equipment = answer.takesApplications ? 'equipped' : 'not_equipped';
        Object.assign(merged, {
          equipped,
          equipped_source: TOWN_HALL_SOURCE,
          equipped_source_date: answer.saidOn,
        });
      }
    }
    if (!answer.bookingHeld) {
      if (row.rendez_vous !== null && newer(row.rendez_vous_source_date, answer.saidOn)) stats.newerBookings += 1;
      else {
        stats.bookings += 1;
        Object.assign(merged, {
          rendez_vous: answer.bookingUrl,
          rendez_vous_source: answer.bookingUrl ? TOWN_HALL_SOURCE : null,
          rendez_vous_source_date: answer.bookingUrl ? answer.saidOn : null,
        });
      }
    }
    return merged;
  });
  return { rows: out, stats };
}
