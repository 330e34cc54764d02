// Links to the city pages (/ville/{code_postal}) this build writes, from town hall and department pages.
import type { Crumb } from './head.ts';
import type { Mairie, SiteData } from '../data/site/site-data.ts';
import { cityPath } from '../domain/paths.ts';
import { normalizeSearch } from '../domain/search.ts';

/** A postal code's city page: '01400 Châtillon-sur-Chalaronne, L'Abergement-Clémenciat'. */
export type CityLink = { code: string; name: string; href: string };

type Index = {
  built: Set<string>;
  byDepartment: Map<string, CityLink[]>;
  withoutDepartmentPage: CityLink[];
  /** Built codes by department and commune name ('01|dortan'). */
  byCommune: Map<string, string[]>;
};

// The key of a commune in a department: '01|abergement clemenciat' ('Cedex' and what follows left out).
const communeKey = (dep: string | null, name: string) =>
  `${dep ?? ''}|${normalizeSearch(name.replace(/\s+cedex\b.*$/i, ''))}`;
const indexes = new WeakMap<SiteData, Index>();

// The built postal codes; each department's city links in postal code order (a code spanning departments, such as
// 01590 in the Ain and the Jura, is listed under each); and the codes none of whose departments has a page of its
// own (Wallis-et-Futuna: no town hall in the directory), which /departements links so that no city page is orphaned.
function index(site: SiteData): Index {
  let found = indexes.get(site);
  if (!found) {
    const byDepartment = new Map<string, CityLink[]>();
    const departmentPages = new Set(site.selection.departments.map((d) => d.num_dep));
    const withoutDepartmentPage: CityLink[] = [];
    const byCommune = new Map<string, string[]>();
    for (const code of site.selection.postalCodes) {
      const rows = site.citiesByCode.get(code) ?? [];
      for (const row of rows) {
        const key = communeKey(row.code_departement, row.commune);
        const codes = byCommune.get(key);
        if (!codes) byCommune.set(key, [code]);
        else if (!codes.includes(code)) codes.push(code);
      }
      const link = { code, name: `${code} ${rows.map((r) => r.commune).join(', ')}`, href: cityPath(code) };
      const deps = new Set(rows.flatMap((r) => (r.code_departement ? [r.code_departement] : [])));
      for (const dep of deps) {
        const links = byDepartment.get(dep);
        if (links) links.push(link);
        else byDepartment.set(dep, [link]);
      }
      if (![...deps].some((dep) => departmentPages.has(dep))) withoutDepartmentPage.push(link);
    }
    found = { built: new Set(site.selection.postalCodes), byDepartment, withoutDepartmentPage, byCommune };
    indexes.set(site, found);
  }
  return found;
}

// The city pages of a department.
export function departmentCityLinks(site: SiteData, dep: string): CityLink[] {
  return index(site).byDepartment.get(dep) ?? [];
}

// The city pages that no department page links (their department has no town hall in the directory).
export function cityLinksWithoutDepartmentPage(site: SiteData): CityLink[] {
  return index(site).withoutDepartmentPage;
}

// The breadcrumb step of a town hall's city page ('01400 Châtillon-sur-Chalaronne'): its own postal code's, or
// (a CEDEX code has no page) the first postal code of its commune, or (a directory INSEE code La Poste no longer
// lists) the first of a commune of that name in its department; none when no such page is built.
export function cityCrumb(
  site: SiteData,
  mairie: Pick<Mairie, 'code_postal' | 'code_insee' | 'ville' | 'num_dep'>,
): Crumb[] {
  const { built, byCommune } = index(site);
  const candidates = [
    mairie.code_postal,
    ...(site.postalCodesByInsee.get(mairie.code_insee ?? '') ?? []),
    ...(byCommune.get(communeKey(mairie.num_dep, mairie.ville)) ?? []),
  ];
  const code = candidates.find((c): c is string => !!c && built.has(c));
  return code ? [{ name: `${code} ${mairie.ville}`, path: cityPath(code) }] : [];
}
