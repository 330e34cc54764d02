import { describe, expect, it } from 'vitest';
import { loadCommuneIndex } from '../reference/communes.ts';
import { titlePostalCode } from './current-directory.ts';

const communes = loadCommuneIndex();

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
