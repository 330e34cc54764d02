// The documents of a passport application, by case: who (adult, minor 15–17, minor under 15) × situation (first
// request, renewal, loss, theft, damaged, change of civil status), each item with when it applies, original or copy,
// why it is asked and its official source. Where SPEC §9 and the Service-Public fiche differ, the stricter is kept
// (docs/documents-rules.md lists each difference with both sources).
import { DOCUMENTS } from './passport-constants.ts';
import { stampPrice, type AgeGroup, type StampReason, type Territory } from './prices.ts';

export const WHO = ['majeur', 'mineur-15-17', 'mineur-moins-15'] as const;
export type Who = (typeof WHO)[number];

export const SITUATIONS = [
  'premiere-demande',
  'renouvellement',
  'perte',
  'vol',
  'abime',
  'changement-etat-civil',
] as const;
export type Situation = (typeof SITUATIONS)[number];

/** The date the rules below were last checked against the fiches (shown on every list and its printout). */
export const RULES_CHECKED_ON = '2026-11-26';

/** An official text: a Service-Public fiche (with its « Vérifié le » date when the stored copy shows it) or a decree. */
export type Source = { ref: string; title: string; checked?: string; url: string };

const sp = (ref: string, title: string, checked?: string): Source => ({
  ref,
  title,
  checked,
  url: `https://www.service-public.gouv.fr/particuliers/vosdroits/${ref}`,
});

export const SOURCES = {
  firstAdult: sp('F14929', "Passeport d'un majeur : première demande"),
  firstMinor: sp('F14930', "Passeport d'un mineur : première demande"),
  renewalAdult: sp('F21091', "Passeport d'un majeur : renouvellement"),
  renewalMinor: sp('F21092', "Renouvellement du passeport d'un mineur", '2022-11-23'),
  lossAdult: sp('F21246', "Passeport d'un majeur : en cas de perte"),
  lossMinor: sp('F21244', "Passeport d'un mineur : en cas de perte", '2022-11-23'),
  theftAdult: sp('F21247', "Passeport d'un majeur : en cas de vol", '2022-11-23'),
  damaged: sp('F14932', 'Comment remplacer un passeport abîmé ?'),
  free: sp('F1709', 'Peut-on obtenir un passeport gratuitement ?', '2023-04-12'),
  price: sp('F34752', 'Combien coûte un passeport ?', '2025-07-29'),
  address: sp('F14807', 'Carte d’identité / Passeport : quel justificatif de domicile ?', '2023-03-20'),
  addressMinor: sp(
    'F32675',
    'Carte d’identité / Passeport : quel justificatif de domicile pour un mineur ?',
    '2022-12-19',
  ),
  decree: {
    ref: 'Décret n° 2005-1726, art. 4 à 5-1',
    title: 'Décret du 30 décembre 2005 relatif aux passeports : pièces à produire',
    url: 'https://www.legifrance.gouv.fr/loda/id/JORFTEXT000000635581',
  },
  spec: { ref: 'SPEC §9', title: 'Constantes du service (plus strictes que la fiche)', url: '/documents' },
} as const satisfies Record<string, Source>;

/** The yes/no questions that narrow a case. Unanswered, every item it conditions stays on the list. */
export const QUESTIONS = {
  secureTitle: {
    label: (minor: boolean) =>
      minor
        ? `L'enfant a-t-il une carte d'identité sécurisée ou un passeport, valide ou périmé depuis moins de ${DOCUMENTS.idExpiredMaxYears} ans ?`
        : `Avez-vous une carte d'identité sécurisée ou un passeport, valide ou périmé depuis moins de ${DOCUMENTS.idExpiredMaxYears} ans ?`,
  },
  birthOnline: {
    label: (minor: boolean) =>
      minor
        ? "L'enfant est-il né en France dans une commune dont l'état civil est dématérialisé (COMEDEC) ?"
        : "Êtes-vous né(e) en France dans une commune dont l'état civil est dématérialisé (COMEDEC) ?",
  },
  hosted: {
    label: (minor: boolean) =>
      minor
        ? 'Le parent qui fait la demande est-il hébergé par un tiers (sans justificatif de domicile à son nom) ?'
        : 'Êtes-vous hébergé(e) par un tiers (sans justificatif de domicile à votre nom) ?',
  },
  usageName: {
    label: (minor: boolean) =>
      minor
        ? "L'enfant doit-il porter un nom d'usage (le nom de l'autre parent) qui ne figure sur aucun titre ?"
        : "Voulez-vous faire figurer un nom d'usage (mariage, divorce, veuvage) qui n'est sur aucun de vos titres ?",
  },
  separatedParents: { label: () => "Les parents de l'enfant sont-ils séparés ou divorcés ?" },
  overseas: {
    label: () => 'Déposez-vous la demande en outre-mer (Guadeloupe, Martinique, Guyane, La Réunion, Mayotte…) ?',
  },
} as const;
export type QuestionId = keyof typeof QUESTIONS;
const QUESTION_IDS = Object.keys(QUESTIONS) as QuestionId[];

/** A visitor's answers; a missing answer is « je ne sais pas » and keeps every item it conditions. */
export type Answers = Partial<Record<QuestionId, boolean>>;

type Form = 'original' | 'copie' | 'original et copie' | 'présence';
export const FORM_LABELS: Record<Form, string> = {
  original: 'Original',
  copie: 'Photocopie',
  'original et copie': 'Original et photocopie',
  présence: 'Sur place',
};

/** One document (or presence) of a case. `when` lists the answers it needs; all must hold. */
export type DocumentItem = {
  id: string;
  label: string;
  /** The condition in words, shown before the label while the question is not answered (« Si vous n'avez pas… »). */
  condition?: string;
  when: Partial<Record<QuestionId, boolean>>;
  form: Form;
  why: string;
  source: Source;
};

const isMinor = (who: Who) => who !== 'majeur';
export const ageGroupOf = (who: Who): AgeGroup =>
  who === 'majeur' ? 'adult' : who === 'mineur-15-17' ? 'minor15AndOver' : 'minorUnder15';
export const stampReasonOf = (situation: Situation): StampReason =>
  situation === 'changement-etat-civil' ? 'civil-status-change' : 'standard';

/** The questions that change a case's list (those its items are conditioned on), in QUESTIONS order. */
export function caseQuestions(who: Who, situation: Situation): QuestionId[] {
  const used = new Set<QuestionId>(stampDue(who, situation) ? ['overseas'] : []);
  for (const item of documentsFor(who, situation))
    for (const id of Object.keys(item.when) as QuestionId[]) used.add(id);
  return QUESTION_IDS.filter((id) => used.has(id));
}

const stampDue = (who: Who, situation: Situation) =>
  stampPrice('metropole', ageGroupOf(who), stampReasonOf(situation)) > 0;

/** The stamp of a case: its price for the answered (or assumed metropolitan) territory, 0 when none is due. */
export function caseStamp(
  who: Who,
  situation: Situation,
  answers: Answers = {},
): { price: number; territory: Territory; age: AgeGroup } {
  const territory: Territory = answers.overseas ? 'outre-mer' : 'metropole';
  const age = ageGroupOf(who);
  return { price: stampPrice(territory, age, stampReasonOf(situation)), territory, age };
}

// Every item of a case, conditional ones included: the static page's full list.
export function documentsFor(who: Who, situation: Situation): DocumentItem[] {
  const minor = isMinor(who);
  const first = minor ? SOURCES.firstMinor : SOURCES.firstAdult;
  const caseSource: Source = {
    'premiere-demande': first,
    renouvellement: minor ? SOURCES.renewalMinor : SOURCES.renewalAdult,
    perte: minor ? SOURCES.lossMinor : SOURCES.lossAdult,
    vol: minor ? SOURCES.lossMinor : SOURCES.theftAdult,
    abime: SOURCES.damaged,
    'changement-etat-civil': SOURCES.free,
  }[situation];
  const hasOldPassport =
    situation === 'renouvellement' || situation === 'abime' || situation === 'changement-etat-civil';
  const lostOrStolen = situation === 'perte' || situation === 'vol';
  const items: DocumentItem[] = [];
  const add = (item: Omit<DocumentItem, 'when'> & { when?: DocumentItem['when'] }) => items.push({ when: {}, ...item });

  add({
    id: 'pre-demande',
    label: `Le numéro (ou QR code) de la pré-demande en ligne, ou à défaut le formulaire cerfa n° ${minor ? '12101*03' : '12100*03'} rempli et signé`,
    form: 'original',
    why: 'La mairie reprend vos informations de la pré-demande ; sans elle, vous remplissez le formulaire au guichet.',
    source: caseSource,
  });
  if (minor)
    add({
      id: 'presence',
      label: "La présence de l'enfant et d'un parent (ou du tuteur) exerçant l'autorité parentale",
      form: 'présence',
      why: "La demande d'un mineur est faite par un titulaire de l'autorité parentale ; les empreintes sont relevées à partir de 12 ans.",
      source: caseSource,
    });
  add({
    id: 'photo',
    label: `Une photo d'identité de moins de ${DOCUMENTS.photoMaxMonths} mois, ${DOCUMENTS.photoSizeMm.width} × ${DOCUMENTS.photoSizeMm.height} mm, visage de ${DOCUMENTS.photoHeadMm.min} à ${DOCUMENTS.photoHeadMm.max} mm, conforme aux normes`,
    form: 'original',
    why: 'La photo est numérisée pour la puce et la page du passeport.',
    source: caseSource,
  });
  if (stampDue(who, situation))
    add({
      id: 'timbre',
      label:
        'Le timbre fiscal électronique (numéro à 16 chiffres ou QR code), sauf s’il est déjà rattaché à la pré-demande',
      form: 'original',
      why: 'Le passeport est payant : le timbre est le paiement de la taxe.',
      source: SOURCES.price,
    });
  if (minor)
    add({
      id: 'identite-parent',
      label: "La pièce d'identité du parent qui fait la demande",
      form: 'original',
      why: "Elle prouve l'identité de la personne qui exerce l'autorité parentale.",
      source: caseSource,
    });
  add({
    id: 'domicile',
    label: minor
      ? `Un justificatif de domicile de moins de ${DOCUMENTS.proofOfAddressMaxMonths} mois au nom du parent chez qui vit l'enfant`
      : `Un justificatif de domicile de moins de ${DOCUMENTS.proofOfAddressMaxMonths} mois à votre nom (facture d'énergie, d'eau, de téléphone, avis d'imposition, quittance de loyer d'un organisme…)`,
    condition: minor ? 'Si le parent a un justificatif à son nom :' : 'Si vous avez un justificatif à votre nom :',
    when: { hosted: false },
    form: 'original',
    why: "L'adresse figure dans le dossier ; la fiche accepte moins d'un an, nous demandons moins de 3 mois (SPEC), plus sûr.",
    source: minor ? SOURCES.addressMinor : SOURCES.address,
  });
  const hostedCondition = minor ? 'Si le parent est hébergé par un tiers :' : 'Si vous êtes hébergé(e) par un tiers :';
  add({
    id: 'hebergeant-attestation',
    label: `L'attestation signée de l'hébergeant certifiant que ${minor ? 'le parent habite' : 'vous habitez'} chez lui de manière stable ou depuis plus de 3 mois`,
    condition: hostedCondition,
    when: { hosted: true },
    form: 'original',
    why: minor
      ? 'Elle remplace le justificatif de domicile au nom du parent.'
      : 'Elle remplace le justificatif de domicile à votre nom.',
    source: SOURCES.address,
  });
  add({
    id: 'hebergeant-identite',
    label: "La pièce d'identité de l'hébergeant",
    condition: hostedCondition,
    when: { hosted: true },
    form: 'copie',
    why: "Elle prouve l'identité de la personne qui signe l'attestation.",
    source: SOURCES.address,
  });
  add({
    id: 'hebergeant-domicile',
    label: `Un justificatif de domicile de l'hébergeant de moins de ${DOCUMENTS.proofOfAddressMaxMonths} mois`,
    condition: hostedCondition,
    when: { hosted: true },
    form: 'original',
    why: "Il prouve l'adresse de l'hébergeant (la fiche accepte moins d'un an).",
    source: SOURCES.address,
  });

  if (hasOldPassport)
    add({
      id: 'ancien-passeport',
      label:
        situation === 'abime'
          ? minor
            ? "Le passeport abîmé de l'enfant"
            : 'Votre passeport abîmé'
          : minor
            ? "L'ancien passeport de l'enfant"
            : 'Votre ancien passeport',
      form: 'original',
      why: "Il est annulé et rendu lors de la remise du nouveau ; il prouve l'identité et la nationalité s'il est valide ou périmé depuis moins de 5 ans.",
      source: caseSource,
    });
  if (situation === 'perte')
    add({
      id: 'declaration-perte',
      label: 'La déclaration de perte (cerfa n° 14011), remplie en mairie au moment du dépôt',
      form: 'original',
      why: 'Le passeport perdu est invalidé pour éviter son usage frauduleux.',
      source: caseSource,
    });
  if (situation === 'vol')
    add({
      id: 'declaration-vol',
      label: 'Le récépissé de déclaration de vol, remis par la police ou la gendarmerie',
      form: 'original',
      why: 'Le passeport volé est invalidé pour éviter son usage frauduleux.',
      source: SOURCES.decree,
    });
  if (situation === 'changement-etat-civil')
    add({
      id: 'preuve-changement',
      label:
        'La preuve du changement : acte de naissance ou de mariage portant la mention, ou décision de changement de nom ou de prénom',
      form: 'original',
      why: 'Le nouveau passeport, gratuit, porte le nouvel état civil ; il garde la date de fin de validité de l’ancien.',
      source: SOURCES.free,
    });
  if (!hasOldPassport)
    add({
      id: 'titre-securise',
      label: minor
        ? `La carte d'identité de l'enfant${lostOrStolen ? '' : ' ou son passeport'} (valide ou périmé depuis moins de ${DOCUMENTS.idExpiredMaxYears} ans)`
        : `Votre carte d'identité${lostOrStolen ? '' : ' ou votre passeport'} (valide ou périmé depuis moins de ${DOCUMENTS.idExpiredMaxYears} ans)`,
      condition: minor ? "Si l'enfant en a une :" : 'Si vous en avez une :',
      when: { secureTitle: true },
      form: 'original',
      why: "Un titre sécurisé récent prouve l'identité et la nationalité : il dispense d'acte de naissance.",
      source: caseSource,
    });
  const noTitle = minor
    ? `Si l'enfant n'a pas de carte d'identité sécurisée ni de passeport valide ou périmé depuis moins de ${DOCUMENTS.idExpiredMaxYears} ans`
    : `Si vous n'avez pas de carte d'identité sécurisée ni de passeport valide ou périmé depuis moins de ${DOCUMENTS.idExpiredMaxYears} ans`;
  add({
    id: 'acte-naissance',
    label: "Une copie intégrale ou un extrait avec filiation de l'acte de naissance, de moins de 3 mois",
    condition: `${noTitle}, et ${minor ? "s'il n'est pas né" : "que vous n'êtes pas né(e)"} dans une commune dont l'état civil est dématérialisé (COMEDEC) :`,
    when: { secureTitle: false, birthOnline: false },
    form: 'original',
    why: "Il prouve l'état civil. Les communes raccordées à COMEDEC l'envoient directement à l'administration.",
    source: first,
  });
  add({
    id: 'nationalite',
    label:
      "Un justificatif de nationalité française si l'acte de naissance ne la prouve pas (certificat de nationalité, déclaration ou décret de naturalisation)",
    condition: `${noTitle} :`,
    when: { secureTitle: false },
    form: 'original et copie',
    why: 'Le passeport est réservé aux Français ; un acte de naissance ne prouve pas toujours la nationalité (naissance ou parents nés à l’étranger).',
    source: SOURCES.decree,
  });
  add({
    id: 'nom-usage',
    label: minor
      ? "L'accord écrit des deux parents pour le nom d'usage de l'enfant, avec la pièce d'identité de l'autre parent"
      : "Le justificatif du nom d'usage : acte de mariage (nom de l'époux), jugement de divorce ou accord écrit de l'ex-conjoint, acte de décès (veuvage)",
    condition: minor
      ? "Si l'enfant doit porter un nom d'usage qui ne figure sur aucun titre :"
      : "Si vous voulez faire figurer un nom d'usage qui n'est sur aucun de vos titres :",
    when: { usageName: true },
    form: 'original',
    why: "Le nom d'usage n'est inscrit que sur justificatif.",
    source: caseSource,
  });
  if (minor) {
    add({
      id: 'autorite-parentale',
      label:
        "La décision de justice fixant l'autorité parentale et la résidence de l'enfant (jugement de divorce ou du juge aux affaires familiales)",
      condition: 'Si les parents sont séparés ou divorcés :',
      when: { separatedParents: true },
      form: 'original et copie',
      why: "Elle établit que le parent présent exerce l'autorité parentale et chez qui l'enfant réside.",
      source: caseSource,
    });
    add({
      id: 'residence-alternee',
      label: "En résidence alternée : le justificatif de domicile et la pièce d'identité de l'autre parent",
      condition: 'Si les parents sont séparés ou divorcés :',
      when: { separatedParents: true },
      form: 'original et copie',
      why: "L'enfant a deux adresses : les deux sont justifiées.",
      source: SOURCES.addressMinor,
    });
  }
  return items;
}

/** True when no answer contradicts the item's conditions (an unanswered question keeps it). */
export const itemApplies = (item: DocumentItem, answers: Answers): boolean =>
  (Object.entries(item.when) as [QuestionId, boolean][]).every(
    ([id, wanted]) => answers[id] === undefined || answers[id] === wanted,
  );

/** The visitor's own list: the case's items that their answers keep. */
export const narrowDocuments = (items: readonly DocumentItem[], answers: Answers): DocumentItem[] =>
  items.filter((item) => itemApplies(item, answers));

// URL state: ?secureTitle=1&hosted=0 … ; anything else is ignored.
export function answersFromParams(params: URLSearchParams): Answers {
  const answers: Answers = {};
  for (const id of QUESTION_IDS) {
    const value = params.get(id);
    if (value === '1') answers[id] = true;
    else if (value === '0') answers[id] = false;
  }
  return answers;
}

export function answersToParams(answers: Answers, base = new URLSearchParams()): URLSearchParams {
  const params = new URLSearchParams(base);
  for (const id of QUESTION_IDS) {
    const value = answers[id];
    if (value === undefined) params.delete(id);
    else params.set(id, value ? '1' : '0');
  }
  return params;
}

// Page texts of a case.
export const WHO_LABELS: Record<Who, { title: string; short: string }> = {
  majeur: { title: 'pour un majeur', short: 'Majeur' },
  'mineur-15-17': { title: 'pour un mineur de 15 à 17 ans', short: 'Mineur de 15 à 17 ans' },
  'mineur-moins-15': { title: 'pour un enfant de moins de 15 ans', short: 'Enfant de moins de 15 ans' },
};

export const SITUATION_LABELS: Record<Situation, { title: string; short: string }> = {
  'premiere-demande': { title: 'Première demande de passeport', short: 'Première demande' },
  renouvellement: { title: 'Renouvellement de passeport', short: 'Renouvellement' },
  perte: { title: 'Passeport perdu', short: 'Perte' },
  vol: { title: 'Passeport volé', short: 'Vol' },
  abime: { title: 'Passeport abîmé', short: 'Passeport abîmé' },
  'changement-etat-civil': { title: "Changement d'état civil ou de nom", short: "Changement d'état civil ou de nom" },
};

/** Where a case's ticks are kept (the browser's localStorage only). */
export const documentsStorageKey = (who: Who, situation: Situation) => `pm-documents:${who}/${situation}`;

export const casePath = (who: Who, situation: Situation): string => `/documents/${who}/${situation}`;

// The paper form (the online pre-application replaces it); /cerfa explains both.
const CERFA = {
  majeur: { number: '12100*03', url: '/cerfa' },
  mineur: { number: '12101*03', url: '/cerfa' },
} as const;
export const cerfaOf = (who: Who) => (isMinor(who) ? CERFA.mineur : CERFA.majeur);
