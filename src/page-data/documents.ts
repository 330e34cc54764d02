// Document lists of the appointment guide (/mairie/{slug}/rdv), read from the same rules as the case pages
// (src/domain/documents.ts): what every adult and every minor brings, then links to the visitor's exact case
// with this town hall chosen (its name, address and zone travel in the link, for the printout and the calendar).
import {
  SITUATION_LABELS,
  casePath,
  documentsFor,
  isConditional,
  type DocumentItem,
  type Situation,
} from '../domain/documents.ts';
import { timeZoneOf } from '../domain/time-zone.ts';

/** A titled list of documents. */
export type DocumentList = { title: string; items: string[] };

const always = (items: DocumentItem[]) => items.filter((item) => !isConditional(item)).map((item) => item.label);

// What every adult and every minor brings to a first request; the conditional items are on the case pages.
export const DOCUMENT_LISTS: DocumentList[] = [
  { title: 'Pour un majeur', items: always(documentsFor('majeur', 'premiere-demande')) },
  { title: 'Pour un mineur', items: always(documentsFor('mineur-moins-15', 'premiere-demande')) },
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
