// The read step: every given file read into plain records, in a fixed order, before anything is matched or written
// (a bad file stops the import here, naming its line).
import { basename } from 'node:path';
import { readsDirectory2026 } from '../../../domain/source-order.ts';
import type { SourceFiles } from '../files/sources.ts';
import type { CommuneIndex } from '../reference/communes.ts';
import { readAnnuaire2026, type Annuaire2026 } from './annuaire-2026.ts';
import { readBookingList, type BookingList } from './booking-list.ts';
import { readDirectory, type DirectorySource } from './directory.ts';
import { readEmails2021, type Emails2021 } from './emails-2021.ts';
import { readEquippedList, type EquippedList } from './equipped-list.ts';
import { readSourcedList, type SourcedList } from './equipped-sources.ts';
import { readLaPoste, type CitiesSource } from './laposte.ts';
import { readOsmTownHalls, type OsmFile } from './osm-townhalls.ts';
import { readWebsites2018, type Websites2018 } from './websites-2018.ts';

/** What each given file holds; null for a file not given (or, for the 2026 file, not read). */
export interface SourceRecords {
  cities: CitiesSource;
  directory: DirectorySource;
  equipped: EquippedList | null;
  booking: BookingList | null;
  osm: { file: OsmFile; name: string } | null;
  websites2018: Websites2018 | null;
  emails2021: Emails2021 | null;
  /** The 2026 file, read only when the directory given is the 2016 file (domain/source-order.ts). */
  directory2026: Annuaire2026 | null;
  sourced: SourcedList | null;
}

/** Reads every given file. `equippedComplete`: the equipped list covers every equipped commune. */
export async function readSourceFiles(
  files: SourceFiles,
  communes: CommuneIndex,
  equippedComplete = false,
): Promise<SourceRecords> {
  const cities = await readLaPoste(files.laposte, communes);
  const directory = await readDirectory(files.directory);
  const equipped = files.equipped ? await readEquippedList(files.equipped, { complete: equippedComplete }) : null;
  const booking = files.booking ? readBookingList(files.booking) : null;
  const osm = files.osmTownHalls
    ? { file: await readOsmTownHalls(files.osmTownHalls), name: basename(files.osmTownHalls) }
    : null;
  const websites2018 = files.websites2018 ? await readWebsites2018(files.websites2018) : null;
  const emails2021 = files.emails2021 ? await readEmails2021(files.emails2021) : null;
  const file2026 = readsDirectory2026(directory.format, Boolean(files.directory2026)) ? files.directory2026 : null;
  const directory2026 = file2026 ? await readAnnuaire2026(file2026) : null;
  const sourced = files.equippedSources ? await readSourcedList(files.equippedSources) : null;
  return { cities, directory, equipped, booking, osm, websites2018, emails2021, directory2026, sourced };
}
