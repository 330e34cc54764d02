// Visit counts (SPEC §3 popular visits), from the remote function get_popular_mairies().
import type { Queryable } from '../db.ts';

/** Visits of one town hall during one ISO week. */
export type PopularRow = { mairie_id: number; visit_count: number };

// Town halls visited during ISO week `week` of ISO year `year` (Paris time), most visited first.
export async function getPopularMairies(db: Queryable, week: number, year: number): Promise<PopularRow[]> {
  const { rows } = await db.query<PopularRow>('select mairie_id, visit_count from get_popular_mairies($1, $2)', [
    week,
    year,
  ]);
  return rows.map((row) => ({ mairie_id: Number(row.mairie_id), visit_count: Number(row.visit_count) }));
}
