// contact_form_submissions: the nearest-town-hall requests (SPEC §7), kept for the retention period.
import type { Queryable } from '../db.ts';

/** Stores a nearest-town-hall request; returns its id. */
export async function insertNearestSubmission(
  q: Queryable,
  s: { email: string; address: string; mairieId: number; distance: number },
): Promise<number> {
  const { rows } = await q.query<{ id: number }>(
    'insert into contact_form_submissions (email, address, mairie_id, distance) values ($1, $2, $3, $4) returning id',
    [s.email, s.address, s.mairieId, s.distance],
  );
  return Number(rows[0].id);
}

/** Deletes the requests stored before `before`; returns how many. */
export async function deleteNearestSubmissionsBefore(q: Queryable, before: Date): Promise<number> {
  const { rows } = await q.query('delete from contact_form_submissions where created_at < $1 returning 1', [
    before.toISOString(),
  ]);
  return rows.length;
}
