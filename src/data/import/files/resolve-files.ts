// Picks the files of an import from its settings: downloads for the URL variables, the folder otherwise.
import { downloadSource } from './download.ts';
import type { ImportSettings } from '../../../settings/index.ts';
import {
  URL_VARIABLES,
  dataDir,
  findCurrentDirectory,
  findEquippedSources,
  findFile,
  type SourceFiles,
  type SourceRole,
} from './sources.ts';

const DOWNLOAD_NAMES: Record<SourceRole, string> = {
  laposte: 'laposte.csv',
  directory: 'directory.json',
  websites2018: 'websites-2018.csv',
  emails2021: 'emails-2021.csv',
};

interface ResolveOptions {
  projectRoot: string;
  /** Where downloads go (a temporary folder). */
  downloadDir: string;
  fetchImpl?: typeof fetch;
}

/** Files to import; throws a message naming the variables to set when a required file is missing. */
export async function resolveSourceFiles(sources: ImportSettings, options: ResolveOptions): Promise<SourceFiles> {
  const dir = dataDir(sources.openDataDir, options.projectRoot);
  const pick = async (role: SourceRole): Promise<string | null> => {
    const url = sources.sourceUrls[role];
    if (url) return downloadSource(url, options.downloadDir, DOWNLOAD_NAMES[role], options.fetchImpl);
    return findFile(dir, role);
  };
  const files = {
    laposte: await pick('laposte'),
    directory: await pick('directory'),
    websites2018: await pick('websites2018'),
    emails2021: await pick('emails2021'),
    equipped: sources.equippedList ?? null,
    equippedSources: equippedSourcesFile(sources.equippedSources, dir),
    booking: sources.bookingList ?? null,
    osmTownHalls: sources.osmTownhalls ?? null,
    directory2026: findCurrentDirectory(dir),
  };
  for (const role of ['laposte', 'directory'] as const) {
    if (!files[role]) {
      throw new Error(
        `No ${role} file: put one of ${findHint(role)} in OPEN_DATA_DIR (${dir ?? 'not set'}) or set ${URL_VARIABLES[role]}`,
      );
    }
  }
  return files as SourceFiles;
}

// EQUIPPED_SOURCES: 'off', a path, or the newest edition in the open data folder when there is one.
function equippedSourcesFile(setting: string | undefined, dir: string | null): string | null {
  if (setting === 'off') return null;
  return setting || findEquippedSources(dir);
}

function findHint(role: SourceRole): string {
  return role === 'laposte'
    ? 'laposte_base_officielle_codes_postaux_2024.csv'
    : 'api-lannuaire-administration.json or dila_annuaire_mairies_2016.jsonl.gz';
}
