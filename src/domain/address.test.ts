import { describe, expect, it } from 'vitest';
import { addressLines } from './address.ts';

describe('addressLines', () => {
  it('gives the street lines then the postal code and town', () => {
    expect(
      addressLines({
        ligne_2: 'Place Robert-Marcelpoil',
        ligne_3: 'BP 429',
        ligne_4: null,
        code_postal: '01504',
        ville: 'Ambérieu-en-Bugey',
      }),
    ).toEqual(['Place Robert-Marcelpoil', 'BP 429', '01504 Ambérieu-en-Bugey']);
  });

  it('leaves out empty and blank lines, and a missing postal code', () => {
    expect(
      addressLines({ ligne_2: ' ', ligne_3: null, ligne_4: ' 3 rue Haute ', code_postal: null, ville: 'Brou' }),
    ).toEqual(['3 rue Haute', 'Brou']);
  });
});
