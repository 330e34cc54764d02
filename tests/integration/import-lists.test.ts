// The operator's lists by name: the equipped communes (complete or partial, with their source) and booking links.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, type TestDb } from '../helpers/db.ts';
import { importAndCompare, pinFileDay } from '../helpers/import-dump.ts';
import { formatReport, importOpenData, type SourceFiles } from '../../src/data/import/index.ts';

const FIXTURES = new URL('../fixtures/open-data/', import.meta.url).pathname;

function files(extra: Partial<SourceFiles> = {}): SourceFiles {
  return {
    laposte: join(FIXTURES, 'laposte_base_officielle_codes_postaux_2024.csv'),
    directory: join(FIXTURES, 'dila_annuaire_mairies_2016.jsonl.gz'),
    websites2018: null,
    emails2021: null,
    equipped: null,
    ...extra,
  };
}

let db: TestDb;
beforeAll(async () => {
  db = await createTestDb();
});
afterAll(async () => db?.close());

async function statuses() {
  const { rows } = await db.query<{ source_id: string; equipped: string; source: string | null; date: string | null }>(
    `select source_id, equipped, equipped_source as source, equipped_source_date::text as date from mairies order by source_id`,
  );
  return Object.fromEntries(rows.map((r) => [r.source_id, [r.equipped, r.date]]));
}

// The booking list has no date line: it is dated by its file.
beforeAll(() => pinFileDay(join(FIXTURES, 'booking.csv')));

describe('equipped list by name and booking list', () => {
  it('a complete list marks the town halls it names, and every other one not equipped after its source', async () => {
    const report = await importAndCompare(
      db,
      files({ equipped: join(FIXTURES, 'equipped-by-name.csv'), booking: join(FIXTURES, 'booking.csv') }),
    );
    expect(report.mairies.supplements.equipped).toMatchObject({ complete: true, notListed: 9 });
    const text = formatReport(report);
    expect(text).toContain('line 10: 17 / Vergne: ambiguous: 17464 or 17465');
    expect(text).toContain('line 14: 01 / Atlantis: unknown commune');
    expect(text).toContain('Booking list: 10 rows, 3 town halls given a booking link');
    expect(text).toContain('line 6: a city with arrondissements: name the arrondissement');

    const after = await statuses();
    expect(after).toMatchObject({
      'mairie-01004-01': ['equipped', '2024-11-07'],
      'mairie-01001-01': ['not_equipped', '2024-11-07'],
      'mairie-2A004-01': ['equipped', '2024-11-07'],
      'mairie-76351-01': ['equipped', '2024-11-07'],
      'mairie-69383-01': ['equipped', '2024-11-07'],
      'mairie-07301-01': ['equipped', '2024-11-07'],
      'paris_mairie_arrondissement-75101-01': ['equipped', '2024-11-07'],
      'mairie-01011-01': ['equipped', '2024-11-07'],
      'mairie-08017-01': ['not_equipped', '2024-11-07'],
    });
    const { rows: sources } = await db.query(
      `select role, title, published_on::text as published_on, complete from data_sources order by role`,
    );
    expect(sources).toEqual([
      { role: 'booking', title: null, published_on: null, complete: false },
      { role: 'directory', title: null, published_on: '2015-07-09', complete: false },
      {
        role: 'equipped',
        title: 'Arrêté du 7 novembre 2024 portant répartition de la dotation pour les titres sécurisés',
        published_on: '2024-11-07',
        complete: true,
      },
      { role: 'laposte', title: null, published_on: '2024-08', complete: false },
    ]);
    const { rows: links } = await db.query(
      `select source_id, rendez_vous from mairies where rendez_vous is not null order by source_id`,
    );
    expect(links).toEqual([
      { source_id: 'mairie-01004-01', rendez_vous: 'https://rdv.amberieu.fr/passeport' },
      { source_id: 'mairie-69383-01', rendez_vous: 'https://rdv.mairie3.lyon.fr/' },
      { source_id: 'mairie-76351-01', rendez_vous: 'https://www.lehavre.fr/rdv' },
    ]);

    // Without lists, statuses, sources and links stay.
    const again = await importAndCompare(db, files());
    expect(again.mairies.updated).toBe(0);
    expect(await statuses()).toEqual(after);
  });

  it('a partial list leaves the town halls it does not name unknown, without a source', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'lists-'));
    const path = join(dir, 'partial.csv');
    writeFileSync(
      path,
      '# source: Liste de la préfecture de l’Ain, 2025-01-15\ndepartement;commune\nAin;Amberieu en Bugey\n',
    );
    const report = await importAndCompare(db, files({ equipped: path }));
    expect(report.mairies.supplements.equipped).toMatchObject({ complete: false, notListed: 0, matched: 1 });
    const after = await statuses();
    expect(after['mairie-01004-01']).toEqual(['equipped', '2025-01-15']);
    expect(after['mairie-08017-01']).toEqual(['unknown', null]);
    expect(after['mairie-01001-01']).toEqual(['unknown', null]);
  });

  it('a list that cannot be read changes nothing', async () => {
    const before = await statuses();
    const dir = mkdtempSync(join(tmpdir(), 'lists-'));
    const path = join(dir, 'bad.csv');
    writeFileSync(path, '# complete\ndepartement;commune\nAin;Ambérieu-en-Bugey\n');
    await expect(importOpenData(db, files({ equipped: path }))).rejects.toThrow(/needs a "# source/);
    expect(await statuses()).toEqual(before);
  });
});
