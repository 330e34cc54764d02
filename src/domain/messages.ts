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
  cityWithoutEquippedMairie:
    "Aucune mairie équipée pour les passeports n'est référencée pour ce code postal. Voici les mairies les plus proches.",
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
export const ANTS_APPOINTMENT_FINDER = 'https://rendezvouspasseport.ants.gouv.fr/';

/**
 * « Nearest known »: where to turn when a town hall is not known to take passport applications, in one sentence
 * around two links: the page's list of nearest town halls (a link to it, never a copy) and the official finder.
 * The one wording of it (the guide, the town hall page's appointment block; issue 39's lists may reuse it).
 */
export const NEAREST_KNOWN = {
  before: 'Choisissez plutôt une des ',
  nearest: 'mairies proches',
  middle: ' (celles qui sont équipées sont listées en premier), ou cherchez un créneau sur le site officiel ',
  finder: 'rendezvouspasseport.ants.gouv.fr',
  finderHref: ANTS_APPOINTMENT_FINDER,
  after: ', qui indique les mairies qui prennent les demandes et leurs rendez-vous libres.',
} as const;

/** The same sentence as plain text (FAQ answers and their JSON-LD). */
export const nearestKnownText = (): string =>
  `${NEAREST_KNOWN.before}${NEAREST_KNOWN.nearest}${NEAREST_KNOWN.middle}${NEAREST_KNOWN.finder}${NEAREST_KNOWN.after}`;
