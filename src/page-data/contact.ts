// The contact block of a town hall page: website, 'Contacter la mairie' (only with an e-mail), phone.
import { isValidEmail, normalizeWebsite, websiteLabel } from '../domain/url.ts';
import type { DataSources } from '../data/queries/data-sources.ts';
import type { Mairie } from '../data/site/site-data.ts';
import { phoneView, type PhoneView } from './appointment.ts';
import { NO_SOURCES, sourceText } from './provenance.ts';

/** What the contact block offers; the town hall's address is never needed to render the form. */
export type ContactView = {
  website: { href: string; label: string } | null;
  /** True when the town hall has a valid e-mail: the contact form (POST /api/contact-mairie) is offered. */
  canEmail: boolean;
  phone: PhoneView | null;
  /** Where the phone number comes from (provenance.ts), null without a phone or a known source. */
  phoneSource: string | null;
};

// The contact block of a town hall.
export function contactView(
  mairie: Pick<Mairie, 'site_web' | 'mail' | 'tel'> & Partial<Pick<Mairie, 'tel_source' | 'tel_source_date'>>,
  sources: DataSources = NO_SOURCES,
): ContactView {
  const href = normalizeWebsite(mairie.site_web);
  const phone = phoneView(mairie.tel);
  return {
    website: href ? { href, label: websiteLabel(href) } : null,
    canEmail: isValidEmail(mairie.mail),
    phone,
    phoneSource: phone ? sourceText(mairie.tel_source, mairie.tel_source_date, sources) : null,
  };
}
