// cities (SPEC §3 cities): one row per commune and postal code. The build's reads and the import's writes.
import type { City } from '../../domain/city.ts';
import type { Queryable } from '../db.ts';
import { DEFAULT_CHUNK_SIZE, upsertInChunks, type WriteCounts } from './chunked-upsert.ts';

/** One (commune, postal code) row as the build reads it. */
export type CityRow = Omit<City, 'id'>;

/** One (commune, postal code) row as the import writes it: the editorial `chatgpt` is never written. */
export type CityWrite = Omit<CityRow, 'chatgpt'>;

const COLUMNS = `code_postal, commune, code_commune_insee, latitude, longitude, nom_departement,
  code_departement, nom_region, population, chatgpt`;

// Every city row, by postal code then commune.
export async function listCities(db: Queryable): Promise<CityRow[]> {
  const { rows } = await db.query<CityRow>(`select ${COLUMNS} from cities order by code_postal, commune, id`);
  return rows;
}

// The build's `limit` "random" cities (SPEC §7 get_random_cities): a fixed shuffle (md5 of the codes) rather
// than random(), so two builds of the same data write the same home page; the browser draws from them per visit.
export async function getRandomCities(db: Queryable, limit: number): Promise<CityRow[]> {
  const { rows } = await db.query<CityRow>(
    `select ${COLUMNS} from cities order by md5(code_postal || ':' || code_commune_insee), id limit $1`,
    [limit],
  );
  return rows;
}

/** 'INSEE|postal code' of every stored city. */
export async function loadCityKeys(tx: Queryable): Promise<Set<string>> {
  const { rows } = await tx.query<{ key: string }>(
    `select code_commune_insee || '|' || code_postal as key from cities`,
  );
  return new Set(rows.map((r) => r.key));
}

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

/** Inserts new (INSEE, postal code) pairs and updates changed ones, compared before writing; `chatgpt` stays. */
export function upsertCities(
  tx: Queryable,
  rows: readonly CityWrite[],
  chunkSize = DEFAULT_CHUNK_SIZE,
): Promise<WriteCounts> {
  return upsertInChunks(tx, UPSERT_CITIES, rows, [], chunkSize);
}
