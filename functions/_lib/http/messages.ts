// French answers of the functions that the spec leaves unworded (its own strings live in src/domain/messages.ts).
export const HTTP_MESSAGES = {
  methodNotAllowed: 'Méthode non autorisée.',
  forbiddenOrigin: 'Requête refusée : origine non autorisée.',
  tooLarge: 'Votre message est trop long.',
  unsupportedType: 'Type de contenu non pris en charge.',
  badRequest: 'Requête invalide.',
  invalidFields: 'Veuillez corriger les champs indiqués.',
  tooManyRequests: 'Trop de demandes. Veuillez réessayer dans quelques minutes.',
  recipientLimited:
    "Cette adresse e-mail a déjà reçu plusieurs messages de notre site aujourd'hui. Veuillez réessayer demain.",
  mairieLimited:
    "Cette mairie a déjà reçu plusieurs messages par notre site aujourd'hui. Veuillez réessayer demain ou la contacter par téléphone.",
  reviewLimited: "Vous avez déjà donné votre avis sur cette mairie aujourd'hui. Merci !",
  sendingPaused:
    "Nous recevons trop de demandes en ce moment : l'envoi est suspendu. Veuillez réessayer dans une heure.",
  mairieWithoutEmail: "Cette mairie n'a pas d'adresse e-mail connue. Veuillez la contacter par téléphone.",
  // A town hall the directory no longer lists (issue 39): its page leads to the one to write to.
  mairieNotListed:
    "Cette mairie ne figure plus dans l'annuaire : écrivez à la mairie indiquée sur sa page, dont sa commune fait désormais partie.",
  webhookDisabled: "Le déclenchement de reconstruction n'est pas configuré.",
  signatureMissing: 'Signature manquante.',
  signatureInvalid: 'Signature invalide.',
  signatureStale: 'Signature expirée.',
  replayed: 'Requête déjà reçue.',
  rebuildStarted: 'Reconstruction lancée.',
  buildHookFailed: 'Le service de construction ne répond pas. Veuillez réessayer.',
  errorTitle: "Votre demande n'a pas pu être envoyée",
  backLink: 'Retour au formulaire',
  notFound: 'Adresse inconnue.',
  hostNotAllowed: "Requête refusée : ce nom de site n'est pas servi ici.",
  serverError: 'Une erreur est survenue. Veuillez réessayer.',
} as const;
