import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { placeEquippedNames } from '../match/list-names.ts';
import { loadCommuneNameIndex } from '../reference/commune-names.ts';
import { normalizeListKey, parseEquipped, parseListSource, readEquippedList } from './equipped-list.ts';

const FIXTURE = new URL('../../../../tests/fixtures/open-data/equipped.csv', import.meta.url).pathname;
const BY_NAME = new URL('../../../../tests/fixtures/open-data/equipped-by-name.csv', import.meta.url).pathname;

describe('the operator list of equipped town halls', () => {
  it('reads yes/no values in French or English', () => {
    for (const yes of ['oui', 'Oui', 'yes', '1', 'x', 'Équipée', 'true'])
      expect(parseEquipped(yes), yes).toBe('equipped');
    for (const no of ['non', 'NO', '0', 'false', 'non équipée']) expect(parseEquipped(no), no).toBe('not_equipped');
    expect(parseEquipped('peut-être')).toBeNull();
    expect(parseEquipped('')).toBeNull();
  });

  it('restores INSEE codes that spreadsheets shortened', () => {
    expect(normalizeListKey('1001')).toBe('01001');
    expect(normalizeListKey('2a004')).toBe('2A004');
    expect(normalizeListKey(' mairie-01001-01 ')).toBe('mairie-01001-01');
  });

  it('reads INSEE codes and DILA ids with a status column', async () => {
    const list = await readEquippedList(FIXTURE);
    expect(list.read).toBe(6);
    expect(Object.fromEntries(list.byKey)).toEqual({
      '01004': 'equipped',
      '2A004': 'equipped',
      '01001': 'not_equipped',
      'mairie-76351-01': 'equipped',
      '99999': 'equipped',
    });
    expect(list.rejected).toEqual({ 'unrecognised yes/no value': 1 });
  });

  it('takes every listed town hall as equipped when there is no status column', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'equipped-'));
    afterAll(() => rmSync(dir, { recursive: true, force: true }));
    const path = join(dir, 'list.csv');
    writeFileSync(path, 'insee\n01004\n75101\n');
    expect(Object.fromEntries((await readEquippedList(path)).byKey)).toEqual({
      '01004': 'equipped',
      '75101': 'equipped',
    });
  });

  it('reads a list by name in Windows-1252 with its source and complete lines, and reports every unplaced row', async () => {
    const list = placeEquippedNames(await readEquippedList(BY_NAME), loadCommuneNameIndex());
    expect(list.source).toEqual({
      title: 'Arrêté du 7 novembre 2024 portant répartition de la dotation pour les titres sécurisés',
      date: '2024-11-07',
    });
    expect(list.complete).toBe(true);
    expect(list.read).toBe(13);
    expect(list.byKey.get('01004')).toBe('equipped');
    expect(list.byKey.get('01001')).toBe('not_equipped');
    expect(list.byKey.get('76351')).toBe('equipped');
    expect(list.byKey.get('69383')).toBe('equipped');
    expect(list.byKey.get('50129')).toBe('equipped');
    expect(list.byKey.get('07301')).toBe('equipped');
    expect(list.byKey.get('75101')).toBe('equipped');
    expect(list.byKey.get('75120')).toBe('equipped');
    expect(list.byKey.get('08017')).toBeUndefined();
    expect([...list.doubtful]).toEqual(['17464', '17465']);
    expect(list.unplaced).toEqual([
      { line: 10, departement: '17', commune: 'Vergne', reason: 'ambiguous: 17464 or 17465' },
      { line: 13, departement: '99', commune: 'Nulle-Part', reason: 'unknown department' },
      { line: 14, departement: '01', commune: 'Atlantis', reason: 'unknown commune' },
      { line: 15, departement: '14', commune: "Pont l'Eveque", reason: 'stations "deux" is not a number' },
    ]);
  });

  it('needs a source for a complete list; a list without the line is partial', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'equipped-'));
    afterAll(() => rmSync(dir, { recursive: true, force: true }));
    const path = join(dir, 'list.csv');
    writeFileSync(path, '\ufeffdepartement,commune\n01,Ambérieu-en-Bugey\n');
    expect(await readEquippedList(path)).toMatchObject({ complete: false, source: null, unplaced: [] });
    await expect(readEquippedList(path, { complete: true })).rejects.toThrow(/source/);
    writeFileSync(path, '# source: arrêté du 7 novembre 2024\n# complete\ndepartement,commune\n01,Ambérieu-en-Bugey\n');
    expect(await readEquippedList(path)).toMatchObject({ complete: true, source: { date: '2024-11-07' } });
  });

  it('reads the date of the source line', () => {
    expect(parseListSource('Arrêté du 7 novembre 2024, 2024-11-07')).toEqual({
      title: 'Arrêté du 7 novembre 2024',
      date: '2024-11-07',
    });
    expect(parseListSource('Liste de la préfecture, 03/02/2025')).toEqual({
      title: 'Liste de la préfecture',
      date: '2025-02-03',
    });
    expect(parseListSource('Liste, Dupont et fils')).toEqual({ title: 'Liste, Dupont et fils', date: null });
  });
});
