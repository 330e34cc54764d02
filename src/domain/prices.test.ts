import { describe, it, expect } from 'vitest';
import { ASSISTED_SERVICE_PRICES, SERVICE_PRICES_STAMP_INCLUDED, STAMP_PRICES, formatEuros } from './prices.ts';

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
