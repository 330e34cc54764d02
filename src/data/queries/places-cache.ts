// Cached place details (SPEC §3 places_cache): data = {schedule, rating, isDefaultSchedule}; the OSM places step
// (issue 22, migration 013) writes its rows with their source and date.
import type { Queryable } from '../db.ts';
import { upsertInChunks, type WriteCounts } from './chunked-upsert.ts';

/** One cache row; `data` is validated by the caller. `source`: the data_sources role of the file that wrote it
 * ('osm'), null for the maps service's cache; `source_date` YYYY-MM-DD; `source_checked`: that date is a
 * contributor's check (check_date), not the day the data was read. */
export type PlaceCacheRow = {
  mairie_id: number;
  place_id: string | null;
  data: unknown;
  source?: string | null;
  source_date?: string | null;
  source_checked?: boolean;
};

/** The data_sources role of OpenStreetMap's town halls (OSM_TOWNHALLS). */
export const OSM_SOURCE = 'osm';

/** Days an OSM row stays without a file to confirm it (imports without OSM_TOWNHALLS). */
const OSM_KEEP_DAYS = 30;

// Every cached place.
export async function listPlacesCache(db: Queryable): Promise<PlaceCacheRow[]> {
  const { rows } = await db.query<PlaceCacheRow>(
    `select mairie_id, place_id, data, source, source_date::text as source_date, source_checked
       from places_cache order by mairie_id`,
  );
  return rows;
}

/** A place of the OSM step for the town hall `source_id`. */
export type OsmPlaceWrite = {
  source_id: string;
  place_id: string;
  data: { schedule: unknown; rating: null; isDefaultSchedule: false };
  source_date: string;
  source_checked: boolean;
};

const UPSERT_OSM_PLACES = `
with input as (
  select * from jsonb_to_recordset($1::jsonb)
    as x(source_id text, place_id text, data jsonb, source_date date, source_checked boolean)
), written as (
  insert into places_cache as p (mairie_id, place_id, data, source, source_date, source_checked, updated_at)
  select m.id, i.place_id, i.data, $2, i.source_date, i.source_checked, now()
    from input i join mairies m on m.source_id = i.source_id
  on conflict (mairie_id) do update set place_id = excluded.place_id, data = excluded.data,
    source_date = excluded.source_date, source_checked = excluded.source_checked, updated_at = now()
  where p.source = $2
  returning (xmax = 0) as inserted
)
select count(*) filter (where inserted)::int as inserted, count(*) filter (where not inserted)::int as updated
  from written`;

/** Writes the OSM step's places (a town hall's row of the maps service's cache is left alone) and stamps each as
 * confirmed now: `updated` counts the rows confirmed again, changed or not. */
export function upsertOsmPlaces(
  tx: Queryable,
  rows: readonly OsmPlaceWrite[],
  chunkSize: number,
): Promise<WriteCounts> {
  return upsertInChunks(tx, UPSERT_OSM_PLACES, rows, [OSM_SOURCE], chunkSize);
}

/** Deletes the OSM rows this import did not confirm: all of them when it read an OSM file (`fileRead`; the rows it
 * wrote carry this transaction's now()), else those not confirmed for OSM_KEEP_DAYS. Returns how many. */
export async function removeStaleOsmPlaces(tx: Queryable, fileRead: boolean): Promise<number> {
  const { rows } = await tx.query<{ removed: number }>(
    `with removed as (
       delete from places_cache where source = $1 and updated_at < now() - make_interval(days => $2) returning 1)
     select count(*)::int as removed from removed`,
    [OSM_SOURCE, fileRead ? 0 : OSM_KEEP_DAYS],
  );
  return rows[0].removed;
}
