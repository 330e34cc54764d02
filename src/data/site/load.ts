// Loads the whole site's data once per build (module-level memo), checks it, then closes the database.
// A failed query, an empty required table or a >20% drop against the last good build stops the build.
// The pages import it (Astro's public way: a module); what the build's fast paths do with the loaded data besides
// (the render workers, the search files' worker, the end-of-build files) is handed to them by a module of theirs
// that registers here (src/integrations/site-data-hand-off.ts); without the fast paths nothing is registered.
import { openDb, type Db } from '../db.ts';
import { isoWeek } from '../../domain/iso-week.ts';
import { RANDOM_CITIES } from '../../domain/constants.ts';
import { PARIS_TIME_ZONE } from '../../domain/time-zone.ts';
import { getRandomCities, listCities } from '../queries/cities.ts';
import { listAcceptedCorrectionWeeks } from '../queries/corrections.ts';
import { listDataSources } from '../queries/data-sources.ts';
import { getDepartmentsWithCounts } from '../queries/departments.ts';
import { listMairies, listSlugRedirects } from '../queries/mairies.ts';
import { listPlacesCache } from '../queries/places-cache.ts';
import { listVisibleReports } from '../queries/reports.ts';
import { listTownHallWord } from '../queries/town-hall-statements.ts';
import { getPopularMairies } from '../queries/visits.ts';
import { settings as currentSettings, type BuildSettings, type Settings } from '../../settings/index.ts';
import { dataSafetyProblems, readManifest, type DataCounts } from './safety.ts';
import { toSiteData, townHallBookingHows, type RawSiteData, type SiteData } from './site-data.ts';
import type { DataSourceRow } from '../queries/data-sources.ts';

// Runs every build query; one connection at a time (PGlite has only one).
async function queryRawSiteData(db: Db, now: Date): Promise<RawSiteData> {
  const { week, year } = isoWeek(now, PARIS_TIME_ZONE);
  return {
    mairies: await listMairies(db),
    cities: await listCities(db),
    departments: await getDepartmentsWithCounts(db),
    reports: await listVisibleReports(db),
    places: await listPlacesCache(db),
    popular: await getPopularMairies(db, week, year),
    randomCities: await getRandomCities(db, RANDOM_CITIES.requested),
    slugRedirects: await listSlugRedirects(db),
    dataSources: await listDataSources(db),
    acceptedCorrections: await listAcceptedCorrectionWeeks(db),
    townHallBookingHow: townHallBookingHows(await listTownHallWord(db)),
  };
}

// Throws with every problem listed unless forced; a forced build only warns.
function assertDataSafe(counts: DataCounts, build: BuildSettings, log: (line: string) => void = console.warn): void {
  const previous = readManifest(build.manifestPath)?.counts ?? null;
  const problems = dataSafetyProblems(counts, previous);
  if (!problems.length) return;
  const list = problems.map((p) => `  - ${p}`).join('\n');
  if (build.force) {
    log(`[site-data] BUILD_FORCE=1: publishing despite:\n${list}`);
    return;
  }
  throw new Error(
    `[site-data] The data looks broken, so the build stops rather than publish a partial site:\n${list}\n` +
      `Compared with ${build.manifestPath}. Fix the import, or rebuild with BUILD_FORCE=1 if this change is intended.`,
  );
}

/** The build's raw data and its "now": what a render worker builds its SiteData from instead of the database. */
export type HandedSiteData = { raw: RawSiteData; now: Date };

/** What the build's fast paths take from the loading and give to it (src/integrations/site-data-hand-off.ts). */
type SiteDataHandOff = {
  /** In a render worker: the main thread's data, given once; undefined on the main thread, which queries. */
  handed(): HandedSiteData | undefined;
  /** On the main thread, once the data is loaded and checked. */
  loaded(site: SiteData, handed: HandedSiteData): void;
};

let handOff: SiteDataHandOff | null = null;

/** The fast paths, in the pages' module graph, before any page loads the data. */
export function setSiteDataHandOff(value: SiteDataHandOff | null): void {
  handOff = value;
}

// A render worker's data (src/integrations/render-worker.ts): the main thread's raw data and "now", shaped the same
// way; the checks and the build's side effects (counts, redirects, search files, log) stay on the main thread.
function fromHanded({ raw, now }: HandedSiteData, build: BuildSettings): SiteData {
  dataSources = raw.dataSources;
  return toSiteData(raw, now, build.departments);
}

async function load({ build, database }: Settings): Promise<SiteData> {
  const handed = handOff?.handed();
  if (handed) return fromHanded(handed, build);
  const started = performance.now();
  let db: Db | undefined;
  let raw: RawSiteData;
  try {
    db = await openDb(database);
    raw = await queryRawSiteData(db, build.now);
  } catch (error) {
    const where = database.url ? 'DATABASE_URL' : `PGlite at ${database.pgliteDir}`;
    throw new Error(
      `[site-data] Loading the data from ${where} failed, so the build stops: ${(error as Error).message}`,
      {
        cause: error,
      },
    );
  } finally {
    await db?.close().catch(() => {});
  }
  const site = toSiteData(raw, build.now, build.departments);
  assertDataSafe(site.counts, build);
  dataSources = raw.dataSources;
  handOff?.loaded(site, { raw, now: build.now });
  const ms = Math.round(performance.now() - started);
  console.info(
    `[site-data] ${JSON.stringify(site.counts)} loaded in ${ms} ms` +
      (build.departments ? `; pages limited to departments ${[...build.departments].join(',')}` : ''),
  );
  for (const warning of site.warnings) console.warn(`[site-data] ${warning}`);
  return site;
}

let memo: Promise<SiteData> | undefined;
let dataSources: readonly DataSourceRow[] | null = null;

// The build's data, loaded on first call and shared by every page of the build.
export function loadSiteData(settings: Settings = currentSettings('build')): Promise<SiteData> {
  memo ??= load(settings);
  return memo;
}

/**
 * The files this build's data was imported from (data_sources), for the footer's credits, once the data is loaded:
 * in a build every route's getStaticPaths runs before the first page renders, and the data routes' ones load it.
 * `null` says that this process renders pages without the data, which only happens outside a build: a page rendered
 * alone (the Container API tests) or a dev server's page before any data page.
 */
export function loadedDataSources(): readonly DataSourceRow[] | null {
  return dataSources;
}
