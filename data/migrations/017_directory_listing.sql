-- Issue 39: what the last directory import listed, recorded per town hall.
--
-- directory_listed: the directory the import read last (the 2026 Service-Public file, or DILA's own export, or the
-- 2016 file when neither) lists this town hall: true for every town hall it placed, false for the older files' town
-- halls it no longer has (a commune merged since 2016, a closed Paris arrondissement town hall). Rewritten by every
-- import.
-- directory_mail: that directory's own e-mail address for the town hall (its first valid one), kept apart from `mail`,
-- which an older file may have supplied when the directory gives none; null when it gives none. Rewritten by every
-- import; the town hall's own update link (the next issue) writes to this address only.
-- address_postal_code: the postal code of the directory's address when the title shows another (a Cedex, box or
-- mistyped code replaced by a La Poste code of the commune): the search finds the town hall under it too.
alter table mairies
  add column directory_listed boolean not null default false,
  add column directory_mail text,
  add column address_postal_code text check (address_postal_code ~ '^[0-9]{5}$');
