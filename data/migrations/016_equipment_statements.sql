-- Issue 33: what public pages say of each town hall's passport equipment (mairies_equipees_sources_2026-11.csv).
--
-- equipped_statements: one entry per page, newest first: {url, date, status, proof, note}; date as the page shows it
-- (YYYY, YYYY-MM or YYYY-MM-DD; null when it shows none), status 'equipee' | 'retire', proof 'directe' |
-- 'avant-2017' | 'annonce' | 'temporaire' | 'indirecte' (src/domain/equipment-status.ts). Null: no page names it.
-- The page's own words (the file's `quote`) are never stored.
--
-- equipped gains 'to_confirm': pages say so, but old, indirect or disagreeing (equipmentVerdict). When pages decide,
-- equipped_source is the deciding page's URL and equipped_source_date the day its date counts from (a year alone:
-- its 1 January), so that a visitor's correction accepted later still wins (migration 007's rule).
alter table mairies drop constraint if exists mairies_equipped_check;
alter table mairies
  add constraint mairies_equipped_check check (equipped in ('equipped', 'to_confirm', 'not_equipped', 'unknown')),
  add column equipped_statements jsonb
    check (equipped_statements is null or (jsonb_typeof(equipped_statements) = 'array'
      and jsonb_array_length(equipped_statements) > 0));
