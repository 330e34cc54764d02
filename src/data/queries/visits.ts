// mairie_visits: the visit beacon's writes (functions/visit.ts), the retention purge, and the build's counts
// (SPEC §3 popular visits, from the remote function get_popular_mairies()).
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

/**
 * How many visits are stored (the functions bench's check).
 * @internal only the bench calls it, outside the production graph (knip --production).
 */
export async function countVisits(q: Queryable): Promise<number> {
  const { rows } = await q.query<{ n: number }>('select count(*)::int as n from mairie_visits');
  return rows[0].n;
}

/**
 * Records a visit at `at` unless this network already visited this town hall that day; true when counted.
 * Committed asynchronously (no wait for the WAL flush): a crash may lose the last instant of visit
 * counts, never a form; this is what lets the beacon keep up with traffic.
 */
export async function insertVisit(q: Queryable, mairieId: number, visitorDayHash: string, at: Date): Promise<boolean> {
  const { rows } = await q.query(
    `with async_commit as (select set_config('synchronous_commit', 'off', true))
     insert into mairie_visits (mairie_id, visitor_day_hash, visited_at)
     select $1::integer, $2::text, $3::timestamptz from async_commit
     on conflict (mairie_id, visitor_day_hash) where visitor_day_hash is not null do nothing
     returning id`,
    [mairieId, visitorDayHash, at.toISOString()],
  );
  return rows.length === 1;
}

/** Erases the daily visitor hashes of visits before `before` (the hash only deduplicates within a day); the
 * visits stay counted. Returns how many. */
export async function eraseVisitHashesBefore(q: Queryable, before: Date): Promise<number> {
  const { rows } = await q.query(
    'update mairie_visits set visitor_day_hash = null where visitor_day_hash is not null and visited_at < $1 returning 1',
    [before.toISOString()],
  );
  return rows.length;
}
