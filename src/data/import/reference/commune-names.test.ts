import { describe, expect, it } from 'vitest';
import { communeNameKey, loadCommuneNameIndex } from './commune-names.ts';

const names = loadCommuneNameIndex();
const place = (department: string, commune: string) => names.place(department, commune);

describe('commune names within a department (the installed reference)', () => {
  it('folds case, accents, hyphens, apostrophes, Saint/St and articles', () => {
    expect(communeNameKey('SAINT-ÉTIENNE')).toBe(communeNameKey('St Etienne'));
    expect(communeNameKey('Havre (Le)')).toBe(communeNameKey('Le Havre'));
    expect(place('42', 'St-Etienne')).toEqual({ codes: ['42218'], via: 'name' });
    expect(place('76', 'Havre (Le)')).toEqual({ codes: ['76351'], via: 'name' });
    expect(place('14', "PONT L'EVEQUE")).toEqual({ codes: ['14514'], via: 'name' });
    expect(place('971', 'Abymes')).toEqual({ codes: ['97101'], via: 'name' });
  });

  it('reads the department as a code or a name', () => {
    expect(names.department('1')).toBe('01');
    expect(names.department('2a')).toBe('2A');
    expect(names.department("Côtes d'Armor")).toBe('22');
    expect(names.department('99')).toBeNull();
    expect(place('Ain', 'Apremont')).toEqual({ codes: ['01011'], via: 'name' });
    expect(place('Ardennes', 'Apremont')).toEqual({ codes: ['08017'], via: 'name' });
    expect(place('99', 'Apremont')).toEqual({ problem: 'unknown department' });
  });

  it('reports a name two communes of the department answer to, and places the exact spellings', () => {
    expect(place('17', 'Vergne')).toEqual({ problem: 'ambiguous', candidates: ['17464', '17465'] });
    expect(place('17', 'VERGNE')).toMatchObject({ problem: 'ambiguous' });
    expect(place('17', 'Vergné')).toEqual({ codes: ['17464'], via: 'name' });
    expect(place('17', 'La Vergne')).toEqual({ codes: ['17465'], via: 'name' });
    expect(place('17', 'Vergne (La)')).toEqual({ codes: ['17465'], via: 'name' });
  });

  it('places an old commune on its commune nouvelle', () => {
    expect(place('50', 'Cherbourg-Octeville')).toEqual({ codes: ['50129'], via: 'commune-nouvelle' });
    expect(place('74', 'Cran-Gevrier')).toEqual({ codes: ['74010'], via: 'commune-nouvelle' });
    expect(place('50', 'Cherbourg-en-Cotentin')).toEqual({ codes: ['50129'], via: 'name' });
    expect(place('01', 'Atlantis')).toEqual({ problem: 'unknown commune' });
  });

  it('places Paris, Lyon and Marseille on their arrondissements', () => {
    const paris = place('75', 'Paris');
    expect(paris).toMatchObject({ via: 'arrondissements' });
    expect('codes' in paris && paris.codes).toHaveLength(20);
    expect(place('69', 'Lyon')).toMatchObject({
      codes: ['69381', '69382', '69383', '69384', '69385', '69386', '69387', '69388', '69389'],
    });
    expect(place('13', 'MARSEILLE')).toMatchObject({ via: 'arrondissements' });
    expect(place('75', 'Paris 15e')).toEqual({ codes: ['75115'], via: 'name' });
    expect(place('75', 'Paris 1er arrondissement')).toEqual({ codes: ['75101'], via: 'name' });
    expect(place('69', 'Lyon 3ème arrondissement')).toEqual({ codes: ['69383'], via: 'name' });
    expect(place('13', 'Marseille 16e')).toEqual({ codes: ['13216'], via: 'name' });
  });
});
