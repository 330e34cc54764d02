// The French words of the town hall's link pages (issue 41): the request page, the answer form, the « stop » page
// and the team's withdrawal and approval pages. One home, so the tests check each one.
import { frenchDate } from '../../../src/domain/equipment.ts';
import { PARIS_TIME_ZONE } from '../../../src/domain/time-zone.ts';
import { MODERATION_TEXTS } from '../moderation/moderation-page.ts';

/** The official directory's home page, where a town hall updates its entry. */
export const DIRECTORY_URL = 'https://lannuaire.service-public.fr/';

/** A date and time in Paris, « 30 novembre 2026 à 14:05 ». */
export const parisDateTime = (date: Date) =>
  new Intl.DateTimeFormat('fr-FR', { timeZone: PARIS_TIME_ZONE, dateStyle: 'long', timeStyle: 'short' }).format(date);

export const TOWN_HALL_TEXTS = {
  // Links.
  invalid: 'Ce lien est invalide : il a été modifié ou ne vient pas de notre site. Rien n’a été modifié.',
  expired: 'Ce lien a expiré. Rien n’a été modifié.',
  used: (usedAt: Date) =>
    `Votre réponse a été enregistrée le ${parisDateTime(usedAt)} ; demandez un nouveau lien pour la changer.`,
  teamUsed: 'Ce lien a déjà servi. Rien n’a été modifié.',
  // The request page.
  requestTitle: (nom: string) => `Mettre à jour la page : ${nom}`,
  requestIntro:
    'Vous êtes la mairie ? Nous pouvons envoyer un lien de mise à jour à son adresse e-mail officielle, et à elle seule :',
  requestWhat:
    'Ce lien permet d’indiquer si la mairie prend les demandes de passeport et de carte d’identité, et comment prendre rendez-vous. Rien ne change tant qu’il n’a pas servi.',
  requestButton: 'Envoyer le lien à la mairie',
  noMail:
    'L’annuaire de Service-Public ne publie pas d’adresse e-mail pour cette mairie : nous ne pouvons donc pas lui envoyer de lien de mise à jour.',
  noMailHow:
    'L’annuaire de Service-Public est tenu par la DILA, qui le met à jour notamment d’après les signalements des administrations (DILA, « L’annuaire de l’administration française », 7 février 2022) : la mairie peut lui signaler son adresse e-mail. Le site importe l’annuaire : une fois l’adresse publiée, le lien pourra lui être envoyé.',
  directoryLink: 'L’annuaire de Service-Public',
  notListed:
    'Cette mairie n’est pas listée par l’annuaire de Service-Public : aucun lien de mise à jour ne peut lui être envoyé.',
  ceiling:
    'Nous recevons trop de demandes de liens de mise à jour en ce moment : l’envoi est suspendu. Veuillez réessayer demain.',
  sentTitle: 'Demande reçue',
  sent: 'Si cette adresse est bien celle de la mairie, un lien vient d’y être envoyé. La mairie reçoit au plus un lien par jour ; sans message, vérifiez le dossier des indésirables.',
  // The answer form.
  answerTitle: (nom: string) => `Informations de la mairie : ${nom}`,
  takesLegend: 'La mairie prend-elle les demandes de passeport et de carte d’identité ?',
  yes: 'Oui',
  no: 'Non',
  bookingLegend: 'Prise de rendez-vous',
  bookingUrlLabel: 'Page de réservation en ligne (adresse commençant par https://)',
  bookingHowLabel: 'Sans page en ligne : comment prendre rendez-vous (200 caractères au plus)',
  directoryNote:
    'Les horaires, l’adresse et le téléphone viennent de la fiche de la mairie dans l’annuaire officiel (annuaire de Service-Public), que le site importe : mettez-les à jour sur l’annuaire.',
  answerButton: 'Enregistrer la réponse',
  fixFields: 'Certains champs sont à corriger.',
  addressChanged:
    'Ce lien a été envoyé à une adresse que l’annuaire de Service-Public ne donne plus pour cette mairie. Rien n’a été modifié : demandez un nouveau lien depuis la page de la mairie.',
  notListedAnymore:
    'Cette mairie n’est plus listée par l’annuaire de Service-Public avec une adresse e-mail : sa réponse ne peut pas être enregistrée.',
  // The answer's outcome.
  recordedTitle: 'Réponse enregistrée',
  recorded: (day: string) => `Réponse enregistrée le ${frenchDate(day)}. Merci.`,
  recordedTakes: (takes: boolean) =>
    takes
      ? 'La page indique que la mairie prend les demandes de passeport et de carte d’identité, d’après la mairie.'
      : 'La page indique que la mairie ne prend pas les demandes de passeport et de carte d’identité, d’après la mairie.',
  recordedBooking: (url: string) => `Page de réservation : ${url}`,
  recordedBookingHeld: (url: string) =>
    `Page de réservation : ${url}. Elle est sur un autre domaine que celui de la mairie : elle sera affichée après vérification par notre équipe.`,
  recordedHow: (text: string) => `Comment prendre rendez-vous : ${text}`,
  recordedUpdate: 'La page du site est mise à jour à la prochaine publication, en général dans l’heure.',
  // The « stop » link.
  stopTitle: (nom: string) => `Ne plus recevoir de liens : ${nom}`,
  stopEffect:
    'Confirmez pour que le site n’envoie plus aucun lien de mise à jour à cette mairie, même si quelqu’un en demande un.',
  stopButton: 'Ne plus recevoir de liens',
  stoppedTitle: 'C’est noté',
  stopped: 'Le site n’enverra plus de lien de mise à jour à cette mairie.',
  // The team's pages.
  statementGone: 'Cette réponse a été retirée ou remplacée par une plus récente. Rien n’a été modifié.',
  notHeld: 'La page de réservation de cette réponse est déjà affichée. Rien n’a été modifié.',
  withdrawTitle: (nom: string) => `Retirer la réponse : ${nom}`,
  withdrawEffect: (days: number) =>
    `Retirer rend à la page les valeurs d’avant cette réponse, supprime la réponse et n’envoie plus de lien à cette mairie pendant ${days} jours.`,
  withdrawButton: 'Retirer',
  withdrawnTitle: 'Réponse retirée',
  approveTitle: (nom: string) => `Approuver la page de réservation : ${nom}`,
  approveEffect: 'Approuver affiche cette page de réservation sur la page de la mairie.',
  approveButton: 'Approuver',
  approvedTitle: 'Page de réservation approuvée',
  rebuildStarted: MODERATION_TEXTS.rebuildStarted,
  rebuildPending: MODERATION_TEXTS.rebuildPending,
  // What an answer says, on the team's pages and mail.
  bookingLine: (url: string, held: boolean) =>
    held ? `Page de réservation (en attente d’approbation) : ${url}` : `Page de réservation : ${url}`,
  howLine: (text: string) => `Comment prendre rendez-vous : ${text}`,
} as const;
