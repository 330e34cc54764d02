// Form wording the schemas need beyond MESSAGES.validation (src/domain/messages.ts); French, shown beside a field.
import { CORRECTION_LABELS, CORRECTION_WEEKDAYS } from '../domain/correction.ts';

export const SCHEMA_MESSAGES = {
  singleLine: 'Ce champ doit tenir sur une seule ligne.',
  invalidText: 'Ce texte contient des caractères non autorisés.',
  invisible: 'Ce champ ne contient aucun caractère visible.',
  trackingNumber: 'Numéro de suivi invalide : lettres, chiffres et tirets uniquement, 24 caractères au plus.',
  reason: 'Veuillez choisir un motif dans la liste.',
  reportType: 'Veuillez choisir entre un signalement et un avis.',
  mairie: 'Mairie inconnue.',
  coordinates: 'Coordonnées invalides.',
  date: 'Date invalide.',
  invalid: 'Valeur invalide.',
} as const;

/** French label of each form field, for error lists that are shown apart from the form. */
export const FIELD_LABELS: Record<string, string> = {
  name: 'Nom',
  email: 'Adresse e-mail',
  message: 'Message',
  reason: 'Motif',
  order_number: 'Numéro de commande',
  tracking_number: 'Numéro de suivi',
  mairie_name: 'Nom de la mairie',
  address: 'Adresse',
  content: 'Message',
  rating: 'Note',
  type: 'Type',
  mairie_id: 'Mairie',
  latitude: 'Position',
  longitude: 'Position',
  since: 'Date',
  company: 'Société',
  // A correction (report-correction.ts): its choice, its booking link, and each day of its weekly hours.
  correction: 'Correction',
  rendez_vous: CORRECTION_LABELS.booking,
  acces: CORRECTION_LABELS.access,
  ...Object.fromEntries(CORRECTION_WEEKDAYS.map((day) => [day, day[0].toUpperCase() + day.slice(1)])),
};
