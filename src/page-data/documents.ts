// Document lists of the appointment guide (/mairie/{slug}/rdv), read from the same rules as the case pages
// (src/domain/documents.ts): an adult's first request and what a minor's adds, then links to the visitor's exact case
// with this town hall chosen (its name, address and zone travel in the link, for the printout and the calendar).
import { SITUATION_LABELS, casePath, documentsFor, type DocumentItem, type Situation } from '../domain/documents.ts';
import { timeZoneOf } from '../domain/time-zone.ts';

/** A titled list of documents. */
export type DocumentList = { title: string; items: string[] };

// An item as one line, its condition first (« Si vous êtes hébergé(e) par un tiers : … »).
const worded = (item: DocumentItem) => (item.condition ? `${item.condition} ${item.label}` : item.label);

const adult = documentsFor('majeur', 'premiere-demande');
const adultIds = new Set(adult.map((item) => item.id));

// An adult's first request in full, then what a minor's adds; the other cases are on the case pages.
export const DOCUMENT_LISTS: DocumentList[] = [
  { title: 'Pour un majeur', items: adult.map(worded) },
  {
    title: 'Pour un mineur, en plus',
    items: documentsFor('mineur-moins-15', 'premiere-demande')
      .filter((item) => !adultIds.has(item.id))
      .map(worded),
  },
];

/** The town hall a case page link carries. */
type LinkedMairie = { slug: string; nom: string; num_dep: string | null; code_insee?: string | null };

const CASES_FROM_GUIDE: readonly Situation[] = ['premiere-demande', 'renouvellement', 'perte', 'vol'];

// Links to an adult's cases with the town hall chosen (?mairie=…&nom=…&adresse=…&tz=…).
export function caseLinks(mairie: LinkedMairie, address: string): { href: string; label: string }[] {
  const query = new URLSearchParams({
    mairie: mairie.slug,
    nom: mairie.nom,
    adresse: address,
    tz: timeZoneOf(mairie.num_dep, mairie.code_insee),
  }).toString();
  return CASES_FROM_GUIDE.map((situation) => ({
    href: `${casePath('majeur', situation)}?${query}`,
    label: SITUATION_LABELS[situation].short,
  }));
}
