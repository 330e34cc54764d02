// The appointment section of a town hall page, in its three cases (SPEC §2).
import { MESSAGES } from '../domain/messages.ts';
import { formatPhone, toTelHref } from '../domain/phone.ts';
import { appointmentKind } from '../domain/texts.ts';
import type { DataSources } from '../data/queries/data-sources.ts';
import type { Mairie } from '../data/site/site-data.ts';
import { rdvPath } from '../domain/paths.ts';
import { NO_SOURCES, sourceText } from './provenance.ts';

/** A phone number ready for a tel: link. */
export type PhoneView = { display: string; href: string };

/** url: button to the /rdv guide; text: the instructions and a link to details; none: contact the town hall
 *  (and a link to the guide). `source`: where the link or instructions come from (provenance.ts), null when unknown. */
export type AppointmentView =
  | { kind: 'url'; rdvHref: string; bookingUrl: string; hint: string; source: string | null }
  | { kind: 'text'; text: string; detailsHref: string; detailsLabel: string; source: string | null }
  | { kind: 'none'; message: string; phone: PhoneView | null; guideHref: string };

const APPOINTMENT_HINT = 'Préparez votre rendez-vous avec notre guide avant de réserver votre créneau.';
const DETAILS_LABEL = 'Informations détaillées sur le rendez-vous';
export const GUIDE_LABEL = 'Préparer votre rendez-vous : documents, délais et liste de vérification';

// The phone of a town hall, or null when it is missing or unusable.
export function phoneView(tel: string | null): PhoneView | null {
  const href = toTelHref(tel);
  return href ? { display: formatPhone(tel), href } : null;
}

// The section for a town hall's rendez_vous field.
export function appointmentView(
  mairie: Pick<Mairie, 'slug' | 'rendez_vous' | 'tel'> &
    Partial<Pick<Mairie, 'rendez_vous_source' | 'rendez_vous_source_date'>>,
  sources: DataSources = NO_SOURCES,
): AppointmentView {
  const value = (mairie.rendez_vous ?? '').trim();
  const source = () => sourceText(mairie.rendez_vous_source, mairie.rendez_vous_source_date, sources);
  switch (appointmentKind(value)) {
    case 'url':
      return {
        kind: 'url',
        rdvHref: rdvPath(mairie.slug),
        bookingUrl: value,
        hint: APPOINTMENT_HINT,
        source: source(),
      };
    case 'text':
      return {
        kind: 'text',
        text: value,
        detailsHref: rdvPath(mairie.slug),
        detailsLabel: DETAILS_LABEL,
        source: source(),
      };
    default:
      return {
        kind: 'none',
        message: MESSAGES.noAppointmentInfo,
        phone: phoneView(mairie.tel),
        guideHref: rdvPath(mairie.slug),
      };
  }
}
