// What BaseLayout needs for a page's <head>: title, description, canonical path, JSON-LD, breadcrumbs.
import type { Crumb } from '../layouts/seo.ts';
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
