// The candidate town hall to suggest for a point (equipped first, src/domain/nearest.ts bestSuggestion), from a
// kd-tree index kept in memory for a few minutes per database: the directory only changes with an import.
import type { Queryable } from '../../../src/data/db.ts';
import { NEAREST } from '../../../src/domain/constants.ts';
import {
  bestSuggestion,
  buildNearestIndex,
  nearestPoints,
  type Nearby,
  type NearestIndex,
} from '../../../src/domain/nearest.ts';
import type { GeoPoint } from './geocode.ts';
import { listNearestCandidates, type NearestCandidate } from '../../../src/data/queries/mairies.ts';

const NEAREST_INDEX_TTL_MS = 10 * 60_000;

type Entry = { expires: number; index: Promise<NearestIndex<NearestCandidate>> };
const indexes = new WeakMap<Queryable, Entry>();

function indexFor(db: Queryable, now: Date): Promise<NearestIndex<NearestCandidate>> {
  const cached = indexes.get(db);
  if (cached && cached.expires > now.getTime()) return cached.index;
  const entry: Entry = {
    expires: now.getTime() + NEAREST_INDEX_TTL_MS,
    index: listNearestCandidates(db).then(buildNearestIndex),
  };
  indexes.set(db, entry);
  entry.index.catch(() => indexes.delete(db));
  return entry.index;
}

/** The town hall to suggest and its distance in km (0.1 precision), or null when there is none: among the 10
 * nearest candidates, the nearest equipped one within a 30 km detour, else the nearest (bestSuggestion);
 * `closerMay`: a nearer candidate's status is not known, so it may take applications too. */
export async function findNearestMairie(
  db: Queryable,
  point: GeoPoint,
  now: Date,
): Promise<(Nearby<NearestCandidate> & { closerMay: boolean }) | null> {
  const hits = nearestPoints(await indexFor(db, now), point.lat, point.lon, NEAREST.onMairiePage);
  const best = bestSuggestion(hits);
  if (!best) return null;
  return { ...best, closerMay: hits.some((h) => h.item.equipped !== 'equipped' && h.distance < best.distance) };
}
