import { describe, expect, it } from 'vitest';
import { ReportSchema } from './report.ts';
import { validateForm } from './validate.ts';

const base = { mairie_id: 4, content: 'Très bon accueil', email: 'a@b.fr' };

describe('ReportSchema', () => {
  it('requires a 1–5 rating for a review, 0 meaning "not chosen"', () => {
    expect(validateForm(ReportSchema, { ...base, type: 'review', rating: '5' })).toMatchObject({
      success: true,
      data: { rating: 5 },
    });
    for (const rating of [undefined, null, '', 0, '0', 6, 1.5, 'x', true, [5], '0x5', '5e0', '5.0']) {
      expect(validateForm(ReportSchema, { ...base, type: 'review', rating })).toEqual({
        success: false,
        fields: { rating: 'Veuillez choisir une note entre 1 et 5.' },
      });
    }
  });

  it('drops any rating of an issue', () => {
    expect(validateForm(ReportSchema, { ...base, type: 'issue', rating: 3 })).toMatchObject({
      success: true,
      data: { rating: null },
    });
    expect(validateForm(ReportSchema, { ...base, type: 'issue' })).toMatchObject({
      success: true,
      data: { type: 'issue', rating: null },
    });
  });

  it('lists every error at once, the rating included', () => {
    expect(validateForm(ReportSchema, { type: 'review' })).toEqual({
      success: false,
      fields: {
        mairie_id: 'Mairie inconnue.',
        content: 'Ce champ est obligatoire.',
        email: 'Ce champ est obligatoire.',
        rating: 'Veuillez choisir une note entre 1 et 5.',
      },
    });
    expect(validateForm(ReportSchema, { ...base, type: 'avis' })).toEqual({
      success: false,
      fields: { type: 'Veuillez choisir entre un signalement et un avis.' },
    });
  });
});
