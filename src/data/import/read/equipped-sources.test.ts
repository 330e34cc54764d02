import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readSourcedList } from './equipped-sources.ts';

const write = (lines: string[]) => {
  const file = join(mkdtempSync(join(tmpdir(), 'sourced-')), 'mairies_equipees_sources_2026-11-28.csv');
  writeFileSync(file, `${lines.join('\n')}\n`);
  return file;
};

describe('the sourced list', () => {
  it("reads each row's INSEE code when the edition has the column (2A/2B included), and rejects a malformed one", async () => {
    const list = await readSourcedList(
      write([
        'departement;code_insee;commune;statut;source_url;source_date;note;preuve;quote',
        '01;01053;Bourg-en-Bresse;equipee;https://www.ain.gouv.fr/cni;2017-03;;directe;…',
        '2A;2a004;Ajaccio;equipee;https://www.ajaccio.fr/cni;inconnue;;directe;…',
        '75;;Paris 15e;equipee;https://mairie15.paris.fr/cni;2024;;directe;…',
        '01;1053;Bourg-en-Bresse;equipee;https://www.ain.gouv.fr/cni;2017-03;;directe;…',
      ]),
    );
    expect(list.rows.map((r) => [r.line, r.codeInsee, r.commune])).toEqual([
      [2, '01053', 'Bourg-en-Bresse'],
      [3, '2A004', 'Ajaccio'],
      [4, null, 'Paris 15e'],
    ]);
    expect(list.invalid).toEqual([{ line: 5, reason: 'code_insee not an INSEE code (5 characters, 2A/2B)' }]);
  });

  it('reads the editions without the column, every row by its name', async () => {
    const list = await readSourcedList(
      write([
        'departement;commune;statut;source_url;source_date;note;preuve;quote',
        '01;Bourg-en-Bresse;equipee;https://www.ain.gouv.fr/cni;2017-03;;directe;…',
      ]),
    );
    expect(list.rows.map((r) => r.codeInsee)).toEqual([null]);
  });
});
