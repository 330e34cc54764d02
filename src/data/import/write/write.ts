// The write step: cities, town halls (their slugs and redirects), OpenStreetMap places and the files read, in one
// transaction; returns what changed.
import { DIRECTORY_2026_ROLE } from '../../../domain/source-order.ts';
import type { Db } from '../../db.ts';
import type { WriteCounts } from '../../queries/chunked-upsert.ts';
import { loadCityKeys, upsertCities, type CityWrite } from '../../queries/cities.ts';
import { forgetDataSources, recordDataSources, type DataSourceWrite } from '../../queries/data-sources.ts';
import {
  loadMairieSlugs,
  loadRedirectedSlugs,
  recordSlugChanges,
  upsertMairies,
  type MairieWrite,
} from '../../queries/mairies.ts';
import { removeStaleOsmPlaces, upsertOsmPlaces, type OsmPlaceWrite } from '../../queries/places-cache.ts';
import { assignSlugs } from './slug.ts';

export interface ImportWrite {
  cities: readonly CityWrite[];
  mairies: readonly MairieWrite[];
  /** The places OpenStreetMap gave, or null when no OSM file was given. */
  osmPlaces: readonly OsmPlaceWrite[] | null;
  dataSources: DataSourceWrite[];
  /** No list of equipped town halls was read: the stored statuses and statements stay. */
  keepEquipped: boolean;
  /** The 2026 file was read (else its data_sources row goes). */
  read2026: boolean;
}

export interface Written {
  cities: WriteCounts & { notInSource: number };
  mairies: WriteCounts & { notInSource: number; slugsChanged: number };
  places: WriteCounts | null;
  osmRemoved: number;
}

/** Writes everything in one transaction. */
export function writeImport(db: Db, input: ImportWrite, chunkSize: number): Promise<Written> {
  return db.transaction(async (tx) => {
    const storedCities = await loadCityKeys(tx);
    const cityCounts = await upsertCities(tx, input.cities, chunkSize);
    const storedSlugs = await loadMairieSlugs(tx);
    const slugs = assignSlugs(
      input.mairies.map((r) => ({
        sourceId: r.source_id,
        nom: r.nom,
        ville: r.ville,
        codePostal: r.code_postal,
        codeInsee: r.code_insee,
      })),
      storedSlugs,
      [...storedSlugs.values(), ...(await loadRedirectedSlugs(tx))],
    );
    const rows = input.mairies.map((r) => ({ ...r, slug: slugs.get(r.source_id) as string }));
    const mairieCounts = await upsertMairies(tx, rows, input.keepEquipped, chunkSize);
    const slugChanges = rows
      .map((r) => ({ sourceId: r.source_id, oldSlug: storedSlugs.get(r.source_id), slug: r.slug }))
      .filter((c): c is { sourceId: string; oldSlug: string; slug: string } => !!c.oldSlug && c.oldSlug !== c.slug);
    await recordSlugChanges(tx, slugChanges);
    const places = input.osmPlaces ? await upsertOsmPlaces(tx, input.osmPlaces, chunkSize) : null;
    const osmRemoved = await removeStaleOsmPlaces(tx, input.osmPlaces !== null);
    await recordDataSources(tx, input.dataSources);
    if (!input.read2026) await forgetDataSources(tx, [DIRECTORY_2026_ROLE]);
    const cityKeys = new Set(input.cities.map((r) => `${r.code_commune_insee}|${r.code_postal}`));
    const sourceIds = new Set(input.mairies.map((r) => r.source_id));
    return {
      cities: { ...cityCounts, notInSource: [...storedCities].filter((k) => !cityKeys.has(k)).length },
      mairies: {
        ...mairieCounts,
        notInSource: [...storedSlugs.keys()].filter((id) => !sourceIds.has(id)).length,
        slugsChanged: slugChanges.length,
      },
      places,
      osmRemoved,
    };
  });
}
