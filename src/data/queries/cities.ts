// City rows (SPEC §3 cities): one per commune and postal code.
import type { Queryable } from '../db.ts';

/** One (commune, postal code) row. */
export type CityRow = {
  code_postal: string;
  commune: string;
  code_commune_insee: string;
  latitude: number | null;
  longitude: number | null;
  nom_departement: string | null;
  code_departement: string | null;
  nom_region: string | null;
  population: number | null;
  chatgpt: string | null;
};

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
