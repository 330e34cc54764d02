// The build's queries: everything the site reads from the database, in one pass. load.ts runs them in a worker
// thread of its own (query-worker.ts), so that the database's memory leaves with that thread.
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
import type { DbSettings } from '../../settings/index.ts';
import type { RawSiteData } from './site-data.ts';

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

/** Opens the database, runs the build's queries and closes it (closed on failure too). */
export async function queryDatabase(database: DbSettings, now: Date): Promise<RawSiteData> {
  let db: Db | undefined;
  try {
    db = await openDb(database);
    return await queryRawSiteData(db, now);
  } finally {
    await db?.close().catch(() => {});
  }
}
