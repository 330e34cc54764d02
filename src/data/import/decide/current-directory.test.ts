import { describe, expect, it } from 'vitest';
import { loadCommuneIndex } from '../reference/communes.ts';
import { DIRECTORY_2026_ROLE, SOURCE_ORDER, type FieldOrder } from '../../../domain/source-order.ts';
import { BLANK_MAIRIE_WRITE, type MairieWrite } from '../../queries/mairies.ts';
import type { Annuaire2026Row } from '../read/annuaire-2026.ts';
import { applyCurrentDirectory, titlePostalCode } from './current-directory.ts';

const communes = loadCommuneIndex();
const blankRow: Annuaire2026Row = {
  line: 2,
  type: 'COM',
  codeInsee: '01004',
  commune: 'Ambérieu-en-Bugey',
  streetLines: [],
  postalCode: null,
  ville: 'Ambérieu-en-Bugey',
  latitude: null,
  longitude: null,
  schedule: null,
  phone: null,
  email: null,
  website: null,
};

describe('titlePostalCode', () => {
  const codes = new Map([
    ['01004', new Set(['01500'])],
    ['01138', new Set(['01350'])],
  ]);
  it("keeps the address's code when La Poste gives it to the commune, else takes the commune's", () => {
    expect(titlePostalCode('01500', '01004', communes, codes)).toBe('01500');
    expect(titlePostalCode('01504', '01004', communes, codes)).toBe('01500');
    // A delegated commune uses its commune nouvelle's codes.
    expect(titlePostalCode('07440', '01039', communes, codes)).toBe('01350');
    // Nothing known: the address's code stays.
    expect(titlePostalCode('99999', '99999', communes, codes)).toBe('99999');
  });
});

describe('the 2026 file over the older files follows the table of which source wins (SOURCE_ORDER)', () => {
  // The fields whose sources put the 2026 file first, the older directory next.
  const fields = (Object.entries(SOURCE_ORDER) as [string, FieldOrder][]).filter(
    ([, f]) =>
      f.sources.indexOf(DIRECTORY_2026_ROLE) >= 0 &&
      f.sources.indexOf(DIRECTORY_2026_ROLE) < f.sources.indexOf('directory'),
  );
  const values: Record<string, Partial<Annuaire2026Row>> = {
    phone: { phone: '+33474000000' },
    email: { email: 'mairie@example.fr' },
    website: { website: 'https://www.example.fr/' },
    address: { streetLines: ['1 place de la Mairie'], postalCode: '01500', ville: 'Ambérieu-en-Bugey' },
    position: { latitude: 45.958, longitude: 5.359 },
  };
  const blank: Partial<Annuaire2026Row> = {
    phone: null,
    email: null,
    website: null,
    streetLines: [],
    latitude: null,
    longitude: null,
    schedule: null,
  };
  const base = {
    ...BLANK_MAIRIE_WRITE,
    source_id: 'mairie-01004-01',
    code_insee: '01004',
    nom: "Mairie d'Ambérieu-en-Bugey",
    ville: 'Ambérieu-en-Bugey',
    tel: '+33474461700',
    mail: 'old@example.fr',
    site_web: 'https://old.example.fr/',
    ligne_2: 'Place Robert-Marcelpoil',
    latitude: 45.95,
    longitude: 5.35,
    ...Object.fromEntries(
      ['tel', 'mail', 'site_web', 'address', 'position'].flatMap((c) => [
        [`${c}_source`, 'directory'],
        [`${c}_source_date`, '2015-07-08'],
      ]),
    ),
  } as MairieWrite;
  const overlay = (row: Partial<Annuaire2026Row>) => {
    const placed = { row: { ...blankRow, ...blank, ...row }, sourceId: base.source_id, nom: base.nom, older: null };
    const ctx = { communes, points: null, postalCodes: new Map() };
    const read = { read: 1, rejected: {}, problems: {} };
    return applyCurrentDirectory([base], { placed: [placed], folded: {}, unplaced: [] }, ctx, read).rows[0];
  };

  it('covers every field the file gives', () => {
    expect(fields.map(([name]) => name).sort()).toEqual(Object.keys(values).sort());
  });

  it.each(fields)('%s: the file’s value wins when it gives one, the older one stays when it gives none', (name, f) => {
    const [value, source] = [f.columns[0] as keyof MairieWrite, f.columns.at(-2) as keyof MairieWrite];
    const given = overlay(values[name]);
    expect(given[source]).toBe(DIRECTORY_2026_ROLE);
    expect(given[value]).not.toEqual(base[value]);
    const none = overlay({});
    expect(none[source]).toBe('directory');
    expect(none[value]).toEqual(base[value]);
  });
});
