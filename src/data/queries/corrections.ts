// A visitor's accepted correction written to its town hall (mairies), with the source 'visitor' (migration 007);
// the import keeps it unless it brings a newer value (upsertMairies in mairies.ts).
import type { Correction } from '../../domain/correction.ts';
import type { Queryable } from '../db.ts';

/** Applies an accepted correction to its town hall with the source 'visitor' and `day` (YYYY-MM-DD, Paris). */
export async function applyCorrection(
  q: Queryable,
  mairieId: number,
  correction: Correction,
  day: string,
): Promise<void> {
  const [sql, value] =
    correction.kind === 'hours'
      ? [
          `schedule = $3::jsonb, hours_source = 'visitor', hours_source_date = $2`,
          // No hours given: SQL null (indicative hours on the page), not a JSON null.
          correction.schedule && JSON.stringify(correction.schedule),
        ]
      : correction.kind === 'booking'
        ? [`rendez_vous = $3, rendez_vous_source = 'visitor', rendez_vous_source_date = $2`, correction.url]
        : correction.kind === 'access'
          ? // The directory's free text described the access the visitor corrects: it goes with it.
            [`access = $3, access_text = null, access_source = 'visitor', access_source_date = $2`, correction.access]
          : [`equipped = $3, equipped_source = 'visitor', equipped_source_date = $2`, correction.kind];
  await q.query(`update mairies set ${sql}, updated_at = now() where id = $1`, [mairieId, day, value]);
}

/** Accepted corrections of one ISO week (Paris time) of their acceptance: the /donnees page's record of changes. */
export type CorrectionWeek = { week: string; accepted: number };

/** Accepted corrections per ISO week ('2025-W11'), newest first, at most `weeks` weeks; counts only, no content. */
export async function listAcceptedCorrectionWeeks(q: Queryable, weeks = 12): Promise<CorrectionWeek[]> {
  const { rows } = await q.query<CorrectionWeek>(
    `select to_char(decided_at at time zone 'Europe/Paris', 'IYYY-"W"IW') as week, count(*)::int as accepted
       from mairie_reports where type = 'correction' and status = 'resolved' and decided_at is not null
      group by 1 order by 1 desc limit $1`,
    [weeks],
  );
  return rows;
}
