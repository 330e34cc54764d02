// mairie_visits as the visit beacon writes them (functions/visit.ts); the build's counts are read by visits.ts.
import type { Queryable } from '../db.ts';

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
