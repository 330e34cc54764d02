import { describe, expect, it } from 'vitest';
import { NearestSchema } from './nearest.ts';
import { validateForm } from './validate.ts';

describe('NearestSchema', () => {
  it('keeps the browser point only as a full pair', () => {
    expect(
      validateForm(NearestSchema, { email: 'a@b.fr', address: '1 rue X', latitude: '48.85', longitude: '2.35' }),
    ).toMatchObject({
      success: true,
      data: { latitude: 48.85, longitude: 2.35 },
    });
    // A lone latitude is dropped, and the rest of the form still goes through.
    expect(
      validateForm(NearestSchema, { email: 'a@b.fr', address: '1 rue X', latitude: '48.85', longitude: '' }),
    ).toEqual({ success: true, data: { email: 'a@b.fr', address: '1 rue X' } });
  });

  it('refuses coordinates of the wrong type or notation', () => {
    for (const latitude of [true, [48.85], '0x30', '4.885e1', 'NaN']) {
      expect(validateForm(NearestSchema, { email: 'a@b.fr', address: '1 rue X', latitude, longitude: 2.35 })).toEqual({
        success: false,
        fields: { latitude: 'Coordonnées invalides.' },
      });
    }
    expect(
      validateForm(NearestSchema, { email: 'a@b.fr', address: '1 rue X', latitude: '-0.5', longitude: 2.35 }),
    ).toMatchObject({ success: true, data: { latitude: -0.5 } });
  });

  it('refuses coordinates out of range and missing fields', () => {
    expect(validateForm(NearestSchema, { email: 'a@b.fr', address: '1 rue X', latitude: 91, longitude: 2 })).toEqual({
      success: false,
      fields: { latitude: 'Coordonnées invalides.' },
    });
    expect(validateForm(NearestSchema, {})).toEqual({
      success: false,
      fields: { email: 'Ce champ est obligatoire.', address: 'Ce champ est obligatoire.' },
    });
  });
});
