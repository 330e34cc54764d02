// Town hall pins checked against their own commune: a pin far from every La Poste point of its commune is
// corrected when the fault is recognisable (swapped or duplicated coordinates, the record's BAN geocoding),
// otherwise it takes the commune's point and is flagged approximate.
import { haversineKm, type LatLon } from '../../../domain/distance.ts';
import type { CommuneIndex } from '../reference/communes.ts';
import type { CityWrite } from '../../queries/cities.ts';

/**
 * How far (km) a pin may lie from the nearest La Poste point of its commune. Those points are each commune's
 * representative point (its centre), one per postal code: 97 % of the 2016 directory's pins are within 5 km of
 * one, 99 % within 10 km; past 10 km the pins checked by hand were on a namesake or in another department, and
 * the record's BAN geocoding of the same address lay within 2 km of the commune's point.
 */
export const POSITION_TOLERANCE_KM = 10;

/** What happened to a town hall's position. */
export type PositionOutcome =
  /** Within the tolerance of its commune. */
  | 'kept'
  /** Latitude and longitude were swapped. */
  | 'swapped'
  /** The record's own BAN geocoding, which lies in its commune. */
  | 'ban'
  /** No usable pin: the commune's point, flagged approximate. */
  | 'commune'
  /** The commune has no known point: the pin (or its absence) cannot be checked, so it is flagged approximate. */
  | 'unresolved';

export interface CheckedPosition {
  latitude: number | null;
  longitude: number | null;
  approximate: boolean;
  outcome: PositionOutcome;
}

/** Points of a commune, found by INSEE code (its own, its arrondissements', its commune nouvelle's) or postal code. */
export interface CommunePoints {
  of(codeInsee: string | null, postalCode: string | null): LatLon[];
}

const push = <K, V>(map: Map<K, V[]>, key: K, value: V) => {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
};

/**
 * The La Poste points of each commune. A commune absent from the 2024 base (merged since 2016) uses its commune
 * nouvelle's points; Paris, Lyon and Marseille their arrondissements'; an INSEE code unknown to both the base and
 * the reference, the points of the town hall's postal code.
 */
export function communePoints(cities: readonly CityWrite[], communes: CommuneIndex): CommunePoints {
  const byInsee = new Map<string, LatLon[]>();
  const byPostalCode = new Map<string, LatLon[]>();
  // The first point per INSEE code is the one of the row whose postal code sorts first: stable across runs.
  const sorted = [...cities].sort((a, b) =>
    a.code_postal < b.code_postal ? -1 : a.code_postal > b.code_postal ? 1 : 0,
  );
  for (const city of sorted) {
    if (city.latitude === null || city.longitude === null) continue;
    const point = { lat: city.latitude, lon: city.longitude };
    push(byInsee, city.code_commune_insee, point);
    push(byPostalCode, city.code_postal, point);
    const commune = communes.get(city.code_commune_insee);
    if (commune?.type === 'arrondissement-municipal' && commune.parent) push(byInsee, commune.parent, point);
  }
  return {
    of(codeInsee, postalCode) {
      if (codeInsee) {
        const own = byInsee.get(codeInsee);
        if (own) return own;
        const parent = communes.get(codeInsee)?.parent;
        const merged = parent ? byInsee.get(parent) : undefined;
        if (merged) return merged;
      }
      return (postalCode && byPostalCode.get(postalCode)) || [];
    },
  };
}

const nearestKm = (point: LatLon, references: readonly LatLon[]) =>
  Math.min(...references.map((reference) => haversineKm(point, reference)));

/**
 * The position a town hall is published with. `pin` is the directory's, `ban` the record's own geocoding
 * (only when the geocoder placed the address in the town hall's commune), `references` its commune's points,
 * the first being the commune's point.
 */
export function checkPosition(
  pin: LatLon | null,
  ban: LatLon | null,
  references: readonly LatLon[],
  toleranceKm = POSITION_TOLERANCE_KM,
): CheckedPosition {
  const at = (point: LatLon, outcome: PositionOutcome, approximate = false): CheckedPosition => ({
    latitude: point.lat,
    longitude: point.lon,
    approximate,
    outcome,
  });
  if (!references.length) {
    const point = pin ?? ban;
    return point
      ? at(point, 'unresolved', true)
      : { latitude: null, longitude: null, approximate: false, outcome: 'unresolved' };
  }
  const near = (point: LatLon | null) => point !== null && nearestKm(point, references) <= toleranceKm;
  if (pin && near(pin)) return at(pin, 'kept');
  const swapped = pin && { lat: pin.lon, lon: pin.lat };
  if (swapped && near(swapped)) return at(swapped, 'swapped');
  if (ban && near(ban)) return at(ban, 'ban');
  return at(references[0], 'commune', true);
}
