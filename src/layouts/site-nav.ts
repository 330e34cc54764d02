// Site name, navigation and footer links shared by the header, the footer and the tests.
import type { LegalKey } from '../data/config.ts';

export const SITE_NAME = 'Passeport Mairies';
export const SITE_TAGLINE = 'Aide à la demande de passeport et annuaire des mairies';

/** A link of the header or footer. */
export interface NavLink {
  label: string;
  href: string;
}

// Sub-menu 'Mairies éligibles' of the header.
export const MAIRIES_MENU: NavLink[] = [
  { label: 'Par ville', href: '/villes' },
  { label: 'Par département', href: '/departements' },
];

// Plain links of the header, after the sub-menu.
export const MAIN_LINKS: NavLink[] = [
  { label: 'Informations', href: '/informations' },
  { label: 'Documents', href: '/documents' },
  { label: 'CERFA', href: '/cerfa' },
];

export const PREDEMANDE_LINK: NavLink = { label: 'Pré-demande', href: '/formulaire' };

// Footer 'Liens utiles'.
export const USEFUL_LINKS: NavLink[] = [
  { label: 'Mairies par ville', href: '/villes' },
  { label: 'Mairies par département', href: '/departements' },
  { label: 'Guides et informations', href: '/informations' },
  { label: 'Documents à fournir', href: '/documents' },
  { label: 'Formulaires CERFA', href: '/cerfa' },
  { label: 'France Services', href: '/france-services' },
  { label: 'Faire ma pré-demande', href: '/formulaire' },
];

export const REFUND_LINKS: NavLink[] = [
  { label: 'Remboursement', href: '/remboursement' },
  { label: 'Demande de remboursement du timbre fiscal', href: '/remboursement-timbre-fiscal' },
];

/** A legal page: its route, its title, and which configured URL holds its full text. */
export interface LegalPage extends NavLink {
  key: LegalKey;
}

export const LEGAL_PAGES: LegalPage[] = [
  { key: 'mentions', label: 'Mentions légales', href: '/mentions-legales' },
  { key: 'cgu', label: 'Conditions générales', href: '/conditions-generales' },
  { key: 'privacy', label: 'Politique de confidentialité', href: '/politique-confidentialite' },
  { key: 'cookies', label: 'Cookies', href: '/cookies' },
  { key: 'accessibility', label: 'Accessibilité', href: '/accessibilite' },
];

// The independence notice shown on every page (header banner and footer).
export const INDEPENDENCE_NOTICE =
  "Passeport Mairies est un service privé indépendant. Il n'est affilié ni à l'État, ni à l'ANTS, ni aux mairies.";

// Each open data file the importer merges: publisher, file and date (README, "Data sources and licences").
export const DATA_SOURCES: readonly string[] = [
  "DILA, Annuaire de l'administration (Service-Public.fr), annuaire des mairies, fichier dila_annuaire_mairies_2016.jsonl.gz, données de février 2016, géocodage BAN (ODbL)",
  'DILA, extrait des sites web des mairies, fichier dila_mairies_sites_web_2018.csv, mai 2018',
  "DILA par l'API établissements publics, extrait des e-mails des mairies, fichier dila_mairies_emails_2021.csv, mars 2021",
  'La Poste, Base officielle des codes postaux, fichier laposte_base_officielle_codes_postaux_2024.csv, août 2024',
  'Etalab, découpage administratif 6.0.0',
];

// Credits required by the Licence Ouverte for the open data the directory is built from.
export const DATA_CREDITS = `Sources : ${DATA_SOURCES.join(' ; ')} (Licence Ouverte 2.0)`;

// True when `href` is the current page or one of its parents (for aria-current).
export function isCurrent(href: string, pathname: string): boolean {
  const clean = (p: string) => (p.length > 1 ? p.replace(/\/+$/, '') : p);
  const path = clean(pathname);
  return path === clean(href) || (href !== '/' && path.startsWith(`${clean(href)}/`));
}
