-- The maps service's cache write (SPEC §7 upsert_place_cache) replaces a row's hours: whatever it writes is the
-- maps service's, so it also clears the OSM provenance 013 added (source, source_date, source_checked); otherwise a
-- replaced OSM row would keep saying « d'après OpenStreetMap » over data that is no longer OpenStreetMap's.
create or replace function upsert_place_cache(p_place_id text, p_mairie_id integer, p_data jsonb)
returns void language sql as $$
    insert into places_cache (mairie_id, place_id, data, updated_at)
    values (p_mairie_id, p_place_id, p_data, now())
    on conflict (mairie_id) do update
      set place_id = excluded.place_id, data = excluded.data, updated_at = now(),
          source = null, source_date = null, source_checked = false
  $$;
