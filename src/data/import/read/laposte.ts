// La Poste's postal code base → one `cities` row per (INSEE code, postal code).
import type { CityWrite } from '../../queries/cities.ts';
import type { CommuneIndex } from '../reference/communes.ts';
import { readCsv } from './csv.ts';
import { count, type Tally } from '../tally.ts';
import { titleCaseName } from '../text.ts';

export interface CitiesSource {
  rows: CityWrite[];
  /** Data lines read. */
  read: number;
  rejected: Tally;
  /** Extra lines (other ligne_5 of the same pair) folded into their pair. */
  merged: number;
  /** Pairs whose INSEE code the reference does not know: name title-cased from La Poste's. */
  fallbackNames: number;
}

const LAPOSTE_COLUMNS = ['code_commune_insee', 'nom_de_la_commune', 'code_postal'] as const;

/** '46.1517018,4.9306005' → [46.1517018, 4.9306005]; null when missing or out of range. */
export function parseGeopoint(text: string | undefined): [number, number] | null {
  const match = /^\s*(-?\d+(?:\.\d+)?)\s*,\s*(-?\d+(?:\.\d+)?)\s*$/.exec(text ?? '');
  if (!match) return null;
  const [lat, lon] = [Number(match[1]), Number(match[2])];
  if (Math.abs(lat) > 90 || Math.abs(lon) > 180 || (lat === 0 && lon === 0)) return null;
  return [lat, lon];
}

/** Why a line cannot become a city, or null when it can. */
export function rejectCityLine(insee: string, postalCode: string): string | null {
  if (!/^[0-9][0-9AB][0-9]{3}$/.test(insee)) return 'invalid INSEE code';
  if (!/^[0-9]{5}$/.test(postalCode)) return 'invalid postal code';
  if (insee.startsWith('99')) return 'foreign country (INSEE 99xxx, e.g. Monaco)';
  return null;
}

/** The city of one pair: names from the reference, La Poste's name title-cased when the code is unknown there. */
export function toCityRow(
  insee: string,
  postalCode: string,
  laPosteName: string,
  point: [number, number] | null,
  communes: CommuneIndex,
): CityWrite {
  const commune = communes.get(insee);
  const department = communes.department(insee);
  return {
    code_postal: postalCode,
    commune: commune?.name ?? titleCaseName(laPosteName),
    code_commune_insee: insee,
    latitude: point?.[0] ?? null,
    longitude: point?.[1] ?? null,
    nom_departement: department.departmentName,
    code_departement: department.departmentCode,
    nom_region: department.regionName,
    population: commune?.population ?? null,
  };
}

/** Reads the base: first line of a pair gives its name, the first line with coordinates gives its point. */
export async function readLaPoste(file: string, communes: CommuneIndex): Promise<CitiesSource> {
  const pairs = new Map<string, { insee: string; postalCode: string; name: string; point: [number, number] | null }>();
  const rejected: Tally = {};
  let read = 0;
  let merged = 0;
  for await (const { values } of readCsv(file, { required: LAPOSTE_COLUMNS })) {
    read += 1;
    const insee = values.code_commune_insee.toUpperCase();
    const postalCode = values.code_postal;
    const reason = rejectCityLine(insee, postalCode);
    if (reason) {
      count(rejected, reason);
      continue;
    }
    const point = parseGeopoint(values.geopoint ?? values.coordonnees_gps);
    const key = `${insee}|${postalCode}`;
    const known = pairs.get(key);
    if (!known) pairs.set(key, { insee, postalCode, name: values.nom_de_la_commune, point });
    else {
      merged += 1;
      known.point ??= point;
    }
  }
  const rows = [...pairs.values()].map((p) => toCityRow(p.insee, p.postalCode, p.name, p.point, communes));
  const fallbackNames = [...pairs.values()].filter((p) => !communes.get(p.insee)).length;
  return { rows, read, rejected, merged, fallbackNames };
}
