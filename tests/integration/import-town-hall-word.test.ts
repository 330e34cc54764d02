// The town hall's own answer (issue 41) through real imports, on PGlite and (with DATABASE_URL) Postgres: stored
// apart, written at once, kept by every re-import over older values, replaced by a list dated after it or by a
// visitor's correction accepted after it, and withdrawn back to what the other sources gave.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, type TestDb } from '../helpers/db.ts';
import { formatReport, importOpenData, type SourceFiles } from '../../src/data/import/index.ts';
import { applyCorrection } from '../../src/data/queries/corrections.ts';
import {
  listTownHallWord,
  saveTownHallStatement,
  withdrawTownHallStatement,
} from '../../src/data/queries/town-hall-statements.ts';

const FIXTURES = new URL('../fixtures/open-data/', import.meta.url).pathname;
const dir = mkdtempSync(join(tmpdir(), 'town-hall-word-'));
const DAY = '2026-11-28';
const answerOf = async (mairieId: number) =>
  (await listTownHallWord(db)).find((answer) => answer.mairieId === mairieId) ?? null;

const list = (title: string, lines: string[]) =>
  `# source: ${title}\nDépartement;Commune;Stations;Statut\n${lines.join('\n')}\n`;
writeFileSync(
  join(dir, 'list-2024.csv'),
  list('Arrêté du 7 novembre 2024, 7 novembre 2024', ['01;Ambérieu-en-Bugey;2;']),
);
writeFileSync(
  join(dir, 'list-2027.csv'),
  list('Arrêté du 5 janvier 2027, 5 janvier 2027', ['01;Ambérieu-en-Bugey;2;', "01;L'Abergement-Clémenciat;1;"]),
);
writeFileSync(
  join(dir, 'booking.csv'),
  '# source: Liste des pages de rendez-vous, 1 mars 2026\ndepartement,commune,code_insee,id,url\n' +
    ',,01004,,https://rdv.amberieu.fr/passeport\n,,01001,,https://abergement.fr/rdv\n',
);

function files(extra: Partial<SourceFiles> = {}): SourceFiles {
  return {
    laposte: join(FIXTURES, 'laposte_base_officielle_codes_postaux_2024.csv'),
    directory: join(FIXTURES, 'dila_annuaire_mairies_2016.jsonl.gz'),
    websites2018: null,
    emails2021: null,
    equipped: join(dir, 'list-2024.csv'),
    booking: join(dir, 'booking.csv'),
    ...extra,
  };
}

let db: TestDb;
const ids: Record<string, number> = {};
beforeAll(async () => {
  db = await createTestDb();
  await importOpenData(db, files());
  const { rows } = await db.query<{ id: number; source_id: string }>(
    `select id, source_id from mairies where source_id in ('mairie-01004-01', 'mairie-01001-01')`,
  );
  for (const r of rows) ids[r.source_id.slice(7, 12)] = r.id;
});
afterAll(async () => db?.close());

async function hall(code: string) {
  const { rows } = await db.query(
    `select equipped, equipped_source, equipped_source_date::text as equipped_date, rendez_vous, rendez_vous_source,
       rendez_vous_source_date::text as rendez_vous_date from mairies where id = $1`,
    [ids[code]],
  );
  return rows[0];
}

describe("the town hall's own answer and the import", () => {
  it('is written at once, over the older list and booking link', async () => {
    expect(await hall('01001')).toMatchObject({ equipped: 'unknown', rendez_vous: 'https://abergement.fr/rdv' });
    await db.transaction(async (tx) => {
      await saveTownHallStatement(
        tx,
        ids['01001'],
        {
          takesApplications: true,
          bookingUrl: 'https://abergement.synbird.com/',
          bookingHow: null,
          bookingHeld: false,
        },
        DAY,
        'h1',
      );
      await saveTownHallStatement(
        tx,
        ids['01004'],
        { takesApplications: false, bookingUrl: null, bookingHow: 'Au guichet, sans rendez-vous.', bookingHeld: false },
        DAY,
        'h2',
      );
    });
    const expected01001 = {
      equipped: 'equipped',
      equipped_source: 'mairie',
      equipped_date: DAY,
      rendez_vous: 'https://abergement.synbird.com/',
      rendez_vous_source: 'mairie',
      rendez_vous_date: DAY,
    };
    expect(await hall('01001')).toEqual(expected01001);
    expect(await hall('01004')).toMatchObject({
      equipped: 'not_equipped',
      equipped_source: 'mairie',
      rendez_vous: null,
    });
  });

  it('stays through a re-import of older files, and the report says so', async () => {
    const report = await importOpenData(db, files());
    expect(report.mairies.townHallWord).toEqual({
      answers: 2,
      statuses: 2,
      bookings: 2,
      newerStatuses: 0,
      newerBookings: 0,
    });
    expect(formatReport(report)).toContain("Town halls' answers: 2 merged: 2 statuses and 2 booking links decided");
    expect(await hall('01001')).toMatchObject({
      equipped: 'equipped',
      equipped_source: 'mairie',
      rendez_vous_source: 'mairie',
    });
    expect(await hall('01004')).toMatchObject({
      equipped: 'not_equipped',
      equipped_source: 'mairie',
      rendez_vous: null,
    });
    await importOpenData(db, files({ equipped: null, booking: null }));
    expect(await hall('01004')).toMatchObject({ equipped: 'not_equipped', equipped_source: 'mairie' });
    expect(await answerOf(ids['01004'])).toMatchObject({ bookingHow: 'Au guichet, sans rendez-vous.' });
  });

  it("yields to a visitor's correction accepted after it, and to a list dated after it", async () => {
    await applyCorrection(db, ids['01001'], { kind: 'not_equipped' }, '2026-12-01');
    await importOpenData(db, files());
    const visitor = { equipped: 'not_equipped', equipped_source: 'visitor', equipped_date: '2026-12-01' };
    expect(await hall('01001')).toMatchObject(visitor);
    const report = await importOpenData(db, files({ equipped: join(dir, 'list-2027.csv') }));
    expect(report.mairies.townHallWord).toMatchObject({ newerStatuses: 2 });
    const list2027 = { equipped: 'equipped', equipped_source: 'Arrêté du 5 janvier 2027', equipped_date: '2027-01-05' };
    expect(await hall('01004')).toMatchObject(list2027);
    expect(await hall('01001')).toMatchObject(list2027); // dated after the correction too
  });

  it('withdrawn, gives back what the other sources gave, and the next import decides from the files', async () => {
    const statement = await answerOf(ids['01004']);
    await db.transaction((tx) => withdrawTownHallStatement(tx, statement!, new Date('2026-12-28T00:00:00Z')));
    expect(await answerOf(ids['01004'])).toBeNull();
    // The link the answer held goes back to the booking list's; the status the 2027 list gave since stays.
    expect(await hall('01004')).toMatchObject({
      equipped: 'equipped',
      equipped_source: 'Arrêté du 5 janvier 2027',
      rendez_vous: 'https://rdv.amberieu.fr/passeport',
      rendez_vous_source: 'booking',
    });
    const report = await importOpenData(db, files());
    expect(report.mairies.townHallWord.answers).toBe(1);
    expect(await hall('01004')).toMatchObject({
      equipped: 'equipped',
      equipped_source: 'Arrêté du 7 novembre 2024',
      rendez_vous_source: 'booking',
    });
    const { rows } = await db.query('select mairie_id from town_hall_link_blocks');
    expect(rows).toEqual([{ mairie_id: ids['01004'] }]);
  });
});
