// Props of /ville/{code_postal}: communes of the code, their town halls or the 5 nearest, 'À propos'.
import { NEAREST } from '../domain/constants.ts';
import { CITY_WITHOUT_KNOWN_EQUIPPED, MESSAGES } from '../domain/messages.ts';
import { cityAboutText } from '../domain/texts.ts';
import type { CityRow } from '../data/queries/cities.ts';
import type { SiteData } from '../data/site/site-data.ts';
import { addressLines } from '../domain/address.ts';
import { isSuggestable } from '../domain/equipment.ts';
import { toMairieLink, type MairieLink } from './mairie-summary.ts';
import { nearerThanKnown, nearestToPoint, type NearbyLink } from './nearby.ts';
import { paragraphs } from './mairie-page.ts';
import { cityPath, departmentPath } from '../domain/paths.ts';
import { CITIES_CRUMB, HOME_CRUMB, citySeoText, pageSeo, type PageSeo } from './seo.ts';

/** Everything /ville/{code_postal} shows. */
type VillePageData = {
  seo: PageSeo;
  codePostal: string;
  title: string;
  communes: { name: string; insee: string }[];
  department: { name: string; href: string } | null;
  mairies: (MairieLink & { addressLines: string[] })[];
  /** Set when no town hall of the code may take applications: the notice and the 5 nearest (equipped first). */
  fallback: { notice: string; nearest: NearbyLink[]; emptyText: string } | null;
  about: string[];
};

// Name of a postal code's area: 'Lyon' or 'Brest, Guipavas et Plougastel'.
function areaName(communes: readonly string[]): string {
  if (communes.length <= 1) return communes[0] ?? '';
  return `${communes.slice(0, -1).join(', ')} et ${communes[communes.length - 1]}`;
}

// The point the nearest town halls are measured from: the first commune with coordinates.
function originOf(rows: readonly CityRow[]): { lat: number; lon: number } | null {
  const row = rows.find((r) => r.latitude !== null && r.longitude !== null);
  return row ? { lat: row.latitude as number, lon: row.longitude as number } : null;
}

// Props of the city page of a postal code, or null when the code is unknown.
export function getVillePage(site: SiteData, codePostal: string): VillePageData | null {
  const rows = site.citiesByCode.get(codePostal);
  if (!rows?.length) return null;
  const communes = [
    ...new Map(rows.map((r) => [r.code_commune_insee, { name: r.commune, insee: r.code_commune_insee }])).values(),
  ];
  const own = site.mairiesByCode.get(codePostal) ?? [];
  const origin = originOf(rows);
  const nearest =
    own.some(isSuggestable) || !origin
      ? []
      : // In the city's territory (sameTerritory): an overseas city's nearest are never in another department.
        nearestToPoint(site, origin.lat, origin.lon, NEAREST.onCityPage, undefined, false, rows[0].code_departement);
  const fallback = own.some(isSuggestable)
    ? null
    : {
        notice: CITY_WITHOUT_KNOWN_EQUIPPED,
        nearest,
        emptyText: MESSAGES.noNearbyMairie,
      };
  // The list ranks equipped town halls first, nearest first: the first equipped one is the nearest known to take
  // applications; without any, the nearest of them all.
  const closest =
    nearest.find((m) => m.equipped === 'equipped') ??
    nearest.reduce<NearbyLink | undefined>(
      (best, m) => (best === undefined || (m.distance ?? Infinity) < (best.distance ?? Infinity) ? m : best),
      undefined,
    );
  const first = rows[0];
  const name = areaName(communes.map((c) => c.name));
  const ownText = rows.map((r) => r.chatgpt).find((text) => text && text.trim());
  const about = ownText
    ? paragraphs(ownText)
    : cityAboutText(
        first,
        own.length,
        closest && closest.distance !== null
          ? {
              nom: closest.name,
              ville: closest.ville,
              distance: closest.distance,
              approximate: closest.approximate,
              equipped: closest.equipped === 'equipped',
              closerMay: nearerThanKnown(nearest),
            }
          : undefined,
      );
  const path = cityPath(codePostal);
  return {
    seo: pageSeo({
      ...citySeoText(
        codePostal,
        communes.map((c) => c.name),
      ),
      canonicalPath: path,
      breadcrumbs: [HOME_CRUMB, CITIES_CRUMB, { name: `${name} (${codePostal})`, path }],
    }),
    codePostal,
    title: `${name} (${codePostal})`,
    communes,
    department:
      first.code_departement && site.mairiesByDep.has(first.code_departement)
        ? {
            name: `${first.nom_departement ?? 'Département'} (${first.code_departement})`,
            href: departmentPath(first.code_departement),
          }
        : null,
    mairies: own.map((m) => ({ ...toMairieLink(m), addressLines: addressLines(m) })),
    fallback,
    about,
  };
}
