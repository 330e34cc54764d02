// Neighbouring town halls through the build's kd-tree index (never all pairs).
import { NEAREST } from '../domain/constants.ts';
import { distanceKm, formatDistance } from '../domain/distance.ts';
import { nearestPoints, rankByEquipment } from '../domain/nearest.ts';
import type { Mairie, SiteData } from '../data/site/site-data.ts';
import { isSuggestable, type Equipment } from '../domain/equipment.ts';
import { sameTerritory } from '../domain/departments.ts';
import { isSuperseded } from '../domain/town-hall.ts';
import { toMairieLink, type MairieLink } from './mairie-summary.ts';

/** A town hall in a neighbours list, with its distance ('Distance inconnue' when not computable; 'environ 12 km'
 * when either end is an approximate position). */
export type NearbyLink = MairieLink & { distance: number | null; distanceText: string; approximate: boolean };

const withDistance = (mairie: Mairie, distance: number | null, fromApproximate = false): NearbyLink => {
  const approximate = fromApproximate || mairie.position_approximate;
  return { ...toMairieLink(mairie), distance, distanceText: formatDistance(distance, approximate), approximate };
};

const hasPosition = (
  m: Pick<Mairie, 'latitude' | 'longitude'>,
): m is Mairie & { latitude: number; longitude: number } => m.latitude !== null && m.longitude !== null;

// The `k` suggestable town halls nearest to a point (never one the directory no longer lists: isSuperseded),
// equipped ones first (rankByEquipment), optionally leaving
// one out, and only those of `territory` when given (sameTerritory: an overseas department's own). `fromApproximate`:
// the point itself is approximate, so no distance is given to 0.1 km.
export function nearestToPoint(
  site: SiteData,
  lat: number,
  lon: number,
  k: number,
  excludeId?: number,
  fromApproximate = false,
  territory?: string | null,
): NearbyLink[] {
  const hits = nearestPoints(
    site.index,
    lat,
    lon,
    k,
    (m) =>
      m.id !== excludeId &&
      isSuggestable(m) &&
      !isSuperseded(m) &&
      (territory === undefined || sameTerritory(m.num_dep, territory)),
  );
  return rankByEquipment(hits).map((hit) => withDistance(hit.item, hit.distance, fromApproximate));
}

// The 10 nearest suggestable town halls of a town hall page, in its territory (no Martinique for Cayenne: beyond
// it, the list's note sends to the official finder); none when it has no position.
export function nearestMairies(site: SiteData, mairie: Mairie, k: number = NEAREST.onMairiePage): NearbyLink[] {
  if (!hasPosition(mairie)) return [];
  return nearestToPoint(
    site,
    mairie.latitude,
    mairie.longitude,
    k,
    mairie.id,
    mairie.position_approximate,
    mairie.num_dep,
  );
}

/** The department list's empty text when every other town hall of the department is in the nearest list. */
export const DEPARTMENT_ALREADY_LISTED = 'Les autres mairies du département figurent déjà parmi les mairies proches.';

// Up to 10 other town halls of the department that the nearest list does not already show, none the directory no
// longer lists: those of its largest communes first (site.largestByDep), each with its equipment badge.
export function sameDepartmentMairies(
  site: SiteData,
  mairie: Mairie,
  alreadyListed: readonly { id: number }[] = [],
  k: number = NEAREST.sameDepartment,
): NearbyLink[] {
  const dep = mairie.num_dep;
  if (!dep) return [];
  const skip = new Set([mairie.id, ...alreadyListed.map((m) => m.id)]);
  const result: NearbyLink[] = [];
  for (const other of site.largestByDep.get(dep) ?? []) {
    if (result.length >= k) break;
    if (skip.has(other.id) || isSuperseded(other)) continue;
    const distance =
      hasPosition(mairie) && hasPosition(other)
        ? distanceKm({ lat: mairie.latitude, lon: mairie.longitude }, { lat: other.latitude, lon: other.longitude })
        : null;
    result.push(withDistance(other, distance, mairie.position_approximate));
  }
  return result;
}

/** Whether a list's town halls known to take applications are not its nearest: a nearer one's status is not known
 *  (not « ne prend pas »), so it may take them too (NEAREST_LIST_KNOWN). */
export function nearerThanKnown(items: readonly { equipped: Equipment; distance: number | null }[]): boolean {
  const known = items.flatMap((m) => (m.equipped === 'equipped' && m.distance !== null ? [m.distance] : []));
  if (!known.length) return false;
  const nearestKnown = Math.min(...known);
  return items.some((m) => m.equipped !== 'equipped' && isSuggestable(m) && (m.distance ?? Infinity) < nearestKnown);
}

/** A list's rows under one equipment state. */
type EquipmentGroup<T> = { state: Equipment; items: T[] };

/** A list's rows grouped by equipment state (equipped, not confirmed, not equipped), each group in list order;
 * `shared`: the one state of every row, said once in the list's note rather than on each row; `noneEquipped`: no
 * row is known to take passport applications, so the list points once to the official finder. */
type EquipmentGroups<T> = { groups: EquipmentGroup<T>[]; shared: Equipment | null; noneEquipped: boolean };

const GROUP_ORDER: readonly Equipment[] = ['equipped', 'to_confirm', 'unknown', 'not_equipped'];

// Groups a list's rows by equipment state, in GROUP_ORDER, keeping each group's rows in list order.
export function groupByEquipment<T extends { equipped: Equipment }>(items: readonly T[]): EquipmentGroups<T> {
  const groups = GROUP_ORDER.map((state) => ({ state, items: items.filter((item) => item.equipped === state) })).filter(
    (group) => group.items.length > 0,
  );
  return {
    groups,
    shared: groups.length === 1 ? groups[0].state : null,
    noneEquipped: items.length > 0 && !items.some((item) => item.equipped === 'equipped'),
  };
}
