// Questions and answers of a town hall page, generated from its facts; also emitted as FAQPage JSON-LD.
import { DELAYS } from '../domain/constants.ts';
import { SITUATIONS, SITUATION_LABELS } from '../domain/documents.ts';
import { departmentStamp, formatEuros } from '../domain/prices.ts';
import { mairieReference } from '../domain/texts.ts';
import { MESSAGES, nearestKnownText } from '../domain/messages.ts';
import type { Mairie } from '../data/site/site-data.ts';
import type { AppointmentView } from './appointment.ts';
import type { ContactView } from './contact.ts';
import type { HoursView } from './hours.ts';

/** One question and its plain-text answer, with a link after it on the page (the JSON-LD keeps the text). */
export type FaqItem = { question: string; answer: string; link?: { href: string; label: string } };

// The documents depend on the case: the answer names the cases and sends to their full lists (src/domain/documents.ts)
// rather than give one shorter list as if it were complete.
const DOCUMENTS_ANSWER = `Cela dépend de votre cas : ${SITUATIONS.map((s) => SITUATION_LABELS[s].short.toLowerCase()).join(', ')}, pour un majeur ou pour un mineur. Chaque cas a sa liste complète, avec ses conditions, sur notre page « Documents à fournir ».`;

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

const NO_STAMP_FOR_CIVIL_STATUS =
  "Aucun timbre n'est dû pour un changement de nom ou d'état civil tant que le passeport actuel est valide.";

// The stamp of the town hall's own department (F34752): Cayenne's page gives Guyane's price.
function stampAnswer(numDep: string | null): string {
  const stamp = departmentStamp(numDep);
  if (!stamp)
    return "La fiche officielle F34752 ne donne le prix que pour la métropole et les cinq départements d'outre-mer (Guadeloupe, Guyane, Martinique, Mayotte, La Réunion) : vérifiez le montant sur timbres.impots.gouv.fr.";
  const { adult, minor15AndOver, minorUnder15 } = stamp.prices;
  return `${formatEuros(adult)} pour un adulte, ${formatEuros(minor15AndOver)} pour un mineur de 15 ans et plus, ${formatEuros(minorUnder15)} pour un mineur de moins de 15 ans${stamp.note ? ` (${stamp.note})` : ''}.`;
}

function equippedAnswer(mairie: Mairie, who: string): string {
  if (mairie.equipped === 'equipped')
    return `Oui, ${who} est équipée d'un dispositif de recueil des demandes de passeport. Le dépôt se fait sur rendez-vous.`;
  if (mairie.equipped === 'not_equipped')
    return `Non, ${who} ne prend pas les demandes de passeport. Vous pouvez déposer votre demande dans n'importe quelle mairie équipée, quel que soit votre domicile.`;
  if (mairie.equipped === 'to_confirm')
    return `À confirmer : des pages publiques le disent, mais elles sont anciennes, indirectes ou se contredisent. Appelez ${who} avant de vous déplacer ; vous pouvez aussi déposer votre demande dans n'importe quelle mairie équipée.`;
  return `Nous n'avons pas pu le confirmer. Appelez ${who} avant de vous déplacer : toutes les mairies ne prennent pas les demandes de passeport, mais vous pouvez déposer la vôtre dans n'importe quelle mairie équipée.`;
}

function appointmentAnswer(appointment: AppointmentView, who: string): string {
  // What the site knows of the town hall first (the page's status), then how it books.
  const status = appointment.status
    ? `${appointment.status.text}${appointment.status.nearestKnown ? ` ${nearestKnownText()}` : ''}`
    : '';
  const booking = bookingAnswer(appointment, who);
  return [status, booking].filter(Boolean).join(' ');
}

function bookingAnswer(appointment: AppointmentView, who: string): string {
  if (appointment.kind === 'elsewhere') return '';
  if (appointment.kind === 'url')
    return `${capitalize(who)} propose la prise de rendez-vous en ligne. Comptez ${DELAYS.appointmentWaitWeeks.min} à ${DELAYS.appointmentWaitWeeks.max} semaines d'attente en général (notre estimation).`;
  // The town hall's own words come quoted with their source and day already.
  if (appointment.kind === 'text')
    return appointment.byTownHall ? appointment.text : `${capitalize(who)} indique : « ${appointment.text} »`;
  return `${MESSAGES.noBookingLink} Contactez-la directement${appointment.phone ? ` au ${appointment.phone.display}` : ''}.`;
}

function hoursAnswer(hours: HoursView): string {
  if (!hours.available) return hours.unavailableText ?? '';
  const week = hours.rows.map((row) => `${row.label} : ${row.hours}`).join(' ; ');
  if (hours.indicative) return `${week}. Ces horaires sont indicatifs : vérifiez-les auprès de la mairie.`;
  return hours.officialLabel ? `${week}. ${hours.officialLabel}.` : `${week}.`;
}

// The FAQ of a town hall page.
export function mairieFaq(
  mairie: Mairie,
  facts: { appointment: AppointmentView; hours: HoursView; contact: ContactView },
): FaqItem[] {
  const who = mairieReference(mairie.nom, mairie.ville);
  const contactWays = [
    facts.contact.phone && `par téléphone au ${facts.contact.phone.display}`,
    facts.contact.canEmail && 'par e-mail avec le formulaire « Contacter la mairie » de cette page',
    facts.contact.website && `sur son site ${facts.contact.website.label}`,
  ].filter(Boolean);
  return [
    { question: `${capitalize(who)} fait-elle les passeports ?`, answer: equippedAnswer(mairie, who) },
    {
      question: `Comment prendre rendez-vous pour un passeport auprès de ${who} ?`,
      answer: appointmentAnswer(facts.appointment, who),
    },
    { question: `Quels sont les horaires d'ouverture de ${who} ?`, answer: hoursAnswer(facts.hours) },
    {
      question: 'Quels documents apporter au rendez-vous ?',
      answer: DOCUMENTS_ANSWER,
      link: { href: '/documents', label: 'Les documents de chaque cas' },
    },
    {
      question: 'Combien coûte le timbre fiscal du passeport ?',
      answer: `${stampAnswer(mairie.num_dep)} ${NO_STAMP_FOR_CIVIL_STATUS}`,
    },
    {
      question: 'Quel est le délai pour obtenir le passeport ?',
      answer: `Comptez ${DELAYS.productionWeeks} semaines environ de fabrication après le rendez-vous (notre estimation). Un SMS vous prévient : retirez-le dans les ${DELAYS.pickupMonths} mois, sinon il est détruit. Il est valable ${DELAYS.validityYears.adult} ans pour un adulte et ${DELAYS.validityYears.minor} ans pour un mineur.`,
    },
    ...(contactWays.length
      ? [{ question: `Comment contacter ${who} ?`, answer: `${capitalize(contactWays.join(', ou '))}.` }]
      : []),
  ];
}

// schema.org FAQPage for the same questions.
export function faqJsonLd(items: readonly FaqItem[]): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  };
}
