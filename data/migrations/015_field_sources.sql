-- Issue 30: where each contact and place value of a town hall comes from, per field (as migration 007 does for the
-- hours and the phone): `*_source` is a data_sources role ('directory2026', 'directory', 'websites2018',
-- 'emails2021'), `*_source_date` the value's date: the record's update, or the day its file counts as when only the
-- month is known (its data_sources.published_on then holds that month, YYYY-MM, and pages say the month).
-- `address_*` covers the street lines, postal code and town together; `position_*` the latitude and longitude.
-- Null: source unknown (rows written before this migration, until the next import).
-- `merged_into`: the INSEE code of the current commune that the town hall's commune belongs to now (a delegated or
-- associated commune, or a commune merged since; @etalab/decoupage-administratif), null when it is current.
alter table mairies
  add column mail_source text,
  add column mail_source_date date,
  add column site_web_source text,
  add column site_web_source_date date,
  add column address_source text,
  add column address_source_date date,
  add column position_source text,
  add column position_source_date date,
  add column merged_into text;
