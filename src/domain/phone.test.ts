import { describe, it, expect } from 'vitest';
import { dataPhone, formatPhone, normalizePhone, toTelHref } from './phone.ts';

describe('toTelHref', () => {
  it("turns the directory's format into a tel: link", () => {
    expect(toTelHref('+33 4 74 24 03 08')).toBe('tel:+33474240308');
  });

  it.each([
    ['04 74 24 03 08', 'tel:+33474240308'],
    ['04.74.24.03.08', 'tel:+33474240308'],
    ['0474240308', 'tel:+33474240308'],
    ['+33 (0)4 74 24 03 08', 'tel:+33474240308'],
    ['0033 4 74 24 03 08', 'tel:+33474240308'],
    ['+ 33 2 31 79 74 50', 'tel:+33231797450'],
    ['+333 21 95 50 80', 'tel:+33321955080'],
    ['233562334', 'tel:+33233562334'],
    ['0825 08 85 45', 'tel:+33825088545'],
    ['+590 5 90 89 48 48', 'tel:+590590894848'],
    ['+596  596 55 77 77', 'tel:+596596557777'],
    ['0262 12 34 56', 'tel:+262262123456'],
    ['0639 12 34 56', 'tel:+262639123456'],
    ['+508 41 05 60', 'tel:+508410560'],
    // A 4-digit service number (Marseille's « 30 13 », Nanterre's « 39 92 »).
    ['39 92', 'tel:3992'],
  ])('%j -> %s', (raw, href) => expect(toTelHref(raw)).toBe(href));

  it.each(['', '2992', '+33 3 25 51 62 61 62', 'inconnu', '12345', null, undefined])('refuses %j', (raw) => {
    expect(toTelHref(raw)).toBeNull();
  });
});

describe('formatPhone', () => {
  it('shows French and overseas numbers in the national 10-digit form', () => {
    expect(formatPhone('+33 4 74 24 03 08')).toBe('04 74 24 03 08');
    expect(formatPhone('0474240308')).toBe('04 74 24 03 08');
    expect(formatPhone('+590 590 93 80 80')).toBe('05 90 93 80 80');
    expect(formatPhone('0800 891 891')).toBe('08 00 89 18 91');
  });

  it('keeps other numbers as given, with tidy spaces', () => {
    expect(formatPhone('+508  41 05 60')).toBe('+508 41 05 60');
    // A 4-digit service number, as French directories write it.
    expect(formatPhone(' 3992 ')).toBe('39 92');
    expect(toTelHref('30 13')).toBe('tel:3013');
    expect(formatPhone(null)).toBe('');
  });
});

describe('normalizePhone', () => {
  it('stores one E.164 form', () => {
    expect(normalizePhone('+33 4 74 24 03 08')).toBe('+33474240308');
    expect(normalizePhone('+33 04 74 24 03 08')).toBe('+33474240308');
  });
});

describe('dataPhone', () => {
  it('gives E.164, or a 4-digit service number as its digits', () => {
    expect(dataPhone('04 74 24 03 08')).toBe('+33474240308');
    expect(dataPhone('30 13')).toBe('3013');
    expect(dataPhone('2992')).toBeNull();
    expect(dataPhone('inconnu')).toBeNull();
  });

  it('publishes nothing that is not E.164: no country code starts with 0', () => {
    expect(normalizePhone('00 0123 456')).toBe('+0123456');
    expect(dataPhone('00 0123 456')).toBeNull();
    expect(dataPhone('+44 20 7946 0958')).toBe('+442079460958');
  });
});
