// Props of /departements and /departements/{code}.
import { isSuperseded } from '../domain/town-hall.ts';
import { MESSAGES } from '../domain/messages.ts';
import type { DepartmentRow } from '../data/queries/departments.ts';
import type { SiteData } from '../data/site/site-data.ts';
import type { Mairie } from '../data/site/site-data.ts';
import { shownStatements, toMairieLink, type MairieLink } from './mairie-summary.ts';
import { cityLinksWithoutDepartmentPage, departmentCityLinks, type CityLink } from './city-links.ts';
import { departmentPath } from '../domain/paths.ts';
import { DEPARTMENTS_CRUMB, HOME_CRUMB, pageSeo, type PageSeo } from './seo.ts';

/** A department in the list. */
type DepartmentLink = { code: string; name: string; count: number; href: string; label: string };

/** The department list. */
type DepartementsPageData = {
  seo: PageSeo;
  departments: DepartmentLink[];
  noMatchText: string;
  /** City pages of territories without a department page (no town hall in the directory, e.g. Wallis-et-Futuna). */
  otherCities: CityLink[];
};

/** One department's town halls. */
type DepartementPageData = {
  seo: PageSeo;
  code: string;
  name: string;
  backHref: string;
  backLabel: string;
  mairies: MairieLink[];
  /** The department's city pages, by postal code. */
  cities: CityLink[];
  equipment: DepartmentEquipment;
};

/** How many of a department's town halls public pages say take passport applications, and which sites say so. */
type DepartmentEquipment = { equipped: number; toConfirm: number; sites: string[]; text: string | null };

/** The sites named on a department page; the others are counted. */
const SITES_SHOWN = 5;

// The department's count of town halls known equipped (and to confirm), with the sites of the pages deciding them,
// most cited first. A status from the operator's list, a visitor or the town hall's own answer counts without a site.
export function departmentEquipment(mairies: readonly Mairie[]): DepartmentEquipment {
  // Never one the directory no longer lists (its status is of an office that no longer receives the public).
  const known = mairies.filter((m) => !isSuperseded(m) && (m.equipped === 'equipped' || m.equipped === 'to_confirm'));
  const bySite = new Map<string, number>();
  for (const m of known)
    for (const { site } of shownStatements(m).slice(0, 1)) bySite.set(site, (bySite.get(site) ?? 0) + 1);
  const sites = [...bySite].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([site]) => site);
  const equipped = known.filter((m) => m.equipped === 'equipped').length;
  const toConfirm = known.length - equipped;
  if (!known.length) return { equipped, toConfirm, sites, text: null };
  const plural = (n: number, one: string, many: string) => (n > 1 ? many : one);
  const count = equipped
    ? `${equipped} ${plural(equipped, 'mairie est connue', 'mairies sont connues')} pour prendre les demandes de passeport`
    : "Aucune mairie n'est connue avec certitude pour prendre les demandes de passeport";
  const doubt = toConfirm ? ` (${toConfirm}${equipped ? plural(toConfirm, ' autre', ' autres') : ''} à confirmer)` : '';
  const shown = sites.slice(0, SITES_SHOWN).join(', ');
  const more = sites.length > SITES_SHOWN ? ` et ${sites.length - SITES_SHOWN} autres sites` : '';
  const from = sites.length ? `, d'après ${plural(sites.length, 'une page de', 'des pages de')} ${shown}${more}` : '';
  return { equipped, toConfirm, sites, text: `${count}${doubt}${from}.` };
}

// A department row as a link with its count ('12 mairies').
function toDepartmentLink(row: DepartmentRow): DepartmentLink {
  const name = row.dep_name ?? row.num_dep;
  return {
    code: row.num_dep,
    name,
    count: row.mairie_count,
    href: departmentPath(row.num_dep),
    label: `${row.mairie_count} mairie${row.mairie_count > 1 ? 's' : ''}`,
  };
}

// Props of /departements: every department with its count.
export function getDepartementsPage(site: SiteData): DepartementsPageData {
  return {
    seo: pageSeo({
      title: 'Mairies par département pour faire son passeport',
      description:
        'Trouvez les mairies de votre département pour votre demande de passeport : liste des départements et nombre de mairies référencées.',
      canonicalPath: '/departements',
      breadcrumbs: [HOME_CRUMB, DEPARTMENTS_CRUMB],
    }),
    departments: site.departments.map(toDepartmentLink),
    noMatchText: MESSAGES.noSearchResult,
    otherCities: cityLinksWithoutDepartmentPage(site),
  };
}

// Props of /departements/{code}, or null for an unknown code. Town halls by town then name.
export function getDepartementPage(site: SiteData, code: string): DepartementPageData | null {
  const row = site.departments.find((d) => d.num_dep === code);
  const mairies = site.mairiesByDep.get(code);
  if (!row || !mairies) return null;
  const name = row.dep_name ?? code;
  const path = departmentPath(code);
  return {
    seo: pageSeo({
      title: `Mairies ${name} (${code}) : passeport`,
      description: `Les ${mairies.length} mairies du département ${name} (${code}) : horaires, rendez-vous passeport, affluence et avis.`,
      canonicalPath: path,
      breadcrumbs: [HOME_CRUMB, DEPARTMENTS_CRUMB, { name: `${name} (${code})`, path }],
    }),
    code,
    name,
    backHref: '/departements',
    backLabel: `${MESSAGES.back} aux départements`,
    mairies: mairies.map(toMairieLink),
    cities: departmentCityLinks(site, code),
    equipment: departmentEquipment(mairies),
  };
}
