// Loads the whole site's data once per build (module-level memo), checks it, then closes the database.
// A failed query, an empty required table or a >20% drop against the last good build stops the build.
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
import { getPopularMairies } from '../queries/visits.ts';
import { handSearchSource, publishLoadedCounts, publishSlugRedirects } from './build-channel.ts';
import { settings as currentSettings, type BuildSettings, type Settings } from '../../settings/index.ts';
import { dataSafetyProblems, readManifest, type DataCounts } from './safety.ts';
import { toSiteData, type RawSiteData, type SiteData } from './site-data.ts';
import { footerCredits, type FooterCredits } from '../../page-data/provenance.ts';
import { toSearchSource } from '../../page-data/search-index.ts';
import { handToRenderWorkers, takeHandedSiteData, type HandedSiteData } from '../../integrations/render-hand-off.ts';

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

// A render worker's data (src/integrations/render-worker.ts): the main thread's raw data and "now", shaped the same
// way; the checks and the build's side effects (counts, redirects, search files, log) stay on the main thread.
function fromHanded({ raw, now }: HandedSiteData, build: BuildSettings): SiteData {
  credits = footerCredits(raw.dataSources);
  return toSiteData(raw, now, build.departments);
}

async function load({ build, database }: Settings): Promise<SiteData> {
  const handed = takeHandedSiteData();
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
  publishLoadedCounts(site.counts);
  publishSlugRedirects(raw.slugRedirects);
  credits = footerCredits(raw.dataSources);
  // The search files are laid out and written in parallel with the pages (search-files.ts).
  // The render workers start once the search files' worker is done: both at once would add up their memory, while
  // the second core is busy either way.
  const searchFilesWritten = handSearchSource(() => toSearchSource(site));
  handToRenderWorkers({ raw, now: build.now }, searchFilesWritten);
  const ms = Math.round(performance.now() - started);
  console.info(
    `[site-data] ${JSON.stringify(site.counts)} loaded in ${ms} ms` +
      (build.departments ? `; pages limited to departments ${[...build.departments].join(',')}` : ''),
  );
  for (const warning of site.warnings) console.warn(`[site-data] ${warning}`);
  return site;
}

let memo: Promise<SiteData> | undefined;
let credits: FooterCredits | undefined;

// The build's data, loaded on first call and shared by every page of the build.
export function loadSiteData(settings: Settings = currentSettings('build')): Promise<SiteData> {
  memo ??= load(settings);
  return memo;
}

/** The footer's credits of this build's imported files (page-data/provenance.ts), once the data is loaded: every
 *  route's getStaticPaths runs before the first page renders, and the data routes' ones load it. Undefined when no
 *  data was loaded (a page rendered alone, as in the Container API tests). */
export function loadedDataCredits(): FooterCredits | undefined {
  return credits;
}
