// Document lists of the appointment guide (/mairie/{slug}/rdv), read from the same rules as the case pages
// (src/domain/documents.ts): an adult's first request and what a minor's adds, then links to the visitor's exact case
// with this town hall chosen (its slug travels in the link; the case page reads the rest from the site's own files).
import { SITUATION_LABELS, casePath, documentsFor, type DocumentItem, type Situation } from '../domain/documents.ts';

/** A titled list of documents, each in a few words, and the full case it shortens. */
export type DocumentList = { title: string; items: string[]; href: string; hrefLabel: string };

// The guide names each item in a few words (its `short`, beside its full wording in the rules): the guide is built
// for every town hall, so each byte counts 36,000 times. The case pages give the full wording, conditions and sources.
const shortLabel = (item: DocumentItem) => item.short ?? item.label;

const adult = documentsFor('majeur', 'premiere-demande');
const adultIds = new Set(adult.map((item) => item.id));
const labels = (items: DocumentItem[]) => [...new Set(items.map(shortLabel))];

// An adult's first request, then what a minor's adds; the other cases, in full, are on the case pages.
export const DOCUMENT_LISTS: DocumentList[] = [
  {
    title: 'Pour un majeur',
    items: labels(adult),
    href: casePath('majeur', 'premiere-demande'),
    hrefLabel: "La liste complète d'une première demande (majeur)",
  },
  {
    title: 'Pour un mineur, en plus',
    items: labels(documentsFor('mineur-moins-15', 'premiere-demande').filter((item) => !adultIds.has(item.id))),
    href: casePath('mineur-moins-15', 'premiere-demande'),
    hrefLabel: "La liste complète d'une première demande (enfant de moins de 15 ans)",
  },
];

const CASES_FROM_GUIDE: readonly Situation[] = ['premiere-demande', 'renouvellement', 'perte', 'vol'];

// Links to an adult's cases with the town hall chosen by its slug alone (?mairie=…): the case page reads its name,
// address and zone from the site's own planner files (domain/planner-town-hall.ts).
export function caseLinks(slug: string): { href: string; label: string }[] {
  const query = new URLSearchParams({ mairie: slug }).toString();
  return CASES_FROM_GUIDE.map((situation) => ({
    href: `${casePath('majeur', situation)}?${query}`,
    label: SITUATION_LABELS[situation].short,
  }));
}
