// The sourced list of equipped town halls (issue 33): every matching case and every status rule through a real
// import, on PGlite and (with DATABASE_URL) Postgres.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, type TestDb } from '../helpers/db.ts';
import { importAndCompare } from '../helpers/import-dump.ts';
import { formatReport, type ImportReport } from '../../src/data/import/index.ts';

const FIXTURES = new URL('../fixtures/open-data/', import.meta.url).pathname;
const dir = mkdtempSync(join(tmpdir(), 'equipped-sources-'));

// Town halls of the test's directory: INSEE code, town and, when not « Mairie de <town> », name.
const TOWN_HALLS: [string, string, string?][] = [
  ['01004', 'Ambérieu-en-Bugey'],
  ['07301', 'Saint-Victor'],
  ['14514', "Pont-l'Évêque"],
  ['01033', 'Valserhône'],
  // Filed under its commune nouvelle's code, as the current directory files a delegated chef-lieu's town hall.
  ['01033', 'Valserhône', 'Mairie déléguée de Bellegarde-sur-Valserine'],
  ['01091', 'Châtillon-en-Michaille'], // a delegated commune of Valserhône with its own town hall
  ['01138', 'Culoz-Béon'], // Béon, merged into it, has none
  ['69383', 'Lyon'],
  ['75103', 'Paris'], // Paris Centre: the 1st to 4th
  ['13214', 'Marseille'], // the sector town hall of the 13th and 14th
  ['13201', 'Marseille'],
  ['92050', 'Nanterre'],
  ['03185', 'Montluçon'],
  ['21274', 'Foissy'],
  ['76351', 'Le Havre'],
];

const DIRECTORY = TOWN_HALLS.map(([code, town, name], i) =>
  JSON.stringify({
    id: `mairie-${code}-0${name ? 2 : 1}`,
    codeinsee: code,
    nom: name ?? `Mairie de ${town}`,
    type: 'mairie',
    update: '2015-07-08',
    latitude: String(45 + i / 10),
    longitude: String(4 + i / 10),
    writeAddress: {
      addressLocality: town,
      postalCode: `${code.slice(0, 2)}000`,
      streetAddress: ['Place de la Mairie'],
    },
  }),
).join('\n');

const PAGE = 'https://www.francebleu.fr/infos/mairies-equipees';
const rows = [
  'departement;commune;statut;source_url;source_date;note;preuve;quote',
  `01;AMBERIEU EN BUGEY;equipee;${PAGE};2017-03;liste-complete;directe;Ambérieu-en-Bugey, Belley…`, // 2 accents, case
  '07;St-Victor;equipee;https://www.ardeche.gouv.fr/cni;2022-05-10;;directe;Saint-Victor',
  "14;Pont l'Evêque;equipee;https://www.calvados.gouv.fr/cni;2018;;directe;« Pont-l’Évêque »",
  '01;Châtillon-en-Michaille;equipee;https://www.valserhone.fr/cni;2023-01;;directe;mairie annexe',
  '01;Béon;equipee;https://www.culoz-beon.fr/cni;2021;;directe;Béon',
  '69;Lyon 3e;equipee;https://www.lyon.fr/cni;2024-02-01;;directe;Lyon 3e',
  `75;Paris 1er;equipee;${PAGE};2017-03;;directe;Paris 1er`,
  `75;Paris 2e;equipee;${PAGE};2017-03;;directe;Paris 2e`, // 9: same page, same town hall (Paris Centre)
  '13;Marseille 13e;equipee;https://www.marseille.fr/cni;2019-06;;directe;13e',
  '13;Marseille;equipee;https://www.marseille.fr/cni;2019-06;;directe;Marseille', // 11: the city alone
  '19;Brive;equipee;https://www.correze.gouv.fr/cni;2017;;directe;Brive', // 12: a short form
  '92;Nanterre;equipee;https://www.nanterre.fr/cni;2017-03;;directe;Nanterre', // retire newer
  '92;Nanterre;retire;https://www.nanterre.fr/actu;2023-05-02;;directe;ne délivre plus',
  '03;Montluçon;retire;https://www.montlucon.fr/old;2016;;directe;plus de passeports', // retire older
  '03;Montluçon;equipee;https://www.montlucon.fr/cni;2022-02-10;;directe;Montluçon',
  '21;Foissy;equipee;https://www.foissy.fr/cni;inconnue;;directe;Foissy', // undated
  '76;Le Havre;equipee;https://www.seine-maritime.gouv.fr/stations;2009;stations passeport;avant-2017;station',
  '76;Havre (Le);retire;https://example.org/agregateur;2009;;indirecte;…', // 19: same date, disagreeing
  '01;Oyonnax;peut-etre;https://www.oyonnax.fr/cni;2017;;directe;?', // 20: bad statut
  '01;Bellegarde-sur-Valserine;equipee;https://www.valserhone.fr/cni;2023-01;;directe;Bellegarde', // 21
  '01;Lancrans;equipee;https://www.valserhone.fr/cni;2023-01;;directe;Lancrans', // 22: two town halls, neither named so
];

// The fixture files written below, as the importer takes them.
const files = () => ({
  laposte: join(FIXTURES, 'laposte_base_officielle_codes_postaux_2024.csv'),
  directory: join(dir, 'directory.jsonl'),
  websites2018: null,
  emails2021: null,
  equipped: null,
  equippedSources: join(dir, 'sources.csv'),
});

let db: TestDb;
let report: ImportReport;
beforeAll(async () => {
  writeFileSync(join(dir, 'directory.jsonl'), `${DIRECTORY}\n`);
  writeFileSync(join(dir, 'sources.csv'), `${rows.join('\n')}\n`);
  db = await createTestDb();
  report = await importAndCompare(db, files());
});
afterAll(async () => db?.close());

async function stored() {
  const { rows: found } = await db.query<{
    source_id: string;
    code_insee: string;
    equipped: string;
    equipped_source: string | null;
    date: string | null;
    equipped_statements: { url: string; date: string | null; status: string; proof: string }[] | null;
  }>(
    `select source_id, code_insee, equipped, equipped_source, equipped_source_date::text as date, equipped_statements
     from mairies order by code_insee`,
  );
  // By INSEE code; the second town hall of a code (a delegated one) with a final 'd'.
  return new Map(found.map((r) => [r.source_id.endsWith('-02') ? `${r.code_insee}d` : r.code_insee, r]));
}

describe('the sourced list of equipped town halls', () => {
  it('matches names as written, never the city alone nor a short form, and reports the others', async () => {
    const s = report.mairies.equippedSources!;
    expect(s).toMatchObject({
      read: 21,
      matchedRows: 17,
      samePage: 1,
      rejected: { 'unknown statut (equipee or retire)': 1 },
    });
    expect(s.unmatched.map((u) => [u.line, u.commune, u.reason])).toEqual([
      [11, 'Marseille', 'city without arrondissement'],
      [12, 'Brive', 'unknown commune'],
      [22, 'Lancrans', '2 town halls under INSEE 01033, 0 of them named so'],
    ]);
    const text = formatReport(report);
    expect(text).toContain('21 rows, 17 matched (15 communes, 13 town halls: 10 equipped, 2 to confirm, 1 no longer');
    expect(text).toContain('line 12: 19 / Brive (https://www.correze.gouv.fr/cni): unknown commune');
    expect(text).toContain('line 20: unknown statut');
    const halls = await stored();
    for (const code of ['01004', '07301', '14514', '01091', '01138', '69383', '75103', '13214'])
      expect(halls.get(code)?.equipped, code).toBe('equipped');
    expect(halls.get('01033')?.equipped).toBe('unknown'); // its delegated communes' statements stay there
    expect(halls.get('01033d')?.equipped).toBe('equipped'); // the delegated town hall filed under the same code
    expect(halls.get('13201')?.equipped).toBe('unknown'); // « Marseille » alone is never spread
    expect(halls.get('75103')?.equipped_statements).toEqual([
      { url: PAGE, date: '2017-03', status: 'equipee', proof: 'directe', note: '' },
    ]);
  });

  it('gives one status per town hall from its statements, the deciding page as source', async () => {
    const halls = await stored();
    expect(halls.get('92050')).toMatchObject({
      equipped: 'not_equipped',
      equipped_source: 'https://www.nanterre.fr/actu',
      date: '2023-05-02',
    });
    expect(halls.get('03185')).toMatchObject({ equipped: 'equipped', date: '2022-02-10' });
    expect(halls.get('14514')).toMatchObject({ equipped: 'equipped', date: '2018-01-01' });
    expect(halls.get('21274')).toMatchObject({ equipped: 'to_confirm', date: null });
    expect(halls.get('76351')?.equipped).toBe('to_confirm');
    expect(halls.get('76351')?.equipped_statements).toHaveLength(2);
    expect(halls.get('01004')?.equipped_statements?.[0]).toMatchObject({ note: 'liste-complete' });
    expect(JSON.stringify([...halls.values()])).not.toContain('ne délivre plus'); // the pages' words are not stored
  });

  it('credits the file and keeps a visitor correction newer than the statements', async () => {
    const { rows: sources } = await db.query(
      `select role, file, published_on from data_sources where role = 'equipped_sources'`,
    );
    expect(sources).toEqual([{ role: 'equipped_sources', file: 'sources.csv', published_on: null }]);
    await db.query(
      `update mairies set equipped = 'not_equipped', equipped_source = 'visitor', equipped_source_date = '2024-01-10'
       where code_insee in ('03185', '69383')`,
    );
    await importAndCompare(db, files());
    const halls = await stored();
    expect(halls.get('03185')).toMatchObject({ equipped: 'not_equipped', equipped_source: 'visitor' }); // 2022 < 2024
    expect(halls.get('69383')).toMatchObject({ equipped: 'equipped', equipped_source: 'https://www.lyon.fr/cni' });
  });

  it('keeps the statuses and the statements behind them when an import reads no list', async () => {
    const before = await stored();
    await importAndCompare(db, { ...files(), equippedSources: null });
    const after = await stored();
    expect([...after.values()].filter((h) => h.equipped_statements).length).toBeGreaterThan(5);
    expect([...after.entries()]).toEqual([...before.entries()]);
  });
});
