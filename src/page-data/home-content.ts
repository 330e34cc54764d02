// Fixed blocks of the home page: the five application reasons, the five steps, prices and key facts.
import { DELAYS } from '../domain/constants.ts';
import { WHO, WHO_LABELS, casePath, documentsFor } from '../domain/documents.ts';
import { appointmentLength } from '../domain/texts.ts';
import {
  ASSISTED_SERVICE_PRICES,
  SERVICE_PRICES_STAMP_INCLUDED,
  formatEuros,
  overseasStampNoteAllAges,
  stampPrice,
  type Territory,
} from '../domain/prices.ts';

/** A titled short text, with the link to its documents list when it has one. */
export type Block = { title: string; text: string; href?: string };

// The five reasons to apply (SPEC §1): first request, renewal after theft, loss, expiry, deterioration.
export const APPLICATION_REASONS: Block[] = [
  {
    title: 'Première demande',
    text: "Vous n'avez jamais eu de passeport : préparez votre première demande en quelques minutes.",
    href: casePath('majeur', 'premiere-demande'),
  },
  {
    title: 'Renouvellement après un vol',
    text: 'Votre passeport a été volé : déclarez le vol puis demandez un nouveau passeport.',
    href: casePath('majeur', 'vol'),
  },
  {
    title: 'Renouvellement après une perte',
    text: 'Vous avez perdu votre passeport : déclarez la perte et refaites votre passeport.',
    href: casePath('majeur', 'perte'),
  },
  {
    title: 'Passeport expiré',
    text: 'Votre passeport arrive à expiration ou est périmé : renouvelez-le avant votre voyage.',
    href: casePath('majeur', 'renouvellement'),
  },
  {
    title: 'Passeport détérioré',
    text: 'Votre passeport est abîmé ou illisible : il doit être remplacé.',
    href: casePath('majeur', 'abime'),
  },
];

/** Where a parent finds a minor's cases: /documents' card for each age. */
export const MINOR_LINKS = WHO.filter((who) => who !== 'majeur').map((who) => ({
  label: WHO_LABELS[who].short,
  href: `/documents#pour-${who}`,
}));

// The five steps of the process.
export const STEPS: Block[] = [
  {
    title: 'Remplissez le formulaire',
    text: 'Répondez à nos questions en ligne : nous préparons votre pré-demande officielle.',
  },
  {
    title: 'Nous vérifions votre dossier',
    text: `Votre pré-demande est traitée en ${DELAYS.processingWorkingHours} heures ouvrées environ, timbre fiscal inclus.`,
  },
  {
    title: 'Prenez rendez-vous en mairie',
    text: 'Choisissez une mairie équipée, où que vous habitiez, et réservez un créneau.',
  },
  {
    title: 'Déposez votre dossier',
    text: `Présentez-vous avec vos documents : le dépôt prend ${appointmentLength('deposit')}.`,
  },
  {
    title: 'Retirez votre passeport',
    text: `Comptez ${DELAYS.productionWeeks} semaines environ de fabrication (notre estimation) ; retirez-le dans les ${DELAYS.pickupMonths} mois après le SMS.`,
  },
];

/** A price line of the service description. */
export type PriceLine = { label: string; price: string; note: string };

// The service prices (SPEC §9 first reading, consistent with the second).
export const SERVICE_PRICES: PriceLine[] = [
  {
    label: 'Passeport adulte',
    price: `${formatEuros(SERVICE_PRICES_STAMP_INCLUDED.adult)} TTC`,
    note: `Timbre fiscal de ${formatEuros(SERVICE_PRICES_STAMP_INCLUDED.stampIncluded.adult)} inclus (service : ${formatEuros(ASSISTED_SERVICE_PRICES.adult)} TTC)`,
  },
  {
    label: 'Passeport mineur',
    price: `${formatEuros(SERVICE_PRICES_STAMP_INCLUDED.minor)} TTC`,
    note: `De 15 à 17 ans, timbre fiscal de ${formatEuros(SERVICE_PRICES_STAMP_INCLUDED.stampIncluded.minor)} inclus ; avant 15 ans, le timbre coûte ${formatEuros(stampPrice('metropole', 'minorUnder15'))} (service : ${formatEuros(ASSISTED_SERVICE_PRICES.minor)} TTC)`,
  },
  {
    label: 'Pré-vérification du dossier',
    price: `${formatEuros(SERVICE_PRICES_STAMP_INCLUDED.preValidation)}`,
    note: 'En option, par demande, avant votre rendez-vous en mairie',
  },
];

const KEY_DOCUMENTS = ['domicile', 'photo', 'titre-securise', 'acte-naissance'] as const;
const adultFirst = documentsFor('majeur', 'premiere-demande');
function shortOf(id: string): string {
  const short = adultFirst.find((item) => item.id === id)?.short;
  if (!short) throw new Error(`documents.ts: no short wording for ${id} in an adult's first request`);
  return short;
}

/** One key-information card: a title and its lines. */
export type KeyInfo = { title: string; lines: string[] };

const stampLine = (label: string, territory: Territory) =>
  `${label} : adulte ${formatEuros(stampPrice(territory, 'adult'))}, mineur de 15 ans et plus ${formatEuros(stampPrice(territory, 'minor15AndOver'))}, moins de 15 ans ${formatEuros(stampPrice(territory, 'minorUnder15'))}`;

// Documents, delays and stamp prices.
export const KEY_INFO: KeyInfo[] = [
  {
    title: 'Documents',
    // The case pages' own words, in short (documents.ts): an adult's first request.
    lines: KEY_DOCUMENTS.map(shortOf),
  },
  {
    title: 'Délais',
    lines: [
      `Traitement de la pré-demande : ${DELAYS.processingWorkingHours} heures ouvrées environ`,
      `Fabrication du passeport : ${DELAYS.productionWeeks} semaines environ (notre estimation)`,
      `Validité : ${DELAYS.validityYears.adult} ans pour un adulte, ${DELAYS.validityYears.minor} ans pour un mineur`,
    ],
  },
  {
    title: 'Prix du timbre fiscal',
    // An overseas price never goes without its territory's note (F34752).
    lines: [
      stampLine('Métropole', 'metropole'),
      `${stampLine('Outre-mer', 'outre-mer')} (${overseasStampNoteAllAges()})`,
    ],
  },
];
