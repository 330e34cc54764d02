// form_submissions: the forms that only send e-mail (contact, refund, add-mairie, follow-up…), kept for the
// retention period (SPEC §7).
import type { Queryable } from '../db.ts';

/** Stores a form that only sends e-mail; returns its id. */
export async function insertFormSubmission(
  q: Queryable,
  kind: string,
  payload: Record<string, unknown>,
  mairieId: number | null = null,
): Promise<number> {
  const { rows } = await q.query<{ id: string | number }>(
    'insert into form_submissions (kind, payload, mairie_id) values ($1, $2::jsonb, $3) returning id',
    [kind, JSON.stringify(payload), mairieId],
  );
  return Number(rows[0].id);
}

/**
 * How many forms are stored (the functions bench's check).
 * @internal only the bench calls it, outside the production graph (knip --production).
 */
export async function countFormSubmissions(q: Queryable): Promise<number> {
  const { rows } = await q.query<{ n: number }>('select count(*)::int as n from form_submissions');
  return rows[0].n;
}

/** Deletes the forms stored before `before`; returns how many. */
export async function deleteFormSubmissionsBefore(q: Queryable, before: Date): Promise<number> {
  const { rows } = await q.query('delete from form_submissions where created_at < $1 returning 1', [
    before.toISOString(),
  ]);
  return rows.length;
}
