// The 2026 Service-Public directory file (issue 30): each row type placed on its town hall or listed with its
// reason, its values laid over the 2016 file's field by field with their own source and date, a visitor's accepted
// correction against the file's date, and OpenStreetMap's checked hours against it on the page.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, onPostgres, type TestDb } from '../helpers/db.ts';
import { importAndCompare } from '../helpers/import-dump.ts';
import { formatReport, type ImportReport, type SourceFiles } from '../../src/data/import/index.ts';
import { listDataSources } from '../../src/data/queries/data-sources.ts';
import { currentDirectoryDay, DIRECTORY_2026_DAY, DIRECTORY_2026_ROLE } from '../../src/domain/source-order.ts';
import { hoursView } from '../../src/page-data/hours.ts';
import { dataCredits, sourceText } from '../../src/page-data/provenance.ts';
import type { Schedule } from '../../src/domain/schedule.ts';

const FIXTURES = new URL('../fixtures/open-data/', import.meta.url).pathname;
const dir = mkdtempSync(join(tmpdir(), 'directory-2026-'));

const HEADER =
  'type,code_insee,commune,adresse_lignes,code_postal,ville,latitude,longitude,horaires,telephone,email,site';
const WEEK = [
  [
    'lundi',
    'vendredi',
    [
      ['08:30:00', '12:00:00'],
      ['13:30:00', '17:00:00'],
    ],
  ],
  ['samedi', 'samedi', [['09:00:00', '12:00:00']]],
];
const field = (text: string) => (/[",\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text);
const row = (cells: (string | unknown[])[]) =>
  cells.map((c) => field(typeof c === 'string' ? c : JSON.stringify(c))).join(',');

const ROWS = [
  // A commune's town hall on its 2016 record: a box number and a Cedex code, hours, new contacts.
  row([
    'COM',
    '01004',
    'Ambérieu-en-Bugey',
    'Place Robert-Marcelpoil | BP 429',
    '01504',
    'Ambérieu-en-Bugey Cedex',
    '45.957802',
    '5.358830',
    WEEK,
    '04 74 46 17 00',
    'contact@amberieu.fr',
    'www.amberieu.fr',
  ]),
  // The file drops the article; no hours known; no phone.
  row([
    'COM',
    '01001',
    'Abergement-Clémenciat',
    'Le Village',
    '01400',
    "L'Abergement-Clémenciat",
    '46.151676',
    '4.920071',
    [],
    '',
    '',
    '',
  ]),
  // The same building twice: one page.
  row([
    'COM',
    '92050',
    'Nanterre',
    '88-118 rue du 8-Mai-1945',
    '92000',
    'Nanterre',
    '48.892222',
    '2.206936',
    WEEK,
    '01 47 29 50 50',
    'mairie@nanterre.fr',
    '',
  ]),
  row([
    'COMD',
    '92050',
    'Nanterre',
    '88-118 rue du 8-Mai-1945',
    '92000',
    'Nanterre',
    '48.892222',
    '2.206936',
    WEEK,
    '01 47 29 50 50',
    'mairie@nanterre.fr',
    '',
  ]),
  // A delegated commune's own town hall the site lacks.
  row([
    'COMD',
    '01036',
    'Belmont-Luthézieu',
    '1 place de la Mairie',
    '01260',
    'Valromey-sur-Séran',
    '45.878',
    '5.650',
    WEEK,
    '04 79 87 50 52',
    '',
    '',
  ]),
  // Arrondissement town halls: Paris Centre (new), Lyon 3e (2016 record), the 1st served by Paris Centre, a sector.
  row([
    'ARM',
    '75103',
    'Paris 3e Arrondissement',
    '2 rue Eugène-Spuller',
    '75003',
    'Paris',
    '48.863929',
    '2.361638',
    WEEK,
    '01 87 02 61 00',
    '',
    '',
  ]),
  row([
    'ARM',
    '69383',
    'Lyon 3e Arrondissement',
    '215 rue Duguesclin',
    '69003',
    'Lyon',
    '45.760383',
    '4.849664',
    WEEK,
    '04 78 95 83 50',
    '',
    '',
  ]),
  row([
    'ARM',
    '75101',
    'Paris 1er Arrondissement',
    '4 place du Louvre',
    '75001',
    'Paris',
    '48.86',
    '2.34',
    WEEK,
    '',
    '',
    '',
  ]),
  row([
    'SRM',
    '75056SR01',
    'Paris — Centre',
    '2 rue Eugène-Spuller',
    '75003',
    'Paris',
    '48.863929',
    '2.361638',
    WEEK,
    '',
    '',
    '',
  ]),
  // The 2016 record of this code is named « Mairie de Foissy »; the commune is Jouey: renamed, its slug redirects.
  row(['COM', '21325', 'Jouey', 'Le Village', '21230', 'Jouey', '47.153156', '4.447714', [], '03 80 84 21 50', '', '']),
  // A code the reference does not know.
  row(['COM', '99999', 'Nulle-Part', '1 rue Haute', '99999', 'Nulle-Part', '', '', WEEK, '', '', '']),
  // Le Havre: hours the directory dates October 2026.
  row([
    'COM',
    '76351',
    'Havre',
    "1517 place de l'Hôtel-de-Ville",
    '76600',
    'Le Havre',
    '49.492440',
    '0.106335',
    WEEK,
    '02 35 19 45 45',
    '',
    '',
  ]),
];

const CSV = join(dir, 'dila_annuaire_mairies_2026.csv');
writeFileSync(CSV, `${[HEADER, ...ROWS].join('\n')}\n`);

// OpenStreetMap's answer of the fixtures, with Ambérieu's hours checked after the directory's date.
const OSM = join(dir, 'osm_townhalls.json');
const answer = JSON.parse(readFileSync(join(FIXTURES, 'osm_townhalls.json'), 'utf8')) as {
  osm3s: { timestamp_osm_base: string };
  elements: { tags?: Record<string, string> }[];
};
answer.osm3s.timestamp_osm_base = '2026-11-20T00:00:00Z';
for (const element of answer.elements)
  if (element.tags?.['check_date:opening_hours'] === '2025-06-02')
    element.tags['check_date:opening_hours'] = '2026-11-01';
writeFileSync(OSM, JSON.stringify(answer));

const files = (extra: Partial<SourceFiles> = {}): SourceFiles => ({
  laposte: join(FIXTURES, 'laposte_base_officielle_codes_postaux_2024.csv'),
  directory: join(FIXTURES, 'dila_annuaire_mairies_2016.jsonl.gz'),
  websites2018: null,
  emails2021: null,
  equipped: null,
  ...extra,
});

type Stored = Record<string, unknown>;
const WEEK_DAYS = ['lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi', 'dimanche'];

let db: TestDb;
let report: ImportReport;
beforeAll(async () => {
  db = await createTestDb();
  await importAndCompare(db, files());
  // Corrections the team accepted: Nanterre's before the file's date, Lyon 3e's after it.
  const mine = { ...Object.fromEntries(WEEK_DAYS.map((d) => [d, { closed: true }])), isDefaultSchedule: false };
  await db.query(
    `update mairies set schedule = $2, hours_source = 'visitor', hours_source_date = $3 where source_id = $1`,
    ['mairie-92050-01', JSON.stringify(mine), '2026-09-01'],
  );
  await db.query(
    `update mairies set schedule = $2, hours_source = 'visitor', hours_source_date = $3 where source_id = $1`,
    ['mairie-69383-01', JSON.stringify(mine), '2026-11-02'],
  );
  report = await importAndCompare(db, files({ directory2026: CSV, osmTownHalls: OSM }));
}, 120_000);
afterAll(async () => {
  await db?.close();
  rmSync(dir, { recursive: true, force: true });
});

async function stored(sourceId: string): Promise<Stored> {
  const { rows } = await db.query<Stored>(
    `select id, slug, nom, code_insee, code_postal, ville, ligne_2, ligne_3, tel, mail, site_web, latitude, longitude,
       schedule, hours_source, hours_source_date::text as hours_date, tel_source, tel_source_date::text as tel_date,
       mail_source, mail_source_date::text as mail_date, site_web_source, address_source,
       address_source_date::text as address_date, position_source, source_updated_on
     from mairies where source_id = $1`,
    [sourceId],
  );
  return rows[0];
}

describe(`the 2026 directory file on ${onPostgres ? 'Postgres' : 'PGlite'}`, () => {
  it('places every row or lists it with its reason', () => {
    const current = report.current;
    expect(current).toMatchObject({ read: 12, placed: 8, continued: 6, added: 2 });
    expect(current?.folded).toEqual({
      'SRM: repeats the row of its sector town hall (ARM)': 1,
      "COMD: the same building as its commune's town hall (one page)": 1,
    });
    expect(current?.unplaced.map((u) => [u.type, u.code, u.reason])).toEqual([
      ['COM', '99999', 'INSEE code unknown to the reference'],
      ['ARM', '75101', 'arrondissement served by another town hall (domain/arrondissements.ts)'],
    ]);
    const text = formatReport(report);
    expect(text).toContain(
      '2026 directory file: 12 rows read, 8 placed (6 on an older town hall, 2 new pages), 2 not placed',
    );
    expect(text).toContain('line 9: ARM 75101 Paris 1er Arrondissement: arrondissement served by another town hall');
    // Hours: none in the 2016 file; the file fills 6, leaves 2 ([]), and 2 rows with hours are not placed.
    expect(text).toMatch(/hours\s+6\s+0\s+0\s+2\s+2/);
  });

  it("keeps the 2016 town hall's id and slug, names it from the commune's full name, and takes the file's values", async () => {
    const amberieu = await stored('mairie-01004-01');
    expect(amberieu).toMatchObject({
      slug: 'mairie-d-amberieu-en-bugey',
      nom: "Mairie d'Ambérieu-en-Bugey",
      // A La Poste code of the commune, never the Cedex one.
      code_postal: '01500',
      ville: 'Ambérieu-en-Bugey',
      ligne_2: 'Place Robert-Marcelpoil',
      ligne_3: 'BP 429',
      tel: '+33474461700',
      tel_source: 'directory2026',
      tel_date: '2026-10-06',
      mail: 'contact@amberieu.fr',
      mail_source: 'directory2026',
      mail_date: '2026-10-06',
      site_web: 'https://www.amberieu.fr/',
      site_web_source: 'directory2026',
      address_source: 'directory2026',
      position_source: 'directory2026',
      hours_source: 'directory2026',
      hours_date: '2026-10-06',
    });
    expect((amberieu.schedule as Schedule).samedi).toEqual([{ open: '09:00', close: '12:00' }]);
    const abergement = await stored('mairie-01001-01');
    // No hours and no phone in the file: the 2016 values stay, with the 2016 record's date.
    expect(abergement).toMatchObject({
      nom: "Mairie de L'Abergement-Clémenciat",
      schedule: null,
      tel: '+33474240308',
      tel_source: 'directory',
      tel_date: '2014-12-04',
    });
  });

  it("renames a town hall after its commune's name, and its former slug redirects", async () => {
    expect(await stored('mairie-21325-01')).toMatchObject({ nom: 'Mairie de Jouey', slug: 'mairie-de-jouey' });
    const { rows } = await db.query(
      `select r.old_slug from mairie_slug_redirects r join mairies m on m.id = r.mairie_id
        where m.source_id = 'mairie-21325-01'`,
    );
    expect(rows).toEqual([{ old_slug: 'mairie-de-foissy-21230-21325' }]);
  });

  it('gives a delegated commune and an arrondissement town hall the site lacked their own pages', async () => {
    expect(await stored('mairie-deleguee-01036')).toMatchObject({
      nom: 'Mairie déléguée de Belmont-Luthézieu',
      slug: 'mairie-deleguee-de-belmont-luthezieu',
      code_insee: '01036',
      hours_source: 'directory2026',
    });
    expect(await stored('mairie-75103-01')).toMatchObject({ nom: 'Mairie de Paris Centre', code_postal: '75003' });
    expect(await stored('mairie-69383-01')).toMatchObject({ nom: 'Mairie de Lyon - 3e arrondissement' });
    // The 1st arrondissement's 2016 town hall, which the file lacks: its older values, with their own dates.
    expect(await stored('paris_mairie_arrondissement-75101-01')).toMatchObject({
      tel: '+33144507501',
      tel_source: 'directory',
      tel_date: '2015-07-09',
      schedule: null,
    });
    const { rows } = await db.query(
      `select count(*)::int as n from mairies where source_id like 'mairie-deleguee-92050%'`,
    );
    expect(rows[0]).toEqual({ n: 0 });
  });

  it('counts the 2016 town halls the file lacks, and records those whose commune merged since', async () => {
    // 17 fixture 2016 records, 6 with a row; Filain (02311) is no longer a commune, Paris 1st's town hall is closed.
    expect(report.current?.olderOnly).toBe(11);
    expect(report.current?.olderOnlyMerged).toBe(2);
    const { rows } = await db.query(
      `select source_id, merged_into from mairies where merged_into is not null order by source_id`,
    );
    // Its page says it belongs to Pargny-et-Filain now (mairie-notice.ts); the 1st arrondissement's town hall, closed
    // since 2020, points to Paris Centre's (filed under the 3rd) the same way, and ranks after it.
    expect(rows).toEqual([
      { source_id: 'mairie-02311-01', merged_into: '02589' },
      { source_id: 'paris_mairie_arrondissement-75101-01', merged_into: '75103' },
    ]);
  });

  it('records which town halls the file lists, and its own e-mail address apart from the one shown', async () => {
    const { rows } = await db.query<{ source_id: string; listed: boolean; mail: string | null; own: string | null }>(
      `select source_id, directory_listed as listed, mail, directory_mail as own from mairies order by source_id`,
    );
    const of = new Map(rows.map((r) => [r.source_id, r]));
    expect(rows.filter((r) => r.listed)).toHaveLength(report.current?.placed ?? -1);
    expect(rows.filter((r) => !r.listed)).toHaveLength(report.current?.olderOnly ?? -1);
    // Merged since 2016, a closed arrondissement town hall: not listed, no address of the directory's.
    expect(of.get('mairie-02311-01')).toMatchObject({ listed: false, own: null });
    expect(of.get('paris_mairie_arrondissement-75101-01')).toMatchObject({ listed: false, own: null });
    // The file's own address; where it gives none, the older address is shown but is not the directory's.
    expect(of.get('mairie-01004-01')).toMatchObject({
      listed: true,
      mail: 'contact@amberieu.fr',
      own: 'contact@amberieu.fr',
    });
    const { rows: cedex } = await db.query(
      `select code_postal, address_postal_code from mairies where source_id = 'mairie-01004-01'`,
    );
    expect(cedex).toEqual([{ code_postal: '01500', address_postal_code: '01504' }]); // the search finds it by both
    const older = rows.find((r) => r.listed && r.mail && !r.own);
    expect(older, 'a listed town hall showing an older file address').toBeDefined();
  });

  it("replaces a visitor's correction older than the file, keeps one accepted after it", async () => {
    expect(await stored('mairie-92050-01')).toMatchObject({ hours_source: 'directory2026', hours_date: '2026-10-06' });
    expect(await stored('mairie-69383-01')).toMatchObject({ hours_source: 'visitor', hours_date: '2026-11-02' });
  });

  it("shows OpenStreetMap's hours only when checked after the file's date", async () => {
    const view = async (sourceId: string) => {
      const m = await stored(sourceId);
      const { rows } = await db.query<{ data: { schedule: Schedule }; source: string; day: string; checked: boolean }>(
        `select data, source, source_date::text as day, source_checked as checked from places_cache
         where mairie_id = $1`,
        [m.id],
      );
      const place = rows[0] && {
        schedule: { ...rows[0].data.schedule, isDefaultSchedule: false },
        rating: null,
        source: rows[0].source,
        sourceDate: rows[0].day,
        checked: rows[0].checked,
      };
      return hoursView(place, m.schedule as Schedule, {
        num_dep: '01',
        code_insee: m.code_insee as string,
        hours_source: m.hours_source as string,
        hours_source_date: m.hours_date as string,
      });
    };
    expect((await view('mairie-01004-01')).source).toBe('osm');
    expect((await view('mairie-76351-01')).source).toBe('directory');
  });

  it("is not read when DILA's own export is the directory", async () => {
    const other = await createTestDb();
    try {
      const export2024 = join(FIXTURES, 'annuaire', 'api-lannuaire-administration.json');
      const withExport = await importAndCompare(other, files({ directory: export2024, directory2026: CSV }));
      expect(withExport.directoryFormat).toBe('annuaire');
      expect(withExport.current).toBeNull();
      const { rows } = await other.query(`select count(*)::int as n from mairies where hours_source = 'directory2026'`);
      expect(rows[0]).toEqual({ n: 0 });
      expect(formatReport(withExport)).toContain('2026 directory file: not read');
      // The day the current directory counts as is the export's own as imported (its latest record), not 6 October
      // 2026; also after an import that had read the 2026 file.
      const directoryDay = async () => {
        const sources = new Map((await listDataSources(other)).map((r) => [r.role, r]));
        const day = currentDirectoryDay(sources.has(DIRECTORY_2026_ROLE), sources.get('directory')?.published_on);
        return { day, exportDate: sources.get('directory')?.published_on };
      };
      const first = await directoryDay();
      expect(first.exportDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(first.day).toBe(first.exportDate);
      expect(first.day).not.toBe(DIRECTORY_2026_DAY);
      await importAndCompare(other, files({ directory2026: CSV }));
      expect((await directoryDay()).day).toBe(DIRECTORY_2026_DAY);
      await importAndCompare(other, files({ directory: export2024, directory2026: CSV }));
      expect(await directoryDay()).toEqual(first);
    } finally {
      await other.close();
    }
  }, 60_000);

  it('credits the file with its edition and dates its values by its month', async () => {
    const sources = new Map((await listDataSources(db)).map((r) => [r.role, r]));
    expect(sources.get('directory2026')).toMatchObject({
      file: 'dila_annuaire_mairies_2026.csv',
      published_on: '2026-10',
    });
    expect(dataCredits([...sources.values()])).toContain(
      "DILA, Annuaire de l'administration (Service-Public.fr), annuaire des mairies, édition 2026, fichier dila_annuaire_mairies_2026.csv, données d'octobre 2026",
    );
    expect(sourceText('directory2026', '2026-10-06', sources)).toBe('annuaire Service-Public.fr (DILA), octobre 2026');
    expect(sourceText('directory', '2014-12-04', sources)).toBe('annuaire Service-Public.fr (DILA), 4 décembre 2014');
  });

  it("gives a complete operator list's status to the town halls the file added too", async () => {
    const other = await createTestDb();
    try {
      const list = join(dir, 'equipped-complete.csv');
      writeFileSync(list, '# source: Arrêté du 7 novembre 2024, 2024-11-07\n# complete\ncode_insee\n01004\n01036\n');
      await importAndCompare(other, files({ directory2026: CSV, equipped: list }));
      const { rows } = await other.query<{ source_id: string; equipped: string; new_2026: boolean }>(
        `select source_id, equipped, source_updated_on is null as new_2026 from mairies order by source_id`,
      );
      const status = new Map(rows.map((r) => [r.source_id, r.equipped]));
      expect(status.get('mairie-01004-01')).toBe('equipped');
      expect(status.get('mairie-deleguee-01036')).toBe('equipped'); // new in the file, named by its code
      const added = rows.filter((r) => r.new_2026 && r.source_id !== 'mairie-deleguee-01036');
      expect(added.length).toBeGreaterThan(0);
      expect(added.every((r) => r.equipped === 'not_equipped')).toBe(true);
      expect(rows.filter((r) => r.equipped === 'unknown')).toEqual([]);
    } finally {
      await other.close();
    }
  }, 60_000);
});
