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

/** Every planner file of the build's town halls, by key. */
export function buildPlannerFiles(site: Pick<SiteData, 'selection'>): Map<string, PlannerFile> {
  const files = new Map<string, PlannerFile>();
  for (const mairie of site.selection.mairies) {
    const { slug, name, address, timeZone } = plannerOf(mairie);
    const key = plannerFileKey(slug);
    let file = files.get(key);
    if (!file) files.set(key, (file = {}));
    file[slug] = timeZone === PARIS_TIME_ZONE ? [name, address] : [name, address, timeZone];
  }
  return files;
}
