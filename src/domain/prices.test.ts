import { describe, it, expect } from 'vitest';
import {
  ASSISTED_SERVICE_PRICES,
  SERVICE_PRICES_STAMP_INCLUDED,
  STAMP_PRICES,
  overseasStampNote,
  overseasStampNoteAllAges,
  departmentStamp,
  formatEuros,
  stampPrice,
} from './prices.ts';

describe('stamp prices (SPEC §9)', () => {
  it('metropolitan France: 86 / 42 / 17', () => {
    expect(STAMP_PRICES.metropole).toEqual({ adult: 86, minor15AndOver: 42, minorUnder15: 17 });
  });

  it('overseas: 73 / 36 / 14', () => {
    expect(STAMP_PRICES['outre-mer']).toEqual({ adult: 73, minor15AndOver: 36, minorUnder15: 14 });
  });
});

describe('service prices (both readings of SPEC §9)', () => {
  it('reading 1: 121 € adult and 67 € minor with the stamp, pre-validation 9 €', () => {
    expect(SERVICE_PRICES_STAMP_INCLUDED).toEqual({
      adult: 121,
      minor: 67,
      stampIncluded: { adult: 86, minor: 42 },
      preValidation: 9,
    });
  });

  it('reading 2: 35 EUR adult and 25 EUR minor, which is reading 1 minus the stamp', () => {
    expect(ASSISTED_SERVICE_PRICES).toEqual({ adult: 35, minor: 25 });
    expect(ASSISTED_SERVICE_PRICES.adult + STAMP_PRICES.metropole.adult).toBe(SERVICE_PRICES_STAMP_INCLUDED.adult);
    expect(ASSISTED_SERVICE_PRICES.minor + STAMP_PRICES.metropole.minor15AndOver).toBe(
      SERVICE_PRICES_STAMP_INCLUDED.minor,
    );
  });
});

describe('formatEuros', () => {
  it('formats whole euros without cents', () => {
    expect(formatEuros(86)).toBe('86 €');
    expect(formatEuros(0)).toBe('0 €');
  });

  it('uses a decimal comma and two decimals for cents', () => {
    expect(formatEuros(8.5)).toBe('8,50 €');
    expect(formatEuros(0.99)).toBe('0,99 €');
  });

  it('groups thousands with a space', () => {
    expect(formatEuros(1234)).toBe('1 234 €');
    expect(formatEuros(1234567.5)).toBe('1 234 567,50 €');
    expect(formatEuros(-12)).toBe('-12 €');
  });
});

describe('stampPrice (SPEC §9)', () => {
  it('metropolitan France: 86 adult, 42 for 15–17, 17 under 15', () => {
    expect(stampPrice('metropole', 'adult')).toBe(86);
    expect(stampPrice('metropole', 'minor15AndOver')).toBe(42);
    expect(stampPrice('metropole', 'minorUnder15')).toBe(17);
  });

  it("overseas: never below the official fiche F34752 (86 / 42 / 17), which outranks SPEC's 73 / 36 / 14", () => {
    expect(stampPrice('outre-mer', 'adult')).toBe(86);
    expect(stampPrice('outre-mer', 'minor15AndOver')).toBe(42);
    expect(stampPrice('outre-mer', 'minorUnder15')).toBe(17);
    for (const age of ['adult', 'minor15AndOver', 'minorUnder15'] as const)
      expect(stampPrice('outre-mer', age)).toBeGreaterThanOrEqual(STAMP_PRICES['outre-mer'][age]);
  });

  it("the overseas note names Guyane's lower price and Mayotte's counter photo, with the fiche", () => {
    expect(overseasStampNote('adult')).toBe(
      "en Guyane : 43 € (44,50 € si la photo est prise au guichet, uniquement en l'absence de photographe professionnel) ; à Mayotte, 3 € de plus si la photo est prise au guichet ; Service-Public F34752, fiche du 29 juillet 2025",
    );
    expect(overseasStampNote('minorUnder15')).toContain('8,50 €');
  });

  it("F34752: Guyane's counter photo costs more at every age, 22,50 € from 15 to 17 and 10 € under 15", () => {
    expect(overseasStampNote('minor15AndOver')).toMatch(/^en Guyane : 21 € \(22,50 € si la photo est prise au guichet/);
    expect(overseasStampNote('minorUnder15')).toMatch(/^en Guyane : 8,50 € \(10 € si la photo est prise au guichet/);
    expect(overseasStampNoteAllAges()).toContain('(44,50 €, 22,50 €, 10 € si la photo est prise au guichet');
  });

  it("the note for every age gives Guyane's minors' prices too, 21 € and 8,50 € (F14930, F21092)", () => {
    const note = overseasStampNoteAllAges();
    expect(note).toContain('43 € pour un adulte');
    expect(note).toContain('21 € de 15 à 17 ans');
    expect(note).toContain('8,50 € avant 15 ans');
    expect(note).toContain('F34752');
  });

  it('a standard request pays the table price', () => {
    expect(stampPrice('metropole', 'adult', 'standard')).toBe(STAMP_PRICES.metropole.adult);
  });

  it('no stamp for a change of name or civil status, an administration error or a full passport (F1709)', () => {
    for (const territory of ['metropole', 'outre-mer'] as const)
      for (const age of ['adult', 'minor15AndOver', 'minorUnder15'] as const)
        for (const reason of ['civil-status-change', 'administration-error', 'no-visa-pages'] as const)
          expect(stampPrice(territory, age, reason)).toBe(0);
  });

  it('the temporary passport of an emergency costs 30 € whatever the age and place (F1373)', () => {
    for (const territory of ['metropole', 'outre-mer'] as const)
      for (const age of ['adult', 'minor15AndOver', 'minorUnder15'] as const)
        expect(stampPrice(territory, age, 'emergency')).toBe(30);
  });

  it('the service prices include the metropolitan stamp from the same table', () => {
    expect(SERVICE_PRICES_STAMP_INCLUDED.stampIncluded).toEqual({
      adult: stampPrice('metropole', 'adult'),
      minor: stampPrice('metropole', 'minor15AndOver'),
    });
  });
});

describe("departmentStamp: the price of a page's own department (F34752)", () => {
  it('Guyane pays less, and more with a counter photo, said beside the price', () => {
    expect(departmentStamp('973')?.prices).toEqual({ adult: 43, minor15AndOver: 21, minorUnder15: 8.5 });
    expect(departmentStamp('973')?.note).toMatch(/^44,50 €, 22,50 €, 10 € si la photo est prise au guichet/);
  });

  it("Mayotte's counter photo; La Réunion's source; the mainland without a note; no price beyond the five", () => {
    expect(departmentStamp('976')).toMatchObject({
      prices: { adult: 86 },
      note: expect.stringMatching(/^3 € de plus/),
    });
    expect(departmentStamp('974')?.note).toMatch(/^Service-Public F34752/);
    expect(departmentStamp('2A')).toEqual({ prices: STAMP_PRICES.metropole, note: null });
    expect(departmentStamp('975')).toBeNull();
    expect(departmentStamp('988')).toBeNull();
  });

  it("never gives SPEC's overseas row as a price", () => {
    for (const dep of ['971', '972', '973', '974', '976'])
      for (const [age, price] of Object.entries(STAMP_PRICES['outre-mer']))
        expect(departmentStamp(dep)?.prices[age as keyof typeof STAMP_PRICES.metropole]).not.toBe(price);
  });
});
