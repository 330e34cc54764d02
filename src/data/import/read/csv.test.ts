import { mkdtempSync, writeFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { normalizeColumn, readCsv, sniffDelimiter } from './csv.ts';

const dir = mkdtempSync(join(tmpdir(), 'csv-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const file = (name: string, content: string | Buffer) => {
  const path = join(dir, name);
  writeFileSync(path, content);
  return path;
};
const readAll = async (path: string, required: string[] = []) => {
  const rows = [];
  for await (const row of readCsv(path, { required })) rows.push(row);
  return rows;
};

describe('column names and delimiters', () => {
  it('normalises header names', () => {
    expect(normalizeColumn('département')).toBe('departement');
    expect(normalizeColumn('#Code_commune_INSEE')).toBe('code_commune_insee');
    expect(normalizeColumn('Libellé d’acheminement')).toBe('libelle_d_acheminement');
    expect(normalizeColumn('_geopoint')).toBe('geopoint');
  });

  it('detects comma, semicolon and tab', () => {
    expect(sniffDelimiter('"a","b;c","d"')).toBe(',');
    expect(sniffDelimiter('id;mairie;url')).toBe(';');
    expect(sniffDelimiter('a\tb\tc')).toBe('\t');
  });
});

describe('readCsv', () => {
  it('yields rows keyed by column with their line, skipping empty lines and CRLF', async () => {
    const rows = await readAll(
      file('a.csv', 'id;mairie;url\r\n\r\nm-1;Mairie de A;http://a.fr\r\nm-2;"Mairie ""B""";\r\n'),
      ['id', 'url'],
    );
    expect(rows).toEqual([
      { line: 3, values: { id: 'm-1', mairie: 'Mairie de A', url: 'http://a.fr' } },
      { line: 4, values: { id: 'm-2', mairie: 'Mairie "B"', url: '' } },
    ]);
  });

  it('stops on a missing column, naming it', async () => {
    await expect(
      readAll(file('b.csv', 'code_commune_insee,nom_de_la_commune\n01001,X\n'), ['code_commune_insee', 'code_postal']),
    ).rejects.toThrow(/b\.csv, line 1: missing column\(s\) code_postal/);
  });

  it('stops on a truncated file: short last line or open quote', async () => {
    await expect(readAll(file('c.csv', '"a","b","c"\n"1","2","3"\n"4","5'), ['a'])).rejects.toThrow(
      /c\.csv, line 3: malformed CSV/,
    );
    await expect(readAll(file('d.csv', '"a","b","c"\n"1","2","3"\n"4","5"\n'), ['a'])).rejects.toThrow(
      /d\.csv, line 3: malformed CSV/,
    );
  });

  it('stops on invalid UTF-8 (e.g. a Latin-1 file) and names the line', async () => {
    const latin1 = Buffer.from('a,b\nx,y\nCl\xe9menciat,z\n', 'latin1');
    await expect(readAll(file('e.csv', latin1), ['a'])).rejects.toThrow(/e\.csv, line 3: invalid UTF-8/);
  });

  it('names a missing file', async () => {
    await expect(readAll(join(dir, 'missing.csv'), ['a'])).rejects.toThrow(/missing\.csv: file not found/);
  });

  it('refuses an empty file', async () => {
    await expect(readAll(file('f.csv', ''), ['a'])).rejects.toThrow(/f\.csv, line 1: empty file/);
  });
});
