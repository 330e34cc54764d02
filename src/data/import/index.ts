// The open data import: read and check every file, then write cities and town halls in one transaction.
import { basename } from 'node:path';
import type { Db } from '../db.ts';
import { applyBookings, readBookingList } from './read/booking-list.ts';
import { loadCommuneNameIndex } from './reference/commune-names.ts';
import { loadCommuneIndex, type CommuneIndex } from './reference/communes.ts';
import { readDirectory } from './read/directory.ts';
import { readEmails2021 } from './read/emails-2021.ts';
import { readEquippedList } from './read/equipped-list.ts';
import { loadEquippedMatcher } from './match/equipped-match.ts';
import { EQUIPPED_SOURCES_ROLE, readSourcedList } from './read/equipped-sources.ts';
import { applyStatements, placeStatements } from './decide/equipped-statements.ts';
import { readLaPoste } from './read/laposte.ts';
import { DIRECTORY_2026_ROLE, readsDirectory2026 } from '../../domain/source-order.ts';
import { readAnnuaire2026 } from './read/annuaire-2026.ts';
import {
  applyCurrentDirectory,
  placeRows,
  postalCodesByInsee,
  type CurrentDirectoryStats,
} from './decide/current-directory.ts';
import { buildMairies } from './decide/mairies.ts';
import { osmPlaces } from './match/osm.ts';
import { readOsmTownHalls } from './read/osm-townhalls.ts';
import { communePoints } from './match/positions.ts';
import { citiesWithCoordinates, coverageOf, type ImportReport } from './report/report.ts';
import { assignSlugs } from './write/slug.ts';
import { knownPublicationDate, type SourceFiles } from './files/sources.ts';
import { readWebsites2018 } from './read/websites-2018.ts';
import { DEFAULT_CHUNK_SIZE } from '../queries/chunked-upsert.ts';
import { loadCityKeys, upsertCities } from '../queries/cities.ts';
import { forgetDataSources, recordDataSources, type DataSourceWrite } from '../queries/data-sources.ts';
import { loadMairieSlugs, loadRedirectedSlugs, recordSlugChanges, upsertMairies } from '../queries/mairies.ts';
import { OSM_SOURCE, removeStaleOsmPlaces, upsertOsmPlaces } from '../queries/places-cache.ts';

export { formatReport, type ImportReport } from './report/report.ts';
export type { SourceFiles } from './files/sources.ts';

interface ImportOptions {
  communes?: CommuneIndex;
  chunkSize?: number;
  /** The equipped list covers every equipped commune (EQUIPPED_LIST_COMPLETE=1), as its `# complete` line can say. */
  equippedComplete?: boolean;
}

/** Imports the files into `db` (already migrated); a bad file throws before anything is written. */
export async function importOpenData(db: Db, files: SourceFiles, options: ImportOptions = {}): Promise<ImportReport> {
  const started = performance.now();
  const communes = options.communes ?? loadCommuneIndex();
  const chunkSize = options.chunkSize ?? DEFAULT_CHUNK_SIZE;
  const cities = await readLaPoste(files.laposte, communes);
  const directory = await readDirectory(files.directory);
  const names = files.equipped || files.booking ? loadCommuneNameIndex() : null;
  const equipped = files.equipped
    ? await readEquippedList(files.equipped, { complete: options.equippedComplete, names: names ?? undefined })
    : null;
  const bookingList = files.booking ? readBookingList(files.booking, names ?? undefined) : null;
  const osmFile = files.osmTownHalls ? await readOsmTownHalls(files.osmTownHalls) : null;
  const points = communePoints(cities.rows, communes);
  const built = buildMairies(
    directory.drafts,
    communes,
    {
      websites2018: files.websites2018 ? await readWebsites2018(files.websites2018) : null,
      emails2021: files.emails2021 ? await readEmails2021(files.emails2021) : null,
      equipped,
    },
    points,
  );
  // The 2026 file is the current directory unless DILA's own export was given (domain/source-order.ts).
  let current: CurrentDirectoryStats | null = null;
  const file2026 = readsDirectory2026(directory.format, Boolean(files.directory2026)) ? files.directory2026 : null;
  if (file2026) {
    const file = await readAnnuaire2026(file2026);
    const placement = placeRows(file.rows, directory.drafts, communes);
    const applied = applyCurrentDirectory(
      built.rows,
      placement,
      { communes, points, postalCodes: postalCodesByInsee(cities.rows) },
      file,
    );
    built.rows = applied.rows;
    current = applied.stats;
  }
  // The sourced list goes on the current town halls: after the 2026 file, whose delegated, sector and new town
  // halls it names.
  const sourced = files.equippedSources ? await readSourcedList(files.equippedSources) : null;
  const operatorKeys = new Map(
    directory.drafts.map((d) => [d.sourceId, [d.sourceId, d.directoryId, d.legacyId, d.codeInsee]] as const),
  );
  const placed = sourced
    ? placeStatements(sourced, loadEquippedMatcher(new Set(built.rows.flatMap((r) => r.code_insee ?? []))))
    : null;
  const applied = placed
    ? applyStatements(built.rows, placed, (row) =>
        Boolean(equipped && operatorKeys.get(row.source_id)?.some((k) => k && equipped.byKey.has(k))),
      )
    : null;
  const cityRows = [...cities.rows].sort((a, b) =>
    compare(a.code_commune_insee + a.code_postal, b.code_commune_insee + b.code_postal),
  );
  const mairieRows = [...(applied?.rows ?? built.rows)].sort((a, b) => compare(a.source_id, b.source_id));
  const aliases = new Map(
    directory.drafts.flatMap((d) => (d.directoryId ? [[d.directoryId, d.sourceId] as const] : [])),
  );
  const booking = bookingList ? applyBookings(mairieRows, bookingList, aliases) : null;
  const osm = files.osmTownHalls && osmFile ? osmPlaces(mairieRows, osmFile, basename(files.osmTownHalls)) : null;
  const latestRecord = directory.drafts.reduce<string | null>(
    (latest, d) => (d.updatedOn && (!latest || d.updatedOn > latest) ? d.updatedOn : latest),
    null,
  );
  const dataSources: DataSourceWrite[] = (['laposte', 'directory', 'websites2018', 'emails2021'] as const).flatMap(
    (role) => {
      const file = files[role];
      return file
        ? [
            {
              role,
              file: basename(file),
              title: null,
              published_on: role === 'directory' ? latestRecord : knownPublicationDate(basename(file)),
              complete: false,
            },
          ]
        : [];
    },
  );
  if (current && files.directory2026) {
    const file = basename(files.directory2026);
    dataSources.push({
      role: DIRECTORY_2026_ROLE,
      file,
      title: null,
      published_on: knownPublicationDate(file),
      complete: false,
    });
  }
  if (files.equipped && equipped) {
    dataSources.push({
      role: 'equipped',
      file: basename(files.equipped),
      title: equipped.source?.title ?? null,
      published_on: equipped.source?.date ?? null,
      complete: equipped.complete,
    });
  }
  if (files.equippedSources)
    dataSources.push({
      role: EQUIPPED_SOURCES_ROLE,
      file: basename(files.equippedSources),
      title: null,
      published_on: knownPublicationDate(basename(files.equippedSources)),
      complete: false,
    });
  if (files.booking)
    dataSources.push({
      role: 'booking',
      file: basename(files.booking),
      title: bookingList?.source?.title ?? null,
      published_on: bookingList?.source?.date ?? null,
      complete: false,
    });

  if (osm) {
    dataSources.push({
      role: OSM_SOURCE,
      file: osm.stats.file,
      title: null,
      published_on: osm.stats.date,
      complete: true,
    });
  }

  const written = await db.transaction(async (tx) => {
    const storedCities = await loadCityKeys(tx);
    const cityCounts = await upsertCities(tx, cityRows, chunkSize);
    const storedSlugs = await loadMairieSlugs(tx);
    const slugs = assignSlugs(
      mairieRows.map((r) => ({
        sourceId: r.source_id,
        nom: r.nom,
        ville: r.ville,
        codePostal: r.code_postal,
        codeInsee: r.code_insee,
      })),
      storedSlugs,
      [...storedSlugs.values(), ...(await loadRedirectedSlugs(tx))],
    );
    const rows = mairieRows.map((r) => ({ ...r, slug: slugs.get(r.source_id) as string }));
    const mairieCounts = await upsertMairies(tx, rows, !files.equipped && !files.equippedSources, chunkSize);
    const slugChanges = rows
      .map((r) => ({ sourceId: r.source_id, oldSlug: storedSlugs.get(r.source_id), slug: r.slug }))
      .filter((c): c is { sourceId: string; oldSlug: string; slug: string } => !!c.oldSlug && c.oldSlug !== c.slug);
    await recordSlugChanges(tx, slugChanges);
    const places = osm ? await upsertOsmPlaces(tx, osm.places, chunkSize) : null;
    const osmRemoved = await removeStaleOsmPlaces(tx, osm !== null);
    await recordDataSources(tx, dataSources);
    if (!current) await forgetDataSources(tx, [DIRECTORY_2026_ROLE]);
    const cityKeys = new Set(cityRows.map((r) => `${r.code_commune_insee}|${r.code_postal}`));
    const sourceIds = new Set(mairieRows.map((r) => r.source_id));
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

  return {
    files: { ...files },
    directoryFormat: directory.format,
    cities: {
      ...written.cities,
      read: cities.read,
      rows: cityRows.length,
      rejected: cities.rejected,
      merged: cities.merged,
      fallbackNames: cities.fallbackNames,
      withCoordinates: citiesWithCoordinates(cityRows),
    },
    mairies: {
      ...written.mairies,
      read: directory.read,
      rows: mairieRows.length,
      rejected: { ...directory.rejected, ...built.rejected },
      skipped: directory.skipped,
      dropped: built.dropped,
      supplements: built.supplements,
      positions: built.positions,
      booking,
      equippedSources:
        sourced && placed && applied
          ? {
              read: sourced.read,
              rejected: sourced.rejected,
              invalid: sourced.invalid,
              ...applied.stats,
              unmatched: [...placed.unmatched, ...applied.stats.unplaced].sort((a, b) => a.line - b.line),
            }
          : null,
    },
    current,
    osm:
      osm && written.places
        ? { ...osm.stats, written: { inserted: written.places.inserted, updated: written.places.updated } }
        : null,
    osmRemoved: written.osmRemoved,
    coverage: coverageOf(mairieRows),
    durationMs: performance.now() - started,
  };
}

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
