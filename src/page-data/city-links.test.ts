import { describe, expect, it } from 'vitest';
import { toSiteData } from '../data/site/site-data.ts';
import { FIXTURE_NOW, fixtureRaw, fixtureSite, mairieOf } from '../../tests/fixtures/site-seed.ts';
import { cityCrumb, cityLinksWithoutDepartmentPage, departmentCityLinks } from './city-links.ts';
import { getDepartementsPage } from './departements-page.ts';

// The fixture plus 01590 as La Poste has it: Chancia (Jura) first, then Dortan (Ain), whose town hall it is.
function withDortan(departments: ReadonlySet<string> | null = null) {
  const raw = fixtureRaw();
  const base = { nom_region: null, population: null, chatgpt: null, latitude: 46.3, longitude: 5.6 };
  raw.cities.push(
    {
      ...base,
      code_postal: '01590',
      commune: 'Chancia',
      code_commune_insee: '39102',
      nom_departement: 'Jura',
      code_departement: '39',
    },
    {
      ...base,
      code_postal: '01590',
      commune: 'Dortan',
      code_commune_insee: '01148',
      nom_departement: 'Ain',
      code_departement: '01',
    },
  );
  raw.mairies.push({
    ...raw.mairies[2],
    id: 99,
    slug: 'mairie-de-dortan',
    nom: 'Mairie de Dortan',
    ville: 'Dortan',
    code_postal: '01590',
    code_insee: '01148',
  });
  return toSiteData(raw, FIXTURE_NOW, departments);
}

describe('city links', () => {
  it("builds and links a postal code spanning departments from each, even when only the town hall's is built", () => {
    const ain = withDortan(new Set(['01']));
    expect(ain.selection.postalCodes).toContain('01590');
    expect(cityCrumb(ain, mairieOf(ain, 'mairie-de-dortan'))).toEqual([{ name: '01590 Dortan', path: '/ville/01590' }]);
    expect(departmentCityLinks(ain, '01').map((l) => l.code)).toContain('01590');
    expect(departmentCityLinks(ain, '39').map((l) => l.code)).toEqual(['01590']);
    expect(cityLinksWithoutDepartmentPage(ain)).toEqual([]);
  });

  it('links from /departements the city pages no department page links (Wallis-et-Futuna)', () => {
    const site = fixtureSite();
    expect(getDepartementsPage(site).otherCities).toEqual([
      { code: '98600', name: '98600 Uvea', href: '/ville/98600' },
      { code: '98610', name: '98610 Alo', href: '/ville/98610' },
      { code: '98620', name: '98620 Sigave', href: '/ville/98620' },
    ]);
    // Every other built code is on its department's page.
    const onDepartmentPages = new Set(
      site.selection.departments.flatMap((d) => departmentCityLinks(site, d.num_dep).map((l) => l.code)),
    );
    const orphans = site.selection.postalCodes.filter(
      (code) => !onDepartmentPages.has(code) && !code.startsWith('986'),
    );
    expect(orphans).toEqual([]);
  });

  it('finds the city page of a town hall whose INSEE code La Poste no longer lists by its commune name', () => {
    const site = withDortan(new Set(['01']));
    const stale = {
      ...mairieOf(site, 'mairie-de-dortan'),
      code_postal: '01591',
      code_insee: '01999',
      ville: 'DORTAN Cedex',
    };
    expect(cityCrumb(site, stale)).toEqual([{ name: '01590 DORTAN Cedex', path: '/ville/01590' }]);
    expect(cityCrumb(site, { ...stale, num_dep: '39' })).toEqual([]);
  });

  it('gives every town hall of the selection a built city page', () => {
    const site = withDortan();
    const built = new Set(site.selection.postalCodes);
    for (const mairie of site.selection.mairies) {
      const [crumb] = cityCrumb(site, mairie);
      expect(crumb?.path, mairie.slug).toBeDefined();
      expect(built.has(crumb.path.replace('/ville/', ''))).toBe(true);
    }
  });
});
