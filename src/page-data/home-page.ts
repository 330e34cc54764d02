// Props of the home page: random cities sentence, popular town halls of the week, fixed blocks.
import { RANDOM_CITIES } from '../domain/constants.ts';
import type { SiteData } from '../data/site/site-data.ts';
import {
  APPLICATION_REASONS,
  KEY_INFO,
  MINOR_LINKS,
  SERVICE_PRICES,
  STEPS,
  type Block,
  type KeyInfo,
  type PriceLine,
} from './home-content.ts';
import { toMairieLink, type MairieLink } from './mairie-summary.ts';
import { cityPath } from '../domain/paths.ts';
import { pageSeo, type PageSeo } from './seo.ts';

/** How many of the week's most viewed town halls the home page lists. */
const POPULAR_SHOWN = 10;
export const NO_POPULAR_TEXT = 'Aucune fiche de mairie consultée cette semaine pour le moment.';

/** The data blocks of the home page (the fixed ones come from home-content.ts). */
export type HomePageData = {
  seo: PageSeo;
  /** The first cities of the pool: what the page shows without JavaScript. */
  randomCities: { name: string; href: string }[];
  /** The build's list (SPEC: 50), among which the browser picks the cities of each visit. */
  cityPool: { name: string; href: string }[];
  reasons: Block[];
  /** Beside the reasons: where a parent finds a minor's cases. */
  minorLinks: { label: string; href: string }[];
  steps: Block[];
  prices: PriceLine[];
  keyInfo: KeyInfo[];
  popular: { items: (MairieLink & { visits: number })[]; emptyText: string };
};

// Props of /.
export function getHomePage(site: SiteData): HomePageData {
  const popular = site.popular
    .map((p) => ({ mairie: site.mairieById.get(p.mairie_id), visits: p.visit_count }))
    .filter((p) => p.mairie !== undefined)
    .slice(0, POPULAR_SHOWN)
    .map((p) => ({ ...toMairieLink(p.mairie!), visits: p.visits }));
  // One city per postal code (the first): two communes of a code would link twice to the same page.
  const cityPool: HomePageData['cityPool'] = [];
  const codes = new Set<string>();
  for (const city of site.randomCities) {
    if (codes.has(city.code_postal)) continue;
    codes.add(city.code_postal);
    cityPool.push({ name: city.commune, href: cityPath(city.code_postal) });
  }
  return {
    seo: pageSeo({
      title: 'Passeport : pré-demande en ligne et mairies équipées',
      description:
        'Préparez votre demande de passeport : pré-demande en ligne, timbre fiscal inclus, et annuaire des mairies avec horaires, rendez-vous et affluence.',
      canonicalPath: '/',
    }),
    randomCities: cityPool.slice(0, RANDOM_CITIES.used),
    cityPool,
    reasons: APPLICATION_REASONS,
    minorLinks: MINOR_LINKS,
    steps: STEPS,
    prices: SERVICE_PRICES,
    keyInfo: KEY_INFO,
    popular: { items: popular, emptyText: NO_POPULAR_TEXT },
  };
}
