import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { email, honeypot, mairieId, requiredLine, requiredText } from './fields.ts';
import { validateForm } from './validate.ts';

const Form = z.object({
  name: requiredLine(20),
  message: requiredText(50),
  email: email(),
  mairie_id: mairieId(),
  company: honeypot(),
});
const ok = { name: ' Léa ', message: 'Ligne 1\r\nLigne 2\tfin', email: ' lea@example.fr ', mairie_id: '12' };

describe('field builders', () => {
  it('trim text, keep line breaks in a message, coerce an id', () => {
    expect(validateForm(Form, ok)).toEqual({
      success: true,
      data: {
        name: 'Léa',
        message: 'Ligne 1\r\nLigne 2\tfin',
        email: 'lea@example.fr',
        mairie_id: 12,
        company: undefined,
      },
    });
  });

  it('word every error in French, one per field', () => {
    const result = validateForm(Form, {
      name: '   ',
      message: 'x'.repeat(51),
      email: 'lea@',
      mairie_id: '-3',
      company: 7,
    });
    expect(result).toEqual({
      success: false,
      fields: {
        name: 'Ce champ est obligatoire.',
        message: 'Ce texte est trop long.',
        email: 'Veuillez saisir une adresse e-mail valide.',
        mairie_id: 'Mairie inconnue.',
        company: 'Valeur invalide.',
      },
    });
  });

  it('refuse line breaks and control characters where a header could be reached', () => {
    for (const name of ['a\r\nBcc: x@y.fr', 'a\nb', 'a\u2028b', 'a\u0000b']) {
      expect(validateForm(Form, { ...ok, name })).toEqual({
        success: false,
        fields: { name: 'Ce champ doit tenir sur une seule ligne.' },
      });
    }
    expect(validateForm(Form, { ...ok, message: 'a\u0007b' })).toEqual({
      success: false,
      fields: { message: 'Ce texte contient des caractères non autorisés.' },
    });
    expect(validateForm(Form, { ...ok, email: 'a@b.fr\r\nBcc: c@d.fr' }).success).toBe(false);
  });

  it('refuse wrong JSON types instead of coercing them; numbers as JSON numbers or canonical digits', () => {
    for (const mairie_id of [true, [1], '0x1', '1e0', '01', '+1', ' 1', 1.5, '1.0', {}, 'Infinity']) {
      expect(validateForm(Form, { ...ok, mairie_id }), JSON.stringify(mairie_id)).toEqual({
        success: false,
        fields: { mairie_id: 'Mairie inconnue.' },
      });
    }
    for (const [mairie_id, expected] of [
      [7, 7],
      ['7', 7],
      ['42', 42],
      ['2147483647', 2147483647],
    ] as const) {
      expect(validateForm(Form, { ...ok, mairie_id })).toMatchObject({ success: true, data: { mairie_id: expected } });
    }
    for (const name of [true, 12, ['Léa'], { first: 'Léa' }]) {
      expect(validateForm(Form, { ...ok, name })).toEqual({ success: false, fields: { name: 'Valeur invalide.' } });
    }
  });

  it('refuse lone surrogates, C1 controls, bidi controls and invisible-only text, in every text field', () => {
    const invalid = 'Ce texte contient des caractères non autorisés.';
    const cases: Array<[string, string]> = [
      ['Léa \ud800', invalid],
      ['\udc00Léa', invalid],
      ['Léa\u202eemmoc.live', invalid],
      ['a\u2066b\u2069', invalid],
      ['a\u200fb', invalid],
      ['a\u061cb', invalid],
      ['\u200b\u200b', 'Ce champ ne contient aucun caractère visible.'],
      ['\u2060\ufeff\u00ad', 'Ce champ ne contient aucun caractère visible.'],
      ['\u3164', 'Ce champ ne contient aucun caractère visible.'],
    ];
    for (const [value, message] of cases) {
      expect(validateForm(Form, { ...ok, name: value }), JSON.stringify(value)).toEqual({
        success: false,
        fields: { name: message },
      });
      expect(validateForm(Form, { ...ok, message: value }), JSON.stringify(value)).toEqual({
        success: false,
        fields: { message },
      });
    }
    // A C1 control (NEL is a line break) in a one-line field, in a text area.
    expect(validateForm(Form, { ...ok, name: 'a\u0085b' })).toEqual({
      success: false,
      fields: { name: 'Ce champ doit tenir sur une seule ligne.' },
    });
    expect(validateForm(Form, { ...ok, message: 'a\u009bb' })).toEqual({
      success: false,
      fields: { message: invalid },
    });
    expect(validateForm(Form, { ...ok, email: 'lea\u202e@example.fr' }).success).toBe(false);
    // A whole emoji (a surrogate pair), accents and a joiner inside a word stay accepted.
    expect(validateForm(Form, { ...ok, name: 'Zoé 👩‍👧 Ñandú' })).toMatchObject({ success: true });
  });

  it('treat missing values, empty strings and nulls as missing', () => {
    const result = validateForm(Form, { name: null, email: '' });
    expect(result.success).toBe(false);
    if (!result.success) {
      expect(result.fields).toMatchObject({
        name: 'Ce champ est obligatoire.',
        message: 'Ce champ est obligatoire.',
        email: 'Ce champ est obligatoire.',
      });
    }
  });
});
