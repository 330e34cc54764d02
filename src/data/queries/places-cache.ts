// Cached place details (SPEC §3 places_cache): data = {schedule, rating, isDefaultSchedule}.
import type { Queryable } from '../db.ts';

/** One cache row; `data` is validated by the caller. */
export type PlaceCacheRow = { mairie_id: number; place_id: string | null; data: unknown };

// Every cached place.
export async function listPlacesCache(db: Queryable): Promise<PlaceCacheRow[]> {
  const { rows } = await db.query<PlaceCacheRow>(
    'select mairie_id, place_id, data from places_cache order by mairie_id',
  );
  return rows;
}
