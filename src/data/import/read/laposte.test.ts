import { describe, expect, it } from 'vitest';
import { loadCommuneIndex } from '../reference/communes.ts';
import { parseGeopoint, readLaPoste, rejectCityLine, toCityRow } from './laposte.ts';

const FIXTURE = new URL(
  '../../../../tests/fixtures/open-data/laposte_base_officielle_codes_postaux_2024.csv',
  import.meta.url,
).pathname;
const communes = loadCommuneIndex();

describe('parseGeopoint', () => {
  it('reads "lat,lon" and refuses missing or impossible points', () => {
    expect(parseGeopoint('46.1517018,4.9306005')).toEqual([46.1517018, 4.9306005]);
    expect(parseGeopoint('-16.4734448,-151.7404443')).toEqual([-16.4734448, -151.7404443]);
    expect(parseGeopoint('')).toBeNull();
    expect(parseGeopoint(undefined)).toBeNull();
    expect(parseGeopoint('0,0')).toBeNull();
    expect(parseGeopoint('91,2')).toBeNull();
  });
});

describe('rejectCityLine', () => {
  it('gives a reason for unusable lines', () => {
    expect(rejectCityLine('01001', '01400')).toBeNull();
    expect(rejectCityLine('2A004', '20000')).toBeNull();
    expect(rejectCityLine('99138', '98000')).toMatch(/foreign/);
    expect(rejectCityLine('1001', '01400')).toBe('invalid INSEE code');
    expect(rejectCityLine('01001', '1400')).toBe('invalid postal code');
  });
});

describe('toCityRow', () => {
  it('takes names from the reference, arrondissements included', () => {
    expect(toCityRow('75101', '75001', 'PARIS 01', null, communes)).toMatchObject({
      commune: 'Paris 1er Arrondissement',
      nom_departement: 'Paris',
      code_departement: '75',
      nom_region: 'Île-de-France',
    });
  });

  it("falls back on La Poste's name, title-cased, and the department of the code", () => {
    expect(toCityRow('02311', '02000', 'FILAIN', [49.45, 3.55], communes)).toMatchObject({
      commune: 'Filain',
      code_departement: '02',
      nom_departement: 'Aisne',
      population: null,
      latitude: 49.45,
      longitude: 3.55,
    });
  });
});

describe('readLaPoste', () => {
  it('makes one row per (INSEE, postal code), coordinates from the first line that has some', async () => {
    const source = await readLaPoste(FIXTURE, communes);
    expect(source.read).toBe(31);
    expect(source.rows).toHaveLength(25);
    expect(source.rejected).toEqual({ 'foreign country (INSEE 99xxx, e.g. Monaco)': 1 });
    expect(source.merged).toBe(5);
    const pont = source.rows.find((r) => r.code_commune_insee === '14514');
    expect([pont?.latitude, pont?.longitude]).toEqual([49.290489050000005, 0.1828793]);
    expect(source.rows.filter((r) => r.code_commune_insee === '27058').map((r) => [r.code_postal, r.latitude])).toEqual(
      [
        ['27700', null],
        ['27940', null],
      ],
    );
    expect(source.rows.find((r) => r.code_commune_insee === '98613')).toMatchObject({
      code_departement: '986',
      nom_departement: 'Wallis et Futuna',
    });
  });
});
