import { describe, expect, it } from 'vitest';
import { haversineKm } from '../../../domain/distance.ts';
import { createCommuneIndex } from '../reference/communes.ts';
import type { CityWrite } from '../../queries/cities.ts';
import { checkPosition, communePoints, POSITION_TOLERANCE_KM } from './positions.ts';

// Bourg-en-Bresse's La Poste point, and its town hall.
const BOURG = { lat: 46.2051, lon: 5.2255 };
const TOWN_HALL = { lat: 46.2052, lon: 5.2258 };

describe('checkPosition', () => {
  it('keeps a pin within the tolerance of its commune, up to the limit', () => {
    expect(checkPosition(TOWN_HALL, null, [BOURG])).toEqual({ ...at(TOWN_HALL), approximate: false, outcome: 'kept' });
    const edge = { lat: BOURG.lat + 0.0899, lon: BOURG.lon }; // ~10.0 km north
    expect(haversineKm(edge, BOURG)).toBeLessThan(POSITION_TOLERANCE_KM);
    expect(checkPosition(edge, null, [BOURG]).outcome).toBe('kept');
    const past = { lat: BOURG.lat + 0.0905, lon: BOURG.lon };
    expect(haversineKm(past, BOURG)).toBeGreaterThan(POSITION_TOLERANCE_KM);
    expect(checkPosition(past, null, [BOURG])).toMatchObject({ ...at(BOURG), approximate: true, outcome: 'commune' });
  });

  it('measures from the nearest point of the commune (one per postal code)', () => {
    const other = { lat: 46.5, lon: 5.5 };
    expect(checkPosition(TOWN_HALL, null, [other, BOURG]).outcome).toBe('kept');
  });

  it('swaps back inverted coordinates', () => {
    const reunion = { lat: -21.0089, lon: 55.2699 };
    expect(checkPosition({ lat: reunion.lon, lon: reunion.lat }, null, [reunion])).toEqual({
      ...at(reunion),
      approximate: false,
      outcome: 'swapped',
    });
  });

  it("takes the record's BAN geocoding when the pin is far (a duplicated coordinate) and the BAN point is in the commune", () => {
    const isle = { lat: 44.7274, lon: -0.4869 };
    const ban = { lat: 44.7281, lon: -0.4843 };
    expect(checkPosition({ lat: 44.72, lon: 44.72 }, ban, [isle])).toEqual({
      ...at(ban),
      approximate: false,
      outcome: 'ban',
    });
    expect(checkPosition(null, ban, [isle]).outcome).toBe('ban');
  });

  it("falls back on the commune's point, flagged approximate, when nothing fits", () => {
    const canada = { lat: 46.8, lon: -71.2 };
    const farBan = { lat: 45.0, lon: 5.0 };
    expect(checkPosition(canada, farBan, [BOURG])).toEqual({ ...at(BOURG), approximate: true, outcome: 'commune' });
    expect(checkPosition(null, null, [BOURG])).toEqual({ ...at(BOURG), approximate: true, outcome: 'commune' });
  });

  it('flags a pin it cannot check, and leaves a town hall without any point unplaced', () => {
    expect(checkPosition(TOWN_HALL, null, [])).toEqual({ ...at(TOWN_HALL), approximate: true, outcome: 'unresolved' });
    expect(checkPosition(null, null, [])).toEqual({
      latitude: null,
      longitude: null,
      approximate: false,
      outcome: 'unresolved',
    });
  });
});

describe('communePoints', () => {
  const city = (insee: string, postalCode: string, lat: number | null, lon: number | null): CityWrite => ({
    code_postal: postalCode,
    commune: insee,
    code_commune_insee: insee,
    latitude: lat,
    longitude: lon,
    nom_departement: null,
    code_departement: insee.slice(0, 2),
    nom_region: null,
    population: null,
  });
  const communes = createCommuneIndex(
    [
      { code: '75056', nom: 'Paris', type: 'commune-actuelle' },
      { code: '75101', nom: 'Paris 1er', type: 'arrondissement-municipal', commune: '75056' },
      { code: '01138', nom: 'Culoz-Béon', type: 'commune-actuelle' },
      { code: '01039', nom: 'Béon', type: 'commune-deleguee', chefLieu: '01138' },
    ],
    [],
    [],
  );
  const points = communePoints(
    [
      city('75101', '75001', 48.86, 2.34),
      city('01138', '01350', 45.85, 5.77),
      city('01001', '01400', 46.15, 4.93),
      city('01001', '01000', null, null),
    ],
    communes,
  );

  it('finds points by INSEE code, arrondissements for their city, the commune nouvelle for a former commune', () => {
    expect(points.of('01001', '01400')).toEqual([{ lat: 46.15, lon: 4.93 }]);
    expect(points.of('75056', '75196')).toEqual([{ lat: 48.86, lon: 2.34 }]);
    expect(points.of('01039', '01350')).toEqual([{ lat: 45.85, lon: 5.77 }]);
  });

  it('falls back on the postal code for a code unknown to both, and finds nothing otherwise', () => {
    expect(points.of('01999', '01350')).toEqual([{ lat: 45.85, lon: 5.77 }]);
    expect(points.of('01999', '99999')).toEqual([]);
    expect(points.of(null, null)).toEqual([]);
  });
});

function at(point: { lat: number; lon: number }) {
  return { latitude: point.lat, longitude: point.lon };
}
