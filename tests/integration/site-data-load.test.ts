// The build's data load (src/data/site/load.ts): the queries run in a worker thread of their own (query-worker.ts)
// and come back packed once; the site shaped from them is the one shaped from the same queries run here, and a
// failed query stops the build with its message.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openPglite } from '../../src/data/db.ts';
import { migrate } from '../../src/data/migrate.ts';
import { queryDatabase } from '../../src/data/site/query.ts';
import { toSiteData } from '../../src/data/site/site-data.ts';
import { readSettings, type Settings } from '../../src/settings/index.ts';
import { createTestDb, onPostgres, type TestDb } from '../helpers/db.ts';
import { FIXTURE_NOW, seedSite } from '../fixtures/site-seed.ts';

const dir = mkdtempSync(join(tmpdir(), 'site-data-load-'));
let testDb: TestDb | undefined;

// The build's settings on `database`: the test's Postgres database, else a PGlite folder (an in-memory one would be
// queried in this thread, not in the worker).
function buildSettings(pgliteDir: string, url = testDb?.url): Settings {
  const env: Record<string, string> = {
    PGLITE_DIR: pgliteDir,
    BUILD_DATE: FIXTURE_NOW.toISOString(),
    BUILD_MANIFEST_PATH: join(dir, 'manifest.json'),
  };
  if (url) env.DATABASE_URL = url;
  return readSettings(env, 'build');
}

// load.ts keeps its data for the process: a fresh module per load.
async function freshLoad(settings: Settings) {
  vi.resetModules();
  const { loadSiteData } = await import('../../src/data/site/load.ts');
  return loadSiteData(settings);
}

beforeAll(async () => {
  if (onPostgres) {
    testDb = await createTestDb();
    await seedSite(testDb);
    return;
  }
  const lite = await openPglite(join(dir, 'seeded'));
  try {
    await migrate(lite);
    await seedSite(lite);
  } finally {
    await lite.close();
  }
});

afterAll(async () => {
  await testDb?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('loadSiteData', () => {
  it('shapes the site from the rows its query worker read, as from the same queries run in this thread', async () => {
    const settings = buildSettings(join(dir, 'seeded'));
    const site = await freshLoad(settings);
    const here = toSiteData(await queryDatabase(settings.database, FIXTURE_NOW), FIXTURE_NOW);
    expect(site.counts.mairies).toBeGreaterThan(0);
    expect(site.counts).toEqual(here.counts);
    expect(site.now).toEqual(FIXTURE_NOW);
    expect(site.mairies).toEqual(here.mairies);
    expect([...site.placeByMairie]).toEqual([...here.placeByMairie]);
    expect([...site.citiesByCode]).toEqual([...here.citiesByCode]);
    expect(site.dataSources).toEqual(here.dataSources);
  });

  it('stops the build with the database error when a query fails', async () => {
    // A PGlite folder without the tables (never migrated); on Postgres, a database that does not exist.
    const settings = onPostgres
      ? buildSettings(join(dir, 'unused'), new URL('/no_such_database_for_this_test', testDb?.url).toString())
      : buildSettings(join(dir, 'empty'));
    const where = onPostgres ? 'DATABASE_URL' : `PGlite at ${join(dir, 'empty')}`;
    await expect(freshLoad(settings)).rejects.toThrow(
      new RegExp(
        `^\\[site-data\\] Loading the data from ${where.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} failed, so the build stops: .*(mairies|no_such)`,
      ),
    );
  });
});
