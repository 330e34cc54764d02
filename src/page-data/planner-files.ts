// The planner files (/documents/mairies/{key}.json): each town hall of the build by its slug, with the name, address
// and zone its appointment guide shows (domain/planner-town-hall.ts says how a case page reads them).
import { addressLines } from '../domain/address.ts';
import { plannerFileKey, type PlannerFile } from '../domain/planner-town-hall.ts';
import { PARIS_TIME_ZONE, timeZoneOf } from '../domain/time-zone.ts';
import type { Mairie, SiteData } from '../data/site/site-data.ts';

/** The planner's name, address and zone of a town hall, as its guide (/mairie/{slug}/rdv) gives them. */
export const plannerOf = (mairie: Mairie) => ({
  slug: mairie.slug,
  name: mairie.nom,
  address: addressLines(mairie).join(', '),
  timeZone: timeZoneOf(mairie.num_dep, mairie.code_insee),
});

/** The build's town halls by planner file key, in the build's order: one file's town halls are shaped only when
 *  that file is written (plannerFile), so the build never holds every file at once. */
export function plannerFileGroups(site: Pick<SiteData, 'selection'>): Map<string, Mairie[]> {
  const groups = new Map<string, Mairie[]>();
  for (const mairie of site.selection.mairies) {
    const key = plannerFileKey(mairie.slug);
    const group = groups.get(key);
    if (group) group.push(mairie);
    else groups.set(key, [mairie]);
  }
  return groups;
}

/** One planner file: its town halls by slug. */
export function plannerFile(mairies: readonly Mairie[]): PlannerFile {
  const file: PlannerFile = {};
  for (const mairie of mairies) {
    const { slug, name, address, timeZone } = plannerOf(mairie);
    file[slug] = timeZone === PARIS_TIME_ZONE ? [name, address] : [name, address, timeZone];
  }
  return file;
}
