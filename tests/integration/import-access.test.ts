// Issue 21: the import keeps each town hall's physical access (code and free text) from both directory formats,
// with its source and date; a visitor's accepted access stays over an older import.
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, type TestDb } from '../helpers/db.ts';
import { importAndCompare } from '../helpers/import-dump.ts';
import { type SourceFiles } from '../../src/data/import/index.ts';
import { applyCorrection } from '../../src/data/queries/corrections.ts';

const FIXTURES = new URL('../fixtures/open-data/', import.meta.url).pathname;
const files = (directory: string): SourceFiles => ({
  laposte: join(FIXTURES, 'laposte_base_officielle_codes_postaux_2024.csv'),
  directory: join(FIXTURES, directory),
  websites2018: null,
  emails2021: null,
  equipped: null,
});

type AccessRow = {
  source_id: string;
  access: string | null;
  access_text: string | null;
  access_source: string | null;
  access_source_date: string | null;
};

let db: TestDb;
beforeAll(async () => {
  db = await createTestDb();
});
afterAll(async () => db?.close());

async function accessOf(ids: string[]): Promise<AccessRow[]> {
  const { rows } = await db.query<AccessRow>(
    `select source_id, access, access_text, access_source, access_source_date::text from mairies
      where source_id = any($1::text[]) order by source_id`,
    [ids],
  );
  return rows;
}

describe('the access of town halls', () => {
  it('is read from the 2016 directory file: every code and a blank, with the free text, the record date', async () => {
    await importAndCompare(db, files('dila_annuaire_mairies_2016.jsonl.gz'));
    expect(await accessOf(['mairie-01001-01', 'mairie-01011-01', 'mairie-02311-01', 'mairie_com-98714-01'])).toEqual([
      {
        source_id: 'mairie-01001-01',
        access: 'ACC',
        access_text: null,
        access_source: 'directory',
        access_source_date: '2014-12-04',
      },
      {
        source_id: 'mairie-01011-01',
        access: 'DEM',
        access_text: 'la secrétaire descend au rez-de-chaussée',
        access_source: 'directory',
        access_source_date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      },
      expect.objectContaining({ source_id: 'mairie-02311-01', access: 'NAC', access_source: 'directory' }),
      // A blank code and no text: unknown, no source.
      {
        source_id: 'mairie_com-98714-01',
        access: null,
        access_text: null,
        access_source: null,
        access_source_date: null,
      },
    ]);
    const { rows } = await db.query<{ access: string | null; n: number }>(
      'select access, count(*)::int as n from mairies group by access order by access nulls last',
    );
    expect(rows).toEqual([
      { access: 'ACC', n: 10 },
      { access: 'DEM', n: 1 },
      { access: 'NAC', n: 5 },
      { access: null, n: 1 },
    ]);
  });

  it("is read from the DILA archive's physical address: every code (any case) and a blank, with its note", async () => {
    // A visitor's correction accepted before the archive's record date gives way; one accepted after it stays.
    const { rows: ids } = await db.query<{ id: number; source_id: string }>(
      `select id, source_id from mairies where source_id in ('mairie-08017-01', 'mairie-01004-01') order by source_id`,
    );
    await applyCorrection(db, ids[0].id, { kind: 'access', access: 'ACC' }, '2024-01-05'); // 01004: archive 2024-10-02
    await applyCorrection(db, ids[1].id, { kind: 'access', access: 'DEM' }, '2025-03-01'); // 08017: archive 2024-07-15
    await importAndCompare(db, files('donnees-locales/all_latest.tar.bz2'));
    const rows = await accessOf([
      'mairie-01001-01',
      'mairie-01004-01',
      '0b7f4d2e-1c6a-4e8b-9a3d-5f2c8e1a0003',
      'paris_mairie_arrondissement-75101-01',
      'mairie-08017-01',
    ]);
    expect(rows).toEqual([
      expect.objectContaining({ source_id: '0b7f4d2e-1c6a-4e8b-9a3d-5f2c8e1a0003', access: 'NAC' }),
      expect.objectContaining({ source_id: 'mairie-01001-01', access: 'ACC', access_source: 'directory' }),
      {
        source_id: 'mairie-01004-01',
        access: 'DEM',
        access_text: "Sonnez à l'entrée : l'accueil vient à vous.",
        access_source: 'directory',
        access_source_date: '2024-10-02',
      },
      {
        source_id: 'mairie-08017-01',
        access: 'DEM',
        access_text: null,
        access_source: 'visitor',
        access_source_date: '2025-03-01',
      },
      // The archive's blank keeps nothing of 2016: the current record says nothing.
      expect.objectContaining({ source_id: 'paris_mairie_arrondissement-75101-01', access: null, access_source: null }),
    ]);
  });
});
