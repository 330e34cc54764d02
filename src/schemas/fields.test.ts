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
