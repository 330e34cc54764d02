import { describe, expect, it } from 'vitest';
import { cleanString, departmentCodeOf, foldText, stripCedex, titleCaseName } from './text.ts';

describe('foldText', () => {
  it('drops accents, case, ligatures and punctuation', () => {
    expect(foldText("L'Abergement-Clémenciat")).toBe('l abergement clemenciat');
    expect(foldText('  Œuilly — Saint-Étienne ')).toBe('oeuilly saint etienne');
  });
});

describe('stripCedex', () => {
  it('removes Cedex and its number, keeps the town', () => {
    expect(stripCedex('Ambérieu-en-Bugey Cedex')).toBe('Ambérieu-en-Bugey');
    expect(stripCedex('Ajaccio Cedex 1')).toBe('Ajaccio');
    expect(stripCedex('Lyon  cedex 07')).toBe('Lyon');
    expect(stripCedex('Cedexville')).toBe('Cedexville');
  });
});

describe('titleCaseName', () => {
  it("turns La Poste's upper-case names into readable ones", () => {
    expect(titleCaseName('L ABERGEMENT DE VAREY')).toBe("L'Abergement de Varey");
    expect(titleCaseName('ST GERVAIS EN BELIN')).toBe('Saint Gervais en Belin');
    expect(titleCaseName('LES TROIS LACS')).toBe('Les Trois Lacs');
    expect(titleCaseName('LA COTE EN COUZAN')).toBe('La Cote en Couzan');
  });
});

describe('departmentCodeOf', () => {
  it('reads two characters in mainland France and Corsica, three overseas', () => {
    expect(departmentCodeOf('01001')).toBe('01');
    expect(departmentCodeOf('2A004')).toBe('2A');
    expect(departmentCodeOf('2B033')).toBe('2B');
    expect(departmentCodeOf('97105')).toBe('971');
    expect(departmentCodeOf('97611')).toBe('976');
    expect(departmentCodeOf('98714')).toBe('987');
  });
});

describe('cleanString', () => {
  it('trims and collapses blanks, null for empty or non-strings', () => {
    expect(cleanString('  Le   Village ')).toBe('Le Village');
    expect(cleanString('   ')).toBeNull();
    expect(cleanString(null)).toBeNull();
    expect(cleanString(75001)).toBe('75001');
  });
});
