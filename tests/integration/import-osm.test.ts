// Issue 22, end to end on the database under test: OSM_TOWNHALLS (a fixture Overpass answer) is imported with the
// fixture directory, its clear matches' hours go to places_cache with their source and date, the report counts
// every case, a visitor's accepted correction stays over older OSM hours on re-import, OSM rows no longer confirmed
// are removed; then the site is built from that database and the town hall pages say where their hours come from.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAstroBuild, type BuildResult } from '../helpers/astro-build.ts';
import { createTestDb, onPostgres, type TestDb } from '../helpers/db.ts';
import { importAndCompare } from '../helpers/import-dump.ts';
import { weekOpenOn } from '../helpers/schedule.ts';
import { openPglite, type Db } from '../../src/data/db.ts';
import { formatReport, importOpenData, type ImportReport, type SourceFiles } from '../../src/data/import/index.ts';
import { migrate } from '../../src/data/migrate.ts';
import { listPlacesCache } from '../../src/data/queries/places-cache.ts';

const root = new URL('../..', import.meta.url).pathname;
const FIXTURES = join(root, 'tests/fixtures/open-data/');
const OSM = join(FIXTURES, 'osm_townhalls.json');
const dir = mkdtempSync(join(tmpdir(), 'import-osm-'));
mkdirSync(join(root, '.data'), { recursive: true });
const outRoot = mkdtempSync(join(root, '.data', 'test-import-osm-'));

const files = (osmTownHalls: string | null): SourceFiles => ({
  laposte: join(FIXTURES, 'laposte_base_officielle_codes_postaux_2024.csv'),
  directory: join(FIXTURES, 'dila_annuaire_mairies_2016.jsonl.gz'),
  websites2018: null,
  emails2021: null,
  equipped: null,
  osmTownHalls,
});

// The fixture answer with some elements changed or left out, as a later Overpass answer.
function laterAnswer(name: string, edit: (elements: { id: number; tags: Record<string, string> }[]) => unknown[]) {
  const doc = JSON.parse(readFileSync(OSM, 'utf8'));
  doc.elements = edit(doc.elements);
  const path = join(dir, name);
  writeFileSync(path, JSON.stringify(doc));
  return path;
}

const VISITOR_SCHEDULE = weekOpenOn({ mardi: [{ open: '09:15', close: '11:45' }] });

let db: TestDb | Db;
let first: ImportReport;
let build: BuildResult;

async function placeOf(sourceId: string) {
  const { rows } = await db.query<{ id: number }>('select id from mairies where source_id = $1', [sourceId]);
  return (await listPlacesCache(db)).find((p) => p.mairie_id === rows[0]?.id);
}

beforeAll(async () => {
  db = onPostgres ? await createTestDb() : await openPglite(join(dir, 'db'));
  await migrate(db);
  first = await importAndCompare(db, files(OSM));
}, 120_000);

afterAll(async () => {
  await db?.close();
  rmSync(dir, { recursive: true, force: true });
  rmSync(outRoot, { recursive: true, force: true });
});

describe(`OSM town halls import on ${onPostgres ? 'Postgres' : 'PGlite'}`, () => {
  it('counts what it read, matched, skipped and imported', () => {
    expect(first.osm).toMatchObject({
      file: 'osm_townhalls.json',
      date: '2025-12-01',
      read: 16,
      left: { notTownHall: 1, noPosition: 1 },
      townHalls: 14,
      matched: 8,
      skipped: { 'approximate-position': 2, far: 5, annex: 1, 'other-name': 0, ambiguous: 1 },
      osmUnmatched: 6,
      hours: {
        imported: 4,
        checked: 2,
        noTag: 1,
        skipped: { 'appointment-only': 1, 'week-varies': 1, invalid: 1 },
      },
      written: { inserted: 4, updated: 0 },
    });
    const text = formatReport(first);
    expect(text).toContain('OpenStreetMap town halls (osm_townhalls.json, data of 2025-12-01): 16 read, 14 town halls');
    expect(text).toContain(
      'town halls matched: 8; skipped: approximate-position: 2; far: 5; annex: 1; other-name: 0; ambiguous: 1',
    );
    expect(text).toContain(
      'hours imported: 4 (2 with a check_date); skipped: invalid: 1; week-varies: 1; appointment-only: 1; matched without opening_hours: 1',
    );
  });

  it('stores the hours as the places step: the OSM element, the schedule, no rating, source and date', async () => {
    expect(await placeOf('mairie-01004-01')).toEqual({
      mairie_id: expect.any(Number),
      place_id: 'node/101',
      data: {
        schedule: expect.objectContaining({
          lundi: [
            { open: '08:30', close: '12:00' },
            { open: '13:30', close: '17:00' },
          ],
          samedi: [{ open: '09:00', close: '12:00' }],
          dimanche: [],
          isDefaultSchedule: false,
        }),
        rating: null,
        isDefaultSchedule: false,
      },
      source: 'osm',
      source_date: '2025-06-02',
      source_checked: true,
    });
    // No check_date: the day of the data.
    expect(await placeOf('mairie-01001-01')).toMatchObject({
      place_id: 'way/202',
      source_date: '2025-12-01',
      source_checked: false,
    });
    expect(await placeOf('mairie-76351-01')).toMatchObject({ place_id: 'relation/801', source_date: '2025-11-03' });
    // Three ranges a day: every one kept, none joined across its closed gap.
    expect(await placeOf('mairie-92050-01')).toMatchObject({
      place_id: 'node/701',
      data: {
        schedule: expect.objectContaining({
          mardi: [
            { open: '08:00', close: '10:00' },
            { open: '10:30', close: '12:00' },
            { open: '14:00', close: '17:00' },
          ],
        }),
      },
    });
    const { rows } = await db.query(`select role, file, published_on::text as date, complete from data_sources
      where role = 'osm'`);
    expect(rows).toEqual([{ role: 'osm', file: 'osm_townhalls.json', date: '2025-12-01', complete: true }]);
  });

  it("keeps a visitor's accepted correction on re-import, and confirms the OSM rows again", async () => {
    await db.query(
      `update mairies set schedule = $2, hours_source = 'visitor', hours_source_date = '2025-09-01'
       where source_id = $1`,
      ['mairie-01004-01', JSON.stringify(VISITOR_SCHEDULE)],
    );
    const again = await importAndCompare(db, files(OSM));
    expect(again.osm?.written).toEqual({ inserted: 0, updated: 4 });
    expect(again.osmRemoved).toBe(0);
    const { rows } = await db.query<{ schedule: unknown; hours_source: string; day: string }>(
      `select schedule, hours_source, hours_source_date::text as day from mairies where source_id = 'mairie-01004-01'`,
    );
    expect(rows[0]).toEqual({ schedule: VISITOR_SCHEDULE, hours_source: 'visitor', day: '2025-09-01' });
  });

  it('removes hours OSM no longer gives, keeps them 30 days without a file', async () => {
    const withoutHavre = laterAnswer('later.json', (elements) => elements.filter((e) => e.id !== 801));
    const later = await importAndCompare(db, files(withoutHavre));
    expect(later.osmRemoved).toBe(1);
    expect(await placeOf('mairie-76351-01')).toBeUndefined();
    const noFile = await importAndCompare(db, files(null));
    expect([noFile.osm, noFile.osmRemoved]).toEqual([null, 0]);
    expect(await placeOf('mairie-01001-01')).toBeDefined();
    await db.query(`update places_cache set updated_at = now() - interval '31 days' where source = 'osm'`);
    expect((await importAndCompare(db, files(null))).osmRemoved).toBe(3);
    // Back to the full answer for the build below.
    await importAndCompare(db, files(OSM));
  });

  it('refuses an Overpass answer cut by a timeout, before writing anything', async () => {
    const cut = join(dir, 'cut.json');
    writeFileSync(
      cut,
      '{"osm3s": {"timestamp_osm_base": "2025-12-02T00:00:00Z"}, "elements": [], "remark": "runtime error: Query timed out"}',
    );
    await expect(importOpenData(db, files(cut))).rejects.toThrow(/Overpass answered with an error/);
    await expect(importOpenData(db, files(join(dir, 'missing.json')))).rejects.toThrow(/file not found/);
    expect(await placeOf('mairie-01001-01')).toMatchObject({ source_date: '2025-12-01' });
  });
});

describe('the built pages', () => {
  beforeAll(async () => {
    const dbEnv: Record<string, string> =
      onPostgres && 'url' in db && db.url ? { DATABASE_URL: db.url } : { PGLITE_DIR: join(dir, 'db') };
    if (!onPostgres) await db.close();
    const outDir = join(outRoot, 'dist');
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      ...dbEnv,
      ASTRO_OUT_DIR: outDir,
      BUILD_MANIFEST_PATH: join(dir, 'build-manifest.json'),
      BUILD_DATE: '2025-12-10T10:00:00.000Z',
      PUBLIC_SITE_URL: 'https://passeport.example.fr',
    };
    if (!onPostgres) delete env.DATABASE_URL;
    delete env.NODE_ENV;
    delete env.BUILD_DEPARTMENTS;
    delete env.BUILD_FORCE;
    build = await runAstroBuild(env, outDir);
    if (!onPostgres) db = await openPglite(join(dir, 'db'));
  }, 300_000);

  const textOf = (path: string) =>
    readFileSync(join(build.outDir, path), 'utf8')
      .replace(/<script[\s\S]*?<\/script>/g, ' ')
      .replace(/<[^>]+>/g, ' ')
      .replace(/&#39;|&#x27;/g, "'")
      .replace(/&amp;/g, '&')
      .replace(/\s+/g, ' ');

  it('builds', () => {
    expect(build.code, build.output.slice(-3000)).toBe(0);
  });

  it('shows OSM hours with their source and date, as verified hours', () => {
    const havre = textOf('mairie/mairie-du-havre.html');
    expect(havre).toContain("D'après OpenStreetMap, vérifié le 3 novembre 2025. © les contributeurs d'OpenStreetMap");
    expect(havre).toContain('Horaires vérifiés');
    expect(havre).toContain('Lundi 9h00 - 17h00 Mardi 9h00 - 17h00');
    expect(havre).not.toContain('Ces horaires sont indicatifs');
    expect(textOf('mairie/mairie-du-havre/rdv.html')).toContain("D'après OpenStreetMap, vérifié le 3 novembre 2025.");
    const abergement = textOf('mairie/mairie-de-l-abergement-clemenciat.html');
    expect(abergement).toContain("D'après OpenStreetMap, relevé le 1er décembre 2025.");
  });

  it("shows the visitor's accepted correction over older OSM hours", () => {
    const amberieu = textOf('mairie/mairie-d-amberieu-en-bugey.html');
    expect(amberieu).toContain('Source : signalé par un visiteur, vérifié le 1er septembre 2025.');
    expect(amberieu).not.toContain("D'après OpenStreetMap");
  });

  it('shows every range of a day that has three', () => {
    expect(textOf('mairie/mairie-de-nanterre.html')).toContain(
      'Lundi 8h00 - 10h00, 10h30 - 12h00 et 14h00 - 17h00 Mardi 8h00 - 10h00, 10h30 - 12h00 et 14h00 - 17h00',
    );
  });

  it('keeps the default hours where OSM gave none (skipped values say nothing)', () => {
    const pontLEveque = textOf('mairie/mairie-de-pont-l-eveque.html');
    expect(pontLEveque).toContain('Ces horaires sont indicatifs');
    expect(pontLEveque).not.toContain("D'après OpenStreetMap");
  });

  it('credits the contributors in the footer, under the ODbL', () => {
    const home = textOf('index.html');
    expect(home).toContain(
      "Horaires d'ouverture : OpenStreetMap, fichier osm_townhalls.json, données du 1er décembre 2025 (ODbL 1.0)",
    );
    expect(home).toContain("© les contributeurs d'OpenStreetMap (ODbL)");
  });
});
