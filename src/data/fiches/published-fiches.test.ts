import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ficheXml, fichesAsChecked, writeFicheFolder, writeFicheZip } from '../../../tests/helpers/fiche-xml.ts';
import { OFFICIAL_FICHES } from '../../domain/official-fiches.ts';
import { publishedDates, readPublication } from './published-fiches.ts';

const work = mkdtempSync(join(tmpdir(), 'fiches-test-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('readPublication', () => {
  it("reads the Publication's ID and its « modified » dc:date", () => {
    expect(readPublication(ficheXml('F21091', '2026-04-08'))).toEqual({ id: 'F21091', modified: '2026-04-08' });
    expect(readPublication(ficheXml('F21091', null))).toEqual({ id: 'F21091', modified: null });
    expect(readPublication('<Autre ID="F1"/>')).toBeNull();
  });
});

describe('publishedDates', () => {
  const files = fichesAsChecked({ F21091: '2099-09-30', F1709: null, F14929: undefined });

  for (const kind of ['folder', 'zip'] as const)
    it(`reads only the wanted fiches of a ${kind}`, () => {
      const source =
        kind === 'folder'
          ? writeFicheFolder(join(work, 'folder'), files)
          : writeFicheZip(join(work, 'fiches.zip'), files);
      const dates = publishedDates(source, ['F21091', 'F1709', 'F14929', 'F21092']);
      expect(dates).toEqual(
        new Map([
          ['F21091', '2099-09-30'],
          ['F1709', null],
          ['F21092', OFFICIAL_FICHES.F21092.checkedDate],
        ]),
      );
    });
});
