import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, type TestDb } from '../helpers/db.ts';
import { importAndCompare } from '../helpers/import-dump.ts';
import type { Db, Queryable } from '../../src/data/db.ts';
import { formatReport, importOpenData, type SourceFiles } from '../../src/data/import/index.ts';

const FIXTURES = new URL('../fixtures/open-data/', import.meta.url).pathname;

/** A writable copy of the fixture folder. */
function fixtureCopy(): string {
  const dir = mkdtempSync(join(tmpdir(), 'open-data-'));
  cpSync(FIXTURES, dir, { recursive: true });
  return dir;
}

function filesIn(dir: string, extra: Partial<SourceFiles> = {}): SourceFiles {
  return {
    laposte: join(dir, 'laposte_base_officielle_codes_postaux_2024.csv'),
    directory: join(dir, 'dila_annuaire_mairies_2016.jsonl.gz'),
    websites2018: join(dir, 'dila_mairies_sites_web_2018.csv'),
    emails2021: join(dir, 'dila_mairies_emails_2021.csv'),
    equipped: null,
    ...extra,
  };
}

/** Rewrites the 2016 directory of a fixture copy. */
function editDirectory(dir: string, edit: (text: string) => string | Buffer): void {
  const path = join(dir, 'dila_annuaire_mairies_2016.jsonl.gz');
  const edited = edit(gunzipSync(readFileSync(path)).toString('utf8'));
  writeFileSync(path, gzipSync(edited));
}

/** A fingerprint of both tables, to prove that nothing changed. */
async function snapshot(db: Queryable): Promise<string> {
  const { rows } = await db.query<{ c: string; m: string }>(
    `select (select md5(coalesce(string_agg(c::text, ',' order by id), '')) from cities c) as c,
            (select md5(coalesce(string_agg(m::text, ',' order by id), '')) from mairies m) as m`,
  );
  return `${rows[0].c}/${rows[0].m}`;
}

async function mairie(db: Db, sourceId: string) {
  const { rows } = await db.query('select * from mairies where source_id = $1', [sourceId]);
  return rows[0] as Record<string, unknown>;
}

let db: TestDb;
beforeAll(async () => {
  db = await createTestDb();
});
afterAll(async () => db?.close());

describe('open data import', () => {
  const dir = fixtureCopy();

  it('imports the fixture set', async () => {
    const report = await importAndCompare(db, filesIn(dir), { chunkSize: 7 });
    expect(report.cities).toMatchObject({ read: 31, rows: 25, inserted: 25, updated: 0, unchanged: 0, notInSource: 0 });
    expect(report.cities.rejected).toEqual({ 'foreign country (INSEE 99xxx, e.g. Monaco)': 1 });
    expect(report.mairies).toMatchObject({
      read: 17,
      rows: 17,
      inserted: 17,
      updated: 0,
      unchanged: 0,
      notInSource: 0,
    });
    expect(report.coverage).toEqual({ coordinates: 17, phone: 15, email: 14, website: 12, hours: 0, equipped: 0 });
    expect(formatReport(report)).toMatch(/mairies\s+17\s+17\s+17\s+0\s+0\s+0\s+0/);

    const { rows: cities } = await db.query(
      `select code_postal, commune, code_departement, nom_departement, nom_region from cities where code_postal in ('75001', '69003', '20000', '97100') order by code_postal`,
    );
    expect(cities).toEqual([
      {
        code_postal: '20000',
        commune: 'Ajaccio',
        code_departement: '2A',
        nom_departement: 'Corse-du-Sud',
        nom_region: 'Corse',
      },
      {
        code_postal: '69003',
        commune: 'Lyon 3e Arrondissement',
        code_departement: '69',
        nom_departement: 'Rhône',
        nom_region: 'Auvergne-Rhône-Alpes',
      },
      {
        code_postal: '75001',
        commune: 'Paris 1er Arrondissement',
        code_departement: '75',
        nom_departement: 'Paris',
        nom_region: 'Île-de-France',
      },
      {
        code_postal: '97100',
        commune: 'Basse-Terre',
        code_departement: '971',
        nom_departement: 'Guadeloupe',
        nom_region: 'Guadeloupe',
      },
    ]);
    expect(await mairie(db, 'mairie-01004-01')).toMatchObject({
      id: 2,
      slug: 'mairie-d-amberieu-en-bugey',
      ville: 'Ambérieu-en-Bugey',
      code_postal: '01504',
      ligne_2: 'Place Robert-Marcelpoil',
      ligne_3: 'BP 429',
      tel: '+33474461700',
      num_dep: '01',
      dep: 'Ain',
      equipped: 'unknown',
      schedule: null,
    });
    const { rows: slugs } = await db.query<{ slug: string }>(
      `select slug from mairies where code_insee in ('21274', '21325', '01011', '08017') order by slug`,
    );
    expect(slugs.map((r) => r.slug)).toEqual([
      'mairie-d-apremont-01100',
      'mairie-d-apremont-08250',
      'mairie-de-foissy-21230-21274',
      'mairie-de-foissy-21230-21325',
    ]);
  });

  it('changes nothing on a second run', async () => {
    const before = await snapshot(db);
    const report = await importAndCompare(db, filesIn(dir));
    expect(report.cities).toMatchObject({ inserted: 0, updated: 0, unchanged: 25 });
    expect(report.mairies).toMatchObject({ inserted: 0, updated: 0, unchanged: 17 });
    expect(await snapshot(db)).toBe(before);
  });

  it('updates a changed town hall in place, keeping its id, slug and editorial content', async () => {
    const before = await mairie(db, 'mairie-01004-01');
    await db.query(
      `update mairies set rendez_vous = 'https://rdv.example.fr', chatgpt_content = 'Texte' where source_id = 'mairie-01004-01'`,
    );
    editDirectory(dir, (text) =>
      text
        .replace('+33 4 74 46 17 00', '+33 4 74 46 17 99')
        .replace('"Mairie d\'Amb\\u00e9rieu-en-Bugey"', '"Mairie d\'Ambérieu"'),
    );
    const report = await importAndCompare(db, filesIn(dir));
    expect(report.mairies).toMatchObject({ inserted: 0, updated: 1, unchanged: 16 });
    const after = await mairie(db, 'mairie-01004-01');
    expect(after).toMatchObject({
      id: before.id,
      slug: before.slug,
      nom: "Mairie d'Ambérieu",
      tel: '+33474461799',
      rendez_vous: 'https://rdv.example.fr',
      chatgpt_content: 'Texte',
    });
  });

  it('sets equipped from the operator list, and keeps it when the list is not given', async () => {
    const report = await importAndCompare(db, filesIn(dir, { equipped: join(dir, 'equipped.csv') }));
    expect(report.mairies.supplements.equipped).toMatchObject({
      matched: 4,
      equipped: 3,
      notEquipped: 1,
      unmatchedEntries: 1,
    });
    const statuses = async () =>
      (
        await db.query<{ source_id: string; equipped: string }>(
          `select source_id, equipped from mairies where equipped <> 'unknown' order by source_id`,
        )
      ).rows;
    const expected = [
      { source_id: 'mairie-01001-01', equipped: 'not_equipped' },
      { source_id: 'mairie-01004-01', equipped: 'equipped' },
      { source_id: 'mairie-2A004-01', equipped: 'equipped' },
      { source_id: 'mairie-76351-01', equipped: 'equipped' },
    ];
    expect(await statuses()).toEqual(expected);
    expect((await importAndCompare(db, filesIn(dir))).mairies.updated).toBe(0);
    expect(await statuses()).toEqual(expected);
  });

  it('moves to the current directory export without changing ids or slugs, and keeps town halls it lacks', async () => {
    const before = await mairie(db, 'mairie-01001-01');
    const report = await importAndCompare(
      db,
      filesIn(dir, {
        directory: join(dir, 'annuaire', 'api-lannuaire-administration.json'),
        websites2018: null,
        emails2021: null,
      }),
    );
    expect(report.directoryFormat).toBe('annuaire');
    expect(report.mairies).toMatchObject({ read: 5, rows: 4, inserted: 1, updated: 3, notInSource: 14 });
    expect(report.mairies.skipped).toEqual({ 'not a town hall (pivot)': 1 });
    expect(report.coverage.hours).toBe(3);
    const after = await mairie(db, 'mairie-01001-01');
    expect(after).toMatchObject({
      id: before.id,
      slug: before.slug,
      nom: "Mairie - L'Abergement-Clémenciat",
      site_web: 'https://www.abergement-clemenciat.fr/',
      equipped: 'not_equipped',
    });
    expect(after.schedule).toMatchObject({
      lundi: [
        { open: '08:30', close: '12:00' },
        { open: '13:30', close: '17:00' },
      ],
      samedi: [{ open: '09:00', close: '12:00' }],
      dimanche: [],
      isDefaultSchedule: false,
    });
    expect(await mairie(db, '8a3c5f0e-6d1b-4f3a-9c2e-000000000003')).toMatchObject({
      slug: 'mairie-deleguee-beon',
      ville: 'Culoz-Béon',
      num_dep: '01',
      tel: '+33479870341',
    });
    expect((await db.query('select count(*)::int as n from mairies')).rows[0]).toEqual({ n: 18 });
    expect(
      (
        await importAndCompare(
          db,
          filesIn(dir, {
            directory: join(dir, 'annuaire', 'api-lannuaire-administration.json'),
            websites2018: null,
            emails2021: null,
          }),
        )
      ).mairies,
    ).toMatchObject({ inserted: 0, updated: 0 });
  });
});

describe('positions checked against their commune, clean names, slugs that keep working', () => {
  const dir = fixtureCopy();
  let own: TestDb;
  beforeAll(async () => {
    own = await createTestDb();
    editDirectory(dir, (text) =>
      text
        // Filain: latitude and longitude swapped.
        .replace(
          '"latitude": "49.4585914612","longitude": "3.5571539402"',
          '"latitude": "3.5571539402","longitude": "49.4585914612"',
        )
        // Apremont (01): pinned in Canada; its BAN geocoding lies in its commune.
        .replace(
          '"latitude": "46.2073860168","longitude": "5.65817785263"',
          '"latitude": "46.81","longitude": "-71.21"',
        )
        // Montluçon: pinned 40 km away and no BAN geocoding: the commune's point, approximate.
        .replace('"latitude": "46.3431454","longitude": "2.6055073"', '"latitude": "46.7","longitude": "2.6"')
        // Nanterre: a C1 control character and a decomposed accent in its name.
        .replace('"nom": "Mairie de Nanterre"', '"nom": "Mairie de \\u0090Nant\\u0065\\u0301rre\\u0007"'),
    );
  });
  afterAll(async () => own?.close());

  it('corrects swapped and far pins, falls back on the commune point and counts each outcome', async () => {
    const report = await importAndCompare(own, filesIn(dir));
    expect(report.mairies.positions).toEqual({ kept: 12, swapped: 1, ban: 1, commune: 3, unresolved: 0 });
    expect(formatReport(report)).toContain('12 kept, 2 corrected (1 swapped coordinates, 1 from the record');
    const position = async (sourceId: string) => {
      const { latitude, longitude, position_approximate } = await mairie(own, sourceId);
      return [latitude, longitude, position_approximate];
    };
    expect(await position('mairie-02311-01')).toEqual([49.4585914612, 3.5571539402, false]);
    expect(await position('mairie-01011-01')).toEqual([46.208024, expect.closeTo(5.66, 1), false]);
    expect(await position('mairie-03185-01')).toEqual([46.34278125, 2.6079409, true]);
    // No pin, no BAN point: Bora-Bora takes its commune's point; Saint-Victor's half pin too.
    expect(await position('mairie_com-98714-01')).toEqual([-16.4734448, -151.7404443, true]);
    expect(await position('mairie-07301-01')).toEqual([45.1040055, 4.68670965, true]);
    expect(await position('mairie-92050-01')).toEqual([48.8920440674, 2.20526599884, false]);
  });

  it('stores names in NFC without control characters, and builds the slug from the clean name', async () => {
    // 'e' + U+0301 composed into one 'é' (an edited name, so that the test shows the composition).
    expect(await mairie(own, 'mairie-92050-01')).toMatchObject({
      nom: 'Mairie de Nant\u00e9rre',
      slug: 'mairie-de-nanterre',
    });
  });

  it('rebuilds a slug made from a dirty name and keeps the old one as a redirect', async () => {
    await own.query(`update mairies set slug = 'mairie-de-nant-e-rre' where source_id = 'mairie-92050-01'`);
    const report = await importAndCompare(own, filesIn(dir));
    expect(report.mairies).toMatchObject({ updated: 1, unchanged: 16, slugsChanged: 1 });
    expect(formatReport(report)).toContain('Slugs rebuilt from a cleaned or changed name: 1');
    const redirects = async () =>
      (await own.query(`select r.old_slug, m.slug from mairie_slug_redirects r join mairies m on m.id = r.mairie_id`))
        .rows;
    expect(await redirects()).toEqual([{ old_slug: 'mairie-de-nant-e-rre', slug: 'mairie-de-nanterre' }]);
    const again = await importAndCompare(own, filesIn(dir));
    expect(again.mairies).toMatchObject({ inserted: 0, updated: 0, slugsChanged: 0 });
    expect(await redirects()).toEqual([{ old_slug: 'mairie-de-nant-e-rre', slug: 'mairie-de-nanterre' }]);
  });
});

describe('a bad file stops the import and leaves the data untouched', () => {
  const broken: [string, (dir: string) => SourceFiles, RegExp][] = [
    [
      'a truncated gzip directory',
      (dir) => {
        const path = join(dir, 'dila_annuaire_mairies_2016.jsonl.gz');
        const bytes = readFileSync(path);
        writeFileSync(path, bytes.subarray(0, bytes.length - 200));
        return filesIn(dir);
      },
      /dila_annuaire_mairies_2016\.jsonl\.gz, line \d+: truncated or corrupt gzip/,
    ],
    [
      'a malformed JSON line',
      (dir) => {
        editDirectory(dir, (text) =>
          text
            .split('\n')
            .map((l, i) => (i === 4 ? l.slice(0, 40) : l))
            .join('\n'),
        );
        return filesIn(dir);
      },
      /dila_annuaire_mairies_2016\.jsonl\.gz, line 5: malformed JSON/,
    ],
    [
      'a La Poste file without its postal code column',
      (dir) => {
        const path = join(dir, 'laposte_base_officielle_codes_postaux_2024.csv');
        writeFileSync(path, readFileSync(path, 'utf8').replace('"code_postal"', '"cp"'));
        return filesIn(dir);
      },
      /laposte_base_officielle_codes_postaux_2024\.csv, line 1: missing column\(s\) code_postal/,
    ],
    [
      'a truncated La Poste file',
      (dir) => {
        const path = join(dir, 'laposte_base_officielle_codes_postaux_2024.csv');
        const text = readFileSync(path, 'utf8');
        writeFileSync(path, text.slice(0, text.lastIndexOf('"98000"') + 4));
        return filesIn(dir);
      },
      /laposte_base_officielle_codes_postaux_2024\.csv, line 32: malformed CSV/,
    ],
    [
      'an e-mail file in Latin-1',
      (dir) => {
        const path = join(dir, 'dila_mairies_emails_2021.csv');
        writeFileSync(path, Buffer.from(readFileSync(path, 'utf8'), 'latin1'));
        return filesIn(dir);
      },
      /dila_mairies_emails_2021\.csv, line 1: invalid UTF-8/,
    ],
  ];

  it.each(broken)('%s', async (_name, breakFiles, message) => {
    const before = await snapshot(db);
    await expect(importOpenData(db, breakFiles(fixtureCopy()))).rejects.toThrow(message);
    expect(await snapshot(db)).toBe(before);
  });

  it('rolls back the cities when writing the town halls fails', async () => {
    const dir = fixtureCopy();
    const path = join(dir, 'laposte_base_officielle_codes_postaux_2024.csv');
    writeFileSync(
      path,
      readFileSync(path, 'utf8').replace('"ST VICTOR"', '"SAINT VICTOR MODIFIE"').replace('"07301"', '"07999"'),
    );
    const before = await snapshot(db);
    const failing: Db = {
      ...db,
      transaction: (fn) =>
        db.transaction((tx) =>
          fn({
            exec: (sql) => tx.exec(sql),
            query: (sql, params) =>
              sql.includes('insert into mairies') ? Promise.reject(new Error('disk full')) : tx.query(sql, params),
          }),
        ),
    };
    await expect(importOpenData(failing, filesIn(dir))).rejects.toThrow('disk full');
    expect(await snapshot(db)).toBe(before);
  });
});
