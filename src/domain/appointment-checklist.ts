// The six items of the appointment guide's checklist (SPEC §4), worded from the documents rules the case pages use
// (documents.ts): the same labels and conditions, never a copy of their own.
import type { ChecklistItem } from './checklist.ts';
import { cerfaOf, documentsFor, type DocumentItem, type Situation } from './documents.ts';

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/** The item `id` of an adult's `situation`, which must exist: a rule renamed in documents.ts fails the build here. */
function itemOf(situation: Situation, id: string): DocumentItem {
  const item = documentsFor('majeur', situation).find((candidate) => candidate.id === id);
  if (!item) throw new Error(`documents.ts: no item ${id} in an adult's ${situation}`);
  return item;
}

const first = (id: string) => itemOf('premiere-demande', id);

/** « Si … : a, b, c. » from conditioned items (their shared condition once). */
const conditioned = (items: DocumentItem[]) =>
  `${items[0].condition} ${items.map((item) => lowerFirst(item.label)).join(', ')}.`;

/** The six items, filled from the rules: what every guide's checklist lists. */
export const CHECKLIST_ITEMS: readonly ChecklistItem[] = [
  {
    id: 'predemande',
    label: 'Numéro de pré-demande',
    description: `${first('pre-demande').label.replace(/ n° [\d*]+ /, ' ')} (n° ${cerfaOf('majeur').number} pour un majeur, ${cerfaOf('mineur-15-17').number} pour un mineur).`,
    required: true,
  },
  { id: 'photo', label: "Photo d'identité", description: `${first('photo').label}.`, required: true },
  {
    id: 'justificatif-domicile',
    label: 'Justificatif de domicile',
    description: `${first('domicile').label}. ${conditioned(['hebergeant-attestation', 'hebergeant-identite', 'hebergeant-domicile'].map(first))}`,
    required: true,
  },
  {
    id: 'piece-identite',
    label: "Pièce d'identité ou, à défaut, acte de naissance",
    description: `${first('titre-securise').label}. ${first('nationalite').condition} ${lowerFirst(first('acte-naissance').label)} (sauf état civil dématérialisé, COMEDEC) et ${lowerFirst(first('nationalite').label)}.`,
    required: true,
  },
  {
    id: 'timbre-fiscal',
    label: 'Timbre fiscal',
    description: `${first('timbre').label}. Son montant dépend de l'âge du demandeur et du territoire.`,
    required: true,
  },
  {
    id: 'ancien-passeport',
    label: 'Ancien passeport ou déclaration de perte ou de vol',
    description: `Pour un renouvellement : ${lowerFirst(itemOf('renouvellement', 'ancien-passeport').label)}. En cas de perte : ${lowerFirst(itemOf('perte', 'declaration-perte').label)}. En cas de vol : ${lowerFirst(itemOf('vol', 'declaration-vol').label)}.`,
    required: false,
  },
];
