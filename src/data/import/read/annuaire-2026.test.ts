import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ImportFileError } from '../errors.ts';
import { horairesToSchedule, readAnnuaire2026, readHoraires, readPhone, readWebsite } from './annuaire-2026.ts';
import type { Tally } from '../tally.ts';

const dir = mkdtempSync(join(tmpdir(), 'annuaire-2026-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const HEADER =
  'type,code_insee,commune,adresse_lignes,code_postal,ville,latitude,longitude,horaires,telephone,email,site';
const csvField = (text: string) => (/[",\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text);
const hours = (ranges: unknown) => JSON.stringify(ranges);

function write(name: string, lines: string[][]): string {
  const path = join(dir, name);
  writeFileSync(path, `${[HEADER, ...lines.map((cells) => cells.map(csvField).join(','))].join('\n')}\n`);
  return path;
}

describe('readHoraires', () => {
  const read = (ranges: unknown) => {
    const problems: Tally = {};
    return { periods: readHoraires(hours(ranges), problems), problems };
  };

  it('expands a range of days and keeps both slots of each day', () => {
    const { periods } = read([
      [
        'lundi',
        'vendredi',
        [
          ['08:30:00', '12:00:00'],
          ['13:30:00', '17:00:00'],
        ],
      ],
      ['samedi', 'samedi', [['09:00:00', '12:00:00']]],
    ]);
    expect(periods).toHaveLength(11);
    expect(periods).toContainEqual({ day: 'vendredi', open: '13:30', close: '17:00' });
    expect(periods).toContainEqual({ day: 'samedi', open: '09:00', close: '12:00' });
    expect(periods?.some((p) => p.day === 'dimanche')).toBe(false);
  });

  it('reads a range with no last day as that day alone', () => {
    const { periods, problems } = read([['vendredi', '', [['09:00:00', '12:00:00']]]]);
    expect(periods).toEqual([{ day: 'vendredi', open: '09:00', close: '12:00' }]);
    expect(problems['hours: range with no last day (that day alone)']).toBe(1);
  });

  it('gives a day named by several ranges the slots of all of them', () => {
    const { periods, problems } = read([
      ['lundi', 'vendredi', [['09:00:00', '12:00:00']]],
      ['vendredi', 'vendredi', [['15:00:00', '17:00:00']]],
    ]);
    expect(periods?.filter((p) => p.day === 'vendredi')).toEqual([
      { day: 'vendredi', open: '09:00', close: '12:00' },
      { day: 'vendredi', open: '15:00', close: '17:00' },
    ]);
    expect(problems['hours: day named by several ranges (their slots united)']).toBe(1);
  });

  it('keeps three slots a day and two slots before 13h as periods', () => {
    const { periods } = read([
      [
        'mardi',
        'mardi',
        [
          ['08:30:00', '10:00:00'],
          ['10:30:00', '12:00:00'],
          ['14:00:00', '17:00:00'],
        ],
      ],
    ]);
    expect(periods?.map((p) => `${p.open}-${p.close}`)).toEqual(['08:30-10:00', '10:30-12:00', '14:00-17:00']);
  });

  it('drops an empty slot and the seconds', () => {
    const { periods, problems } = read([
      [
        'lundi',
        'lundi',
        [
          ['12:30:00', '12:30:00'],
          ['13:30:30', '17:00:00'],
        ],
      ],
    ]);
    expect(periods).toEqual([{ day: 'lundi', open: '13:30', close: '17:00' }]);
    expect(problems['hours: empty slot dropped']).toBe(1);
    expect(problems['hours: seconds dropped']).toBe(1);
  });

  it('reads Sunday', () => {
    expect(read([['dimanche', 'dimanche', [['10:00:00', '12:00:00']]]]).periods).toEqual([
      { day: 'dimanche', open: '10:00', close: '12:00' },
    ]);
  });

  it('reads [] as no hours known, not as closed', () => {
    const { periods, problems } = read([]);
    expect(periods).toBeNull();
    expect(problems['hours: none given ([])']).toBe(1);
    expect(horairesToSchedule('[]')).toBeNull();
  });

  it('reports what it cannot read and leaves the whole week to the next source', () => {
    for (const bad of ['[["lundi"', '{"a":1}']) {
      const problems: Tally = {};
      expect(readHoraires(bad, problems)).toBeNull();
      expect(problems['hours: unreadable JSON']).toBe(1);
    }
    const { periods, problems } = read([
      ['lundi', 'lundi', [['09:00:00', '12:00:00']]],
      ['jourdi', 'jourdi', [['09:00:00', '12:00:00']]],
    ]);
    expect(periods).toBeNull();
    expect(problems['hours: unreadable range or slot (left to the next source)']).toBe(1);
    expect(read([['lundi', 'lundi', [['17:00:00', '09:00:00']]]]).periods).toBeNull();
  });

  it('builds a schedule that is not the default week', () => {
    const schedule = horairesToSchedule(hours([['samedi', 'samedi', [['09:00:00', '12:00:00']]]]));
    expect(schedule?.isDefaultSchedule).toBe(false);
    expect(schedule?.samedi).toEqual([{ open: '09:00', close: '12:00' }]);
    expect(schedule?.lundi).toEqual([]);
  });
});

describe('contacts', () => {
  it('keeps a 4-digit service number and drops a truncated phone', () => {
    const problems: Tally = {};
    expect(readPhone('30 13', problems)).toBe('3013');
    expect(readPhone('03 90 6', problems)).toBeNull();
    expect(readPhone('04 74 45 71 99', problems)).toBe('+33474457199');
    expect(problems).toEqual({
      'phone: 4-digit service number kept': 1,
      'phone: truncated or malformed (dropped)': 1,
    });
  });

  it('repairs a website only when certain and drops an e-mail given as a site', () => {
    const problems: Tally = {};
    expect(readWebsite('www.bajus.fr', problems)).toBe('https://www.bajus.fr/');
    expect(readWebsite('https:/www.troussencourt.fr', problems)).toBe('https://www.troussencourt.fr/');
    expect(readWebsite('mairiedesavilly@orange.fr', problems)).toBeNull();
    expect(readWebsite('https://www.bourgenbresse.fr/', problems)).toBe('https://www.bourgenbresse.fr/');
    expect(problems['site: an e-mail address (dropped)']).toBe(1);
    expect(problems['site: scheme repaired']).toBe(2);
  });
});

describe('readAnnuaire2026', () => {
  it('reads every row type with cleaned values', async () => {
    const file = write('rows.csv', [
      [
        'COM',
        '01053',
        'Bourg-en-Bresse',
        "9 place de l'Hôtel-de-Ville | BP 10",
        '01012',
        'Bourg-en-Bresse Cedex',
        '46.205127',
        '5.225235',
        hours([
          [
            'lundi',
            'vendredi',
            [
              ['08:30:00', '12:00:00'],
              ['13:30:00', '17:00:00'],
            ],
          ],
        ]),
        '04 74 45 71 99',
        'mairie@bourgenbresse.fr',
        'https://www.bourgenbresse.fr/',
      ],
      ['COMD', '01036', 'Béon', '', '', '', '45.8', '5.7', '[]', '03 90 6', 'bad@', 'www.beon.fr'],
      [
        'SRM',
        '13055SR01',
        'Marseille — 1er secteur',
        '61 la Canebière',
        '13001',
        'Marseille',
        '',
        '',
        '[]',
        '',
        '',
        '',
      ],
      ['XYZ', '01001', 'Nulle part', '', '', '', '', '', '[]', '', '', ''],
    ]);
    const { rows, read, rejected, problems } = await readAnnuaire2026(file);
    expect(read).toBe(4);
    expect(rejected).toEqual({ 'unknown row type "XYZ"': 1 });
    expect(rows.map((r) => [r.type, r.codeInsee])).toEqual([
      ['COM', '01053'],
      ['COMD', '01036'],
      ['SRM', null],
    ]);
    expect(rows[0]).toMatchObject({
      streetLines: ["9 place de l'Hôtel-de-Ville", 'BP 10'],
      postalCode: '01012',
      latitude: 46.205127,
      phone: '+33474457199',
      email: 'mairie@bourgenbresse.fr',
    });
    expect(rows[0].schedule?.lundi).toEqual([
      { open: '08:30', close: '12:00' },
      { open: '13:30', close: '17:00' },
    ]);
    expect(rows[1]).toMatchObject({ schedule: null, phone: null, email: null, website: 'https://www.beon.fr/' });
    expect(problems['e-mail: malformed (dropped)']).toBe(1);
  });

  it('stops on a file without the expected columns', async () => {
    const path = join(dir, 'wrong.csv');
    writeFileSync(path, 'type,code_insee\nCOM,01001\n');
    await expect(readAnnuaire2026(path)).rejects.toBeInstanceOf(ImportFileError);
  });
});
