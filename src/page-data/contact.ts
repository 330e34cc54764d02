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
  /** The block's source lines, one per source, for the contacts and the address and position shown above
   *  (« Source du numéro et de l'e-mail : … »). */
  sourceLines: string[];
};

const NAMES = {
  phone: 'du numéro',
  website: 'du site web',
  email: "de l'e-mail",
  address: "de l'adresse",
  position: 'de la position sur la carte',
} as const;

// One line per distinct source: « Source du numéro et du site web : annuaire …, octobre 2026 ».
function sourceLines(sources: Record<keyof typeof NAMES, string | null>): string[] {
  const bySource = new Map<string, string[]>();
  for (const key of Object.keys(NAMES) as (keyof typeof NAMES)[]) {
    const text = sources[key];
    if (text) bySource.set(text, [...(bySource.get(text) ?? []), NAMES[key]]);
  }
  return [...bySource].map(([text, names]) => {
    const what = names.length > 1 ? `${names.slice(0, -1).join(', ')} et ${names[names.length - 1]}` : names[0];
    return `Source ${what} : ${text}.`;
  });
}

type Sourced = `${'tel' | 'site_web' | 'mail' | 'address' | 'position'}_source${'' | '_date'}`;

// The contact block of a town hall.
export function contactView(
  mairie: Pick<Mairie, 'site_web' | 'mail' | 'tel'> &
    Partial<Pick<Mairie, Sourced | 'ligne_2' | 'latitude' | 'position_approximate'>>,
  sources: DataSources = NO_SOURCES,
): ContactView {
  const href = normalizeWebsite(mairie.site_web);
  const phone = phoneView(mairie.tel);
  const canEmail = isValidEmail(mairie.mail);
  const phoneSource = phone ? sourceText(mairie.tel_source, mairie.tel_source_date, sources) : null;
  const websiteSource = href ? sourceText(mairie.site_web_source, mairie.site_web_source_date, sources) : null;
  const emailSource = canEmail ? sourceText(mairie.mail_source, mairie.mail_source_date, sources) : null;
  return {
    website: href ? { href, label: websiteLabel(href) } : null,
    canEmail,
    phone,
    sourceLines: sourceLines({
      phone: phoneSource,
      website: websiteSource,
      email: emailSource,
      address: sourceText(mairie.address_source, mairie.address_source_date, sources),
      // An approximate position is the commune's point: the map says so, no source is claimed for it.
      position:
        mairie.latitude != null && !mairie.position_approximate
          ? sourceText(mairie.position_source, mairie.position_source_date, sources)
          : null,
    }),
  };
}
