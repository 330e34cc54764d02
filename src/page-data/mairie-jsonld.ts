// schema.org GovernmentOffice of a town hall page: address, position, phone, verified opening hours.
import { normalizePhone } from '../domain/phone.ts';
import type { Schedule } from '../domain/schedule.ts';
import type { Mairie } from '../data/site/site-data.ts';
import { openingHoursJsonLd } from './hours.ts';

// The GovernmentOffice object; `url` is the page's absolute URL.
export function governmentOfficeJsonLd(mairie: Mairie, url: string, schedule: Schedule): object {
  const street = [mairie.ligne_2, mairie.ligne_3, mairie.ligne_4].filter(Boolean).join(', ');
  const telephone = normalizePhone(mairie.tel);
  const hours = openingHoursJsonLd(schedule);
  return {
    '@context': 'https://schema.org',
    '@type': 'GovernmentOffice',
    name: mairie.nom,
    url,
    address: {
      '@type': 'PostalAddress',
      ...(street && { streetAddress: street }),
      ...(mairie.code_postal && { postalCode: mairie.code_postal }),
      addressLocality: mairie.ville,
      ...(mairie.dep && { addressRegion: mairie.dep }),
      addressCountry: 'FR',
    },
    ...(mairie.latitude !== null &&
      mairie.longitude !== null && {
        geo: { '@type': 'GeoCoordinates', latitude: mairie.latitude, longitude: mairie.longitude },
      }),
    ...(telephone && { telephone }),
    ...(mairie.ville_image_url && { image: new URL(mairie.ville_image_url, url).href }),
    ...(hours.length && { openingHoursSpecification: hours }),
  };
}
