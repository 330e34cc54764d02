// Props of /documents/{who}/{situation} and of the /documents entry: titles, stamp, form, steps before the
// appointment, sources, links between cases. The items themselves are src/domain/documents.ts's.
import { DOCUMENTS } from '../domain/constants.ts';
import {
  SITUATIONS,
  SITUATION_LABELS,
  WHO,
  WHO_LABELS,
  ageGroupOf,
  casePath,
  cerfaOf,
  documentsFor,
  documentsStorageKey,
  type Situation,
  type Source,
  type Who,
} from '../domain/documents.ts';
import { OFFICIAL_FICHES, ficheChangedText, ficheDated, type FicheChange } from '../domain/official-fiches.ts';
import { formatEuros, overseasStampNote, stampPrice } from '../domain/prices.ts';

/** The getStaticPaths of the 18 case pages. */
export const caseStaticPaths = () =>
  WHO.flatMap((who) => SITUATIONS.map((situation) => ({ params: { who, situation }, props: { who, situation } })));

/** Every case with its link, for the entry page and the links between cases. */
const ALL_CASES = WHO.flatMap((who) =>
  SITUATIONS.map((situation) => ({
    who,
    situation,
    href: casePath(who, situation),
    label: `${SITUATION_LABELS[situation].short} ${WHO_LABELS[who].title}`,
  })),
);

/** The stamp of a case in words: the metropolitan and overseas prices for its age, free or conditional. */
function caseStampText(who: Who, situation: Situation): string {
  const age = ageGroupOf(who);
  if (situation === 'urgence')
    return `${formatEuros(stampPrice('metropole', age, 'emergency'))}, quel que soit l'âge (passeport temporaire, valable 1 an).`;
  const prices = `${formatEuros(stampPrice('metropole', age))} en métropole, ${formatEuros(stampPrice('outre-mer', age))} en outre-mer (${overseasStampNote(age)})`;
  if (situation === 'changement-etat-civil')
    return `Aucun tant que le passeport actuel est valide : le nouveau garde sa date de fin de validité. S'il est périmé, le timbre est dû : ${prices}.`;
  return `${prices}.`;
}

/**
 * The stamp of a case in a few words, for a line or a description: the metropolitan price only, since an overseas
 * price never goes without its territory's note (the full words: caseStampText, and /documents' table).
 */
function caseStampShort(who: Who, situation: Situation): string {
  const age = ageGroupOf(who);
  if (situation === 'urgence') return `${formatEuros(stampPrice('metropole', age, 'emergency'))}, quel que soit l'âge`;
  const mainland = `${formatEuros(stampPrice('metropole', age))} en métropole`;
  return situation === 'changement-etat-civil'
    ? `Aucun tant que le passeport actuel est valide ; s'il est périmé, ${mainland}`
    : mainland;
}

/** The sources of a case, each fiche with its own date (« F21091, fiche du 29 septembre 2025 »). */
const caseSources = (items: readonly { source: Source }[]) =>
  [...new Map<string, Source>(items.map((item) => [item.source.ref, item.source])).values()].map((source) => ({
    ref: source.ref,
    title: source.title,
    url: source.url,
    dated: source.fiche ? ficheDated(source.fiche) : null,
  }));

type Step = { text: string; link?: { href: string; label: string } };

/**
 * What comes before everything else in a case, said above its questions and list: after a theft, the declaration
 * (F21247, F21245: « vous devez faire une déclaration de vol, puis demander le renouvellement … auprès d'une mairie
 * équipée »; abroad, at the embassy or consulate before coming back); in an emergency, where to ask (F1373, F1035).
 */
function firstStepOf(who: Who, situation: Situation, emergencyStep: Step): Step | null {
  if (situation === 'urgence') return emergencyStep;
  if (situation !== 'vol') return null;
  const fiche = who === 'majeur' ? 'F21247' : 'F21245';
  return {
    text:
      "D'abord, déclarez le vol à la police ou à la gendarmerie : le récépissé de la déclaration est à apporter au rendez-vous. " +
      "Si le vol a eu lieu à l'étranger, faites enregistrer la déclaration à l'ambassade ou au consulat de France avant de rentrer : " +
      'il ne peut plus la délivrer une fois que vous êtes revenu en France. Ensuite seulement, demandez le passeport dans une mairie équipée.',
    link: { href: OFFICIAL_FICHES[fiche].url, label: ficheDated(fiche) },
  };
}

/**
 * The props of a case page; `changes` are the official fiches found changed since their rules were checked
 * (FICHE_CHANGES_PATH): the page names each one its items rest on, until a person re-reads it.
 */
export function casePageData(who: Who, situation: Situation, changes: readonly FicheChange[] = []) {
  const caseLabel = `${SITUATION_LABELS[situation].title} ${WHO_LABELS[who].title}`;
  const stampText = caseStampText(who, situation);
  const cerfa = cerfaOf(who);
  const items = documentsFor(who, situation);
  const sources = caseSources(items);
  const cited = new Set(items.flatMap((item) => (item.source.fiche ? [item.source.fiche] : [])));
  const changed = changes
    .filter((change) => cited.has(change.id))
    .map((change) => ({ text: ficheChangedText(change), url: OFFICIAL_FICHES[change.id].url, id: change.id }));
  const emergency = situation === 'urgence';
  const before: Step[] = [
    {
      text: 'Faites la pré-demande en ligne : vous recevez un numéro et un QR code à présenter.',
      link: { href: 'https://passeport.ants.gouv.fr/', label: 'Pré-demande sur le site de l’ANTS' },
    },
    {
      // A change of civil status is free only while the old passport is valid (F1709): otherwise the stamp is due.
      text:
        situation === 'changement-etat-civil'
          ? "Si votre passeport n'est plus valide, achetez le timbre fiscal électronique en ligne (ou chez un buraliste agréé) ; il est valable un an."
          : 'Achetez le timbre fiscal électronique en ligne (ou chez un buraliste agréé) ; il est valable un an.',
      link: { href: 'https://timbres.impots.gouv.fr/', label: 'timbres.impots.gouv.fr' },
    },
    {
      text: `Faites faire une photo d'identité de moins de ${DOCUMENTS.photoMaxMonths} mois, ${DOCUMENTS.photoSizeMm.width} × ${DOCUMENTS.photoSizeMm.height} mm, tête nue, de face, bouche fermée, sur fond clair uni (ni blanc ni motif).`,
      link: { href: '/informations/photo-passeport-normes', label: 'Les normes de la photo' },
    },
    {
      text: "Vérifiez si la commune de naissance a dématérialisé son état civil (COMEDEC) : sinon, demandez l'acte de naissance.",
      link: { href: 'https://ants.gouv.fr', label: 'Vérifier sur le site de l’ANTS' },
    },
  ];
  // F1373 (adult) and F1035 (minor): where to ask, the receipt to bring at pickup, who signs. Said first (firstStep).
  const emergencyStep: Step = {
    text:
      who === 'majeur'
        ? "Renseignez-vous d'abord auprès de la mairie : selon le département, la demande se fait à la préfecture, à la sous-préfecture ou à la mairie (à Paris, sans rendez-vous dans une mairie d'arrondissement). La délivrance en urgence est exceptionnelle et n'est pas automatique ; le passeport temporaire est valable 1 an (vérifiez que le pays de destination l'accepte). S'il n'est pas remis tout de suite, gardez le récépissé : il est demandé au retrait, où vous signez le passeport."
        : "Présentez-vous avec l'enfant, ensemble, à la préfecture de votre choix ; à Paris, sans rendez-vous dans une mairie d'arrondissement ; ailleurs en Île-de-France, renseignez-vous d'abord auprès de la mairie (certaines préfectures demandent d'y passer d'abord). La délivrance en urgence est exceptionnelle et n'est pas automatique ; le passeport temporaire est valable 1 an (vérifiez que le pays de destination l'accepte). S'il n'est pas remis tout de suite, gardez le récépissé : il est demandé au retrait, fait par le parent (ou le tuteur), avec l'enfant s'il a 12 ans ou plus ; à partir de 13 ans, l'enfant peut signer son passeport si le parent est d'accord, sinon le parent signe.",
    link: { href: OFFICIAL_FICHES[who === 'majeur' ? 'F1373' : 'F1035'].url, label: 'La fiche officielle' },
  };
  if (!emergency)
    before.push({
      text: 'Prenez rendez-vous dans une mairie équipée, quel que soit votre domicile.',
      link: { href: '/villes', label: 'Trouver une mairie' },
    });
  return {
    who,
    situation,
    checkedAgainst: sources.flatMap((source) => (source.dated ? [source.dated] : [])).join(' ; '),
    heading: `Documents à fournir : ${caseLabel.charAt(0).toLowerCase()}${caseLabel.slice(1)}`,
    changed,
    stampText,
    cerfa,
    storageKey: documentsStorageKey(who, situation),
    /** Said above the questions and the list: a theft's declaration, an emergency's where to ask; null otherwise. */
    firstStep: firstStepOf(who, situation, emergencyStep),
    before,
    sources,
    others: ALL_CASES.filter((c) => c.who !== who || c.situation !== situation).filter(
      (c) => c.who === who || c.situation === situation,
    ),
    seo: {
      title: caseLabel,
      description: `${caseLabel} : la liste des documents à apporter en mairie, à cocher, imprimer et partager. Timbre fiscal : ${caseStampShort(who, situation)}. Formulaire cerfa n° ${cerfa.number}.`,
      canonicalPath: casePath(who, situation),
      breadcrumbs: [
        { name: 'Accueil', path: '/' },
        { name: 'Documents', path: '/documents' },
        { name: caseLabel, path: casePath(who, situation) },
      ],
    },
  };
}

/** An item in one sentence: its condition (when it has one) then its label. */
const itemText = (item: { condition?: string; label: string }) =>
  item.condition ? `${item.condition} ${item.label.charAt(0).toLowerCase()}${item.label.slice(1)}` : item.label;

const adultFirst = new Set(documentsFor('majeur', 'premiere-demande').map((item) => item.id));

/**
 * /documents' general list, read from the same rules as the case pages: an adult's items for each situation (every
 * condition worded), then what a minor's adds, each section linking to the exact cases.
 */
export const GENERAL_LISTS = {
  situations: SITUATIONS.map((situation) => ({
    id: situation,
    title: SITUATION_LABELS[situation].title,
    href: casePath('majeur', situation),
    items: documentsFor('majeur', situation).map(itemText),
    stamp: caseStampShort('majeur', situation),
    overseas: situation !== 'urgence',
  })),
  minor: {
    items: documentsFor('mineur-moins-15', 'premiere-demande')
      .filter((item) => !adultFirst.has(item.id))
      .map(itemText),
    cases: ALL_CASES.filter((c) => c.who !== 'majeur' && c.situation === 'premiere-demande'),
  },
};

/** The entry's questionnaire: who, then what, each answer a plain link (no JavaScript). */
export const ENTRY = {
  who: WHO.map((who) => ({ who, label: WHO_LABELS[who].short })),
  situations: SITUATIONS.map((situation) => ({ situation, label: SITUATION_LABELS[situation].short })),
  cases: ALL_CASES,
};
