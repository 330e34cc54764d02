// Generated French texts built from facts only (SPEC §2 /mairie/{nom}/rdv, /ville, articles).
import { DELAYS, DISPLAY } from './constants.ts';
import { formatDistance } from './distance.ts';
import type { Equipment } from './equipment.ts';
import { MESSAGES, finderSentenceText, nearestKnownEquipped } from './messages.ts';
import { formatPhone } from './phone.ts';

/** How a town hall takes appointments: a booking URL, free-text instructions, or nothing known. */
type AppointmentKind = 'url' | 'text' | 'none';

/** The town hall facts the appointment guide uses (SPEC §3 mairies). */
type MairieFacts = {
  /** Whether it takes passport applications, as the site knows it; unknown when not given. */
  equipped?: Equipment;
  nom: string;
  ville: string;
  code_postal?: string | null;
  rendez_vous?: string | null;
  tel?: string | null;
};

/** The city facts the 'À propos' text uses (SPEC §3 cities). */
type CityFacts = {
  commune: string;
  code_postal: string;
  nom_departement?: string | null;
  code_departement?: string | null;
  nom_region?: string | null;
};

// 'url' when rendez_vous starts with http, 'text' for other text, 'none' when empty (SPEC §2).
export function appointmentKind(rendezVous: string | null | undefined): AppointmentKind {
  const value = (rendezVous ?? '').trim();
  if (!value) return 'none';
  return /^http/i.test(value) ? 'url' : 'text';
}

// 'la mairie de Lyon' from 'Mairie de Lyon' or 'Mairie - Lyon'; other names use the town.
export function mairieReference(nom: string, ville: string): string {
  const rest = /^\s*mairie\b[\s\-–:]*(.*)$/i.exec(nom)?.[1]?.trim();
  if (!rest) return `la mairie de ${ville}`;
  return /^\p{Ll}/u.test(rest) ? `la mairie ${rest}` : `la mairie de ${rest}`;
}

/** An appointment's length in words, always labelled our estimate: no fiche gives a figure (SPEC §2's 20 and 30). */
export const appointmentLength = (kind: 'deposit' | 'full'): string =>
  `environ ${DELAYS.appointmentMinutes[kind]} minutes (notre estimation)`;

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

// How the guide opens, by what the site knows of the town hall (the page's status): only an equipped one is said to
// take the application; the others are named with what to do (the guide's appointment block links to the nearest).
function guideOpening(mairie: MairieFacts, who: string, where: string): string {
  const apply =
    'La demande de passeport se dépose en personne, sur rendez-vous, au guichet d’une mairie équipée, où que vous habitiez';
  switch (mairie.equipped ?? 'unknown') {
    case 'equipped':
      return `Pour demander ou renouveler un passeport auprès de ${who} (${where}), il faut prendre rendez-vous : la demande se dépose en personne, au guichet.`;
    case 'to_confirm':
      return `${apply}. Que ${who} (${where}) prenne les demandes de passeport est à confirmer : appelez-la avant de prendre rendez-vous ou de vous déplacer.`;
    case 'not_equipped':
      return `${apply}. ${capitalize(who)} (${where}) ne prend pas les demandes de passeport : choisissez une autre mairie.`;
    case 'unknown':
      return `${apply}. Nous ne savons pas si ${who} (${where}) prend les demandes de passeport : appelez-la avant de vous déplacer, ou choisissez une autre mairie.`;
  }
}

// Paragraphs of the appointment guide of /mairie/{slug}/rdv: what the site knows of the town hall, booking channel,
// wait, duration, pickup.
export function appointmentGuideText(mairie: MairieFacts): string[] {
  const who = mairieReference(mairie.nom, mairie.ville);
  const Who = capitalize(who);
  const where = [mairie.code_postal, mairie.ville].filter(Boolean).join(' ');
  const rdv = (mairie.rendez_vous ?? '').trim();
  const phone = mairie.tel ? ` au ${formatPhone(mairie.tel)}` : '';
  const { appointmentWaitWeeks: wait } = DELAYS;
  const booking = {
    url:
      `${Who} propose la prise de rendez-vous en ligne : ` +
      'choisissez un créneau sur sa page de réservation et gardez la confirmation.',
    text: `${Who} indique les modalités suivantes : « ${rdv} »`,
    none: `${MESSAGES.noBookingLink} Contactez-la directement${phone} pour obtenir un créneau.`,
  }[appointmentKind(rdv)];
  return [
    guideOpening(mairie, who, where),
    // A town hall that does not take applications has no booking to tell.
    ...(mairie.equipped === 'not_equipped' ? [] : [booking]),
    `Comptez en général ${wait.min} à ${wait.max} semaines pour obtenir un rendez-vous (notre estimation). ` +
      `Sur place, comptez ${appointmentLength('deposit')} pour déposer un dossier déjà pré-rempli en ligne, ` +
      `et ${appointmentLength('full')} pour une demande complète.`,
    'Les documents à apporter dépendent de votre situation (première demande, renouvellement, perte, vol…) et de ' +
      "l'âge du demandeur : les listes ci-dessous en donnent l'essentiel, et chaque cas a sa liste complète.",
    `Comptez ${DELAYS.productionWeeks} semaines environ de fabrication (notre estimation). Un SMS vous prévient quand il est prêt : ` +
      `retirez-le en mairie dans les ${DELAYS.pickupMonths} mois, sinon il est détruit.`,
  ];
}

/** The nearest town hall named when a postal code has none, distance in km; `equipped`: known to take applications
 *  (the nearest such one of the list; `closerMay`: a nearer one's status is not known), else the nearest of the
 *  list, whose status is not known. */
type NearestFact = {
  nom: string;
  ville: string;
  distance: number;
  approximate?: boolean;
  equipped?: boolean;
  closerMay?: boolean;
};

function mairiesSentence(count: number, nearest?: NearestFact): string {
  if (count > 0) {
    const [s, nt] = count > 1 ? ['s', 'nt'] : ['', ''];
    return (
      `${count} mairie${s} de ce code postal figure${nt} dans notre annuaire. ` +
      'Vérifiez sur sa fiche que la mairie choisie prend les demandes de passeport, ainsi que ses horaires.'
    );
  }
  const none = 'Aucune mairie de ce code postal ne figure dans notre annuaire';
  if (!nearest) return `${none} : consultez la liste des mairies du département.`;
  const where = `${nearest.nom} (${nearest.ville})`;
  const distance = formatDistance(nearest.distance, nearest.approximate);
  // Only what is known: the nearest known to take applications, and closer ones may (one wording, messages.ts).
  if (nearest.equipped) {
    const known = nearestKnownEquipped(where, distance, { closerMay: nearest.closerMay ?? true });
    return `${none}. ${finderSentenceText(known)}`;
  }
  return `${none}. Parmi les mairies proches, la plus proche est ${where}, à ${distance} ; nous ne savons pas si elle prend les demandes de passeport.`;
}

// Paragraphs of the 'À propos' block of /ville/{code_postal} when the city has no text of its own.
export function cityAboutText(city: CityFacts, mairieCount: number, nearest?: NearestFact): string[] {
  const code = city.code_departement ? ` (${city.code_departement})` : '';
  const department = city.nom_departement ? ` du département ${city.nom_departement}${code}` : '';
  const region = city.nom_region ? `, en région ${city.nom_region}` : '';
  return [
    `${city.commune} (${city.code_postal}) est une commune${department}${region}.`,
    mairiesSentence(mairieCount, nearest),
    'Vous pouvez remplir votre pré-demande de passeport en ligne avant le rendez-vous : ' +
      `le dépôt du dossier en mairie prend alors ${appointmentLength('deposit')}.`,
  ];
}

// Plain text cut on a word boundary to at most `max` characters, ellipsis '…' included.
export function truncateDescription(text: string, max: number = DISPLAY.metaDescriptionMax): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const room = clean.slice(0, max - 1);
  const lastSpace = room.lastIndexOf(' ');
  const head = clean[max - 1] === ' ' || lastSpace <= 0 ? room : room.slice(0, lastSpace);
  return `${head.replace(/[\s,;:.!?\-–—]+$/, '')}…`;
}
