import { describe, it, expect } from 'vitest';
import {
  compareDepartmentCodes,
  filterDepartments,
  isOverseas,
  normalizeDepartmentCode,
  sameTerritory,
} from './departments.ts';

describe('normalizeDepartmentCode', () => {
  it.each([
    ['1', '01'],
    [' 1 ', '01'],
    [9, '09'],
    ['01', '01'],
    ['75', '75'],
    ['2a', '2A'],
    ['2B', '2B'],
    ['971', '971'],
    ['', ''],
  ])('%j -> %j', (code, normalized) => expect(normalizeDepartmentCode(code)).toBe(normalized));
});

describe('filterDepartments', () => {
  const deps = [
    { dep_name: 'Ain', num_dep: '01' },
    { dep_name: 'Corse-du-Sud', num_dep: '2A' },
    { dep_name: 'Haute-Corse', num_dep: '2B' },
    { dep_name: 'Finistère', num_dep: '29' },
    { dep_name: 'Guadeloupe', num_dep: '971' },
    { dep_name: 'Martinique', num_dep: '972' },
  ];
  const names = (query: string) => filterDepartments(deps, query).map((d) => d.dep_name);

  it('returns everything for an empty query', () => {
    expect(names('  ')).toHaveLength(6);
  });

  it('matches names case- and accent-insensitively', () => {
    expect(names('CORSE')).toEqual(['Corse-du-Sud', 'Haute-Corse']);
    expect(names('finistere')).toEqual(['Finistère']);
  });

  it('matches codes, padded to 2 digits, or by prefix', () => {
    expect(names('1')).toEqual(['Ain']);
    expect(names('01')).toEqual(['Ain']);
    expect(names('2a')).toEqual(['Corse-du-Sud']);
    expect(names('97')).toEqual(['Guadeloupe', 'Martinique']);
    expect(names('972')).toEqual(['Martinique']);
  });
});

describe('compareDepartmentCodes', () => {
  it('puts 2A and 2B between 19 and 21, and the overseas codes last', () => {
    const codes = ['971', '21', '2B', '03', '2A', '19', '976', '95', '1'];
    expect([...codes].sort(compareDepartmentCodes)).toEqual(['1', '03', '19', '2A', '2B', '21', '95', '971', '976']);
  });
});

describe('sameTerritory: the nearest lists stay in one territory', () => {
  it('mainland France is one territory, Corsica included; each overseas department or territory is its own', () => {
    expect(sameTerritory('01', '75')).toBe(true);
    expect(sameTerritory('2A', '06')).toBe(true);
    expect(sameTerritory('973', '973')).toBe(true);
    expect(sameTerritory('973', '972')).toBe(false);
    expect(sameTerritory('974', '75')).toBe(false);
    expect(sameTerritory(null, '988')).toBe(false);
    expect(isOverseas('976')).toBe(true);
  });
});
