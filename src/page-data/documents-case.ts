// Props of /documents/{who}/{situation} and of the /documents entry: titles, stamp, form, steps before the
// appointment, sources, links between cases. The items themselves are src/domain/documents.ts's.
import { DOCUMENTS } from '../domain/constants.ts';
import {
  RULES_CHECKED_ON,
  SITUATIONS,
  SITUATION_LABELS,
  SOURCES,
  WHO,
  WHO_LABELS,
  ageGroupOf,
  casePath,
  cerfaOf,
  documentsFor,
  documentsStorageKey,
  stampReasonOf,
  type Situation,
  type Source,
  type Who,
} from '../domain/documents.ts';
import { longDate } from '../domain/long-date.ts';
import { formatEuros, overseasStampNote, stampPrice } from '../domain/prices.ts';

/** The getStaticPaths of the 18 case pages. */
export const caseStaticPaths = () =>
  WHO.flatMap((who) => SITUATIONS.map((situation) => ({ params: { who, situation }, props: { who, situation } })));

/** A date of the rules ('2026-11-26') in French words. */
const frenchDate = (iso: string) => longDate(new Date(`${iso}T12:00:00Z`), 'UTC');

/** Every case with its link, for the entry page and the links between cases. */
const ALL_CASES = WHO.flatMap((who) =>
  SITUATIONS.map((situation) => ({
    who,
    situation,
    href: casePath(who, situation),
    label: `${SITUATION_LABELS[situation].short} ${WHO_LABELS[who].title}`,
  })),
);

/** The stamp of a case in words: the metropolitan and overseas prices for its age, or no stamp. */
function caseStampText(who: Who, situation: Situation): string {
  const reason = stampReasonOf(situation);
  const age = ageGroupOf(who);
  const metropole = stampPrice('metropole', age, reason);
  if (metropole === 0) return "Aucun : le passeport refait après un changement d'état civil ou de nom est gratuit.";
  return `${formatEuros(metropole)} en métropole, ${formatEuros(stampPrice('outre-mer', age, reason))} en outre-mer (${overseasStampNote(age)}).`;
}

type Step = { text: string; link?: { href: string; label: string } };

export function casePageData(who: Who, situation: Situation) {
  const caseLabel = `${SITUATION_LABELS[situation].title} ${WHO_LABELS[who].title}`;
  const stampText = caseStampText(who, situation);
  const cerfa = cerfaOf(who);
  const items = documentsFor(who, situation);
  const sources = [...new Map<string, Source>(items.map((item) => [item.source.ref, item.source])).values()].map(
    (source) => ({ ...source, checked: source.checked && frenchDate(source.checked) }),
  );
  const free = stampPrice('metropole', ageGroupOf(who), stampReasonOf(situation)) === 0;
  const before: Step[] = [
    {
      text: 'Faites la pré-demande en ligne : vous recevez un numéro et un QR code à présenter.',
      link: { href: 'https://passeport.ants.gouv.fr/', label: 'Pré-demande sur le site de l’ANTS' },
    },
    ...(free
      ? []
      : [
          {
            text: 'Achetez le timbre fiscal électronique en ligne (ou chez un buraliste agréé) ; il est valable un an.',
            link: { href: 'https://timbres.impots.gouv.fr/', label: 'timbres.impots.gouv.fr' },
          },
        ]),
    {
      text: `Faites faire une photo d'identité de moins de ${DOCUMENTS.photoMaxMonths} mois, ${DOCUMENTS.photoSizeMm.width} × ${DOCUMENTS.photoSizeMm.height} mm, tête nue, de face, bouche fermée, sur fond clair uni (ni blanc ni motif).`,
      link: { href: '/informations/photo-passeport-normes', label: 'Les normes de la photo' },
    },
    {
      text: "Vérifiez si la commune de naissance a dématérialisé son état civil (COMEDEC) : sinon, demandez l'acte de naissance.",
      link: { href: 'https://ants.gouv.fr', label: 'Vérifier sur le site de l’ANTS' },
    },
    {
      text: 'Prenez rendez-vous dans une mairie équipée, quel que soit votre domicile.',
      link: { href: '/villes', label: 'Trouver une mairie' },
    },
  ];
  return {
    who,
    situation,
    heading: `Documents à fournir : ${caseLabel.charAt(0).toLowerCase()}${caseLabel.slice(1)}`,
    checkedOn: frenchDate(RULES_CHECKED_ON),
    stampText,
    cerfa,
    storageKey: documentsStorageKey(who, situation),
    before,
    sources,
    others: ALL_CASES.filter((c) => c.who !== who || c.situation !== situation).filter(
      (c) => c.who === who || c.situation === situation,
    ),
    seo: {
      title: caseLabel,
      description: `${caseLabel} : la liste des documents à apporter en mairie, à cocher, imprimer et partager. Timbre fiscal : ${stampText.split(' (')[0].replace(/\.$/, '')}. Formulaire cerfa n° ${cerfa.number}.`,
      canonicalPath: casePath(who, situation),
      breadcrumbs: [
        { name: 'Accueil', path: '/' },
        { name: 'Documents', path: '/documents' },
        { name: caseLabel, path: casePath(who, situation) },
      ],
    },
  };
}

/** The entry's questionnaire: who, then what, each answer a plain link (no JavaScript). */
export const ENTRY = {
  who: WHO.map((who) => ({ who, label: WHO_LABELS[who].short })),
  situations: SITUATIONS.map((situation) => ({ situation, label: SITUATION_LABELS[situation].short })),
  cases: ALL_CASES,
  sources: SOURCES,
};
