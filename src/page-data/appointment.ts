// The appointment section of a town hall page, in its three cases (SPEC §2).
import { MESSAGES } from '../domain/messages.ts';
import { formatPhone, toTelHref } from '../domain/phone.ts';
import { appointmentKind } from '../domain/texts.ts';
import type { DataSources } from '../data/queries/data-sources.ts';
import type { Mairie } from '../data/site/site-data.ts';
import { mairiePath, rdvPath } from '../domain/paths.ts';
import { EQUIPMENT_LABELS, type Equipment } from '../domain/equipment.ts';
import { NO_SOURCES, sourceText } from './provenance.ts';
import { TOWN_HALL_SOURCE } from '../domain/source-order.ts';
import { TOWN_HALL_WORD_TEXTS } from '../domain/town-hall-word.ts';

/** A phone number ready for a tel: link. */
export type PhoneView = { display: string; href: string };

/** What the block says first, for a town hall not known to take applications: its status in a sentence, and
 *  whether it then points to the nearest known ones (NEAREST_KNOWN, the page's list at `nearestHref`). */
export type AppointmentStatus = { text: string; nearestKnown: boolean; nearestHref: string };

/** url: button to the /rdv guide; text: the instructions (or the town hall's own « how to book », quoted, with its
 *  source and date in the sentence) and a link to details; none: contact the town hall
 *  (and a link to the guide); elsewhere: a town hall that does not take applications, no booking. `source`: where
 *  the link or instructions come from (provenance.ts), null when unknown; `status`: null for an equipped one. */
export type AppointmentView = { status: AppointmentStatus | null } & (
  | { kind: 'url'; rdvHref: string; bookingUrl: string; hint: string; source: string | null }
  | {
      kind: 'text';
      text: string;
      detailsHref: string;
      detailsLabel: string;
      source: string | null;
      /** The town hall's own « how to book »: `text` is the whole sentence, its words quoted with their source. */
      byTownHall?: boolean;
    }
  | { kind: 'none'; message: string; phone: PhoneView | null; guideHref: string }
  | { kind: 'elsewhere'; guideHref: string }
);

// The status sentences, with the words of the page's status (EQUIPMENT_LABELS): « à confirmer » calls first, unknown
// and « ne prend pas » point to the nearest known town halls and the official finder.
const STATUS: Record<Exclude<Equipment, 'equipped'>, { text: string; nearestKnown: boolean }> = {
  to_confirm: {
    text: `${EQUIPMENT_LABELS.to_confirm} : appelez la mairie avant de prendre rendez-vous ou de vous déplacer.`,
    nearestKnown: false,
  },
  unknown: {
    text: 'Nous ne savons pas si cette mairie prend les demandes de passeport : appelez-la avant de vous déplacer.',
    nearestKnown: true,
  },
  not_equipped: { text: 'Cette mairie ne prend pas les demandes de passeport.', nearestKnown: true },
};

/** The anchor of the town hall page's nearest list (NearbyList's id on /mairie/{slug}). */
export const NEAREST_LIST_ID = 'proches-title';

// The status part of the block: null for an equipped town hall.
function appointmentStatus(equipped: Equipment, slug: string): AppointmentStatus | null {
  if (equipped === 'equipped') return null;
  return { ...STATUS[equipped], nearestHref: `${mairiePath(slug)}#${NEAREST_LIST_ID}` };
}

const APPOINTMENT_HINT = 'Préparez votre rendez-vous avec notre guide avant de réserver votre créneau.';
const DETAILS_LABEL = 'Informations détaillées sur le rendez-vous';
export const GUIDE_LABEL = 'Préparer votre rendez-vous : documents, délais et liste de vérification';

// The phone of a town hall, or null when it is missing or unusable.
export function phoneView(tel: string | null): PhoneView | null {
  const href = toTelHref(tel);
  return href ? { display: formatPhone(tel), href } : null;
}

// The town hall's own « how to book », when its answer gave one and no booking page stands since: its words quoted.
function townHallBookingHow(
  mairie: Partial<Pick<Mairie, 'rendez_vous_source' | 'townHallBookingHow'>>,
): { text: string; source: null; byTownHall: true } | null {
  const how = mairie.townHallBookingHow;
  if (!how || mairie.rendez_vous_source !== TOWN_HALL_SOURCE) return null;
  return { text: TOWN_HALL_WORD_TEXTS.bookingHow(how.text, how.day), source: null, byTownHall: true };
}

// The section for a town hall's rendez_vous field.
export function appointmentView(
  mairie: Pick<Mairie, 'slug' | 'rendez_vous' | 'tel'> &
    Partial<Pick<Mairie, 'rendez_vous_source' | 'rendez_vous_source_date' | 'equipped' | 'townHallBookingHow'>>,
  sources: DataSources = NO_SOURCES,
): AppointmentView {
  const value = (mairie.rendez_vous ?? '').trim();
  const own = value ? null : townHallBookingHow(mairie);
  const source = () => sourceText(mairie.rendez_vous_source, mairie.rendez_vous_source_date, sources);
  const status = appointmentStatus(mairie.equipped ?? 'unknown', mairie.slug);
  if (mairie.equipped === 'not_equipped') return { status, kind: 'elsewhere', guideHref: rdvPath(mairie.slug) };
  if (own) return { status, kind: 'text', ...own, detailsHref: rdvPath(mairie.slug), detailsLabel: DETAILS_LABEL };
  switch (appointmentKind(value)) {
    case 'url':
      return {
        status,
        kind: 'url',
        rdvHref: rdvPath(mairie.slug),
        bookingUrl: value,
        hint: APPOINTMENT_HINT,
        source: source(),
      };
    case 'text':
      return {
        status,
        kind: 'text',
        text: value,
        detailsHref: rdvPath(mairie.slug),
        detailsLabel: DETAILS_LABEL,
        source: source(),
      };
    default:
      return {
        status,
        kind: 'none',
        message: `${MESSAGES.noBookingLink} ${MESSAGES.noAppointmentInfo}`,
        phone: phoneView(mairie.tel),
        guideHref: rdvPath(mairie.slug),
      };
  }
}
