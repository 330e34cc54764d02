// The import's writes (cities, mairies, mairie_slug_redirects, data_sources): batched, compare-before-write upserts,
// one statement per chunk of rows; rows that did not change are not touched.
import type { Queryable } from '../db.ts';
import type { CityRow } from '../import/laposte.ts';
import type { MairieRow } from '../import/mairies.ts';

export interface WriteCounts {
  inserted: number;
  updated: number;
  unchanged: number;
}

export const DEFAULT_CHUNK_SIZE = 2500;

const UPSERT_CITIES = `
with input as (
  select * from jsonb_to_recordset($1::jsonb) as x(
    code_postal text, commune text, code_commune_insee text, latitude double precision, longitude double precision,
    nom_departement text, code_departement text, nom_region text, population integer)
), written as (
  insert into cities as c (code_postal, commune, code_commune_insee, latitude, longitude,
    nom_departement, code_departement, nom_region, population)
  select code_postal, commune, code_commune_insee, latitude, longitude,
    nom_departement, code_departement, nom_region, population
  from input
  on conflict (code_commune_insee, code_postal) do update set
    commune = excluded.commune, latitude = excluded.latitude, longitude = excluded.longitude,
    nom_departement = excluded.nom_departement, code_departement = excluded.code_departement,
    nom_region = excluded.nom_region, population = excluded.population
  where (c.commune, c.latitude, c.longitude, c.nom_departement, c.code_departement, c.nom_region, c.population)
    is distinct from (excluded.commune, excluded.latitude, excluded.longitude, excluded.nom_departement,
      excluded.code_departement, excluded.nom_region, excluded.population)
  returning (xmax = 0) as inserted
)
select count(*) filter (where inserted)::int as inserted, count(*) filter (where not inserted)::int as updated from written`;

// A stored value a visitor's accepted correction gave ('visitor' source) stays unless the import brings a value dated
// after the acceptance (migration 007); an import without a value never clears it.
const visitorKept = (value: string, source: string, date: string) =>
  `(m.${source} = 'visitor' and not (excluded.${value} is not null and coalesce(excluded.${date} > m.${date}, false)))`;
const keepHours = visitorKept('schedule', 'hours_source', 'hours_source_date');
const keepTel = visitorKept('tel', 'tel_source', 'tel_source_date');
// A booking link: the list's, else the stored one (a town hall the list leaves out keeps its link).
const keepRendezVous = `(excluded.rendez_vous is null or ${visitorKept('rendez_vous', 'rendez_vous_source', 'rendez_vous_source_date')})`;
// $2 true keeps the stored `equipped` (no operator list given); a list's 'unknown' never replaces a visitor's status.
const keepEquipped = `($2::boolean or (m.equipped_source = 'visitor' and not (excluded.equipped <> 'unknown'
  and coalesce(excluded.equipped_source_date > m.equipped_source_date, false))))`;
const pick = (keep: string, column: string) => `case when ${keep} then m.${column} else excluded.${column} end`;

// Columns an import rewrites as read, and those whose new value is chosen (stored or imported) by the rules above.
const PLAIN = [
  'slug',
  'code_insee',
  'nom',
  'ville',
  'code_postal',
  'ligne_2',
  'ligne_3',
  'ligne_4',
  'mail',
  'site_web',
  'latitude',
  'longitude',
  'position_approximate',
  'dep',
  'num_dep',
  'population',
  'source_updated_on',
] as const;
const CHOSEN: readonly (readonly [string, string])[] = [
  ...['schedule', 'hours_source', 'hours_source_date'].map((c) => [c, pick(keepHours, c)] as const),
  ...['tel', 'tel_source', 'tel_source_date'].map((c) => [c, pick(keepTel, c)] as const),
  ...['equipped', 'equipped_source', 'equipped_source_date'].map((c) => [c, pick(keepEquipped, c)] as const),
  ...['rendez_vous', 'rendez_vous_source', 'rendez_vous_source_date'].map((c) => [c, pick(keepRendezVous, c)] as const),
];
const UPDATED = [...PLAIN.map((c) => [c, `excluded.${c}`] as const), ...CHOSEN];

const UPSERT_MAIRIES = `
with input as (
  select * from jsonb_to_recordset($1::jsonb) as x(
    source_id text, code_insee text, slug text, nom text, ville text, code_postal text,
    ligne_2 text, ligne_3 text, ligne_4 text, tel text, mail text, site_web text,
    latitude double precision, longitude double precision, position_approximate boolean, dep text, num_dep text,
    population integer, schedule jsonb, source_updated_on text, equipped text,
    equipped_source text, equipped_source_date date, rendez_vous text,
    hours_source text, hours_source_date date, tel_source text, tel_source_date date,
    rendez_vous_source text, rendez_vous_source_date date)
), written as (
  insert into mairies as m (source_id, code_insee, slug, nom, ville, code_postal, ligne_2, ligne_3, ligne_4,
    tel, mail, site_web, latitude, longitude, position_approximate, dep, num_dep, population, schedule,
    source_updated_on, equipped, equipped_source, equipped_source_date, rendez_vous,
    hours_source, hours_source_date, tel_source, tel_source_date, rendez_vous_source, rendez_vous_source_date)
  select source_id, code_insee, slug, nom, ville, code_postal, ligne_2, ligne_3, ligne_4,
    tel, mail, site_web, latitude, longitude, position_approximate, dep, num_dep, population, schedule, source_updated_on,
    coalesce(equipped, 'unknown'), equipped_source, equipped_source_date, rendez_vous,
    hours_source, hours_source_date, tel_source, tel_source_date, rendez_vous_source, rendez_vous_source_date
  from input
  on conflict (source_id) do update set
    ${UPDATED.map(([c, v]) => `${c} = ${v}`).join(',\n    ')},
    updated_at = now()
  where (${UPDATED.map(([c]) => `m.${c}`).join(', ')})
    is distinct from (${UPDATED.map(([, v]) => v).join(', ')})
  returning (xmax = 0) as inserted
)
select count(*) filter (where inserted)::int as inserted, count(*) filter (where not inserted)::int as updated from written`;

async function upsertInChunks(
  tx: Queryable,
  sql: string,
  rows: readonly object[],
  extra: unknown[],
  chunkSize: number,
): Promise<WriteCounts> {
  const counts: WriteCounts = { inserted: 0, updated: 0, unchanged: 0 };
  for (let start = 0; start < rows.length; start += chunkSize) {
    const chunk = rows.slice(start, start + chunkSize);
    const {
      rows: [result],
    } = await tx.query<{ inserted: number; updated: number }>(sql, [JSON.stringify(chunk), ...extra]);
    counts.inserted += result.inserted;
    counts.updated += result.updated;
    counts.unchanged += chunk.length - result.inserted - result.updated;
  }
  return counts;
}

/** Inserts new (INSEE, postal code) pairs and updates changed ones; `chatgpt` is never touched. */
export function upsertCities(
  tx: Queryable,
  rows: readonly CityRow[],
  chunkSize = DEFAULT_CHUNK_SIZE,
): Promise<WriteCounts> {
  return upsertInChunks(tx, UPSERT_CITIES, rows, [], chunkSize);
}

/** Inserts new town halls and updates changed ones by source_id (slug included, see slug.ts); editorial columns stay. */
export function upsertMairies(
  tx: Queryable,
  rows: readonly (MairieRow & { slug: string })[],
  keepEquipped: boolean,
  chunkSize = DEFAULT_CHUNK_SIZE,
): Promise<WriteCounts> {
  return upsertInChunks(tx, UPSERT_MAIRIES, rows, [keepEquipped], chunkSize);
}

/** source_id → slug of every stored town hall. */
export async function loadMairieSlugs(tx: Queryable): Promise<Map<string, string>> {
  const { rows } = await tx.query<{ source_id: string; slug: string }>('select source_id, slug from mairies');
  return new Map(rows.map((r) => [r.source_id, r.slug]));
}

/** 'INSEE|postal code' of every stored city. */
export async function loadCityKeys(tx: Queryable): Promise<Set<string>> {
  const { rows } = await tx.query<{ key: string }>(
    `select code_commune_insee || '|' || code_postal as key from cities`,
  );
  return new Set(rows.map((r) => r.key));
}

/** Every old slug that redirects (mairie_slug_redirects). */
export async function loadRedirectedSlugs(tx: Queryable): Promise<Set<string>> {
  const { rows } = await tx.query<{ old_slug: string }>('select old_slug from mairie_slug_redirects');
  return new Set(rows.map((r) => r.old_slug));
}

/** Records old → current slug for the town halls whose slug changed; a slug in use again stops redirecting. */
export async function recordSlugChanges(
  tx: Queryable,
  changes: readonly { sourceId: string; oldSlug: string }[],
): Promise<void> {
  await tx.query('delete from mairie_slug_redirects r using mairies m where m.slug = r.old_slug');
  if (!changes.length) return;
  await tx.query(
    `insert into mairie_slug_redirects (old_slug, mairie_id)
     select x.old_slug, m.id from jsonb_to_recordset($1::jsonb) as x(source_id text, old_slug text)
     join mairies m on m.source_id = x.source_id
     on conflict (old_slug) do update set mairie_id = excluded.mairie_id`,
    [JSON.stringify(changes.map((c) => ({ source_id: c.sourceId, old_slug: c.oldSlug })))],
  );
}

/** One file of this import, for data_sources (`file`: its name, without the folder). */
export interface DataSourceRow {
  role: string;
  file: string;
  title: string | null;
  published_on: string | null;
  complete: boolean;
}

/** Records the files of this import (one row per role, replaced by the next import that gives one). */
export async function recordDataSources(tx: Queryable, sources: readonly DataSourceRow[]): Promise<void> {
  if (!sources.length) return;
  await tx.query(
    `insert into data_sources (role, file, title, published_on, complete)
     select role, file, title, published_on, complete
       from jsonb_to_recordset($1::jsonb) as x(role text, file text, title text, published_on date, complete boolean)
     on conflict (role) do update set file = excluded.file, title = excluded.title,
       published_on = excluded.published_on, complete = excluded.complete, imported_at = now()`,
    [JSON.stringify(sources)],
  );
}
