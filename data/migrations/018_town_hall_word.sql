-- Issue 41: the town hall's own word, sent from the mailbox the official directory gives (directory_mail, 017).
--
-- town_hall_statements: a town hall's answer, one per town hall (a new answer replaces the old one). No import
-- writes this table: the import reads it and merges it into each town hall's verdict (src/domain/source-order.ts,
-- source 'mairie'). takes_applications: « oui » / « non »; booking_url: its booking page (https, normalised), or
-- booking_how: how to book without one (at most 200 characters); booking_held: the page's registrable domain is
-- neither the town hall's site's nor its e-mail's nor a known booking provider's, so it waits for the team's
-- approval before it is shown. said_on: the Paris day of the answer (its date everywhere it is shown). previous:
-- the town hall's equipped and rendez_vous columns (value, source, date) the answer replaced, restored when the team
-- withdraws it. recipient_hash: the salted hash of the address the link went to (never the address).
create table town_hall_statements (
  id serial primary key,
  mairie_id integer not null unique references mairies (id) on delete cascade,
  takes_applications boolean not null,
  booking_url text check (booking_url ~ '^https://'),
  booking_how text check (char_length(booking_how) between 1 and 200),
  booking_held boolean not null default false,
  said_on date not null,
  recipient_hash text not null,
  previous jsonb not null check (jsonb_typeof(previous) = 'object'),
  created_at timestamptz not null default now(),
  check (booking_url is null or booking_how is null),
  check (booking_url is not null or not booking_held)
);

-- Every update link sent: per town hall and per recipient (hashed), at most one a day and three in 30 days
-- (TOWN_HALL_LINK_LIMITS); kept 30 days (the maintenance deletes older rows).
create table town_hall_links_sent (
  id bigserial primary key,
  mairie_id integer not null,
  recipient_hash text not null,
  sent_at timestamptz not null default now()
);
create index town_hall_links_sent_mairie_idx on town_hall_links_sent (mairie_id, sent_at);
create index town_hall_links_sent_recipient_idx on town_hall_links_sent (recipient_hash, sent_at);

-- A town hall whose answer the team withdrew gets no new link until blocked_until.
create table town_hall_link_blocks (
  mairie_id integer primary key,
  blocked_until timestamptz not null
);

-- The nonces of the town hall's update links and of the team's withdrawal and approval links already used (the
-- moderation links keep moderation_tokens_used): a link works once. subject_id: the town hall (update) or the
-- statement (withdrawal, approval).
create table town_hall_tokens_used (
  nonce text primary key,
  purpose text not null check (purpose in ('update', 'withdrawal')),
  subject_id integer not null,
  used_at timestamptz not null default now()
);
