import { describe, expect, it } from 'vitest';
import { toE164Phone } from './phone.ts';

describe('toE164Phone', () => {
  it("normalises the directory's international format", () => {
    expect(toE164Phone('+33 4 74 24 03 08')).toBe('+33474240308');
    expect(toE164Phone('+ 33 2 31 79 74 50')).toBe('+33231797450');
    expect(toE164Phone('+33 (0)1 44 50 75 01')).toBe('+33144507501');
  });

  it('turns national numbers into +33, special numbers included', () => {
    expect(toE164Phone('04 74 24 03 08')).toBe('+33474240308');
    expect(toE164Phone('0825 08 85 45')).toBe('+33825088545');
    expect(toE164Phone('0800 35 10 11')).toBe('+33800351011');
    expect(toE164Phone('233562334')).toBe('+33233562334');
    expect(toE164Phone('0033 4 74 24 03 08')).toBe('+33474240308');
  });

  it('gives overseas numbers their own country code', () => {
    expect(toE164Phone('+590 5 90 80 56 56')).toBe('+590590805656');
    expect(toE164Phone('0590 80 56 56')).toBe('+590590805656');
    expect(toE164Phone('0262 51 50 50')).toBe('+262262515050');
    expect(toE164Phone('+269 269 62 15 81')).toBe('+262269621581');
    expect(toE164Phone('+689 41 57 00')).toBe('+689415700');
    expect(toE164Phone('+687 27 31 15')).toBe('+687273115');
  });

  it('keeps the first valid number of a list', () => {
    expect(toE164Phone('04 74 24 03 08 / 06 12 34 56 78')).toBe('+33474240308');
    expect(toE164Phone('3992 ou 01 47 29 50 50')).toBe('+33147295050');
  });

  it('drops what cannot be dialled', () => {
    expect(toE164Phone('3992')).toBeNull();
    expect(toE164Phone('+33 4 74 24 03')).toBeNull();
    expect(toE164Phone('')).toBeNull();
    expect(toE164Phone(null)).toBeNull();
    expect(toE164Phone('non communiqué')).toBeNull();
  });
});
