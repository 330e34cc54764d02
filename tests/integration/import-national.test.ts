// The full national files, only when OPEN_DATA_DIR points at them (figures from shared/data/README.md).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, type TestDb } from '../helpers/db.ts';
import { importOpenData, type ImportReport } from '../../src/data/import/index.ts';
import { resolveSourceFiles } from '../../src/data/import/resolve-files.ts';

const enabled = Boolean(process.env.OPEN_DATA_DIR);
const TIMEOUT = 300_000;

describe.skipIf(!enabled)('national open data import', () => {
  let db: TestDb;
  let report: ImportReport;
  beforeAll(async () => {
    db = await createTestDb();
    const files = await resolveSourceFiles(process.env, { projectRoot: process.cwd(), downloadDir: '/nonexistent' });
    report = await importOpenData(db, files);
  }, TIMEOUT);
  afterAll(async () => db?.close());

  it('writes one city per (INSEE, postal code) pair, Monaco aside', () => {
    expect(report.cities.read).toBe(39_193);
    expect(report.cities.rejected).toEqual({ 'foreign country (INSEE 99xxx, e.g. Monaco)': 1 });
    expect(report.cities.rows).toBe(35_569 - 1);
    expect(report.cities).toMatchObject({ inserted: 35_568, updated: 0, unchanged: 0 });
    expect(report.cities.fallbackNames).toBe(10);
    expect(report.cities.withCoordinates).toBe(35_568 - 13);
  });

  it('keeps every postal code and INSEE code of the La Poste base, Monaco aside', async () => {
    // The README counts 6,328 postal codes and 35,067 INSEE codes; the only rejected line is Monaco (99138, 98000).
    const { rows } = await db.query(
      `select count(distinct code_postal)::int as postal_codes, count(distinct code_commune_insee)::int as insee_codes,
         count(*) filter (where code_postal = '98000')::int as monaco from cities`,
    );
    expect(rows[0]).toEqual({ postal_codes: 6_327, insee_codes: 35_066, monaco: 0 });
  });

  it('writes every town hall of the directory', () => {
    expect(report.directoryFormat).toBe('dila-2016');
    expect(report.mairies).toMatchObject({ read: 36_268, rows: 36_268, inserted: 36_268 });
    expect(report.mairies.rejected).toEqual({});
  });

  it('reaches the coverage the sources allow', () => {
    const { coverage } = report;
    const share = (n: number) => n / report.mairies.rows;
    // 36,250 records with coordinates in the README, but one of them (mairie-07301-01) has a latitude and no
    // longitude: half a point is dropped (a row has both or neither), so 36,249 directory positions; the BAN
    // geocoding of the records adds 5 more whose address lies in their own commune (06090, 44120, 62655,
    // 67152, 95063): 36,254 of the 36,268 town halls.
    expect(coverage.coordinates).toBe(36_254);
    // 36,162 phones in the README, three of which cannot be dialled ('3992', one digit too many or too few).
    expect(coverage.phone).toBeGreaterThanOrEqual(36_159);
    expect(share(coverage.email)).toBeGreaterThanOrEqual(0.88);
    expect(share(coverage.website)).toBeGreaterThanOrEqual(0.41);
    expect(coverage.hours).toBe(0);
    expect(coverage.equipped).toBe(0);
  });

  it('serves arrondissements, Corsica and overseas departments', async () => {
    const { rows } = await db.query(
      `select code_postal, commune, code_departement from cities where code_postal in ('75001', '69003', '13001') order by 1`,
    );
    expect(rows).toEqual([
      { code_postal: '13001', commune: 'Marseille 1er Arrondissement', code_departement: '13' },
      { code_postal: '69003', commune: 'Lyon 3e Arrondissement', code_departement: '69' },
      { code_postal: '75001', commune: 'Paris 1er Arrondissement', code_departement: '75' },
    ]);
    const { rows: deps } = await db.query<{ num_dep: string }>(
      `select distinct num_dep from mairies where num_dep !~ '^[0-9]{2}$' order by 1`,
    );
    expect(deps.map((d) => d.num_dep)).toEqual([
      '2A',
      '2B',
      '971',
      '972',
      '973',
      '974',
      '975',
      '976',
      '977',
      '978',
      '987',
      '988',
    ]);
    const { rows: slugs } = await db.query(`select count(*)::int as n, count(distinct slug)::int as d from mairies`);
    expect(slugs[0]).toEqual({ n: 36_268, d: 36_268 });
  });

  it(
    'writes nothing on a second run',
    async () => {
      const files = await resolveSourceFiles(process.env, { projectRoot: process.cwd(), downloadDir: '/nonexistent' });
      const again = await importOpenData(db, files);
      expect(again.cities).toMatchObject({ inserted: 0, updated: 0, unchanged: 35_568 });
      expect(again.mairies).toMatchObject({ inserted: 0, updated: 0, unchanged: 36_268 });
    },
    TIMEOUT,
  );
});
