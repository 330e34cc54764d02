// The DILA « base de données locales » archive as published: bzip2-compressed tar of JSON, read as a stream.
import { copyFileSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, type TestDb } from '../helpers/db.ts';
import { importAndCompare, pinFileDay } from '../helpers/import-dump.ts';
import { ImportFileError } from '../../src/data/import/errors.ts';
import { importOpenData, type SourceFiles } from '../../src/data/import/index.ts';
import { readDirectoryArchive, type ArchiveStats } from '../../src/data/import/read/dila-archive.ts';

const FIXTURES = new URL('../fixtures/open-data/', import.meta.url).pathname;
const ARCHIVE = join(FIXTURES, 'donnees-locales', 'all_latest.tar.bz2');

function files(directory: string): SourceFiles {
  return {
    laposte: join(FIXTURES, 'laposte_base_officielle_codes_postaux_2024.csv'),
    directory,
    websites2018: null,
    emails2021: null,
    equipped: null,
  };
}

async function readAll(file: string, wholeEntryBytes?: number) {
  const stats: ArchiveStats = { jsonEntries: 0, otherEntries: 0 };
  const records = [];
  for await (const r of readDirectoryArchive(file, stats, wholeEntryBytes)) records.push(r);
  return { stats, records };
}

let db: TestDb;
beforeAll(async () => {
  db = await createTestDb();
});
afterAll(async () => db?.close());

async function snapshot(): Promise<string> {
  const { rows } = await db.query<{ m: string }>(
    `select md5(coalesce(string_agg(m::text, ',' order by id), '')) as m from mairies m`,
  );
  return rows[0].m;
}

describe('the DILA archive', () => {
  it('reads every JSON file of the tar, small files whole and large ones as a stream, with the same records', async () => {
    const whole = await readAll(ARCHIVE);
    expect(whole.stats).toEqual({ jsonEntries: 2, otherEntries: 4 });
    expect(whole.records.map((r) => [r.entry, r.record.ancien_code_pivot])).toEqual([
      ['all_20241218/data.json', 'mairie-01001-01'],
      ['all_20241218/data.json', 'mairie-01004-01'],
      ['all_20241218/data.json', ''],
      ['all_20241218/data.json', 'ccas-01004-01'],
      ['all_20241218/data.json', 'paris_mairie_arrondissement-75101-01'],
      ['all_20241218/organismes/08/mairie-08017-01.json', 'mairie-08017-01'],
    ]);
    const streamed = await readAll(ARCHIVE, 2000); // data.json (6 kB) streamed, the 1 kB file whole
    expect(streamed.records.map((r) => r.record)).toEqual(whole.records.map((r) => r.record));
  });

  it('moves town halls from the 2016 rows to the archive by their old id, keeping ids and slugs, and adds new communes', async () => {
    await importAndCompare(db, files(join(FIXTURES, 'dila_annuaire_mairies_2016.jsonl.gz')));
    const { rows: before } = await db.query<{ source_id: string; id: number; slug: string }>(
      `select source_id, id, slug from mairies where source_id in ('mairie-01001-01', 'mairie-01004-01', 'mairie-08017-01', 'paris_mairie_arrondissement-75101-01') order by source_id`,
    );
    const report = await importAndCompare(db, files(ARCHIVE));
    expect(report.directoryFormat).toBe('annuaire');
    expect(report.mairies).toMatchObject({ read: 6, rows: 5, inserted: 1, updated: 4 });
    expect(report.mairies.skipped).toEqual({ 'not a town hall (pivot)': 1 });
    const { rows: after } = await db.query<{ source_id: string; id: number; slug: string }>(
      `select source_id, id, slug from mairies where source_id = any($1::text[]) order by source_id`,
      [before.map((r) => r.source_id)],
    );
    expect(after.map((r) => r.id)).toEqual(before.map((r) => r.id));
    expect(after.slice(0, 3)).toEqual(before.slice(0, 3));
    // Paris's town hall is renamed in the archive: its slug follows the name and the old one redirects.
    expect(after[3].slug).toBe('mairie-du-1er-arrondissement-de-paris');
    const { rows: redirects } = await db.query(
      `select old_slug, mairie_id from mairie_slug_redirects where mairie_id = $1`,
      [after[3].id],
    );
    expect(redirects).toEqual([{ old_slug: before[3].slug, mairie_id: after[3].id }]);
    const { rows: added } = await db.query(
      `select nom, ville, code_insee, schedule->'lundi' as lundi from mairies where source_id = '0b7f4d2e-1c6a-4e8b-9a3d-5f2c8e1a0003'`,
    );
    expect(added).toEqual([{ nom: 'Mairie - Valserhône', ville: 'Valserhône', code_insee: '01033', lundi: null }]);
    const { rows: hours } = await db.query<{ schedule: Record<string, unknown>; source_updated_on: string }>(
      `select schedule, source_updated_on from mairies where source_id in ('mairie-01004-01', 'paris_mairie_arrondissement-75101-01') order by source_id`,
    );
    expect(hours[0]).toMatchObject({
      source_updated_on: '2024-10-02',
      schedule: {
        isDefaultSchedule: false,
        lundi: [{ open: '08:30', close: '17:30' }], // 'nom_jour_fin' empty: Monday alone, continuous
        mardi: [
          { open: '08:30', close: '12:00' },
          { open: '13:30', close: '17:30' },
        ],
        samedi: [],
      },
    });
    expect(hours[1].source_updated_on).toBe('2024-11-28');
    expect(hours[1].schedule).toMatchObject({ isDefaultSchedule: false, lundi: [{ open: '08:30' }] });
  });

  it('stops cleanly on a truncated archive, wherever it is cut, and changes nothing', async () => {
    const bytes = readFileSync(ARCHIVE);
    const dir = mkdtempSync(join(tmpdir(), 'archive-'));
    const before = await snapshot();
    for (const keep of [0.25, 0.6, 0.95]) {
      const cut = join(dir, `cut-${keep}.tar.bz2`);
      writeFileSync(cut, bytes.subarray(0, Math.floor(bytes.length * keep)));
      const error = await importOpenData(db, files(cut)).catch((e: unknown) => e);
      expect(error, `cut at ${keep}`).toBeInstanceOf(ImportFileError);
      expect(String(error)).toMatch(/truncated|corrupt/);
    }
    const garbage = join(dir, 'garbage.tar.bz2');
    copyFileSync(ARCHIVE, garbage);
    const corrupt = readFileSync(garbage);
    corrupt.fill(0x41, 200, 400);
    writeFileSync(garbage, corrupt);
    await expect(importOpenData(db, files(garbage))).rejects.toBeInstanceOf(ImportFileError);
    expect(await snapshot()).toBe(before);
  });

  it("finds a town hall of an operator list by the current export's id as well as by its old one", async () => {
    const dir = mkdtempSync(join(tmpdir(), 'archive-lists-'));
    const booking = join(dir, 'booking.csv');
    writeFileSync(booking, 'id,url\n0b7f4d2e-1c6a-4e8b-9a3d-5f2c8e1a0001,https://rdv.abergement.fr/\n');
    pinFileDay(booking);
    const equipped = join(dir, 'equipped.csv');
    writeFileSync(equipped, 'id\n0b7f4d2e-1c6a-4e8b-9a3d-5f2c8e1a0002\nmairie-08017-01\n');
    const report = await importAndCompare(db, { ...files(ARCHIVE), booking, equipped });
    expect(report.mairies.booking).toMatchObject({ matched: 1, refusals: [] });
    const { rows } = await db.query(
      `select source_id, equipped, rendez_vous from mairies
        where source_id in ('mairie-01001-01', 'mairie-01004-01', 'mairie-08017-01') order by source_id`,
    );
    expect(rows).toEqual([
      { source_id: 'mairie-01001-01', equipped: 'unknown', rendez_vous: 'https://rdv.abergement.fr/' },
      { source_id: 'mairie-01004-01', equipped: 'equipped', rendez_vous: null },
      { source_id: 'mairie-08017-01', equipped: 'equipped', rendez_vous: null },
    ]);
  });
});
