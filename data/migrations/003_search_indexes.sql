-- Indexes for the contains-searches and the websearch of SPEC §7 as they are written:
-- `nom ilike '%x%'`, `ville ilike …`, `cities.commune ilike …` and
-- `to_tsvector('french', ligne_2) @@ websearch_to_tsquery('french', $1)`.
-- The trigram indexes of 001 are on lower(immutable_unaccent(col)) and the full-text one on
-- coalesce(ligne_2, ''): the planner only uses an expression index for that same expression,
-- so those queries could not use them. (code_postal already has a plain trigram index.)
create index mairies_nom_ilike_idx on mairies using gin (nom gin_trgm_ops);
create index mairies_ville_ilike_idx on mairies using gin (ville gin_trgm_ops);
create index cities_commune_ilike_idx on cities using gin (commune gin_trgm_ops);
create index mairies_ligne_2_websearch_idx on mairies using gin (to_tsvector('french', ligne_2));
