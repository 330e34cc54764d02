-- Issue 22: the places step of hours sourcing (SPEC §4) fed by OpenStreetMap's town halls (OSM_TOWNHALLS).
--
-- A places_cache row written by the import says where its hours come from: `source` is the data_sources role of the
-- file ('osm'; null for a row of the maps service's cache), `source_date` the day the hours are known true: a
-- contributor's check_date:opening_hours when there is one (`source_checked`), otherwise the day of the OSM data.
-- updated_at is the last import whose file confirmed the row. An import with the OSM file deletes the 'osm' rows it
-- did not confirm (the town hall left OSM, lost its hours or its clear match); an import without it deletes those
-- not confirmed for 30 days (docs/opening-hours.md).
alter table places_cache
  add column source text,
  add column source_date date,
  add column source_checked boolean not null default false;
