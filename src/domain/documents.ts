// The documents of a passport application, by case: who (adult, minor 15–17, minor under 15) × situation (first
// request, renewal, loss, theft, damaged, change of civil status, emergency), each item with when it applies, original
// or copy, why it is asked and the official fiche it was checked against (OFFICIAL_FICHES, with that fiche's own
// date). Never less than the fiche: where SPEC §9 and the fiche differ, the stricter is kept and the item says what the
// fiche accepts (docs/documents-rules.md lists each difference with both sources).
import { DOCUMENTS } from './passport-constants.ts';
import { OFFICIAL_FICHES, type FicheId } from './official-fiches.ts';
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
  'urgence',
] as const;
export type Situation = (typeof SITUATIONS)[number];

/** An official text: a Service-Public fiche (`fiche` set, dated in OFFICIAL_FICHES), a decree, or the spec. */
export type Source = { ref: string; title: string; url: string; fiche?: FicheId };

const sp = (id: FicheId): Source => ({
  ref: id,
  title: OFFICIAL_FICHES[id].title,
  url: OFFICIAL_FICHES[id].url,
  fiche: id,
});

const SOURCES = {
  firstAdult: sp('F14929'),
  firstMinor: sp('F14930'),
  renewalAdult: sp('F21091'),
  renewalMinor: sp('F21092'),
  lossAdult: sp('F21246'),
  lossMinor: sp('F21244'),
  theftAdult: sp('F21247'),
  theftMinor: sp('F21245'),
  damaged: sp('F14932'),
  free: sp('F1709'),
  price: sp('F34752'),
  address: sp('F14807'),
  addressMinor: sp('F32675'),
  emergencyAdult: sp('F1373'),
  emergencyMinor: sp('F1035'),
  parentalAuthority: sp('F18605'),
  parentName: sp('F1343'),
  parentNameMinor: sp('F36441'),
  decree: {
    ref: 'Décret n° 2005-1726, art. 4 à 5-1',
    title: 'Décret du 30 décembre 2005 relatif aux passeports : pièces à produire',
    url: 'https://www.legifrance.gouv.fr/loda/id/JORFTEXT000000635581',
  },
} as const satisfies Record<string, Source>;

const Y = DOCUMENTS.idExpiredMaxYears;

/** The yes/no questions that narrow a case. Unanswered, every item it conditions stays on the list. */
export const QUESTIONS = {
  recentPassport: {
    label: (minor: boolean) =>
      minor
        ? `L'enfant a-t-il un passeport valide ou périmé depuis moins de ${Y} ans ?`
        : `Avez-vous un passeport valide ou périmé depuis moins de ${Y} ans ?`,
  },
  idCard: {
    label: (minor: boolean) =>
      minor
        ? `L'enfant a-t-il une carte d'identité valide ou périmée depuis moins de ${Y} ans ?`
        : `Avez-vous une carte d'identité valide ou périmée depuis moins de ${Y} ans ?`,
  },
  passportValid: {
    label: (minor: boolean) =>
      minor
        ? "Le passeport actuel de l'enfant est-il encore valide ?"
        : 'Votre passeport actuel est-il encore valide ?',
  },
  secureTitle: {
    label: (minor: boolean) =>
      minor
        ? `L'enfant a-t-il une carte d'identité sécurisée ou un passeport, valide ou périmé depuis moins de ${Y} ans ?`
        : `Avez-vous une carte d'identité sécurisée ou un passeport, valide ou périmé depuis moins de ${Y} ans ?`,
  },
  bornAbroad: {
    label: (minor: boolean) => (minor ? "L'enfant est-il né à l'étranger ?" : "Êtes-vous né(e) à l'étranger ?"),
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
  otherHousing: {
    label: (minor: boolean) =>
      minor
        ? "Le parent qui fait la demande vit-il à l'hôtel, en caravane ou sans domicile stable ?"
        : "Vivez-vous à l'hôtel, en caravane ou sans domicile stable ?",
  },
  usageName: {
    label: (minor: boolean) =>
      minor
        ? "L'enfant doit-il porter un nom d'usage (le nom de l'autre parent) qui ne figure sur aucun titre ?"
        : "Voulez-vous faire figurer un nom d'usage (nom de votre époux ou épouse, ou nom du parent qui ne vous a pas transmis le sien) qui n'est sur aucun de vos titres ?",
  },
  separatedParents: { label: () => "Les parents de l'enfant sont-ils séparés ou divorcés ?" },
  adultGuardianship: {
    label: () => 'Êtes-vous sous tutelle (et non sous curatelle, qui ne change rien à la demande) ?',
  },
  guardian: {
    label: () =>
      "La demande est-elle faite par un tuteur, par une personne à qui un juge a confié l'autorité parentale ou par l'aide sociale à l'enfance, et non par un parent ?",
  },
  overseas: {
    label: () =>
      "Déposez-vous la demande dans un département d'outre-mer (Guadeloupe, Guyane, Martinique, Mayotte, La Réunion) ?",
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
  /** The item in a few words, for the appointment guide's lists (which link to the case for the full wording). */
  short?: string;
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

/** The stamp reason of a case; a change of civil status is free only while the old passport is valid (F1709). */
const stampReasonOf = (situation: Situation, answers: Answers = {}): StampReason =>
  situation === 'urgence'
    ? 'emergency'
    : situation === 'changement-etat-civil' && answers.passportValid !== false
      ? 'civil-status-change'
      : 'standard';

/** The situations where the passport being replaced is brought (and proves identity when recent enough). */
const withOldPassport = (situation: Situation) =>
  situation === 'renouvellement' || situation === 'abime' || situation === 'changement-etat-civil';

/** The questions that change a case's list (those its items are conditioned on), in QUESTIONS order. */
export function caseQuestions(who: Who, situation: Situation): QuestionId[] {
  const used = new Set<QuestionId>(situation === 'urgence' ? [] : ['overseas']);
  for (const item of documentsFor(who, situation))
    for (const id of Object.keys(item.when) as QuestionId[]) used.add(id);
  return QUESTION_IDS.filter((id) => used.has(id));
}

/**
 * The stamp of a case for the visitor's answers: its price (0 when none is due) for the answered, or assumed
 * metropolitan, territory; `conditional` while a change of civil status does not know whether the old passport is
 * still valid (free if so, the standard price otherwise).
 */
export function caseStamp(
  who: Who,
  situation: Situation,
  answers: Answers = {},
): { price: number; territory: Territory; age: AgeGroup; conditional: boolean; standard: number } {
  const territory: Territory = answers.overseas ? 'outre-mer' : 'metropole';
  const age = ageGroupOf(who);
  return {
    price: stampPrice(territory, age, stampReasonOf(situation, answers)),
    territory,
    age,
    conditional: situation === 'changement-etat-civil' && answers.passportValid === undefined,
    standard: stampPrice(territory, age, 'standard'),
  };
}

/** The fiche a case rests on. */
function caseSourceOf(who: Who, situation: Situation): Source {
  const minor = isMinor(who);
  return {
    'premiere-demande': minor ? SOURCES.firstMinor : SOURCES.firstAdult,
    renouvellement: minor ? SOURCES.renewalMinor : SOURCES.renewalAdult,
    perte: minor ? SOURCES.lossMinor : SOURCES.lossAdult,
    vol: minor ? SOURCES.theftMinor : SOURCES.theftAdult,
    abime: SOURCES.damaged,
    'changement-etat-civil': SOURCES.free,
    urgence: minor ? SOURCES.emergencyMinor : SOURCES.emergencyAdult,
  }[situation];
}

const HOSTED_SHORT = "Hébergé(e) : l'attestation, la pièce d'identité et le justificatif de domicile de l'hébergeant";

const STAMP_LABEL =
  'Le timbre fiscal électronique (numéro à 16 chiffres ou QR code), sauf s’il est déjà rattaché à la pré-demande';

// Every item of a case, conditional ones included: the static page's full list.
export function documentsFor(who: Who, situation: Situation): DocumentItem[] {
  const minor = isMinor(who);
  const first = minor ? SOURCES.firstMinor : SOURCES.firstAdult;
  const renewal = minor ? SOURCES.renewalMinor : SOURCES.renewalAdult;
  const caseSource = caseSourceOf(who, situation);
  const hasOldPassport = withOldPassport(situation);
  const lostOrStolen = situation === 'perte' || situation === 'vol';
  const emergency = situation === 'urgence';
  const items: DocumentItem[] = [];
  const add = (item: Omit<DocumentItem, 'when'> & { when?: DocumentItem['when'] }) => items.push({ when: {}, ...item });

  add({
    id: 'pre-demande',
    short: 'Le numéro de pré-demande (ou le formulaire cerfa rempli)',
    label: `Le numéro (ou QR code) de la pré-demande en ligne, ou à défaut le formulaire cerfa n° ${minor ? '12101*03' : '12100*03'} rempli et signé`,
    form: 'original',
    why: 'La mairie reprend vos informations de la pré-demande ; sans elle, vous remplissez le formulaire au guichet.',
    source: caseSource,
  });
  if (minor)
    add({
      id: 'presence',
      short: "L'enfant et un parent exerçant l'autorité parentale, présents",
      label: "La présence de l'enfant et d'un parent (ou du tuteur) exerçant l'autorité parentale",
      form: 'présence',
      why: "La demande d'un mineur est faite par un titulaire de l'autorité parentale ; les empreintes sont relevées à partir de 12 ans.",
      source: caseSource,
    });
  add({
    id: 'photo',
    short: `Une photo d'identité de moins de ${DOCUMENTS.photoMaxMonths} mois, ${DOCUMENTS.photoSizeMm.width} × ${DOCUMENTS.photoSizeMm.height} mm`,
    label: `Une photo d'identité de moins de ${DOCUMENTS.photoMaxMonths} mois, ${DOCUMENTS.photoSizeMm.width} × ${DOCUMENTS.photoSizeMm.height} mm, visage de ${DOCUMENTS.photoHeadMm.min} à ${DOCUMENTS.photoHeadMm.max} mm, conforme aux normes`,
    form: 'original',
    why: 'La photo est numérisée pour la puce et la page du passeport.',
    source: caseSource,
  });
  if (situation === 'changement-etat-civil')
    add({
      id: 'timbre',
      short: 'Le timbre fiscal électronique',
      label: STAMP_LABEL,
      condition: minor ? "Si le passeport de l'enfant n'est plus valide :" : "Si votre passeport n'est plus valide :",
      when: { passportValid: false },
      form: 'original',
      why: "Le passeport refait après un changement d'état civil est gratuit parce qu'il garde la date de fin de l'ancien : une fois l'ancien périmé, le timbre est dû.",
      source: SOURCES.free,
    });
  else
    add({
      id: 'timbre',
      short: 'Le timbre fiscal électronique',
      label: STAMP_LABEL,
      form: 'original',
      why: emergency
        ? 'Le passeport temporaire est payant, au même prix quel que soit l’âge.'
        : 'Le passeport est payant : le timbre est le paiement de la taxe. Le timbre électronique est valable 1 an après son achat (F21258) : achetez-le une fois le dossier prêt.',
      source: emergency ? caseSource : SOURCES.price,
    });
  if (emergency)
    add({
      id: 'justificatif-urgence',
      label: minor
        ? "Tout document justifiant l'urgence médicale ou humanitaire du déplacement de l'enfant (attestation d'hospitalisation, acte de décès d'un proche…)"
        : "Tout document justifiant l'urgence du déplacement, demandé par la préfecture : raison médicale ou humanitaire (maladie grave ou décès d'un membre de la famille : attestation d'hospitalisation, acte de décès…) ou professionnelle (départ imprévu qui ne peut pas être reporté : attestation de l'employeur, ordre de mission…)",
      form: 'original',
      why: 'La délivrance en urgence est exceptionnelle et n’est pas automatique : la préfecture décide au cas par cas. Le passeport temporaire est valable 1 an.',
      source: caseSource,
    });
  if (!minor)
    add({
      id: 'tuteur-majeur',
      short: "Sous tutelle : le tuteur, présent, avec sa pièce d'identité et le jugement",
      label:
        'La présence de votre tuteur, qui présente la demande, avec sa pièce d’identité et le dernier jugement de tutelle',
      condition: 'Si vous êtes sous tutelle :',
      when: { adultGuardianship: true },
      form: 'présence',
      why: 'La demande d’un majeur sous tutelle est présentée par son tuteur, en présence du majeur ; sous curatelle, vous la faites seul(e).',
      source: SOURCES.decree,
    });
  if (minor) {
    add({
      id: 'identite-parent',
      short: "La pièce d'identité du parent (ou du tuteur)",
      label: "La pièce d'identité du parent (ou du tuteur) qui fait la demande",
      form: 'original',
      why: "Elle prouve l'identité de la personne qui exerce l'autorité parentale.",
      source: caseSource,
    });
    add({
      id: 'decision-tutelle',
      short: "Tuteur, tiers ou aide sociale à l'enfance : la décision qui donne le droit de faire la demande",
      label:
        "La copie de la décision qui donne le droit de faire la demande, et une photocopie de la pièce d'identité de la personne qui la fait : pour un enfant sous tutelle, la décision du conseil de famille ou du juge qui désigne le tuteur ; pour un tiers, la décision de justice qui lui délègue l'autorité parentale (ou prononce le retrait de celle des parents) ; pour l'aide sociale à l'enfance, le jugement d'assistance éducative qui lui confie l'enfant (ou une attestation), le procès-verbal de carence des parents établi par le conseil départemental et un justificatif de la qualité professionnelle du représentant (carte professionnelle, attestation du conseil départemental)",
      condition:
        "Si la demande est faite par un tuteur, par un tiers exerçant l'autorité parentale ou par l'aide sociale à l'enfance :",
      when: { guardian: true },
      form: 'copie',
      why: "Chaque parent est présumé exercer l'autorité parentale ; une autre personne prouve la sienne par cette décision.",
      source: SOURCES.parentalAuthority,
    });
  }
  add({
    id: 'domicile',
    short: `Un justificatif de domicile de moins de ${DOCUMENTS.proofOfAddressMaxMonths} mois, pas un avis d'imposition`,
    label: minor
      ? `Un justificatif de domicile de moins de ${DOCUMENTS.proofOfAddressMaxMonths} mois au nom du parent (ou du tuteur) chez qui vit l'enfant, pas un avis d'imposition`
      : `Un justificatif de domicile de moins de ${DOCUMENTS.proofOfAddressMaxMonths} mois à votre nom (facture d'énergie, d'eau, de téléphone, quittance de loyer d'un organisme, attestation d'assurance du logement…), pas un avis d'imposition`,
    condition: minor ? 'Si le parent a un justificatif à son nom :' : 'Si vous avez un justificatif à votre nom :',
    when: { hosted: false, otherHousing: false },
    form: 'original',
    why: "L'adresse figure dans le dossier ; la fiche accepte moins d'un an, nous demandons moins de 3 mois (SPEC), plus sûr. L'avis d'imposition ou de non-imposition n'est provisoirement plus accepté (F14807).",
    source: minor ? SOURCES.addressMinor : SOURCES.address,
  });
  const hostedCondition = minor ? 'Si le parent est hébergé par un tiers :' : 'Si vous êtes hébergé(e) par un tiers :';
  add({
    id: 'hebergeant-attestation',
    short: HOSTED_SHORT,
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
    short: HOSTED_SHORT,
    label: "La pièce d'identité de l'hébergeant",
    condition: hostedCondition,
    when: { hosted: true },
    form: 'copie',
    why: "Elle prouve l'identité de la personne qui signe l'attestation.",
    source: SOURCES.address,
  });
  add({
    id: 'hebergeant-domicile',
    short: HOSTED_SHORT,
    label: `Un justificatif de domicile de l'hébergeant de moins de ${DOCUMENTS.proofOfAddressMaxMonths} mois`,
    condition: hostedCondition,
    when: { hosted: true },
    form: 'original',
    why: "Il prouve l'adresse de l'hébergeant (la fiche accepte moins d'un an).",
    source: SOURCES.address,
  });

  add({
    id: 'domicile-autre',
    short: 'Hôtel, caravane ou sans domicile stable : les pièces qui remplacent le justificatif',
    label: `À l'hôtel : l'attestation d'hébergement du gérant ou du directeur et un document officiel au nom ${minor ? 'du parent' : 'du demandeur'} à la même adresse (permis de conduire, attestation Vitale, document de la Caf ou de France Travail…). En caravane : l'acte de propriété du terrain ou le contrat de location, et un document officiel à la même adresse. Sans domicile stable : l'attestation d'élection de domicile (organisme agréé par le préfet ou CCAS)`,
    condition: minor
      ? "Si le parent vit à l'hôtel, en caravane ou sans domicile stable :"
      : "Si vous vivez à l'hôtel, en caravane ou sans domicile stable :",
    when: { otherHousing: true },
    form: 'original',
    why: "Ces documents remplacent le justificatif de domicile ; sans domicile stable, seule l'adresse de l'organisme figure sur le passeport.",
    source: minor ? SOURCES.addressMinor : SOURCES.address,
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
      why: minor
        ? `Il prouve l'identité et la nationalité s'il est valide ou périmé depuis moins de ${Y} ans. Rapportez-le au retrait : le nouveau passeport est remis contre la restitution de l'ancien (s'il porte un visa encore valable, il peut être conservé pendant la durée du visa).`
        : `Il prouve l'identité et la nationalité s'il est valide ou périmé depuis moins de ${Y} ans. La mairie vous le rend à la fin du rendez-vous : rapportez-le au retrait, l'ancien passeport doit être restitué (s'il porte un visa encore valable, il peut être conservé pendant la durée du visa).`,
      source: caseSource,
    });
  if (situation === 'perte')
    add({
      id: 'declaration-perte',
      label:
        'La déclaration de perte (cerfa n° 14011), remplie en mairie au moment du dépôt, ou imprimée, remplie et signée à l’avance',
      form: 'original',
      why: 'Le passeport perdu est invalidé pour éviter son usage frauduleux.',
      source: caseSource,
    });
  if (situation === 'vol')
    add({
      id: 'declaration-vol',
      label:
        "Le récépissé de déclaration de vol, remis par la police ou la gendarmerie ; si le vol a eu lieu à l'étranger, l'exemplaire de la déclaration de vol enregistrée par l'ambassade ou le consulat de France",
      form: 'original',
      why: "Le passeport volé est invalidé pour éviter son usage frauduleux. Après un vol à l'étranger, faites enregistrer la déclaration à l'ambassade ou au consulat avant de rentrer : il ne peut plus la délivrer une fois que vous êtes revenu en France.",
      source: caseSource,
    });
  if (situation === 'changement-etat-civil')
    add({
      id: 'preuve-changement',
      label:
        'La preuve du changement : acte de naissance ou de mariage portant la mention, ou décision de changement de nom ou de prénom',
      form: 'original',
      why: 'Le nouveau passeport porte le nouvel état civil ; il garde la date de fin de validité de l’ancien.',
      source: SOURCES.free,
    });

  // Identity and nationality: a recent secure title proves both; without one, the birth certificate (unless the
  // commune sends it online) and a proof of nationality. With an old passport expired over 5 years, the identity card
  // (valid or expired under 5 years) comes first (F21091 / F21092). After a loss or theft only the identity card counts:
  // the lost or stolen passport proves nothing (F21246, F21244; the 2022 theft fiches still exempt a stolen biometric
  // passport, we ask as for a loss: stricter). In an emergency the passport held comes first, then the card (F1373).
  const child = (adult: string, ofChild: string) => (minor ? ofChild : adult);
  let noTitle: DocumentItem['when'];
  let noTitleWords: string;
  if (hasOldPassport) {
    add({
      id: 'carte-identite',
      label: child("Votre carte d'identité", "La carte d'identité de l'enfant"),
      condition: child(
        `Si votre passeport est périmé depuis plus de ${Y} ans et que vous avez une carte d'identité valide ou périmée depuis moins de ${Y} ans :`,
        `Si le passeport de l'enfant est périmé depuis plus de ${Y} ans et qu'il a une carte d'identité valide ou périmée depuis moins de ${Y} ans :`,
      ),
      when: { recentPassport: false, idCard: true },
      form: 'original',
      why: "Elle prouve l'identité et la nationalité quand l'ancien passeport est trop ancien : elle dispense d'acte de naissance.",
      source: renewal,
    });
    noTitle = { recentPassport: false, idCard: false };
    noTitleWords = child(
      `Si votre passeport est périmé depuis plus de ${Y} ans et que vous n'avez pas de carte d'identité valide ou périmée depuis moins de ${Y} ans`,
      `Si le passeport de l'enfant est périmé depuis plus de ${Y} ans et qu'il n'a pas de carte d'identité valide ou périmée depuis moins de ${Y} ans`,
    );
  } else if (lostOrStolen) {
    const gone = situation === 'perte' ? 'perdu' : 'volé';
    add({
      id: 'carte-identite',
      label: child(
        `Votre carte d'identité (valide ou périmée depuis moins de ${Y} ans)`,
        `La carte d'identité de l'enfant (valide ou périmée depuis moins de ${Y} ans)`,
      ),
      condition: minor ? "Si l'enfant en a une :" : 'Si vous en avez une :',
      when: { idCard: true },
      form: 'original',
      why: `Elle prouve l'identité et la nationalité : elle dispense d'acte de naissance. Le passeport ${gone} ne compte pas.`,
      source: caseSource,
    });
    noTitle = { idCard: false };
    noTitleWords = child(
      `Si vous n'avez pas de carte d'identité valide ou périmée depuis moins de ${Y} ans (le passeport ${gone} ne compte pas)`,
      `Si l'enfant n'a pas de carte d'identité valide ou périmée depuis moins de ${Y} ans (le passeport ${gone} ne compte pas)`,
    );
  } else if (emergency) {
    // Whatever its age, a passport held is handed back (F1373, F1035): the item has no condition of its own.
    add({
      id: 'passeport-actuel',
      label: child(
        'Votre passeport, si vous en avez un, même périmé',
        "Le passeport de l'enfant, s'il en a un, même périmé",
      ),
      form: 'original et copie',
      why: `Valide ou périmé depuis moins de ${Y} ans, il prouve l'identité et la nationalité. Même plus ancien, il doit être restitué (s'il porte un visa encore valable, il peut être conservé pendant la durée du visa).`,
      source: caseSource,
    });
    // A minor's card expired over 5 years is still listed, beside the birth certificate (F1035); not an adult's (F1373).
    add({
      id: 'carte-identite',
      label: child("Votre carte d'identité", `La carte d'identité de l'enfant, même périmée depuis plus de ${Y} ans`),
      condition: child(
        `Si vous n'avez pas de passeport valide ou périmé depuis moins de ${Y} ans, et que vous avez une carte d'identité valide ou périmée depuis moins de ${Y} ans :`,
        `Si l'enfant n'a pas de passeport valide ou périmé depuis moins de ${Y} ans, et qu'il a une carte d'identité :`,
      ),
      when: minor ? { recentPassport: false } : { recentPassport: false, idCard: true },
      form: 'original et copie',
      why: `Sans passeport récent, une carte valide ou périmée depuis moins de ${Y} ans prouve l'identité et la nationalité : elle dispense d'acte de naissance.`,
      source: caseSource,
    });
    noTitle = { recentPassport: false, idCard: false };
    noTitleWords = child(
      `Si vous n'avez ni passeport ni carte d'identité valides ou périmés depuis moins de ${Y} ans`,
      `Si l'enfant n'a ni passeport ni carte d'identité valides ou périmés depuis moins de ${Y} ans`,
    );
  } else {
    add({
      id: 'titre-securise',
      short: `La carte d'identité ou le passeport, valide ou périmé depuis moins de ${Y} ans, si vous en avez un`,
      label: child(
        `Votre carte d'identité ou votre passeport (valide ou périmé depuis moins de ${Y} ans)`,
        `La carte d'identité de l'enfant ou son passeport (valide ou périmé depuis moins de ${Y} ans)`,
      ),
      condition: minor ? "Si l'enfant en a une :" : 'Si vous en avez une :',
      when: { secureTitle: true },
      form: 'original',
      why: "Un titre sécurisé récent prouve l'identité et la nationalité : il dispense d'acte de naissance.",
      source: caseSource,
    });
    noTitle = { secureTitle: false };
    noTitleWords = child(
      `Si vous n'avez pas de carte d'identité sécurisée ni de passeport valide ou périmé depuis moins de ${Y} ans`,
      `Si l'enfant n'a pas de carte d'identité sécurisée ni de passeport valide ou périmé depuis moins de ${Y} ans`,
    );
  }
  add({
    id: 'acte-naissance',
    short:
      "Sans titre sécurisé : l'acte de naissance de moins de 3 mois (sauf commune de naissance raccordée à COMEDEC)",
    label: "Une copie intégrale ou un extrait avec filiation de l'acte de naissance, de moins de 3 mois",
    condition: `${noTitleWords}, ${child("et que vous êtes né(e) en France dans une commune qui n'est pas", "et que l'enfant est né en France dans une commune qui n'est pas")} raccordée à COMEDEC (état civil dématérialisé) :`,
    when: { ...noTitle, bornAbroad: false, birthOnline: false },
    form: 'original',
    why: "Il prouve l'état civil. Les communes raccordées à COMEDEC l'envoient directement à l'administration.",
    source: first,
  });
  add({
    id: 'acte-naissance-etranger',
    short: "Sans titre sécurisé, né(e) à l'étranger : l'acte de naissance du Service central d'état civil",
    label:
      "La copie intégrale de l'acte de naissance de moins de 3 mois, délivrée par le Service central d'état civil du ministère des Affaires étrangères (Nantes), à demander en ligne",
    condition: `${noTitleWords}, ${child("et que vous êtes né(e) à l'étranger", "et que l'enfant est né à l'étranger")} :`,
    when: { ...noTitle, bornAbroad: true },
    form: 'original',
    why: "Un Français né à l'étranger a son acte de naissance au Service central d'état civil ; demandez à la mairie si elle peut le vérifier en ligne.",
    source: SOURCES.decree,
  });
  add({
    id: 'nationalite',
    short: 'Sans titre sécurisé : un justificatif de nationalité française',
    label:
      "Un justificatif de nationalité française si l'acte de naissance ne la prouve pas (certificat de nationalité, déclaration ou décret de naturalisation)",
    condition: `${noTitleWords} :`,
    when: noTitle,
    form: 'original et copie',
    why: 'Le passeport est réservé aux Français ; un acte de naissance ne prouve pas toujours la nationalité (naissance ou parents nés à l’étranger).',
    source: SOURCES.decree,
  });
  if (minor)
    add({
      id: 'nom-usage',
      short: "Pour un nom d'usage : son justificatif",
      label:
        "L'acte de naissance de l'enfant de moins de 3 mois, avec ses deux parents (sauf état civil dématérialisé) ; l'accord écrit des parents, ou la preuve que l'autre parent a été informé ; dès 13 ans, l'accord écrit de l'enfant",
      condition: "Si l'enfant doit porter un nom d'usage qui ne figure sur aucun titre :",
      when: { usageName: true },
      form: 'original',
      why: "Le nom d'usage n'est inscrit que sur justificatif. L'acte de naissance est une copie intégrale ou un extrait avec filiation. Quand les deux parents exercent l'autorité parentale, il faut leur accord écrit ; si le parent qui n'a pas transmis son nom choisit seul, la preuve qu'il a informé l'autre avant. Des modèles d'accord sont en annexe de la circulaire du 15 juin 2023. Un nom d'usage déjà inscrit sur un titre ne demande aucun nouveau document. Des mairies demandent aussi la pièce d'identité de l'autre parent : prenez-la.",
      source: SOURCES.parentNameMinor,
    });
  else
    add({
      id: 'nom-usage',
      short: "Pour un nom d'usage : son justificatif",
      label:
        "Pour le nom de votre époux ou épouse : l'acte de mariage, ou après un divorce le jugement ou l'accord écrit de l'ex-conjoint, ou en cas de veuvage l'acte de décès",
      condition: "Si vous voulez faire figurer un nom d'usage qui n'est sur aucun de vos titres :",
      when: { usageName: true },
      form: 'original',
      why: "Le nom d'usage n'est inscrit que sur justificatif.",
      source: caseSource,
    });
  if (!minor)
    add({
      id: 'nom-usage-parent',
      short: "Pour un nom d'usage : son justificatif",
      label:
        "Pour le nom du parent qui ne vous a pas transmis le sien : votre acte de naissance (copie intégrale ou extrait avec filiation) de moins de 3 mois, où ce parent figure, sauf si l'état civil de votre lieu de naissance est dématérialisé (COMEDEC) ; indiquez ce nom à la rubrique « Nom d'usage » de la pré-demande",
      condition: "Si vous voulez faire figurer un nom d'usage qui n'est sur aucun de vos titres :",
      when: { usageName: true },
      form: 'original',
      why: "Le nom du parent doit figurer sur votre acte de naissance ; un nom d'usage déjà inscrit sur un titre ne demande aucun nouveau document.",
      source: SOURCES.parentName,
    });
  if (minor) {
    add({
      id: 'autorite-parentale',
      short: 'Résidence alternée : sa preuve (convention entre les parents ou décision du juge)',
      label:
        'En résidence alternée, pour inscrire les deux adresses : la preuve de la résidence alternée (convention entre les parents ou décision du juge)',
      condition: 'Si les parents sont séparés ou divorcés :',
      when: { separatedParents: true },
      form: 'original et copie',
      why: "Sans elle, le passeport ne porte que l'adresse du parent qui dépose la demande. Chaque parent est présumé exercer l'autorité parentale : hors résidence alternée, ni jugement, ni livret de famille, ni accord de l'autre parent ne sont à fournir (F18605).",
      source: SOURCES.addressMinor,
    });
    add({
      id: 'residence-alternee',
      short: "Résidence alternée : le justificatif de domicile et la pièce d'identité de l'autre parent",
      label: "En résidence alternée : le justificatif de domicile de l'autre parent, et sa pièce d'identité",
      condition: 'Si les parents sont séparés ou divorcés :',
      when: { separatedParents: true },
      form: 'original et copie',
      why: "L'enfant a deux adresses : les deux sont justifiées (F32675). La fiche ne cite pas la pièce d'identité de l'autre parent ; des mairies la demandent, elle est plus sûre.",
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
  urgence: { title: 'Passeport en urgence (passeport temporaire)', short: 'Urgence' },
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
