// schema.org GovernmentOffice of a town hall page: address, position, phone, image, verified opening hours,
// wheelchair access, and its booking page as a ReserveAction.
import { ACCESS_LABELS } from '../domain/access.ts';
import { dataPhone } from '../domain/phone.ts';
import type { Schedule } from '../domain/schedule.ts';
import type { Mairie } from '../data/site/site-data.ts';
import { openingHoursJsonLd } from './hours.ts';
import { siteImage } from './mairie-summary.ts';

// The GovernmentOffice object; `url` is the page's absolute URL, `bookingUrl` the booking page the page links to (any
// source: the booking list, a visitor's correction, the town hall's answer), or null.
export function governmentOfficeJsonLd(
  mairie: Mairie,
  url: string,
  schedule: Schedule,
  bookingUrl: string | null = null,
): object {
  // A town hall without any street line in the directory (63 small communes) is reached by its name, as La Poste
  // delivers « Mairie d'Ignaux, 09110 Ignaux »: its name stands as the street line, so every office has one.
  const street =
    [mairie.ligne_2, mairie.ligne_3, mairie.ligne_4]
      .map((line) => line?.trim())
      .filter(Boolean)
      .join(', ') || mairie.nom;
  const telephone = dataPhone(mairie.tel);
  const hours = openingHoursJsonLd(schedule);
  // Only the image the page itself shows: an external one is left out of both.
  const image = siteImage(mairie.ville_image_url);
  return {
    '@context': 'https://schema.org',
    '@type': 'GovernmentOffice',
    name: mairie.nom,
    url,
    address: {
      '@type': 'PostalAddress',
      streetAddress: street,
      ...(mairie.code_postal && { postalCode: mairie.code_postal }),
      addressLocality: mairie.ville,
      ...(mairie.dep && { addressRegion: mairie.dep }),
      addressCountry: 'FR',
    },
    // An approximate position (the commune's point) is not published as the office's coordinates.
    ...(mairie.latitude !== null &&
      mairie.longitude !== null &&
      !mairie.position_approximate && {
        geo: { '@type': 'GeoCoordinates', latitude: mairie.latitude, longitude: mairie.longitude },
      }),
    ...(telephone && { telephone }),
    ...(image && { image: new URL(image, url).href }),
    ...(hours.length && { openingHoursSpecification: hours }),
    ...(mairie.access && { amenityFeature: [wheelchairAccess(mairie.access)] }),
    ...(bookingUrl && { potentialAction: reserveAction(bookingUrl) }),
  };
}

// Its online booking page, as the action of booking an appointment there: only what says it (every town hall page
// carries it, within the HTML budget, tests/e2e/html-budget.test.ts).
function reserveAction(bookingUrl: string): object {
  return { '@type': 'ReserveAction', target: { '@type': 'EntryPoint', urlTemplate: bookingUrl } };
}

// schema.org has no wheelchair property of its own for a Place: its `amenityFeature` (LocationFeatureSpecification,
// a PropertyValue) says it, as the page's label does; DEM is accessible with help, which the description says.
function wheelchairAccess(access: NonNullable<Mairie['access']>): object {
  return {
    '@type': 'LocationFeatureSpecification',
    name: 'Accès en fauteuil roulant',
    value: access !== 'NAC',
    description: ACCESS_LABELS[access],
  };
}
