// One builder per outgoing e-mail: recipients, subject and bodies from a validated form.
import { addressLines } from '../../../src/domain/address.ts';
import { correctionSummary, type Correction } from '../../../src/domain/correction.ts';
import { formatDistance } from '../../../src/domain/distance.ts';
import { EQUIPMENT_LABELS } from '../../../src/domain/equipment.ts';
import { PARIS_TIME_ZONE } from '../../../src/domain/time-zone.ts';
import type { AddMairieInput } from '../../../src/schemas/add-mairie.ts';
import type { ContactMairieInput } from '../../../src/schemas/contact-mairie.ts';
import { contactReasonLabel } from '../../../src/schemas/contact-reasons.ts';
import type { ContactInput } from '../../../src/schemas/contact.ts';
import type { FollowUpInput } from '../../../src/schemas/follow-up.ts';
import type { RefundInput } from '../../../src/schemas/refund.ts';
import type { ReportInput } from '../../../src/schemas/report.ts';
import type { Config } from '../core/config.ts';
import type { ModerationLinks } from '../moderation/moderation.ts';
import type { OutboxMail } from '../../../src/data/queries/email-outbox.ts';
import type { MairieCard } from '../../../src/data/queries/mairies.ts';
import type { FormKind, RateLimitRule } from '../../../src/domain/rate-limits.ts';
import { mairiePath } from '../../../src/domain/paths.ts';
import { finderSentenceText, nearestKnownEquipped, nearestNoneKnown } from '../../../src/domain/messages.ts';
import { mairieReference } from '../../../src/domain/texts.ts';
import { headerText, renderMail, type MailContent } from './render.ts';
import type { TownHallStatement } from '../../../src/data/queries/town-hall-statements.ts';
import { townHallSays } from '../../../src/domain/town-hall-word.ts';
import type { TeamLinks, UpdateLinks } from '../town-hall/links.ts';

function mail(to: string, subject: string, content: MailContent, replyTo?: string): OutboxMail {
  return { to, subject: headerText(subject), ...renderMail(content), ...(replyTo && { replyTo }) };
}

const mairiePage = (config: Config, m: MairieCard) => `${config.siteUrl}${mairiePath(m.slug)}`;

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

/**
 * Follow-up request → confirmation to the address typed in the form: our fixed text and the tracking number
 * only (its schema allows letters, digits and hyphens), so nobody can make the site mail their own words.
 */
export function followUpConfirmationMail(config: Config, input: FollowUpInput): OutboxMail {
  return mail(input.email, 'Votre demande de suivi a bien été reçue', {
    title: 'Votre demande de suivi a bien été reçue',
    intro: 'Nous avons bien reçu votre demande de suivi. Nous revenons vers vous par e-mail dans les meilleurs délais.',
    rows: [['Numéro de suivi', input.tracking_number]],
    outro: `Ceci est un message automatique envoyé par ${config.siteUrl}. Vous le recevez parce que cette adresse a été saisie dans notre formulaire de suivi.`,
  });
}

/**
 * Town hall contact modal → the town hall's address. It says plainly that an independent site forwards a
 * visitor's words it did not check, and replying reaches the visitor (Reply-To).
 */
export function contactMairieMail(
  config: Config,
  mairie: MairieCard,
  to: string,
  input: ContactMairieInput,
): OutboxMail {
  const reason = contactReasonLabel(input.reason);
  return mail(
    to,
    `Message d'un usager transmis par un site indépendant : ${reason}`,
    {
      title: `Message pour ${mairie.nom}`,
      intro:
        `Ce message vous est transmis par ${config.siteUrl}, site indépendant d'aide aux démarches de passeport, ` +
        `non affilié à l'administration ni aux mairies, de la part d'un usager qui a rempli le formulaire de contact ` +
        `de votre page. Son contenu est celui de l'usager : le site ne l'a pas vérifié. ` +
        `Répondez directement à cet e-mail pour écrire à l'usager.`,
      rows: [
        ['Nom', input.name],
        ['E-mail', input.email],
        ['Motif', reason],
        ['Message', input.message],
      ],
      outro: `Page de votre mairie sur le site : ${mairiePage(config, mairie)}`,
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

const parisDateTime = (date: Date) =>
  new Intl.DateTimeFormat('fr-FR', { timeZone: PARIS_TIME_ZONE, dateStyle: 'long', timeStyle: 'short' }).format(date);

/** What a moderation mail says of its report, between the town hall's page and the visitor's address. */
interface ModerationFacts {
  subject: string;
  title: string;
  rows: [string, string][];
  /** What « Accepter » and « Refuser » do. */
  outro: string;
}

/** A report the team decides on → team mailbox: its facts, then the signed « Accepter » / « Refuser » links. */
function moderationMail(
  config: Config,
  mairie: MairieCard,
  input: ReportInput,
  links: ModerationLinks,
  facts: ModerationFacts,
): OutboxMail {
  return mail(
    config.mailTo.contact,
    facts.subject,
    {
      title: facts.title,
      intro:
        'Chaque lien ouvre une page de confirmation : rien ne change avant que vous cliquiez sur son bouton. ' +
        `Les liens servent une seule fois et expirent le ${parisDateTime(links.expiresAt)}. Ne transférez pas ce message.`,
      rows: [
        ['Page', mairiePage(config, mairie)],
        ...facts.rows,
        ['E-mail', input.email],
        ['Accepter', links.accept],
        ['Refuser', links.refuse],
      ],
      outro: facts.outro,
    },
    input.email,
  );
}

/** A visitor's structured correction → team mailbox, with the signed « Accepter » / « Refuser » links. */
export function correctionMail(
  config: Config,
  mairie: MairieCard,
  reportId: number,
  input: ReportInput & { correction: Correction },
  links: ModerationLinks,
): OutboxMail {
  return moderationMail(config, mairie, input, links, {
    subject: `Correction à vérifier : ${mairie.nom}`,
    title: `Correction proposée pour ${mairie.nom}`,
    rows: [
      ['Correction n°', String(reportId)],
      ['Correction', correctionSummary(input.correction).join('\n')],
      ['Précisions du visiteur', input.content],
    ],
    outro:
      'Accepter applique la correction (source : « signalé par un visiteur », datée du jour) et relance la construction du site.',
  });
}

/** A review held for moderation (link, e-mail address or phone number in it) → team mailbox, with the links. */
export function heldReviewMail(
  config: Config,
  mairie: MairieCard,
  reportId: number,
  input: ReportInput,
  links: ModerationLinks,
): OutboxMail {
  return moderationMail(config, mairie, input, links, {
    subject: `Avis à modérer : ${mairie.nom}`,
    title: `Avis en attente de modération sur ${mairie.nom}`,
    rows: [
      ['Avis n°', String(reportId)],
      ['Note', `${input.rating}/5`],
      ['Avis', input.content],
    ],
    outro: 'Accepter publie l’avis sur la page de la mairie ; refuser le garde hors ligne.',
  });
}

/**
 * The suggested town hall's details → the address typed in the form. It names the searched address only as the
 * national address API labelled it (`addressLabel`, null: not at all), and otherwise only our directory's facts. It
 * says what is known: the nearest town hall *known* to take applications (and that closer ones may, when a nearer
 * one's status is not known), or that none near is.
 */
export function nearestMail(
  config: Config,
  mairie: MairieCard,
  { distance: distanceKm, closerMay }: { distance: number; closerMay: boolean },
  to: string,
  addressLabel: string | null,
): OutboxMail {
  const from = addressLabel ? ` de l'adresse « ${addressLabel} »` : " de l'adresse que vous avez indiquée";
  const reference = mairieReference(mairie.nom, mairie.ville);
  const distance = formatDistance(distanceKm, mairie.position_approximate);
  const known = mairie.equipped === 'equipped';
  return mail(to, known ? `Mairie proche pour votre passeport : ${mairie.nom}` : `Mairie proche : ${mairie.nom}`, {
    title: known
      ? 'La mairie la plus proche connue pour prendre les demandes de passeport'
      : 'Une mairie proche de votre adresse',
    intro: finderSentenceText(
      known
        ? nearestKnownEquipped(reference, distance, { from, closerMay })
        : nearestNoneKnown(reference, distance, from),
    ),
    rows: [
      ['Mairie', mairie.nom],
      ['Passeports', EQUIPMENT_LABELS[mairie.equipped]],
      ['Distance', distance],
      ['Adresse', addressLines(mairie).join('\n')],
      ['Téléphone', mairie.tel],
      ['E-mail', mairie.mail],
      ['Site web', mairie.site_web],
      ['Horaires et rendez-vous', mairiePage(config, mairie)],
    ],
    outro: `Ceci est un message automatique envoyé par ${config.siteUrl}, service indépendant non affilié à l'administration ni aux mairies. Vous le recevez parce que cette adresse a été saisie dans notre formulaire de recherche de mairie.`,
  });
}

/** A form kind passed its hourly ceiling → the team mailbox, once per window. */
export function ceilingAlertMail(config: Config, kind: FormKind, rule: RateLimitRule, windowStart: Date): OutboxMail {
  return mail(config.mailTo.contact, `Alerte : envoi suspendu pour le formulaire ${kind}`, {
    title: `Plafond atteint : formulaire ${kind}`,
    intro:
      `Le formulaire ${kind} a reçu plus de ${rule.max} demandes en ${rule.windowSeconds / 60} minutes, ` +
      `tous visiteurs confondus. Les demandes suivantes sont refusées (503) sans rien enregistrer ni envoyer, ` +
      `jusqu'à ce que le rythme redescende sous le plafond. Ce message n'est envoyé qu'une fois par période.`,
    rows: [
      ['Site', config.siteUrl],
      ['Période commencée le', windowStart.toISOString()],
      ['Réglage', `RATE_LIMIT_CEILING=${rule.max}/${rule.windowSeconds}`],
    ],
  });
}

/** The town hall's update links passed their daily ceiling (issue 41) → the team mailbox, once per window. */
export function townHallCeilingAlertMail(config: Config, rule: RateLimitRule, windowStart: Date): OutboxMail {
  return mail(config.mailTo.contact, 'Alerte : envoi suspendu des liens de mise à jour des mairies', {
    title: 'Plafond atteint : liens de mise à jour des mairies',
    intro:
      `Plus de ${rule.max} liens de mise à jour ont été demandés en ${rule.windowSeconds / 3600} heures, ` +
      `toutes mairies confondues. Les demandes suivantes sont refusées (503) sans rien envoyer, ` +
      `jusqu'à ce que le rythme redescende sous le plafond. Ce message n'est envoyé qu'une fois par période.`,
    rows: [
      ['Site', config.siteUrl],
      ['Période commencée le', windowStart.toISOString()],
      ['Réglage', `RATE_LIMIT_TOWN_HALL_LINK_CEILING=${rule.max}/${rule.windowSeconds}`],
    ],
  });
}

/** The town hall of a link mail or notice: its name and page. */
type TownHallRef = { nom: string; slug: string };

/**
 * The update link (issue 41) → the mailbox the official directory gives for the town hall, and no other. Fixed text:
 * who sends it, why, that ignoring it changes nothing, the link and its expiry, and how to stop such mails. The town
 * hall's name is the only text from the database.
 */
export function townHallLinkMail(config: Config, townHall: TownHallRef, to: string, links: UpdateLinks): OutboxMail {
  return mail(to, `Mise à jour de la page de votre mairie sur un site indépendant : ${townHall.nom}`, {
    title: `Mettre à jour la page de ${townHall.nom}`,
    intro:
      `Ce message est envoyé par ${config.siteUrl}, site privé et indépendant d'aide aux démarches de passeport : ` +
      `ce n'est pas un service de l'État, ni de l'administration. Quelqu'un a demandé, depuis la page de votre mairie ` +
      `sur ce site, qu'un lien de mise à jour soit envoyé à cette adresse, celle que publie l'annuaire de ` +
      `Service-Public. Ce lien permet d'indiquer si la mairie prend les demandes de passeport et de carte ` +
      `d'identité, et comment prendre rendez-vous. Si vous ne l'utilisez pas, rien ne change.`,
    rows: [
      ['Lien de mise à jour', links.update],
      ['Valable jusqu’au', `${parisDateTime(links.expiresAt)} (heure de Paris)`],
      ['Page de la mairie', `${config.siteUrl}${mairiePath(townHall.slug)}`],
      ['Ne plus recevoir ces messages', links.stop],
    ],
    outro:
      'Le lien ne sert qu’une fois. Les horaires, l’adresse et le téléphone viennent de l’annuaire de Service-Public : ' +
      'mettez-les à jour sur l’annuaire.',
  });
}

/**
 * A town hall's answer (issue 41) → the team mailbox: what it said, and the signed « Retirer » link (and
 * « Approuver » when its booking page waits). Nothing waits for the team but a held booking page.
 */
export function townHallAnswerMail(
  config: Config,
  townHall: TownHallRef,
  statement: TownHallStatement,
  links: TeamLinks,
): OutboxMail {
  return mail(config.mailTo.contact, `Réponse d’une mairie : ${townHall.nom}`, {
    title: `Réponse de ${townHall.nom}`,
    intro:
      'La réponse est déjà sur la page (sauf une page de réservation en attente). ' +
      'Chaque lien ouvre une page de confirmation : rien ne change avant que vous cliquiez sur son bouton. ' +
      `Les liens servent une seule fois et expirent le ${parisDateTime(links.expiresAt)}. Ne transférez pas ce message.`,
    rows: [
      ['Page', `${config.siteUrl}${mairiePath(townHall.slug)}`],
      ['Réponse n°', String(statement.id)],
      ['Passeports', townHallSays(statement.takesApplications, statement.saidOn)],
      ['Page de réservation', statement.bookingUrl],
      ['En attente d’approbation', statement.bookingHeld ? 'oui : son domaine n’est pas celui de la mairie' : null],
      ['Comment prendre rendez-vous', statement.bookingHow],
      ['Approuver la page de réservation', links.approve],
      ['Retirer la réponse', links.withdraw],
    ],
    outro: `Retirer rend à la page ses valeurs d’avant et n’envoie plus de lien à cette mairie pendant ${config.townHallBlockDays} jours.`,
  });
}
