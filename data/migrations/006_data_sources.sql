-- Issue 11: where imported values come from.

-- The operator list that gave a town hall its equipped status (its `# source:` title and date), shown on the page
-- (« d'après l'arrêté du 7 novembre 2024 »). Null: no sourced list has set the status.
alter table mairies
  add column equipped_source text,
  add column equipped_source_date date;

-- The files of the last import that gave each role ('laposte', 'directory', 'websites2018', 'emails2021', 'equipped',
-- 'booking'): what the footer and pages can credit. published_on: the operator list's date, or the directory's
-- latest record update.
create table data_sources (
  role text primary key,
  file text not null,
  title text,
  published_on date,
  -- The equipped list covers every equipped commune: town halls it does not name are not equipped.
  complete boolean not null default false,
  imported_at timestamptz not null default now()
);
