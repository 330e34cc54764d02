import { describe, expect, it } from 'vitest';
import { cleanString, cleanText, departmentCodeOf, foldText, stripCedex, titleCaseName } from './text.ts';

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

describe('cleanText', () => {
  it('composes to NFC and removes C0 and C1 control characters, white space folded', () => {
    expect(cleanText("Mairie d'\u00c9\u0090chirolles")).toBe("Mairie d'Échirolles");
    expect(cleanText('Mairie d\u2019E\u0301vian')).toBe('Mairie d’Évian');
    expect(cleanText('Mairie d\u2019E\u0301vian')).toHaveLength('Mairie d’Évian'.length);
    expect(cleanText('\u0000A\u0007B\u001bC\u007fD\u009fE')).toBe('ABCDE');
    expect(cleanText(' 1 rue\tde la\r\nPaix\u0085 BP 2 ')).toBe('1 rue de la Paix BP 2');
    expect(cleanText('\u0090\u0090')).toBe('');
    expect(cleanString('\u0090 ')).toBeNull();
  });
});
