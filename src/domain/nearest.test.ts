import { describe, it, expect } from 'vitest';
import type { Equipment } from './equipment.ts';
import { bestSuggestion, buildNearestIndex, EQUIPPED_DETOUR_KM, nearestPoints, rankByEquipment } from './nearest.ts';
import { distanceKm } from './distance.ts';

type Mairie = { id: number; nom: string; num_dep: string; latitude: number | null; longitude: number | null };

const mairies: Mairie[] = [
  { id: 1, nom: 'Paris', num_dep: '75', latitude: 48.8566, longitude: 2.3522 },
  { id: 2, nom: 'Versailles', num_dep: '78', latitude: 48.8049, longitude: 2.1204 },
  { id: 3, nom: 'Lyon', num_dep: '69', latitude: 45.764, longitude: 4.8357 },
  { id: 4, nom: 'Villeurbanne', num_dep: '69', latitude: 45.7719, longitude: 4.8902 },
  { id: 5, nom: 'Marseille', num_dep: '13', latitude: 43.2965, longitude: 5.3698 },
  { id: 6, nom: 'Sans coordonnées', num_dep: '69', latitude: null, longitude: 4.8 },
  { id: 7, nom: 'Sans longitude', num_dep: '69', latitude: 45.7, longitude: null },
];
const index = buildNearestIndex(mairies);

describe('nearestPoints', () => {
  it('skips rows with a null coordinate when building the index', () => {
    expect(index.items.map((m) => m.id)).toEqual([1, 2, 3, 4, 5]);
  });

  it('returns the k nearest, closest first, with distances rounded to 0.1 km', () => {
    const found = nearestPoints(index, 45.76, 4.84, 3);
    expect(found.map((n) => n.item.nom)).toEqual(['Lyon', 'Villeurbanne', 'Marseille']);
    expect(found[0].distance).toBe(distanceKm({ lat: 45.76, lon: 4.84 }, { lat: 45.764, lon: 4.8357 }));
    expect(found[0].distance).toBe(0.6);
    expect(found[2].distance).toBe(277.1);
  });

  it('applies a filter (same department, not itself)', () => {
    const lyon = mairies[2];
    const sameDep = nearestPoints(index, 45.764, 4.8357, 10, (m) => m.num_dep === lyon.num_dep && m.id !== lyon.id);
    expect(sameDep.map((n) => n.item.id)).toEqual([4]);
  });

  it('returns everything when k exceeds the index and nothing for k = 0 or a bad origin', () => {
    expect(nearestPoints(index, 48.85, 2.35, 100)).toHaveLength(5);
    expect(nearestPoints(index, 48.85, 2.35, 0)).toEqual([]);
    expect(nearestPoints(index, Number.NaN, 2.35, 5)).toEqual([]);
  });

  it('works on an empty index', () => {
    expect(nearestPoints(buildNearestIndex<Mairie>([]), 48.85, 2.35, 5)).toEqual([]);
  });

  it('agrees with a brute-force scan on a grid of 10 000 points', () => {
    const grid = Array.from({ length: 10_000 }, (_, i) => ({
      id: i,
      latitude: 42 + (i % 100) * 0.08,
      longitude: -4 + Math.floor(i / 100) * 0.12,
    }));
    const gridIndex = buildNearestIndex(grid);
    const origin = { lat: 46.123, lon: 2.456 };
    const expected = grid
      .map((p) => distanceKm(origin, { lat: p.latitude, lon: p.longitude }))
      .sort((a, b) => a - b)
      .slice(0, 10);
    expect(nearestPoints(gridIndex, origin.lat, origin.lon, 10).map((n) => n.distance)).toEqual(expected);
  });
});

describe('rankByEquipment', () => {
  const hit = (id: number, equipped: Equipment, distance: number) => ({ item: { id, equipped }, distance });

  it('puts equipped town halls first, then unconfirmed ones, each nearest first, and drops the not equipped', () => {
    const ranked = rankByEquipment([
      hit(1, 'unknown', 1.2),
      hit(2, 'not_equipped', 2),
      hit(3, 'equipped', 4.5),
      hit(4, 'unknown', 5),
      hit(5, 'equipped', 7.1),
    ]);
    expect(ranked.map((h) => h.item.id)).toEqual([3, 5, 1, 4]);
  });

  it('ranks the current town halls before those of communes merged since, within each group', () => {
    const merged = (id: number, equipped: Equipment, distance: number) => ({
      item: { id, equipped, merged_into: '01138' },
      distance,
    });
    const ranked = rankByEquipment([
      merged(1, 'unknown', 0.5),
      hit(2, 'unknown', 1),
      merged(3, 'equipped', 2),
      hit(4, 'equipped', 3),
    ]);
    expect(ranked.map((h) => h.item.id)).toEqual([4, 3, 2, 1]);
  });

  it('keeps the distance order when every status is the same', () => {
    const all = [hit(1, 'unknown', 1), hit(2, 'unknown', 2)];
    expect(rankByEquipment(all)).toEqual(all);
    expect(rankByEquipment([hit(1, 'not_equipped', 1)])).toEqual([]);
  });
});

describe('bestSuggestion', () => {
  const hit = (id: number, equipped: Equipment, distance: number) => ({ item: { id, equipped }, distance });

  it('prefers the nearest equipped town hall within the detour, else the nearest suggestable one', () => {
    expect(bestSuggestion([hit(1, 'unknown', 2), hit(2, 'equipped', 12), hit(3, 'equipped', 20)])?.item.id).toBe(2);
    expect(bestSuggestion([hit(1, 'unknown', 2), hit(2, 'equipped', 2 + EQUIPPED_DETOUR_KM)])?.item.id).toBe(2);
    expect(bestSuggestion([hit(1, 'unknown', 2), hit(2, 'equipped', 2.1 + EQUIPPED_DETOUR_KM)])?.item.id).toBe(1);
  });

  it('never suggests a town hall known not to be equipped, and nothing from nothing', () => {
    expect(bestSuggestion([hit(1, 'not_equipped', 1), hit(2, 'unknown', 5)])?.item.id).toBe(2);
    expect(bestSuggestion([hit(1, 'not_equipped', 1)])).toBeNull();
    expect(bestSuggestion([])).toBeNull();
  });
});

describe('town halls to confirm (issue 33)', () => {
  const hit = (id: number, equipped: Equipment, distance: number) => ({ item: { id, equipped }, distance });

  it('rank after the equipped ones and before the unknown ones, each group nearest first', () => {
    const ranked = rankByEquipment([
      hit(1, 'unknown', 1),
      hit(2, 'to_confirm', 2),
      hit(3, 'equipped', 3),
      hit(4, 'to_confirm', 4),
      hit(5, 'not_equipped', 0.5),
    ]);
    expect(ranked.map((h) => h.item.id)).toEqual([3, 2, 4, 1]);
  });

  it('are the e-mail answer only as a fallback: an equipped one within the detour wins, then one to confirm', () => {
    expect(bestSuggestion([hit(1, 'unknown', 1), hit(2, 'to_confirm', 2), hit(3, 'equipped', 20)])?.item.id).toBe(3);
    expect(bestSuggestion([hit(1, 'unknown', 1), hit(2, 'to_confirm', 2)])?.item.id).toBe(2);
    expect(bestSuggestion([hit(1, 'unknown', 1), hit(2, 'to_confirm', 1 + EQUIPPED_DETOUR_KM + 1)])?.item.id).toBe(1);
  });
});
