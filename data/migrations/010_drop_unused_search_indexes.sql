-- The ten GIN indexes of 001 and 003 (trigram and French full-text, for the `ilike '%x%'` and websearch lookups of
-- SPEC §7) serve no query the application runs: the search reads static files the build writes, and every statement
-- in src/data/queries filters by id, slug, postal code, department or report (plain b-tree indexes). They only cost
-- writes and space on each import. immutable_unaccent existed for their expressions alone. The extensions stay:
-- migration 001 creates them on a fresh database.
drop index cities_commune_trgm_idx;
drop index cities_code_postal_trgm_idx;
drop index mairies_nom_trgm_idx;
drop index mairies_ville_trgm_idx;
drop index mairies_code_postal_trgm_idx;
drop index mairies_ligne_2_fts_idx;
drop index mairies_nom_ilike_idx;
drop index mairies_ville_ilike_idx;
drop index cities_commune_ilike_idx;
drop index mairies_ligne_2_websearch_idx;
drop function immutable_unaccent(text);
