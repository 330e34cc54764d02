// k-nearest town halls through a static kd-tree (kdbush + geokdbush), never an O(n²) scan.
import KDBush from 'kdbush';
import { around } from 'geokdbush';
import { distanceKm } from './distance.ts';
import { isSuggestable, type Equipment } from './equipment.ts';

/** Anything with WGS84 coordinates; rows without them are left out of the index (SPEC §5). */
export type Located = { latitude: number | null; longitude: number | null };

/** An index over items; `items[i]` is the item whose kdbush id is i. */
export type NearestIndex<T extends Located> = { tree: KDBush; items: readonly T[] };

/** A found item and its distance in km rounded to 0.1 (distance.ts). */
export type Nearby<T> = { item: T; distance: number };

function hasPosition(item: Located): item is { latitude: number; longitude: number } {
  return (
    typeof item.latitude === 'number' &&
    Number.isFinite(item.latitude) &&
    typeof item.longitude === 'number' &&
    Number.isFinite(item.longitude)
  );
}

// Builds the index once (O(n log n)); items with a null or non-finite coordinate are skipped.
export function buildNearestIndex<T extends Located>(all: readonly T[]): NearestIndex<T> {
  const items = all.filter(hasPosition) as T[];
  const tree = new KDBush(items.length);
  for (const item of items) tree.add(item.longitude as number, item.latitude as number);
  tree.finish();
  return { tree, items };
}

// The k items closest to (lat, lon), nearest first, optionally only those passing `filter`
// (e.g. another department, or not the current town hall).
export function nearestPoints<T extends Located>(
  index: NearestIndex<T>,
  lat: number,
  lon: number,
  k: number,
  filter?: (item: T) => boolean,
): Nearby<T>[] {
  if (!Number.isFinite(lat) || !Number.isFinite(lon) || k <= 0) return [];
  const predicate = filter && ((id: number) => filter(index.items[id]));
  return around(index.tree, lon, lat, k, Infinity, predicate).map((id) => {
    const item = index.items[id];
    return {
      item,
      distance: distanceKm({ lat, lon }, { lat: item.latitude as number, lon: item.longitude as number }),
    };
  });
}

/** The order of the suggestable states in every nearest list: equipped, then « à confirmer », then unknown. */
const RANK: readonly Equipment[] = ['equipped', 'to_confirm', 'unknown'];

// The order every nearest list is shown in: equipped town halls first, then those to confirm, then unknown ones,
// each group nearest first, save that the town hall of a commune merged since (`merged_into`) comes after the
// current ones of its group; town halls known not to be equipped are never suggested. `hits` come nearest first.
export function rankByEquipment<T extends { equipped: Equipment; merged_into?: string | null }>(
  hits: readonly Nearby<T>[],
): Nearby<T>[] {
  const suggestable = hits.filter((hit) => isSuggestable(hit.item));
  const current = (hit: Nearby<T>) => !hit.item.merged_into;
  return RANK.flatMap((state) => [
    ...suggestable.filter((hit) => hit.item.equipped === state && current(hit)),
    ...suggestable.filter((hit) => hit.item.equipped === state && !current(hit)),
  ]);
}

/** How much farther (km) than the nearest town hall an equipped one may be to be the single suggestion. */
export const EQUIPPED_DETOUR_KM = 30;

// The one town hall to suggest (the nearest-by-e-mail answer) among `hits`, nearest first: the nearest equipped
// one when it is at most EQUIPPED_DETOUR_KM farther than the nearest suggestable one; failing that, the nearest
// « à confirmer » one within the same detour (a fallback, never preferred to an equipped one); else that nearest one.
export function bestSuggestion<T extends { equipped: Equipment }>(hits: readonly Nearby<T>[]): Nearby<T> | null {
  const suggestable = hits.filter((hit) => isSuggestable(hit.item));
  if (!suggestable.length) return null;
  const reach = suggestable[0].distance + EQUIPPED_DETOUR_KM;
  const within = (state: Equipment) => suggestable.find((hit) => hit.item.equipped === state && hit.distance <= reach);
  return within('equipped') ?? within('to_confirm') ?? suggestable[0];
}
