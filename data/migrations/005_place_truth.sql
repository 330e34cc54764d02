-- Issue 9: positions checked against their commune at import, slugs rebuilt from clean names.

-- The position is the commune's point (the directory's pin was far from its commune and could not be
-- corrected), or could not be checked: pages say « position approximative » and give no exact distance.
alter table mairies add column position_approximate boolean not null default false;

-- Slugs a town hall had before its name was cleaned or changed: /mairie/{old_slug} answers 301 to its page.
create table mairie_slug_redirects (
  old_slug text primary key check (old_slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  mairie_id integer not null references mairies (id) on delete cascade,
  created_at timestamptz not null default now()
);
create index mairie_slug_redirects_mairie_idx on mairie_slug_redirects (mairie_id);
