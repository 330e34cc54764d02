// What BaseLayout needs for a page's <head>: title, description, canonical path, JSON-LD, breadcrumbs.
import { TITLE_MAX, type Crumb } from './head.ts';
import type { Mairie } from '../data/site/site-data.ts';
import { truncateDescription } from '../domain/texts.ts';

/** Props of BaseLayout computed by a page-data function. */
export type PageSeo = {
  title: string;
  description: string;
  canonicalPath: string;
  jsonLd?: object[];
  breadcrumbs?: Crumb[];
  noindex?: boolean;
};

export const HOME_CRUMB: Crumb = { name: 'Accueil', path: '/' };
export const DEPARTMENTS_CRUMB: Crumb = { name: 'Départements', path: '/departements' };
export const CITIES_CRUMB: Crumb = { name: 'Villes', path: '/villes' };

// A PageSeo with the description cut to the meta-description length.
export function pageSeo(seo: PageSeo): PageSeo {
  return { ...seo, description: truncateDescription(seo.description) };
}

// Titles and descriptions of the data pages: unique across the build (the postal code, and for the few homonym
// town halls sharing one, their street), short enough that most titles stay within 65 characters.

type MairieNaming = Pick<Mairie, 'id' | 'nom' | 'code_postal' | 'ville' | 'ligne_2' | 'dep' | 'num_dep'>;
const homonyms = new WeakMap<readonly MairieNaming[], Set<string>>();
const namingKey = (m: MairieNaming) => `${m.nom}|${m.code_postal ?? ''}`;

// The names shared by more than one town hall of the postal code, over the whole data (not only this build's pages).
function homonymKeys(all: readonly MairieNaming[]): Set<string> {
  let found = homonyms.get(all);
  if (!found) {
    const seen = new Set<string>();
    found = new Set();
    for (const m of all) {
      const key = namingKey(m);
      if (seen.has(key)) found.add(key);
      seen.add(key);
    }
    homonyms.set(all, found);
  }
  return found;
}

// 'Mairie de Balan (01360)'; a homonym in the same code adds its street, or its number.
export function mairieLabel(all: readonly MairieNaming[], mairie: MairieNaming): string {
  const code = mairie.code_postal ? ` (${mairie.code_postal})` : '';
  if (!homonymKeys(all).has(namingKey(mairie))) return `${mairie.nom}${code}`;
  const street = mairie.ligne_2?.trim();
  const twins = all.filter((m) => namingKey(m) === namingKey(mairie) && m.ligne_2?.trim() === street);
  return `${mairie.nom}${code}, ${street && twins.length === 1 ? street : `n° ${mairie.id}`}`;
}

const department = (m: MairieNaming) => (m.num_dep ? `, ${m.dep ?? 'département'} (${m.num_dep})` : '');

/** The title and description of a town hall page. */
export function mairieSeoText(
  all: readonly MairieNaming[],
  mairie: MairieNaming,
): { title: string; description: string } {
  const label = mairieLabel(all, mairie);
  return {
    title:
      `${label} : passeport et rendez-vous`.length <= TITLE_MAX
        ? `${label} : passeport et rendez-vous`
        : `${label} : passeport`,
    description: `${label}, ${mairie.ville}${department(mairie)} : demande de passeport, rendez-vous, horaires, affluence, avis et mairies proches.`,
  };
}

/** The title and description of a town hall's appointment guide. */
export function rdvSeoText(all: readonly MairieNaming[], mairie: MairieNaming): { title: string; description: string } {
  const label = mairieLabel(all, mairie);
  return {
    title: `Rendez-vous passeport : ${label}`,
    description: `${label}, ${mairie.ville} : préparer son rendez-vous passeport, réservation, horaires, documents à apporter et liste de vérification.`,
  };
}

/** The title and description of a postal code's city page: its first commune names the page, the code makes it unique. */
export function citySeoText(codePostal: string, communes: readonly string[]): { title: string; description: string } {
  const [first = codePostal, ...others] = communes;
  const more = others.length
    ? ` et ${others.length} autre${others.length > 1 ? 's' : ''} commune${others.length > 1 ? 's' : ''}`
    : '';
  return {
    title: `Mairies à ${first} (${codePostal}) : passeport`,
    description: `Où faire son passeport à ${first}${more} (${codePostal}) ? Mairies, horaires, prise de rendez-vous et mairies équipées les plus proches.`,
  };
}
