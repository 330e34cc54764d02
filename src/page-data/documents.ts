// Document lists of the appointment guide (/mairie/{slug}/rdv), read from the same rules as the case pages
// (src/domain/documents.ts): an adult's first request and what a minor's adds, then links to the visitor's exact case
// with this town hall chosen (its slug travels in the link; the case page reads the rest from the site's own files).
import { SITUATION_LABELS, casePath, documentsFor, type DocumentItem, type Situation } from '../domain/documents.ts';
import { DOCUMENTS } from '../domain/constants.ts';

/** A titled list of documents. */
export type DocumentList = { title: string; items: string[] };

// The guide names each item in a few words (the case pages give the full wording, the conditions and the sources):
// the guide is built for every town hall, so each byte counts 36,000 times.
const SHORT: Record<string, string> = {
  'pre-demande': 'Le numéro de pré-demande (ou le formulaire cerfa rempli)',
  presence: "L'enfant et un parent exerçant l'autorité parentale, présents",
  photo: `Une photo d'identité de moins de ${DOCUMENTS.photoMaxMonths} mois, ${DOCUMENTS.photoSizeMm.width} × ${DOCUMENTS.photoSizeMm.height} mm`,
  timbre: 'Le timbre fiscal électronique',
  'identite-parent': "La pièce d'identité du parent (ou du tuteur)",
  domicile: `Un justificatif de domicile de moins de ${DOCUMENTS.proofOfAddressMaxMonths} mois`,
  'hebergeant-attestation':
    "Hébergé(e) : l'attestation, la pièce d'identité et le justificatif de domicile de l'hébergeant",
  'hebergeant-identite':
    "Hébergé(e) : l'attestation, la pièce d'identité et le justificatif de domicile de l'hébergeant",
  'hebergeant-domicile':
    "Hébergé(e) : l'attestation, la pièce d'identité et le justificatif de domicile de l'hébergeant",
  'titre-securise': `La carte d'identité ou le passeport, valide ou périmé depuis moins de ${DOCUMENTS.idExpiredMaxYears} ans`,
  'acte-naissance':
    "Sans titre sécurisé : l'acte de naissance de moins de 3 mois (sauf commune de naissance raccordée à COMEDEC)",
  'acte-naissance-etranger':
    "Sans titre sécurisé, né(e) à l'étranger : l'acte de naissance du Service central d'état civil",
  nationalite: 'Sans titre sécurisé : un justificatif de nationalité française',
  'tuteur-majeur': "Sous tutelle : le tuteur, présent, avec sa pièce d'identité et le jugement",
  'decision-tutelle': "Tuteur ou tiers : la décision de justice qui lui confie l'autorité parentale",
  'nom-usage': "Pour un nom d'usage : son justificatif",
  'nom-usage-parent': "Pour un nom d'usage : son justificatif",
  'domicile-autre': 'Hôtel, caravane ou sans domicile stable : les pièces qui remplacent le justificatif',
  'autorite-parentale': "Parents séparés : la décision sur l'autorité parentale",
  'residence-alternee': "Résidence alternée : le domicile et la pièce d'identité de l'autre parent",
};

/** An item in a few words; the whole label when the guide has no short one. */
const shortLabel = (item: DocumentItem) => SHORT[item.id] ?? item.label;

const adult = documentsFor('majeur', 'premiere-demande');
const adultIds = new Set(adult.map((item) => item.id));
const labels = (items: DocumentItem[]) => [...new Set(items.map(shortLabel))];

// An adult's first request, then what a minor's adds; the other cases, in full, are on the case pages.
export const DOCUMENT_LISTS: DocumentList[] = [
  { title: 'Pour un majeur', items: labels(adult) },
  {
    title: 'Pour un mineur, en plus',
    items: labels(documentsFor('mineur-moins-15', 'premiere-demande').filter((item) => !adultIds.has(item.id))),
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
