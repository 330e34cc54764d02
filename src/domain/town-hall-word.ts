// The town hall's own word (issue 41): a town hall says, from the mailbox the official directory gives, whether it
// takes passport applications and how to book. Its rules, limits and words, in one place; the functions, the import
// and the pages use them (docs/town-hall-word.md).
import { getDomain } from 'tldts-icann';
import { frenchDate } from './equipment.ts';

/** Per town hall and per recipient address: at most one link a day and three in 30 days. Over them, the same
 *  answer as a sent link, and nothing sent. */
export const TOWN_HALL_LINK_LIMITS = { perDay: 1, per30Days: 3 } as const;

/** The most characters of « how to book » without an online booking page. */
export const BOOKING_HOW_MAX = 200;

/** Registrable domains of booking services town halls use for identity papers: a booking page on one of them is
 *  shown at once; on any other domain than the town hall's own site's or e-mail's, it waits for the team. */
const KNOWN_BOOKING_PROVIDERS = [
  'agendize.com',
  'ants.gouv.fr',
  'clicrdv.com',
  'espace-citoyens.net',
  'rdv360.com',
  'rendezvousonline.fr',
  'smartagenda.fr',
  'synbird.com',
] as const;

/** The registrable domain of a host name (the public suffix list's ICANN part), or null. */
export function registrableDomain(hostOrUrl: string): string | null {
  return getDomain(hostOrUrl);
}

/** True when a booking page must wait for the team: its registrable domain is neither the town hall's website's,
 *  nor its official e-mail's, nor a known booking provider's. */
export function bookingNeedsApproval(
  url: string,
  townHall: { site_web: string | null; directory_mail: string | null },
): boolean {
  const domain = registrableDomain(new URL(url).hostname);
  if (!domain) return true;
  const own = [
    townHall.site_web ? registrableDomain(new URL(townHall.site_web).hostname) : null,
    townHall.directory_mail ? registrableDomain(townHall.directory_mail.split('@')[1] ?? '') : null,
  ];
  return !own.includes(domain) && !(KNOWN_BOOKING_PROVIDERS as readonly string[]).includes(domain);
}

/** An address as the request page shows it: its first character, then « ••• », then the domain. */
export function maskEmail(address: string): string {
  const at = address.lastIndexOf('@');
  return `${[...address.slice(0, at)][0] ?? ''}•••${address.slice(at)}`;
}

// A web or e-mail address anywhere in the text, or a text that starts like one.
const URL_LIKE =
  /(?:\bhttps?:|\bwww\.|:\/\/|\b[a-z0-9-]+\.(?:fr|com|net|org|eu|bzh|corsica|paris|info|re)\b(?:\/|$|\s))/i;
const EMAIL_LIKE = /[^\s@]+@[^\s@]+\.[^\s@]+/;

/** What is wrong with « how to book » beyond the site's text rules (a French message), or null. */
export function bookingHowProblem(text: string): string | null {
  if (EMAIL_LIKE.test(text)) return TOWN_HALL_WORD_MESSAGES.bookingHowEmail;
  if (/^\s*http/i.test(text) || URL_LIKE.test(text)) return TOWN_HALL_WORD_MESSAGES.bookingHowUrl;
  return null;
}

/** What a town hall's answer says of its applications, as the pages word it: « Prend les demandes de passeport,
 *  d'après la mairie, 28 novembre 2026 ». */
export function townHallSays(takesApplications: boolean, day: string): string {
  const says = takesApplications ? 'Prend les demandes de passeport' : 'Ne prend pas les demandes de passeport';
  return `${says}, ${townHallSource(day)}`;
}

/** Where a value from a town hall's answer comes from, as the pages say it: « d’après la mairie, 28 novembre 2026 »
 *  (`day`: the answer's, YYYY-MM-DD). */
export function townHallSource(day: string | null | undefined): string {
  return day ? `d’après ${TOWN_HALL_WORD_TEXTS.source}, ${frenchDate(day)}` : `d’après ${TOWN_HALL_WORD_TEXTS.source}`;
}

/** The words of the town hall's pages and links, one home. */
export const TOWN_HALL_WORD_TEXTS = {
  pageLink: 'Vous êtes la mairie ? Mettez à jour cette page',
  source: 'la mairie',
  sourceLabel: 'Réponse de la mairie, envoyée depuis l’adresse e-mail que publie l’annuaire de Service-Public',
  officialAddress: (masked: string) => `${masked}, l’adresse publiée par l’annuaire de Service-Public`,
  /** The town hall's « how to book », quoted: its own words. */
  bookingHow: (text: string, day: string) =>
    `Comment prendre rendez-vous, d’après la mairie (${frenchDate(day)}) : « ${text} »`,
} as const;

/** The form's French field messages. */
export const TOWN_HALL_WORD_MESSAGES = {
  takes: 'Indiquez si la mairie prend les demandes de passeport et de carte d’identité.',
  bookingUrl: 'Indiquez l’adresse complète de la page de réservation, commençant par https://.',
  bookingHowUrl: 'N’indiquez pas d’adresse web ici : donnez-la dans le champ de la page de réservation.',
  bookingHowEmail: 'N’indiquez pas d’adresse e-mail ici.',
  bookingBoth: 'Donnez soit la page de réservation en ligne, soit la façon de prendre rendez-vous, pas les deux.',
} as const;
