// The open data import, stage by stage (docs/architecture.md, « The import »): find the files (files/, before this
// call), read each into plain records (read/), match them to communes and town halls (match/), decide each town
// hall's values from its sources (decide/, by the order of domain/source-order.ts), write them in one transaction
// (write/), report (report/). A bad file throws while reading, before anything is written.
import type { Db } from '../db.ts';
import { DEFAULT_CHUNK_SIZE } from '../queries/chunked-upsert.ts';
import { listTownHallWord } from '../queries/town-hall-statements.ts';
import { applyBookings } from './decide/bookings.ts';
import { applyCurrentDirectory, postalCodesByInsee } from './decide/current-directory.ts';
import { applyStatements } from './decide/equipped-statements.ts';
import { applyTownHallWord, type TownHallWordInput } from './decide/town-hall-word.ts';
import { buildMairies } from './decide/mairies.ts';
import { applyOperatorList } from './decide/operator-list.ts';
import {
  byCityKey,
  bySourceId,
  directoryAliases,
  namedByOperatorList,
  townHallCodes,
  townHallKeys,
} from './decide/town-halls.ts';
import type { SourceFiles } from './files/sources.ts';
import { placeRows } from './match/directory-2026.ts';
import { loadEquippedMatcher, placeStatements } from './match/equipped-match.ts';
import { placeListNames } from './match/list-names.ts';
import { osmPlaces } from './match/osm.ts';
import { communePoints } from './match/positions.ts';
import { readSourceFiles } from './read/source-files.ts';
import { loadCommuneIndex, type CommuneIndex } from './reference/communes.ts';
import { importReport, readCounts, type ImportOutcome, type ImportReport } from './report/report.ts';
import { dataSourcesOf } from './write/data-sources.ts';
import { writeImport, type ImportWrite } from './write/write.ts';

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
  const { write, outcome } = await readMatchDecide(files, await listTownHallWord(db), options);
  const written = await writeImport(db, write, options.chunkSize ?? DEFAULT_CHUNK_SIZE);
  return importReport({ ...outcome, written, durationMs: performance.now() - started });
}

// Read, match, decide: what to write, and the report's counts. The files' records end with this call, so that the
// write's transaction does not hold them. `answers`: the town halls' own answers, stored apart (no import writes them).
async function readMatchDecide(
  files: SourceFiles,
  answers: readonly TownHallWordInput[],
  options: ImportOptions,
): Promise<{ write: ImportWrite; outcome: Omit<ImportOutcome, 'written' | 'durationMs'> }> {
  const communes = options.communes ?? loadCommuneIndex();
  const records = await readSourceFiles(files, communes, options.equippedComplete);
  const { directory, directory2026, sourced } = records;
  const lists = placeListNames(records.equipped, records.booking);
  const points = communePoints(records.cities.rows, communes);
  const supplements = { websites2018: records.websites2018, emails2021: records.emails2021 };
  const built = buildMairies(directory.drafts, communes, supplements, points);
  // The 2026 file's values over the older files', then the sourced list on the current town halls it names.
  const current = directory2026
    ? applyCurrentDirectory(
        built.rows,
        placeRows(directory2026.rows, directory.drafts, communes),
        { communes, points, postalCodes: postalCodesByInsee(records.cities.rows) },
        directory2026,
      )
    : null;
  // The statuses: the operator's list on every town hall, then the sourced list's statements where it names none.
  const keysOf = townHallKeys(directory.drafts);
  const listed = lists.equipped ? applyOperatorList(current?.rows ?? built.rows, keysOf, lists.equipped) : null;
  const withList = listed?.rows ?? current?.rows ?? built.rows;
  const codes = townHallCodes(withList);
  const placed = sourced ? placeStatements(sourced, loadEquippedMatcher(codes), codes) : null;
  const statements = placed ? applyStatements(withList, placed, namedByOperatorList(keysOf, lists.equipped)) : null;
  const listedRows = bySourceId(statements?.rows ?? withList);
  const booking = lists.booking ? applyBookings(listedRows, lists.booking, directoryAliases(directory.drafts)) : null;
  // The town halls' own answers over the files' values not dated after them.
  const { rows: mairies, stats: townHallWord } = applyTownHallWord(listedRows, answers);
  const osm = records.osm ? osmPlaces(mairies, records.osm.file, records.osm.name) : null;
  const cities = byCityKey(records.cities.rows);
  const { rejected, dropped, supplements: supplementStats, positions } = built;
  return {
    write: {
      cities,
      mairies,
      osmPlaces: osm?.places ?? null,
      dataSources: dataSourcesOf(files, records, osm?.stats ?? null),
      keepEquipped: !files.equipped && !files.equippedSources,
      read2026: current !== null,
    },
    outcome: {
      ...{ files, read: readCounts(records), cities, mairies, current: current?.stats ?? null, booking, townHallWord },
      built: { rejected, dropped, supplements: supplementStats, positions },
      operatorList: listed?.stats ?? null,
      statements: placed && statements ? { placed, stats: statements.stats } : null,
      osm: osm?.stats ?? null,
    },
  };
}
