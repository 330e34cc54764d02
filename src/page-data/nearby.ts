// Neighbouring town halls through the build's kd-tree index (never all pairs).
import { NEAREST } from '../domain/constants.ts';
import { formatDistance } from '../domain/distance.ts';
import { nearestPoints } from '../domain/nearest.ts';
import type { Mairie, SiteData } from '../data/site/site-data.ts';
import { isEligible, toMairieLink, type MairieLink } from './mairie-summary.ts';

/** A town hall in a neighbours list, with its distance ('Distance inconnue' when not computable). */
export type NearbyLink = MairieLink & { distance: number | null; distanceText: string };

const withDistance = (mairie: Mairie, distance: number | null): NearbyLink => ({
  ...toMairieLink(mairie),
  distance,
  distanceText: formatDistance(distance),
});

const hasPosition = (
  m: Pick<Mairie, 'latitude' | 'longitude'>,
): m is Mairie & { latitude: number; longitude: number } => m.latitude !== null && m.longitude !== null;

// The `k` eligible town halls nearest to a point, optionally leaving one out.
export function nearestToPoint(site: SiteData, lat: number, lon: number, k: number, excludeId?: number): NearbyLink[] {
  return nearestPoints(site.index, lat, lon, k, (m) => m.id !== excludeId && isEligible(m)).map((hit) =>
    withDistance(hit.item, hit.distance),
  );
}

// The 10 nearest eligible town halls of a town hall page; none when it has no position.
export function nearestMairies(site: SiteData, mairie: Mairie, k: number = NEAREST.onMairiePage): NearbyLink[] {
  if (!hasPosition(mairie)) return [];
  return nearestToPoint(site, mairie.latitude, mairie.longitude, k, mairie.id);
}

// Up to 10 other town halls of the same department, nearest first; those without a position
// (or all, when this one has none) follow by town and name with 'Distance inconnue'.
export function sameDepartmentMairies(
  site: SiteData,
  mairie: Mairie,
  k: number = NEAREST.sameDepartment,
): NearbyLink[] {
  const dep = mairie.num_dep;
  if (!dep) return [];
  const index = site.indexByDep.get(dep);
  const located =
    index && hasPosition(mairie)
      ? nearestPoints(index, mairie.latitude, mairie.longitude, k, (m) => m.id !== mairie.id).map((hit) =>
          withDistance(hit.item, hit.distance),
        )
      : [];
  if (located.length >= k) return located;
  const rest: NearbyLink[] = [];
  for (const other of site.mairiesByDep.get(dep) ?? []) {
    if (located.length + rest.length >= k) break;
    if (other.id === mairie.id || (hasPosition(mairie) && hasPosition(other))) continue;
    rest.push(withDistance(other, null));
  }
  return [...located, ...rest];
}
