-- Issue 11: where each shown value comes from, per field (beside equipped_source of 006).
--
-- Every `*_source` column holds either a data_sources.role key naming the imported file ('directory', 'booking',
-- 'places', …), or the literal 'visitor' for a visitor's correction accepted by the team; its `*_source_date` is then
-- the record's or file's date, or the day the team accepted the correction (Paris time). Null: source unknown.
-- equipped_source keeps the list's `# source:` title for lists, and 'visitor' for an accepted correction.
--
-- Re-import rule: a value accepted from a visitor is kept over an imported value unless the imported value is dated
-- after the acceptance (strictly: a record updated on the day of the acceptance does not replace it), and an import
-- without a value never clears it.
alter table mairies
  add column hours_source text,
  add column hours_source_date date,
  add column tel_source text,
  add column tel_source_date date,
  add column rendez_vous_source text,
  add column rendez_vous_source_date date;

-- Backfill what the stored rows allow: hours and phone came from the directory, dated by the record's update (or the
-- directory file's latest record when the record has none); booking links from the booking list when one was imported.
update mairies m set
  hours_source = case when m.schedule is not null and coalesce(m.schedule ->> 'isDefaultSchedule', 'false') <> 'true'
    then 'directory' end,
  hours_source_date = case when m.schedule is not null and coalesce(m.schedule ->> 'isDefaultSchedule', 'false') <> 'true'
    then coalesce(case when m.source_updated_on ~ '^\d{4}-\d{2}-\d{2}$' then m.source_updated_on::date end,
      (select published_on from data_sources where role = 'directory')) end,
  tel_source = case when m.tel is not null then 'directory' end,
  tel_source_date = case when m.tel is not null
    then coalesce(case when m.source_updated_on ~ '^\d{4}-\d{2}-\d{2}$' then m.source_updated_on::date end,
      (select published_on from data_sources where role = 'directory')) end
where m.schedule is not null or m.tel is not null;

update mairies m set
  rendez_vous_source = 'booking',
  rendez_vous_source_date = coalesce(s.published_on, (s.imported_at at time zone 'Europe/Paris')::date)
from data_sources s
where s.role = 'booking' and m.rendez_vous is not null;
