-- The spec's entities (SPEC §3) plus what the functions need: outbox, form rows, rate limits.
create extension if not exists pg_trgm;
create extension if not exists unaccent;

-- An immutable wrapper so unaccent() can be used in index expressions.
create or replace function immutable_unaccent(text) returns text
  language sql immutable parallel safe strict
  as $$ select public.unaccent('public.unaccent'::regdictionary, $1) $$;

create table cities (
  id serial primary key,
  code_postal text not null check (code_postal ~ '^[0-9]{5}$'),
  commune text not null check (commune <> ''),
  code_commune_insee text not null check (code_commune_insee ~ '^[0-9][0-9AB][0-9]{3}$'),
  latitude double precision check (latitude between -90 and 90),
  longitude double precision check (longitude between -180 and 180),
  nom_departement text,
  code_departement text,
  nom_region text,
  population integer check (population >= 0),
  chatgpt text,
  unique (code_commune_insee, code_postal),
  check ((latitude is null) = (longitude is null))
);
create index cities_code_postal_idx on cities (code_postal, commune);
create index cities_commune_trgm_idx on cities using gin (lower(immutable_unaccent(commune)) gin_trgm_ops);
create index cities_code_postal_trgm_idx on cities using gin (code_postal gin_trgm_ops);

create table mairies (
  id serial primary key,
  source_id text not null unique,
  code_insee text,
  slug text not null unique check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  nom text not null check (nom <> ''),
  ville text not null,
  code_postal text,
  ligne_2 text,
  ligne_3 text,
  ligne_4 text,
  tel text,
  mail text,
  site_web text,
  latitude double precision check (latitude between -90 and 90),
  longitude double precision check (longitude between -180 and 180),
  dep text,
  num_dep text,
  rendez_vous text,
  chatgpt_content text,
  ville_image_url text,
  population integer check (population >= 0),
  equipped text not null default 'unknown' check (equipped in ('equipped', 'not_equipped', 'unknown')),
  schedule jsonb,
  source_updated_on text,
  updated_at timestamptz not null default now(),
  check ((latitude is null) = (longitude is null))
);
create index mairies_code_postal_idx on mairies (code_postal, nom);
create index mairies_num_dep_idx on mairies (num_dep, ville, nom);
create index mairies_ville_idx on mairies (ville, nom);
create index mairies_code_insee_idx on mairies (code_insee);
create index mairies_nom_trgm_idx on mairies using gin (lower(immutable_unaccent(nom)) gin_trgm_ops);
create index mairies_ville_trgm_idx on mairies using gin (lower(immutable_unaccent(ville)) gin_trgm_ops);
create index mairies_code_postal_trgm_idx on mairies using gin (code_postal gin_trgm_ops);
create index mairies_ligne_2_fts_idx on mairies using gin (to_tsvector('french', coalesce(ligne_2, '')));

create table mairie_reports (
  id serial primary key,
  mairie_id integer not null references mairies (id) on delete cascade,
  type text not null check (type in ('issue', 'review')),
  content text not null check (length(btrim(content)) > 0),
  email text not null check (email like '%_@_%'),
  rating smallint,
  created_at timestamptz not null default now(),
  status text not null default 'pending' check (status in ('pending', 'resolved', 'rejected')),
  auto_approve boolean not null default false,
  check (coalesce((type = 'review' and rating between 1 and 5) or (type = 'issue' and rating is null), false))
);
create index mairie_reports_mairie_idx on mairie_reports (mairie_id, created_at desc);
create index mairie_reports_visible_idx on mairie_reports (created_at) where status = 'resolved' or auto_approve;

create table mairie_visits (
  id bigserial primary key,
  mairie_id integer not null references mairies (id) on delete cascade,
  visited_at timestamptz not null default now(),
  visitor_day_hash text
);
create index mairie_visits_visited_at_idx on mairie_visits (visited_at, mairie_id);
-- One visit per visitor, town hall and day (the hash already contains the day's salt).
create unique index mairie_visits_dedup_idx on mairie_visits (mairie_id, visitor_day_hash) where visitor_day_hash is not null;

create table contact_form_submissions (
  id serial primary key,
  email text not null,
  address text not null,
  mairie_id integer references mairies (id) on delete set null,
  distance double precision check (distance >= 0),
  created_at timestamptz not null default now()
);

create table places_cache (
  mairie_id integer primary key references mairies (id) on delete cascade,
  place_id text,
  data jsonb not null,
  updated_at timestamptz not null default now()
);

-- Forms that only send e-mail (contact, refund, add town hall, follow-up, town hall contact) keep a row too.
create table form_submissions (
  id bigserial primary key,
  kind text not null,
  payload jsonb not null,
  mairie_id integer references mairies (id) on delete set null,
  created_at timestamptz not null default now()
);

create table email_outbox (
  id bigserial primary key,
  message_id text not null unique,
  kind text not null,
  message jsonb not null,
  created_at timestamptz not null default now(),
  attempts integer not null default 0,
  next_attempt_at timestamptz not null default now(),
  locked_until timestamptz,
  sent_at timestamptz,
  last_error text
);
create index email_outbox_pending_idx on email_outbox (next_attempt_at) where sent_at is null;

create table rate_limits (
  key text not null,
  window_start timestamptz not null,
  hits integer not null default 0,
  primary key (key, window_start)
);

-- Replay protection for the editors' signed webhook.
create table webhook_nonces (
  signature text primary key,
  received_at timestamptz not null default now()
);
