import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { normalizeListKey, parseEquipped, readEquippedList } from './equipped.ts';

const FIXTURE = new URL('../../../tests/fixtures/open-data/equipped.csv', import.meta.url).pathname;

describe('the operator list of equipped town halls', () => {
  it('reads yes/no values in French or English', () => {
    for (const yes of ['oui', 'Oui', 'yes', '1', 'x', 'Équipée', 'true']) expect(parseEquipped(yes), yes).toBe('equipped');
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
      '01004': 'equipped', '2A004': 'equipped', '01001': 'not_equipped', 'mairie-76351-01': 'equipped', '99999': 'equipped',
    });
    expect(list.rejected).toEqual({ 'unrecognised yes/no value': 1 });
  });

  it('takes every listed town hall as equipped when there is no status column', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'equipped-'));
    afterAll(() => rmSync(dir, { recursive: true, force: true }));
    const path = join(dir, 'list.csv');
    writeFileSync(path, 'insee\n01004\n75101\n');
    expect(Object.fromEntries((await readEquippedList(path)).byKey)).toEqual({ '01004': 'equipped', '75101': 'equipped' });
  });
});
