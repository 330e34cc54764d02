// Site name, navigation and footer links shared by the header, the footer and the tests.
import type { LegalKey } from '../data/config.ts';

export const SITE_NAME = 'Passeport Mairies';
export const SITE_TAGLINE = 'Aide à la demande de passeport et annuaire des mairies';

/** A link of the header or footer. */
interface NavLink {
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
  { label: 'Données ouvertes', href: '/donnees' },
];

export const REFUND_LINKS: NavLink[] = [
  { label: 'Remboursement', href: '/remboursement' },
  { label: 'Demande de remboursement du timbre fiscal', href: '/remboursement-timbre-fiscal' },
];

/** A legal page: its route, its title, and which configured URL holds its full text. */
interface LegalPage extends NavLink {
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

// True when `href` is the current page or one of its parents (for aria-current).
export function isCurrent(href: string, pathname: string): boolean {
  const clean = (p: string) => (p.length > 1 ? p.replace(/\/+$/, '') : p);
  const path = clean(pathname);
  return path === clean(href) || (href !== '/' && path.startsWith(`${clean(href)}/`));
}
