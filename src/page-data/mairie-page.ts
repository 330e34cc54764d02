// Props of /mairie/{slug}: every block of the town hall page, shaped from the in-memory site.
import { DISPLAY } from '../domain/constants.ts';
import { estimateCrowding, type Crowding } from '../domain/crowding.ts';
import { MESSAGES } from '../domain/messages.ts';
import { toAbsoluteUrl } from './head.ts';
import { siteConfig } from '../data/config.ts';
import type { Mairie, SiteData } from '../data/site/site-data.ts';
import { NEAREST_LIST_ID, appointmentView, type AppointmentView } from './appointment.ts';
import { contactView, type ContactView } from './contact.ts';
import { successorNotice, successorOf, townHallNotice, type TownHallNotice } from './mairie-notice.ts';
import { faqJsonLd, mairieFaq, type FaqItem } from './faq.ts';
import { hoursView, statusScriptData, type HoursView, type StatusScriptData } from './hours.ts';
import { equipmentSource, townHallStatus } from './provenance.ts';
import { governmentOfficeJsonLd } from './mairie-jsonld.ts';
import { addressLines } from '../domain/address.ts';
import { equippedNotice, shownStatements, siteImage, type EquippedNotice } from './mairie-summary.ts';
import { DEPARTMENT_ALREADY_LISTED, nearestMairies, sameDepartmentMairies, type NearbyLink } from './nearby.ts';
import { cityCrumb } from './city-links.ts';
import { DEPARTMENTS_CRUMB, HOME_CRUMB, mairieSeoText, pageSeo, type PageSeo } from './seo.ts';
import { departmentPath, mairiePath, rdvPath, SEARCH_ANCHOR, townHallRequestPath } from '../domain/paths.ts';
import { TOWN_HALL_WORD_TEXTS } from '../domain/town-hall-word.ts';
import { ratingView, reviewsView, type RatingView, type ReviewsView } from './reviews.ts';

/** The map place: a lazily loaded Leaflet map, with an OpenStreetMap link as fallback. */
export type MapView = {
  lat: number;
  lon: number;
  zoom: number;
  heightPx: number;
  name: string;
  osmHref: string;
  /** The commune's point, not the town hall's (import positions check): the page says « position approximative ». */
  approximate: boolean;
};

/** The first screen's one-tap actions (docs/town-hall-page.md): call when a phone is known, the route, and the
 * booking page, or the appointment guide when no booking link is known. */
export type QuickActions = {
  call: { href: string; display: string } | null;
  /** OpenStreetMap directions to the town hall's position (its address without one): no key, nothing sent to Google. */
  route: string;
  book: { href: string; label: string; external: boolean };
};

/** The town hall to go to, on the page of one the directory no longer lists (successorOf): the notice that says
 *  so first, then its status, address and one-tap actions, on the first screen. */
export type SuccessorView = {
  notice: TownHallNotice;
  equipped: EquippedNotice;
  addressLines: string[];
  actions: QuickActions;
};

/** A list with the text shown when it is empty. */
export type ListView<T> = { items: T[]; emptyText: string };

/** Everything /mairie/{slug} shows, block by block. */
export type MairiePageData = {
  seo: PageSeo;
  id: number;
  name: string;
  slug: string;
  searchHref: string;
  imageUrl: string | null;
  addressLines: string[];
  department: { name: string; href: string } | null;
  equipped: EquippedNotice;
  /** Where to go instead when this town hall is closed since or its commune merged since. */
  notice: TownHallNotice | null;
  /** Set when the directory no longer lists this town hall: the one to go to leads the page, and this one's details
   *  follow as history (no contact form, no appointment guide, no GovernmentOffice JSON-LD). */
  successor: SuccessorView | null;
  crowding: Crowding & { detail: string | null };
  rating: RatingView;
  map: MapView | null;
  actions: QuickActions;
  contact: ContactView;
  appointment: AppointmentView;
  hours: HoursView;
  /** The open-now script's data (hours.ts statusScriptData). */
  statusScript: StatusScriptData;
  reviews: ReviewsView;
  faq: FaqItem[];
  extra: string[];
  sameDepartment: ListView<NearbyLink>;
  nearest: ListView<NearbyLink>;
  /** The town hall's own way to update its page (issue 41, docs/town-hall-word.md): a plain link to the request page,
   *  on the page of a town hall the directory lists (its official mailbox receives the link); null otherwise. */
  townHallLink: { href: string; label: string } | null;
};

// The link to the town hall's request page, on the page of a town hall the last directory import lists.
function townHallLink(mairie: Pick<Mairie, 'id' | 'directory_listed'>): MairiePageData['townHallLink'] {
  return mairie.directory_listed
    ? { href: townHallRequestPath(mairie.id), label: TOWN_HALL_WORD_TEXTS.pageLink }
    : null;
}

// 'Estimation d'après …' under the crowding level.
function crowdingDetail(crowding: Crowding, weeklyVisits: number | undefined): string | null {
  if (!crowding.available) return null;
  return weeklyVisits !== undefined
    ? `Estimation d'après ${weeklyVisits} consultation${weeklyVisits > 1 ? 's' : ''} de cette fiche cette semaine.`
    : "Estimation d'après la population de la commune et les horaires d'ouverture.";
}

// The map place of a town hall, or null without coordinates.
export function mapView(mairie: Mairie): MapView | null {
  if (mairie.latitude === null || mairie.longitude === null) return null;
  const { latitude: lat, longitude: lon } = mairie;
  return {
    lat,
    lon,
    zoom: DISPLAY.mapZoom,
    heightPx: DISPLAY.mapHeightPx,
    name: mairie.nom,
    osmHref: `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=${DISPLAY.mapZoom}/${lat}/${lon}`,
    approximate: mairie.position_approximate,
  };
}

const OSM_DIRECTIONS = 'https://www.openstreetmap.org/directions';

// OpenStreetMap's directions to a town hall: to its coordinates (openstreetmap.org fills the destination with them
// and the visitor picks the start, or their own position), or to its address when it has no position of its own
// (none, or only its commune's point).
function routeHref(
  mairie: Pick<Mairie, 'latitude' | 'longitude' | 'position_approximate'>,
  address: readonly string[],
): string {
  const to =
    mairie.latitude !== null && mairie.longitude !== null && !mairie.position_approximate
      ? `${mairie.latitude},${mairie.longitude}`
      : address.join(', ');
  return `${OSM_DIRECTIONS}?${new URLSearchParams({ to })}`;
}

// The first screen's actions: the booking link of an equipped town hall, the nearest list for one that does not take
// applications, else the appointment guide (which says what the site knows of it). `page`: the path of the page the
// nearest list is on, when it is another town hall's page (a successor's).
function quickActions(mairie: Mairie, contact: ContactView, appointment: AppointmentView, page = ''): QuickActions {
  return {
    call: contact.phone,
    route: routeHref(mairie, addressLines(mairie)),
    book:
      appointment.kind === 'elsewhere'
        ? { href: `${page}#${NEAREST_LIST_ID}`, label: 'Mairies proches', external: false }
        : appointment.kind === 'url' && !appointment.status
          ? { href: appointment.bookingUrl, label: 'Réserver', external: true }
          : { href: rdvPath(mairie.slug), label: 'Rendez-vous', external: false },
  };
}

// Where to go instead of `mairie`, when the directory no longer lists it: its successor's status, address, actions.
function successorView(site: SiteData, mairie: Mairie): SuccessorView | null {
  const target = successorOf(site, mairie);
  if (!target) return null;
  const notice = successorNotice(site, mairie, target);
  const contact = contactView(target, site.dataSources);
  const appointment = appointmentView(target, site.dataSources);
  return {
    notice,
    equipped: equippedNotice(target.equipped),
    addressLines: addressLines(target),
    actions: quickActions(target, contact, appointment, mairiePath(target.slug)),
  };
}

// Paragraphs of a plain text (blank-line separated).
export function paragraphs(text: string | null): string[] {
  return (text ?? '')
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
}

// Props of the town hall page of `mairie`.
export function mairiePageData(site: SiteData, mairie: Mairie): MairiePageData {
  const place = site.placeByMairie.get(mairie.id);
  const reports = site.reportsByMairie.get(mairie.id) ?? [];
  const hours = hoursView(place, mairie.directorySchedule, mairie, site.dataSources);
  const weeklyVisits = site.weeklyVisits.get(mairie.id);
  const crowding = estimateCrowding({
    schedule: hours.live ? hours.schedule : null,
    weeklyVisits: weeklyVisits ?? null,
    population: mairie.population,
  });
  const successor = successorView(site, mairie);
  const appointment = appointmentView(mairie, site.dataSources);
  // A town hall the directory no longer lists: no message to its old address, no FAQ speaking of it as open.
  const contact = { ...contactView(mairie, site.dataSources), ...(successor && { canEmail: false }) };
  const faq = successor ? [] : mairieFaq(mairie, { appointment, hours, contact });
  const path = mairiePath(mairie.slug);
  const statements = shownStatements(mairie);
  const department = mairie.num_dep
    ? { name: `${mairie.dep ?? 'Département'} (${mairie.num_dep})`, href: departmentPath(mairie.num_dep) }
    : null;
  const nearest = nearestMairies(site, mairie);
  const sameDepartment = sameDepartmentMairies(site, mairie, nearest);
  return {
    seo: pageSeo({
      ...mairieSeoText(site.mairies, mairie),
      canonicalPath: path,
      // No GovernmentOffice describing an office that no longer receives the public.
      jsonLd: successor
        ? []
        : [
            governmentOfficeJsonLd(
              mairie,
              toAbsoluteUrl(siteConfig.siteUrl, path),
              hours.schedule,
              appointment.kind === 'url' ? appointment.bookingUrl : null,
            ),
            faqJsonLd(faq),
          ],
      breadcrumbs: [
        HOME_CRUMB,
        DEPARTMENTS_CRUMB,
        ...(department ? [{ name: department.name, path: department.href }] : []),
        ...cityCrumb(site, mairie),
        { name: mairie.nom, path },
      ],
    }),
    id: mairie.id,
    name: mairie.nom,
    slug: mairie.slug,
    searchHref: SEARCH_ANCHOR,
    imageUrl: siteImage(mairie.ville_image_url),
    addressLines: addressLines(mairie),
    department,
    equipped: equippedNotice(
      mairie.equipped,
      mairie.equipped === 'unknown' || statements.length
        ? null
        : equipmentSource(mairie.equipped_source, mairie.equipped_source_date, site.dataSources),
      statements,
      townHallStatus(mairie),
    ),
    notice: townHallNotice(site, mairie),
    successor,
    crowding: { ...crowding, detail: crowdingDetail(crowding, weeklyVisits) },
    rating: ratingView(reports, place?.rating ?? null),
    map: mapView(mairie),
    actions: quickActions(mairie, contact, appointment),
    contact,
    appointment,
    hours,
    statusScript: statusScriptData(hours, site.now),
    reviews: reviewsView(reports),
    faq,
    extra: paragraphs(mairie.chatgpt_content),
    sameDepartment: {
      items: sameDepartment,
      emptyText:
        (site.mairiesByDep.get(mairie.num_dep ?? '')?.length ?? 0) > 1
          ? DEPARTMENT_ALREADY_LISTED
          : MESSAGES.noOtherMairieInDepartment,
    },
    nearest: { items: nearest, emptyText: MESSAGES.noNearbyMairie },
    townHallLink: townHallLink(mairie),
  };
}
