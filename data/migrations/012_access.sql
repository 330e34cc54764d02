-- Issue 21: a town hall's physical access as the DILA directory states it, with its provenance (as migration 007).
--
-- `access`: the directory's code (`accessibilite_type` of the 2016 file, `adresse[].accessibilite` of the current
-- export): 'ACC' accessible (wheelchair), 'NAC' not accessible, 'DEM' accessible with help on request; null: unknown.
-- `access_text`: the directory's free text beside it (`accessibilite_text`, `note_accessibilite`), shown as text.
-- `access_source` / `access_source_date`: a data_sources role ('directory') and the record's date, or 'visitor' and
-- the day the team accepted a visitor's correction (which clears the directory's text: it described the old state).
-- Re-import rule: the same as migration 007's (a visitor's value stays unless the import's is dated after it).
alter table mairies
  add column access text check (access in ('ACC', 'NAC', 'DEM')),
  add column access_text text,
  add column access_source text,
  add column access_source_date date;
