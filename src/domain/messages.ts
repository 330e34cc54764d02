// Every French string a visitor can read that comes from a rule: SPEC §8 verbatim, plus state labels.
// Spec strings are copied character for character (straight apostrophes, plain spaces before '!').

// The single catalogue of user-visible messages; keys are English, values are what visitors read.
export const MESSAGES = {
  // SPEC §8 error catalogue, exactly as written there.
  addressNotFound: 'Adresse non trouvée',
  nearestFailed: 'Une erreur est survenue. Veuillez réessayer.',
  sendFailed: "Une erreur est survenue lors de l'envoi. Veuillez réessayer.",
  emailWorkerFailed: 'Failed to send email',
  articlesLoadFailed: 'Impossible de charger les actualités pour le moment.',
  articleLoadFailed: "Impossible de charger l'article pour le moment.",
  articleNotFound: 'Article non trouvé',
  mairieNotFound: 'Mairie non trouvée',
  cityNotFound: 'Ville non trouvée',
  noArticleMatch: 'Aucun article ne correspond à votre recherche',
  noOtherMairieInDepartment: 'Aucune autre mairie dans ce département',
  noNearbyMairie: 'Aucune mairie proche trouvée',
  noReviews: 'Aucun avis pour le moment. Soyez le premier à partager votre expérience !',
  noSearchResult: 'Aucun résultat trouvé',
  distanceUnknown: 'Distance inconnue',
  crowdingUnavailable: 'Affluence non disponible',

  // SPEC §8 success messages, exactly as written there.
  nearestSent: 'Merci ! Vous recevrez bientôt un email avec les informations de la mairie la plus proche.',
  reportSent: 'Votre signalement a été envoyé avec succès !',
  reviewPublished: 'Votre avis a été publié avec succès !',
  messageSent: 'Votre message a été envoyé avec succès !',
  // Ours: a review that waits for a moderator (a link, an e-mail address or a phone number in it, or no auto-approval).
  reviewHeld: 'Merci ! Votre avis sera publié après vérification par notre équipe.',

  // Situations the spec describes without wording; ours.
  townHallClosed: "Cette mairie n'accueille plus le public.",
  scheduleUnavailable:
    'Les horaires de cette mairie ne sont pas disponibles. Veuillez contacter la mairie avant de vous déplacer.',
  noAppointmentInfo: 'Contactez directement la mairie pour prendre rendez-vous.',
  // What the site knows, not what the town hall does: the directory has no booking link for it.
  noBookingLink: "Nous n'avons pas de lien de prise de rendez-vous en ligne pour cette mairie.",
  backToSearch: 'Retour à la recherche',
  back: 'Retour',
  formGateWarning:
    "Veuillez cocher les trois cases ci-dessus pour confirmer que votre dossier est prêt avant d'accéder au formulaire.",
  checklistReady: 'Vous êtes prêt pour votre rendez-vous !',

  // Progress states.
  searching: 'Recherche en cours...',
  loading: 'Chargement...',
  sending: 'Envoi en cours...',

  // Schedule provenance (SPEC §4: a default schedule is indicative, otherwise verified).
  hoursVerified: 'Horaires vérifiés',
  hoursIndicative: 'Horaires indicatifs',

  // Opening status labels, by OpeningState.
  openingStatus: {
    open: 'Ouvert',
    closing_soon: 'Ferme bientôt',
    closed: 'Fermé',
    unavailable: 'Horaires non disponibles',
  },

  // Crowding labels, by CrowdingLevel; 'Affluence non disponible' is crowdingUnavailable above.
  crowding: {
    low: 'Affluence faible',
    medium: 'Affluence modérée',
    high: 'Affluence élevée',
  },

  // Friendly form validation wording shared by the schemas of islands and functions.
  validation: {
    required: 'Ce champ est obligatoire.',
    email: 'Veuillez saisir une adresse e-mail valide.',
    rating: 'Veuillez choisir une note entre 1 et 5.',
    tooLong: 'Ce texte est trop long.',
  },
} as const;

/** The official appointment finder: it knows which town halls take passport applications and their free slots. */
const ANTS_APPOINTMENT_FINDER = 'https://rendezvouspasseport.ants.gouv.fr/';

// Plain constants, not properties read at load: the islands' bundles, which import MESSAGES, leave them out.
const FINDER_LABEL = 'rendezvouspasseport.ants.gouv.fr';
const FINDER_TELLS = ' indique celles qui les prennent et leurs rendez-vous libres.';

/** The official finder as a link, and what it tells: the end of every « nearest known » sentence. */
export const FINDER = {
  label: FINDER_LABEL,
  href: ANTS_APPOINTMENT_FINDER,
  /** After the link, when the sentence was about town halls (« celles »). */
  tells: FINDER_TELLS,
} as const;

/** The notice of a city page none of whose town halls is known to take applications, above its nearest list. */
export const CITY_WITHOUT_KNOWN_EQUIPPED =
  "Aucune mairie de ce code postal n'est connue pour prendre les demandes de passeport. Voici les mairies proches, celles que nous savons équipées en premier.";

/** A sentence that names the official finder as a link: `${before}` FINDER.label `${after}`. */
export type FinderSentence = { before: string; after: string };

/** The same sentence as plain text (FAQ answers, JSON-LD, e-mails). */
export const finderSentenceText = (s: FinderSentence): string => `${s.before}${FINDER_LABEL}${s.after}`;

// What the site can say of a town hall known to take applications that is not the nearest one: closer ones may.
const CLOSER_MAY = "d'autres, plus proches, peuvent aussi les prendre : le site officiel ";

// After the link, when the sentence named no town halls.
const FINDER_TELLS_ALL = ' indique les mairies qui prennent les demandes de passeport et leurs rendez-vous libres.';

/**
 * « Nearest known »: the site knows only some of the town halls that take passport applications (about 1,200 of some
 * 3,460 equipped communes), so the nearest it names is the nearest *known* to take them, and closer ones may when
 * some nearer town hall's status is not known (`closerMay`). `reference`: « la mairie de Toulouse »; `distance`:
 * « 18,2 km »; `from`: « de l'adresse « … » », when said.
 */
export const nearestKnownEquipped = (
  reference: string,
  distance: string,
  { from = '', closerMay = true }: { from?: string; closerMay?: boolean } = {},
): FinderSentence => {
  const known = `La mairie la plus proche${from} connue pour prendre les demandes de passeport est ${reference}, à ${distance}`;
  return closerMay
    ? { before: `${known} ; ${CLOSER_MAY}`, after: FINDER_TELLS }
    : { before: `${known}. Le site officiel `, after: FINDER_TELLS_ALL };
};

/** The nearest-by-e-mail answer when no town hall near is known to take applications: the one suggested, whose
 *  status is not known (`from`: « de l'adresse « … » »). */
export const nearestNoneKnown = (reference: string, distance: string, from: string): FinderSentence => ({
  before:
    `Nous ne connaissons pas de mairie qui prenne les demandes de passeport près${from}. Voici ${reference}, à ` +
    `${distance} : nous ne savons pas si elle les prend, appelez-la avant de vous déplacer. Le site officiel `,
  after: FINDER_TELLS_ALL,
});

/** The note of a nearest list whose town halls known to take applications (listed first) are not its nearest ones:
 *  closer ones may take them too. */
export const NEAREST_LIST_KNOWN: FinderSentence = {
  before: `Les mairies équipées de cette liste sont les plus proches connues pour prendre les demandes de passeport ; ${CLOSER_MAY}`,
  after: FINDER_TELLS,
};

/** The note of a list none of whose town halls is known to take applications, after what the list's states say. */
export const noneKnownNote = (states: string): FinderSentence => ({
  before: `${states} : le site officiel `,
  after: FINDER_TELLS,
});

/** The text of an empty nearest list, then the finder. */
export const emptyNearestNote = (empty: string): FinderSentence => ({
  before: `${empty}. Le site officiel `,
  after: FINDER_TELLS_ALL,
});

/**
 * « Nearest known »: where to turn when a town hall is not known to take passport applications, in one sentence
 * around two links: the page's list of nearest town halls (a link to it, never a copy) and the official finder.
 * The one wording of it (the guide, the town hall page's appointment block).
 */
export const NEAREST_KNOWN = {
  before: 'Choisissez plutôt une des ',
  nearest: 'mairies proches',
  middle:
    " (celles que nous savons équipées en premier ; d'autres peuvent aussi prendre les demandes), ou cherchez un créneau sur le site officiel ",
  finder: FINDER_LABEL,
  finderHref: ANTS_APPOINTMENT_FINDER,
  after: ', qui indique les mairies qui prennent les demandes et leurs rendez-vous libres.',
} as const;

/** The same sentence as plain text (FAQ answers and their JSON-LD). */
export const nearestKnownText = (): string =>
  `${NEAREST_KNOWN.before}${NEAREST_KNOWN.nearest}${NEAREST_KNOWN.middle}${NEAREST_KNOWN.finder}${NEAREST_KNOWN.after}`;
