// Provenance of hours, phone, booking link and equipped status (migration 007), and the re-import rule: a value a
// visitor's accepted correction gave stays unless the import brings one dated after the acceptance.
import { copyFileSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, type TestDb } from '../helpers/db.ts';
import { FILE_DAY, importAndCompare, pinFileDay } from '../helpers/import-dump.ts';
import { type SourceFiles } from '../../src/data/import/index.ts';
import { openPglite } from '../../src/data/db.ts';
import { migrate, MIGRATIONS_DIR } from '../../src/data/migrate.ts';
import { listDataSources } from '../../src/data/queries/data-sources.ts';
import { dataCredits } from '../../src/page-data/provenance.ts';

const FIXTURES = new URL('../fixtures/open-data/', import.meta.url).pathname;
const CURRENT = join(FIXTURES, 'donnees-locales', 'all_latest.tar.bz2');

function files(extra: Partial<SourceFiles> = {}): SourceFiles {
  return {
    laposte: join(FIXTURES, 'laposte_base_officielle_codes_postaux_2024.csv'),
    directory: CURRENT,
    websites2018: null,
    emails2021: null,
    equipped: null,
    ...extra,
  };
}

function list(name: string, text: string): string {
  const path = join(mkdtempSync(join(tmpdir(), 'provenance-')), name);
  writeFileSync(path, text);
  pinFileDay(path);
  return path;
}

type Provenance = {
  schedule: unknown;
  hours: string | null;
  hours_date: string | null;
  tel: string | null;
  tel_src: string | null;
  tel_date: string | null;
  rdv: string | null;
  rdv_src: string | null;
  rdv_date: string | null;
  equipped: string;
  eq_src: string | null;
  eq_date: string | null;
  updated_on: string | null;
};

let db: TestDb;
beforeAll(async () => {
  db = await createTestDb();
});
afterAll(async () => db?.close());

async function provenance(sourceId: string): Promise<Provenance> {
  const { rows } = await db.query<Provenance>(
    `select schedule, hours_source as hours, hours_source_date::text as hours_date, tel, tel_source as tel_src,
       tel_source_date::text as tel_date, rendez_vous as rdv, rendez_vous_source as rdv_src,
       rendez_vous_source_date::text as rdv_date, equipped, equipped_source as eq_src,
       equipped_source_date::text as eq_date, source_updated_on as updated_on
     from mairies where source_id = $1`,
    [sourceId],
  );
  return rows[0];
}

const VISITOR_SCHEDULE = {
  lundi: [],
  mardi: [{ open: '09:00', close: '12:00' }],
  mercredi: [],
  jeudi: [],
  vendredi: [],
  samedi: [],
  dimanche: [],
  isDefaultSchedule: false,
};

async function acceptAsVisitor(sourceId: string, day: string) {
  await db.query(
    `update mairies set schedule = $2, hours_source = 'visitor', hours_source_date = $3,
       rendez_vous = 'https://visiteur.example.fr/rdv', rendez_vous_source = 'visitor', rendez_vous_source_date = $3,
       equipped = 'equipped', equipped_source = 'visitor', equipped_source_date = $3
     where source_id = $1`,
    [sourceId, JSON.stringify(VISITOR_SCHEDULE), day],
  );
}

describe('provenance of imported values', () => {
  it('directory hours and phone carry the directory and the record date; booking links the list and its date', async () => {
    const booking = list(
      'booking.csv',
      '# source: Liste des rendez-vous, 2025-02-03\ncode_insee,url\n01004,https://rdv.amberieu.fr/\n',
    );
    await importAndCompare(db, files({ booking }));
    const amberieu = await provenance('mairie-01004-01');
    expect(amberieu.hours).toBe('directory');
    expect(amberieu.schedule).not.toBeNull();
    expect(amberieu.hours_date).toBe(amberieu.updated_on);
    expect(amberieu.tel).not.toBeNull();
    expect(amberieu.tel_src).toBe('directory');
    expect(amberieu.tel_date).toBe(amberieu.updated_on);
    expect([amberieu.rdv, amberieu.rdv_src, amberieu.rdv_date]).toEqual([
      'https://rdv.amberieu.fr/',
      'booking',
      '2025-02-03',
    ]);
    const { rows: credited } = await db.query(
      `select title, published_on::text as date from data_sources where role = 'booking'`,
    );
    expect(credited).toEqual([{ title: 'Liste des rendez-vous', date: '2025-02-03' }]);
    // A town hall the directory gives no phone or hours has no source for them.
    const { rows } = await db.query<{ n: number }>(
      `select count(*)::int as n from mairies
       where (schedule is null) <> (hours_source is null) or (tel is null) <> (tel_source is null)
         or (rendez_vous is null) <> (rendez_vous_source is null)`,
    );
    expect(rows[0].n).toBe(0);
  });

  it('a booking list without a source line is dated by its file', async () => {
    const booking = list('booking.csv', 'code_insee,url\n01004,https://rdv.amberieu.fr/autre\n');
    await importAndCompare(db, files({ booking }));
    const { rdv, rdv_src, rdv_date } = await provenance('mairie-01004-01');
    expect([rdv, rdv_src, rdv_date]).toEqual(['https://rdv.amberieu.fr/autre', 'booking', FILE_DAY]);
  });

  it("keeps a visitor's accepted values over imported ones dated before or on the acceptance day", async () => {
    const before = await provenance('mairie-01004-01');
    const accepted = before.updated_on as string; // the record's own day: not after the acceptance
    await acceptAsVisitor('mairie-01004-01', accepted);
    const equipped = list(
      'equipped.csv',
      `# source: Liste ancienne, 2000-01-01\ncode_insee,statut\n01004,non equipee\n`,
    );
    const booking = list(
      'booking.csv',
      '# source: Liste ancienne, 2000-01-01\ncode_insee,url\n01004,https://rdv.amberieu.fr/vieux\n',
    );
    await importAndCompare(db, files({ equipped, booking }));
    expect(await provenance('mairie-01004-01')).toMatchObject({
      schedule: VISITOR_SCHEDULE,
      hours: 'visitor',
      hours_date: accepted,
      rdv: 'https://visiteur.example.fr/rdv',
      rdv_src: 'visitor',
      rdv_date: accepted,
      equipped: 'equipped',
      eq_src: 'visitor',
      eq_date: accepted,
      tel_src: 'directory',
    });
    // An import without any list, or a list that does not name it, keeps them too.
    const other = list('equipped.csv', `# source: Liste récente, 2099-01-01\ncode_insee\n01001\n`);
    await importAndCompare(db, files({ equipped: other }));
    expect(await provenance('mairie-01004-01')).toMatchObject({
      hours: 'visitor',
      rdv_src: 'visitor',
      eq_src: 'visitor',
    });
  });

  it('replaces them with imported values dated after the acceptance', async () => {
    await acceptAsVisitor('mairie-01004-01', '2001-01-01');
    const equipped = list(
      'equipped.csv',
      `# source: Liste récente, 2025-03-01\ncode_insee,statut\n01004,non equipee\n`,
    );
    const booking = list(
      'booking.csv',
      '# source: Liste récente, 2025-03-01\ncode_insee,url\n01004,https://rdv.amberieu.fr/neuf\n',
    );
    await importAndCompare(db, files({ equipped, booking }));
    const after = await provenance('mairie-01004-01');
    expect(after).toMatchObject({
      hours: 'directory',
      rdv: 'https://rdv.amberieu.fr/neuf',
      rdv_src: 'booking',
      rdv_date: '2025-03-01',
      equipped: 'not_equipped',
      eq_src: 'Liste récente',
      eq_date: '2025-03-01',
    });
    expect(after.schedule).not.toEqual(VISITOR_SCHEDULE);
    expect(after.hours_date).toBe(after.updated_on);
  });
});

describe('migration 007 on stored rows', () => {
  it('backfills what the rows allow: hours and phone from the directory, links from an imported booking list', async () => {
    const before = mkdtempSync(join(tmpdir(), 'migrations-'));
    for (const name of readdirSync(MIGRATIONS_DIR).filter((f) => f < '007'))
      copyFileSync(join(MIGRATIONS_DIR, name), join(before, name));
    const old = await openPglite('memory://');
    try {
      await migrate(old, before);
      await old.query(
        `insert into data_sources (role, file, published_on, imported_at) values
           ('directory', 'all_latest.tar.bz2', '2024-12-18', now()), ('booking', 'rdv.csv', '2025-01-15', now())`,
      );
      await old.query(
        `insert into mairies (source_id, slug, nom, ville, tel, schedule, source_updated_on, rendez_vous) values
           ('a', 'a', 'A', 'A', '+33100000000', $1, '2024-05-02', 'https://rdv.a.fr/'),
           ('b', 'b', 'B', 'B', '+33100000001', null, null, null),
           ('c', 'c', 'C', 'C', null, $2, 'inconnu', null)`,
        [JSON.stringify(VISITOR_SCHEDULE), JSON.stringify({ ...VISITOR_SCHEDULE, isDefaultSchedule: true })],
      );
      expect(await migrate(old)).toEqual(
        readdirSync(MIGRATIONS_DIR)
          .filter((f) => f >= '007')
          .sort(),
      );
      const { rows } = await old.query(
        `select source_id, hours_source, hours_source_date::text as hd, tel_source, tel_source_date::text as td,
           rendez_vous_source, rendez_vous_source_date::text as rd from mairies order by source_id`,
      );
      expect(rows).toEqual([
        {
          source_id: 'a',
          hours_source: 'directory',
          hd: '2024-05-02',
          tel_source: 'directory',
          td: '2024-05-02',
          rendez_vous_source: 'booking',
          rd: '2025-01-15',
        },
        {
          source_id: 'b',
          hours_source: null,
          hd: null,
          tel_source: 'directory',
          td: '2024-12-18',
          rendez_vous_source: null,
          rd: null,
        },
        {
          source_id: 'c',
          hours_source: null,
          hd: null,
          tel_source: null,
          td: null,
          rendez_vous_source: null,
          rd: null,
        },
      ]);
    } finally {
      await old.close();
    }
  });
});

describe('publication dates of the known files', () => {
  it("credits the README's month for La Poste, the 2018 websites and the 2021 e-mails; none for an unknown file", async () => {
    await importAndCompare(
      db,
      files({
        websites2018: join(FIXTURES, 'dila_mairies_sites_web_2018.csv'),
        emails2021: join(FIXTURES, 'dila_mairies_emails_2021.csv'),
      }),
    );
    const recorded = await listDataSources(db);
    expect(Object.fromEntries(recorded.map((r) => [r.role, r.published_on]))).toMatchObject({
      laposte: '2024-08',
      websites2018: '2018-05',
      emails2021: '2021-03',
    });
    const credits = dataCredits(recorded);
    expect(credits).toContain(
      'La Poste, Base officielle des codes postaux, fichier laposte_base_officielle_codes_postaux_2024.csv, données ' +
        "d'août 2024",
    );
    expect(credits).toContain(
      'DILA, extrait des sites web des mairies, fichier dila_mairies_sites_web_2018.csv, données de mai 2018',
    );
    expect(credits).toContain(
      "DILA par l'API établissements publics, extrait des e-mails des mairies, fichier dila_mairies_emails_2021.csv, " +
        'données de mars 2021',
    );
    expect(credits).not.toContain('importé en');

    // The same rows under a name the table does not know (a download, a newer file): no date is guessed.
    const renamed = join(mkdtempSync(join(tmpdir(), 'provenance-')), 'laposte.csv');
    copyFileSync(join(FIXTURES, 'laposte_base_officielle_codes_postaux_2024.csv'), renamed);
    await importAndCompare(db, files({ laposte: renamed }));
    const after = await listDataSources(db);
    expect(after.find((r) => r.role === 'laposte')).toMatchObject({ file: 'laposte.csv', published_on: null });
    expect(dataCredits(after)).toMatch(/fichier laposte\.csv, importé en [a-zéû]+ \d{4}/);
  });
});
