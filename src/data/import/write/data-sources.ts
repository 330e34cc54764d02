// The files an import read, as data_sources rows: each role's file, title, publication date and completeness.
import { basename } from 'node:path';
import { DIRECTORY_2026_ROLE, EQUIPPED_SOURCES_ROLE } from '../../../domain/source-order.ts';
import type { DataSourceWrite } from '../../queries/data-sources.ts';
import { OSM_SOURCE } from '../../queries/places-cache.ts';
import { knownPublicationDate, type SourceFiles } from '../files/sources.ts';
import type { OsmStats } from '../match/osm.ts';
import { latestUpdate } from '../read/mairie-draft.ts';
import type { SourceRecords } from '../read/source-files.ts';

const row = (role: string, file: string, published_on: string | null, title: string | null = null, complete = false) =>
  ({ role, file: basename(file), title, published_on, complete }) satisfies DataSourceWrite;

/** One row per file read; the directory's date is its latest record's update. */
export function dataSourcesOf(
  files: SourceFiles,
  records: SourceRecords,
  osm: Omit<OsmStats, 'written'> | null,
): DataSourceWrite[] {
  const latestRecord = latestUpdate(records.directory.drafts);
  const { equipped, booking } = records;
  return [
    ...(['laposte', 'directory', 'websites2018', 'emails2021'] as const).flatMap((role) => {
      const file = files[role];
      return file ? [row(role, file, role === 'directory' ? latestRecord : knownPublicationDate(basename(file)))] : [];
    }),
    ...(records.directory2026 && files.directory2026
      ? [row(DIRECTORY_2026_ROLE, files.directory2026, knownPublicationDate(basename(files.directory2026)))]
      : []),
    ...(files.equipped && equipped
      ? [row('equipped', files.equipped, equipped.source?.date ?? null, equipped.source?.title, equipped.complete)]
      : []),
    ...(files.equippedSources
      ? [row(EQUIPPED_SOURCES_ROLE, files.equippedSources, knownPublicationDate(basename(files.equippedSources)))]
      : []),
    ...(files.booking ? [row('booking', files.booking, booking?.source?.date ?? null, booking?.source?.title)] : []),
    ...(osm ? [row(OSM_SOURCE, osm.file, osm.date, null, true)] : []),
  ];
}
