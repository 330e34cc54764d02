// The places step of hours sourcing fed by OpenStreetMap (issue 22): matches the import's town halls to the OSM
// town halls of OSM_TOWNHALLS and parses the hours of each clear match into the spec's Schedule.
import { matchTownHalls, MATCH_SKIPS, type MatchSkip } from '../../../domain/townhall-match.ts';
import type { MairieWrite } from '../../queries/mairies.ts';
import type { OsmPlaceWrite } from '../../queries/places-cache.ts';
import { parseOpeningHours, type OpeningHoursResult } from '../read/osm-opening-hours.ts';
import type { OsmFile } from '../read/osm-townhalls.ts';
import { count, type Tally } from '../tally.ts';

/** The counts the import report prints. */
export interface OsmStats {
  file: string;
  /** The data's date (Overpass's timestamp). */
  date: string;
  /** Elements read, and those left out (not a town hall, no point). */
  read: number;
  left: OsmFile['left'];
  /** OSM town halls with a point. */
  townHalls: number;
  /** Town halls of this import given an OSM town hall, and those skipped, by reason. */
  matched: number;
  skipped: Record<MatchSkip, number>;
  /** OSM town halls no town hall took. */
  osmUnmatched: number;
  /** Hours of the matched: imported (dated by a contributor's check or not), skipped by reason, absent. */
  hours: { imported: number; checked: number; skipped: Tally; noTag: number };
  /** places_cache rows written: new, and confirmed again (changed or not). */
  written: { inserted: number; updated: number };
}

/** The places_cache rows of the matched town halls whose hours parse, and the counts. */
export function osmPlaces(
  rows: readonly MairieWrite[],
  osm: OsmFile,
  file: string,
): { places: OsmPlaceWrite[]; stats: Omit<OsmStats, 'written'> } {
  const outcomes = matchTownHalls(
    rows.map((r) => ({
      key: r.source_id,
      commune: r.ville,
      name: r.nom,
      lat: r.latitude,
      lon: r.longitude,
      approximate: r.position_approximate,
    })),
    osm.townHalls,
  );
  // Midday of the data's day, in the process's time zone (the parser's): the week the hours are read for.
  const asOf = new Date(`${osm.date}T12:00:00`);
  const parsed = new Map<string, OpeningHoursResult>();
  const skipped = Object.fromEntries(MATCH_SKIPS.map((reason) => [reason, 0])) as Record<MatchSkip, number>;
  const hours = { imported: 0, checked: 0, skipped: {} as Tally, noTag: 0 };
  const taken = new Set<string>();
  const places: OsmPlaceWrite[] = [];
  for (const [sourceId, outcome] of outcomes) {
    if ('skip' in outcome) {
      skipped[outcome.skip]++;
      continue;
    }
    const { osm: place } = outcome;
    taken.add(place.id);
    if (!place.openingHours) {
      hours.noTag++;
      continue;
    }
    // Many town halls share a value: each is parsed once.
    let result = parsed.get(place.openingHours);
    if (!result) parsed.set(place.openingHours, (result = parseOpeningHours(place.openingHours, asOf)));
    if ('skip' in result) {
      count(hours.skipped, result.skip);
      continue;
    }
    hours.imported++;
    if (place.checkDate) hours.checked++;
    places.push({
      source_id: sourceId,
      place_id: place.id,
      data: { schedule: result.schedule, rating: null, isDefaultSchedule: false },
      source_date: place.checkDate ?? osm.date,
      source_checked: place.checkDate !== null,
    });
  }
  return {
    places,
    stats: {
      file,
      date: osm.date,
      read: osm.read,
      left: osm.left,
      townHalls: osm.townHalls.length,
      matched: outcomes.size - Object.values(skipped).reduce((a, b) => a + b, 0),
      skipped,
      osmUnmatched: osm.townHalls.filter((t) => !taken.has(t.id)).length,
      hours,
    },
  };
}
