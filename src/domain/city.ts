// A city (SPEC §3 cities): one commune under one postal code, a row of the `cities` table typed once. The
// import's rows and the build's reads (src/data/import/read/laposte.ts, src/data/queries/cities.ts) derive from it.

export type City = {
  id: number;
  code_postal: string;
  commune: string;
  code_commune_insee: string;
  latitude: number | null;
  longitude: number | null;
  nom_departement: string | null;
  code_departement: string | null;
  nom_region: string | null;
  population: number | null;
  /** Editorial text: no import writes it. */
  chatgpt: string | null;
};
