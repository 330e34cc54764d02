// Texts of the section 404 pages (SPEC §8): unknown town hall, unknown city, unknown article. The sections that have
// their own 404 are SECTION_404 (src/data/site/deploy-config.ts).
import { MESSAGES } from '../domain/messages.ts';
import { SEARCH_ANCHOR } from '../domain/paths.ts';

/** Props of NotFound plus the page's head. */
type NotFoundData = {
  title: string;
  message: string;
  linkHref: string;
  linkLabel: string;
  canonicalPath: string;
};

export const MAIRIE_NOT_FOUND: NotFoundData = {
  title: MESSAGES.mairieNotFound,
  message: "Cette fiche n'existe pas ou a été renommée. Recherchez la mairie par ville, nom ou code postal.",
  linkHref: SEARCH_ANCHOR,
  linkLabel: MESSAGES.backToSearch,
  canonicalPath: '/mairie/404',
};

export const CITY_NOT_FOUND: NotFoundData = {
  title: MESSAGES.cityNotFound,
  message:
    'Ce code postal ne correspond à aucune commune de notre annuaire. Recherchez votre ville ou votre code postal.',
  linkHref: SEARCH_ANCHOR,
  linkLabel: MESSAGES.backToSearch,
  canonicalPath: '/ville/404',
};

export const ARTICLE_NOT_FOUND: NotFoundData = {
  title: MESSAGES.articleNotFound,
  message: "Cet article n'existe pas ou n'est plus en ligne.",
  linkHref: '/informations',
  linkLabel: 'Retour aux articles',
  canonicalPath: '/informations/404',
};
