import { describe, expect, it } from 'vitest';
import { ACCESS_CODES, ACCESS_LABELS, toAccessCode } from './access.ts';

describe('the directory access codes', () => {
  it('reads each code whatever its case or spaces', () => {
    expect(toAccessCode('ACC')).toBe('ACC');
    expect(toAccessCode(' nac ')).toBe('NAC');
    expect(toAccessCode('Dem')).toBe('DEM');
  });

  it('reads a blank, a missing or an unknown code as unknown', () => {
    for (const raw of ['', '  ', null, undefined, 'XYZ', 3]) expect(toAccessCode(raw)).toBeNull();
  });

  it('labels every code in plain French', () => {
    expect(ACCESS_CODES.map((code) => ACCESS_LABELS[code])).toEqual([
      'Accès de plain-pied / accessible en fauteuil roulant',
      'Non accessible en fauteuil roulant',
      'Accessible avec aide, sur demande',
    ]);
  });
});
