import { describe, expect, it } from 'vitest';
import bigCities from '../../data/reference/big-cities.json' with { type: 'json' };
import { BIG_CITIES, getVillesPage } from './villes-page.ts';
import { fixtureSite } from '../../tests/fixtures/site-seed.ts';

const site = fixtureSite();

describe('/villes', () => {
  it('lists the 20 largest cities with their postal code page', () => {
    const page = getVillesPage(site);
    expect(bigCities.cities).toHaveLength(20);
    expect(page.cities).toHaveLength(20);
    expect(page.cities.map((c) => c.name).slice(0, 3)).toEqual(['Paris', 'Marseille', 'Lyon']);
    expect(page.cities[0].href).toBe('/ville/75001');
    expect(new Set(BIG_CITIES.map((c) => c.code_postal)).size).toBe(20);
  });

  it("matches a city's town halls by INSEE code or town name, by town then name", () => {
    const paris = getVillesPage(site).cities[0];
    expect(paris.mairies.map((m) => m.id)).toEqual([4, 5, 9]);
  });
});
