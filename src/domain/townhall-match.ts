// The places step of hours sourcing (SPEC §4, §7) with OpenStreetMap's town halls: which OSM town hall, if any, is
// clearly the one of a town hall of the directory. Pure: the import reads the file and writes what this decides.
import KDBush from 'kdbush';
import { around } from 'geokdbush';
import { PLACES_RADIUS_KM } from './constants.ts';
import { haversineKm } from './distance.ts';
import { normalizeSearch } from './search.ts';

/** An `amenity=townhall` of OpenStreetMap: its element (`node/123`, `way/4`, `relation/5`), its point (a way's or
 * relation's centre) and the tags the step reads. */
export type OsmTownHall = {
  id: string;
  lat: number;
  lon: number;
  name: string | null;
  /** `townhall:type`. */
  townhallType: string | null;
  /** `opening_hours`, as written. */
  openingHours: string | null;
  /** `check_date:opening_hours` (else `check_date`), YYYY-MM-DD, when a contributor dated a check. */
  checkDate: string | null;
};

/** A town hall of the directory as the step sees it. */
export type TownHallSpot = {
  key: string;
  /** Its commune's name (the `ville` column). */
  commune: string;
  /** Its own name (« Mairie de … », « Mairie du 5e arrondissement »). */
  name: string;
  lat: number | null;
  lon: number | null;
  /** Its position is its commune's point, not its own (positions.ts): nothing can be matched 100 m from it. */
  approximate: boolean;
};

/** Why a town hall gets no OSM town hall. */
export const MATCH_SKIPS = ['approximate-position', 'far', 'annex', 'other-name', 'ambiguous'] as const;
export type MatchSkip = (typeof MATCH_SKIPS)[number];

/** Names that say « the town hall » without naming a place: they match any town hall they stand beside. */
const GENERIC_NAMES = new Set(['mairie', 'hotel de ville', 'maison commune', 'mairie principale']);

/** An annex, by `townhall:type` (annexe, annex) or by a name starting « Mairie annexe » / « Annexe ». */
export function isAnnex(osm: Pick<OsmTownHall, 'townhallType' | 'name'>): boolean {
  if (osm.townhallType && /annex/.test(normalizeSearch(osm.townhallType))) return true;
  return /^(mairie )?annexe\b/.test(normalizeSearch(osm.name ?? ''));
}

// 'mairie de saint etienne' ends with 'saint etienne' (whole words; « …-de-Fontbellon » names another commune).
const endsWithWords = (text: string, words: string) => words !== '' && ` ${text}`.endsWith(` ${words}`);

/** How an OSM name fits a town hall: it names its commune (ends with it: « Mairie de Saint-Étienne ») or is the
 *  town hall's own name, it is generic (or absent: the tag amenity=townhall says what it is), or it names something
 *  else. */
export function nameFit(
  osmName: string | null,
  townHall: Pick<TownHallSpot, 'commune' | 'name'>,
): 'named' | 'generic' | 'other' {
  const name = normalizeSearch(osmName ?? '');
  if (name === '' || GENERIC_NAMES.has(name)) return 'generic';
  const commune = normalizeSearch(townHall.commune);
  // « Le Havre » is named in « Mairie du Havre »: its article may merge with the preposition before it.
  const core = commune.replace(/^(le|la|les|l) /, '');
  const merged = core !== commune && / (du|des|aux|au|de la|de l|d) $/.test(name.slice(0, -core.length));
  if (endsWithWords(name, commune) || (endsWithWords(name, core) && merged) || name === normalizeSearch(townHall.name))
    return 'named';
  return 'other';
}

/** Each town hall's OSM town hall, or why it has none. */
type MatchOutcome = { osm: OsmTownHall; fit: 'named' | 'generic' } | { skip: MatchSkip };

/**
 * Matches town halls to OSM town halls. A town hall gets one only when, within `radiusKm` of its own (not
 * approximate) position, the OSM town halls that are not annexes and whose name fits leave no doubt: all that carry
 * opening_hours carry the same value (the nearest is taken, one with hours before one without), and no other town
 * hall takes the same one (a name naming its commune wins over a generic one; otherwise neither gets it).
 */
export function matchTownHalls(
  townHalls: readonly TownHallSpot[],
  osm: readonly OsmTownHall[],
  radiusKm = PLACES_RADIUS_KM,
): Map<string, MatchOutcome> {
  const tree = new KDBush(Math.max(osm.length, 1));
  for (const o of osm) tree.add(o.lon, o.lat);
  tree.finish();
  const outcomes = new Map<string, MatchOutcome>();
  const claims = new Map<string, string[]>();
  for (const townHall of townHalls) {
    const { lat, lon } = townHall;
    if (townHall.approximate || lat === null || lon === null || !Number.isFinite(lat) || !Number.isFinite(lon)) {
      outcomes.set(townHall.key, { skip: 'approximate-position' });
      continue;
    }
    const near = (osm.length ? (around(tree, lon, lat, Infinity, radiusKm * 1.01) as number[]) : [])
      .map((i) => ({ o: osm[i], km: haversineKm({ lat, lon }, { lat: osm[i].lat, lon: osm[i].lon }) }))
      .filter(({ km }) => km <= radiusKm)
      .sort((a, b) => a.km - b.km || (a.o.id < b.o.id ? -1 : 1));
    if (!near.length) {
      outcomes.set(townHall.key, { skip: 'far' });
      continue;
    }
    const notAnnex = near.filter(({ o }) => !isAnnex(o));
    if (!notAnnex.length) {
      outcomes.set(townHall.key, { skip: 'annex' });
      continue;
    }
    const fitting = notAnnex
      .map(({ o }) => ({ o, fit: nameFit(o.name, townHall) }))
      .filter((c): c is { o: OsmTownHall; fit: 'named' | 'generic' } => c.fit !== 'other');
    if (!fitting.length) {
      outcomes.set(townHall.key, { skip: 'other-name' });
      continue;
    }
    const withHours = fitting.filter(({ o }) => o.openingHours !== null);
    if (new Set(withHours.map(({ o }) => o.openingHours)).size > 1) {
      outcomes.set(townHall.key, { skip: 'ambiguous' });
      continue;
    }
    const chosen = withHours[0] ?? fitting[0];
    outcomes.set(townHall.key, { osm: chosen.o, fit: chosen.fit });
    claims.set(chosen.o.id, [...(claims.get(chosen.o.id) ?? []), townHall.key]);
  }
  for (const keys of claims.values()) {
    if (keys.length < 2) continue;
    const named = keys.filter((key) => (outcomes.get(key) as { fit: string }).fit === 'named');
    for (const key of keys) if (named.length !== 1 || key !== named[0]) outcomes.set(key, { skip: 'ambiguous' });
  }
  return outcomes;
}
