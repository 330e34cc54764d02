// Reads the DILA directory file, whichever format it is in, into drafts with unique source ids.
import { existsSync } from 'node:fs';
import { fromAnnuaireRecord, isAnnuaireRecord } from './dila-annuaire.ts';
import { fromLegacyRecord, isLegacyRecord } from './dila-2016.ts';
import { isBzip2, readDirectoryArchive } from './dila-archive.ts';
import { ImportFileError } from '../errors.ts';
import { readJsonRecords } from './json-records.ts';
import type { MairieDraft } from './mairie-draft.ts';
import { count, type Tally } from '../tally.ts';

export interface DirectorySource {
  format: 'dila-2016' | 'annuaire' | 'empty';
  drafts: MairieDraft[];
  /** Records read. */
  read: number;
  /** Records that are not town halls (other public offices). */
  skipped: Tally;
  rejected: Tally;
}

/** Town halls of a directory file: 2016 JSON lines, a current Annuaire export in JSON, JSON lines or gzip, or
 * DILA's bzip2-compressed tar of JSON files (dila-archive.ts). */
export async function readDirectory(file: string): Promise<DirectorySource> {
  const result: DirectorySource = { format: 'empty', drafts: [], read: 0, skipped: {}, rejected: {} };
  const seen = new Set<string>();
  // A missing file is named by readJsonRecords.
  const records = existsSync(file) && isBzip2(file) ? readDirectoryArchive(file) : readJsonRecords(file);
  for await (const { line, record } of records) {
    result.read += 1;
    const legacy = isLegacyRecord(record);
    if (!legacy && !isAnnuaireRecord(record)) {
      if (result.format === 'empty') {
        throw new ImportFileError(
          file,
          line,
          'not a DILA directory record (expected codeinsee/writeAddress or pivot/code_insee_commune)',
        );
      }
      count(result.rejected, 'unrecognised record');
      continue;
    }
    if (result.format === 'empty') result.format = legacy ? 'dila-2016' : 'annuaire';
    const outcome = legacy ? fromLegacyRecord(record, line) : fromAnnuaireRecord(record, line, file);
    if ('skip' in outcome) count(result.skipped, outcome.skip);
    else if ('reject' in outcome) count(result.rejected, outcome.reject);
    else {
      const draft = outcome.draft;
      // The old DILA id keeps a town hall's row (id, slug) when an operator moves from 2016 data to the current export.
      if (draft.legacyId && !seen.has(draft.legacyId)) {
        draft.directoryId = draft.sourceId;
        draft.sourceId = draft.legacyId;
      }
      if (seen.has(draft.sourceId)) {
        count(result.rejected, 'duplicate id');
        continue;
      }
      seen.add(draft.sourceId);
      result.drafts.push(draft);
    }
  }
  return result;
}
