// Props of /villes: the 20 largest cities (data/reference/big-cities.json) with their town halls.
import bigCities from '../../data/reference/big-cities.json' with { type: 'json' };
import { LISTS } from '../domain/constants.ts';
import type { Mairie, SiteData } from '../data/site/site-data.ts';
import { toMairieLink, type MairieLink } from './mairie-summary.ts';
import { cityPath } from '../domain/paths.ts';
import { CITIES_CRUMB, HOME_CRUMB, pageSeo, type PageSeo } from './seo.ts';

/** A big city of the reference list. */
type BigCity = { name: string; code_postal: string; code_insee: string[]; towns: string[]; population: number };

// The reference list (data/reference/big-cities.json), capped at the spec's 20.
export const BIG_CITIES: readonly BigCity[] = bigCities.cities.slice(0, LISTS.bigCities);

/** The big cities and their town halls. */
type VillesPageData = {
  seo: PageSeo;
  cities: { name: string; href: string; codePostal: string; mairies: MairieLink[] }[];
};

const collator = new Intl.Collator('fr', { sensitivity: 'base', numeric: true });

// Town halls of a big city: by INSEE code (commune and arrondissements); by town name only for a
// town hall without INSEE code (names such as Saint-Denis are shared by several communes).
function bigCityMairies(city: BigCity, mairies: readonly Mairie[]): Mairie[] {
  const insee = new Set(city.code_insee);
  const towns = new Set(city.towns.map((t) => t.toLowerCase()));
  return mairies
    .filter((m) => (m.code_insee ? insee.has(m.code_insee) : towns.has(m.ville.toLowerCase())))
    .sort((a, b) => collator.compare(a.ville, b.ville) || collator.compare(a.nom, b.nom));
}

// Props of /villes.
export function getVillesPage(site: SiteData): VillesPageData {
  return {
    seo: pageSeo({
      title: 'Mairies des 20 plus grandes villes de France pour le passeport',
      description:
        'Les mairies des 20 plus grandes villes de France : Paris, Marseille, Lyon, Toulouse, Nice… Horaires, rendez-vous passeport et affluence.',
      canonicalPath: '/villes',
      breadcrumbs: [HOME_CRUMB, CITIES_CRUMB],
    }),
    cities: BIG_CITIES.map((city) => ({
      name: city.name,
      href: cityPath(city.code_postal),
      codePostal: city.code_postal,
      mairies: bigCityMairies(city, site.mairies).map(toMairieLink),
    })),
  };
}
