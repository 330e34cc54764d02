// One builder per outgoing e-mail: recipients, subject and bodies from a validated form.
import { formatDistance } from '../../../src/domain/distance.ts';
import type { AddMairieInput } from '../../../src/schemas/add-mairie.ts';
import type { ContactMairieInput } from '../../../src/schemas/contact-mairie.ts';
import { contactReasonLabel } from '../../../src/schemas/contact-reasons.ts';
import type { ContactInput } from '../../../src/schemas/contact.ts';
import type { FollowUpInput } from '../../../src/schemas/follow-up.ts';
import type { RefundInput } from '../../../src/schemas/refund.ts';
import type { ReportInput } from '../../../src/schemas/report.ts';
import type { Config } from '../config.ts';
import type { OutboxMail } from '../outbox.ts';
import type { MairieCard } from '../queries.ts';
import { headerText, renderMail, type MailContent } from './render.ts';

function mail(to: string, subject: string, content: MailContent, replyTo?: string): OutboxMail {
  return { to, subject: headerText(subject), ...renderMail(content), ...(replyTo && { replyTo }) };
}

const mairiePage = (config: Config, m: MairieCard) => `${config.siteUrl}/mairie/${m.slug}/`;

const addressLines = (m: MairieCard) =>
  [m.ligne_2, m.ligne_3, m.ligne_4, [m.code_postal, m.ville].filter(Boolean).join(' ')].filter(Boolean).join('\n');

/** Footer contact form → team mailbox. */
export function contactMail(config: Config, input: ContactInput): OutboxMail {
  return mail(
    config.mailTo.contact,
    `Contact : ${input.name}`,
    {
      title: 'Nouveau message depuis le formulaire de contact',
      rows: [
        ['Nom', input.name],
        ['E-mail', input.email],
        ['Message', input.message],
      ],
    },
    input.email,
  );
}

/** Tax stamp refund request → refund mailbox. */
export function refundMail(config: Config, input: RefundInput): OutboxMail {
  return mail(
    config.mailTo.refund,
    `Demande de remboursement : commande ${input.order_number}`,
    {
      title: 'Nouvelle demande de remboursement du timbre fiscal',
      rows: [
        ['Nom', input.name],
        ['E-mail', input.email],
        ['Numéro de commande', input.order_number],
        ['Motif', input.reason],
      ],
    },
    input.email,
  );
}

/** Request to add a town hall → town halls mailbox. */
export function addMairieMail(config: Config, input: AddMairieInput): OutboxMail {
  return mail(
    config.mailTo.addMairie,
    `Ajout de mairie : ${input.mairie_name}`,
    {
      title: "Demande d'ajout d'une mairie",
      rows: [
        ['Nom', input.name],
        ['E-mail', input.email],
        ['Mairie', input.mairie_name],
        ['Adresse', input.address],
        ['Message', input.message],
      ],
    },
    input.email,
  );
}

/** Follow-up request → follow-up mailbox. */
export function followUpMail(config: Config, input: FollowUpInput): OutboxMail {
  return mail(
    config.mailTo.followUp,
    `Suivi de pré-demande : ${input.tracking_number}`,
    {
      title: 'Nouvelle demande de suivi',
      rows: [
        ['Numéro de suivi', input.tracking_number],
        ['E-mail', input.email],
      ],
    },
    input.email,
  );
}

/** Follow-up request → confirmation to the user's own address. */
export function followUpConfirmationMail(config: Config, input: FollowUpInput): OutboxMail {
  return mail(input.email, 'Votre demande de suivi a bien été reçue', {
    title: 'Votre demande de suivi a bien été reçue',
    intro: 'Nous avons bien reçu votre demande de suivi. Nous revenons vers vous par e-mail dans les meilleurs délais.',
    rows: [['Numéro de suivi', input.tracking_number]],
    outro: `Ceci est un message automatique envoyé par ${config.siteUrl}. Vous le recevez parce que cette adresse a été saisie dans notre formulaire de suivi.`,
  });
}

/** Town hall contact modal → the town hall's address, answered directly to the visitor. */
export function contactMairieMail(
  config: Config,
  mairie: MairieCard,
  to: string,
  input: ContactMairieInput,
): OutboxMail {
  const reason = contactReasonLabel(input.reason);
  return mail(
    to,
    `Demande d'un usager : ${reason}`,
    {
      title: `Message pour ${mairie.nom}`,
      intro: `Un usager vous écrit depuis ${config.siteUrl}, service indépendant d'aide aux démarches de passeport, non affilié à l'administration. Répondez directement à cet e-mail pour lui écrire.`,
      rows: [
        ['Nom', input.name],
        ['E-mail', input.email],
        ['Motif', reason],
        ['Message', input.message],
      ],
    },
    input.email,
  );
}

/** A reported anomaly → team mailbox, so the directory gets fixed. */
export function reportIssueMail(config: Config, mairie: MairieCard, reportId: number, input: ReportInput): OutboxMail {
  return mail(
    config.mailTo.contact,
    `Signalement : ${mairie.nom}`,
    {
      title: `Anomalie signalée sur ${mairie.nom}`,
      rows: [
        ['Page', mairiePage(config, mairie)],
        ['Signalement n°', String(reportId)],
        ['E-mail', input.email],
        ['Message', input.content],
      ],
    },
    input.email,
  );
}

/** The nearest town hall's details → the visitor who asked. */
export function nearestMail(
  config: Config,
  mairie: MairieCard,
  distanceKm: number,
  to: string,
  address: string,
): OutboxMail {
  return mail(to, `La mairie la plus proche : ${mairie.nom}`, {
    title: 'La mairie la plus proche de votre adresse',
    intro: `Voici la mairie la plus proche de l'adresse « ${address} ».`,
    rows: [
      ['Mairie', mairie.nom],
      ['Distance', formatDistance(distanceKm)],
      ['Adresse', addressLines(mairie)],
      ['Téléphone', mairie.tel],
      ['E-mail', mairie.mail],
      ['Site web', mairie.site_web],
      ['Horaires et rendez-vous', mairiePage(config, mairie)],
    ],
    outro: `Ceci est un message automatique envoyé par ${config.siteUrl}, service indépendant non affilié à l'administration ni aux mairies.`,
  });
}
