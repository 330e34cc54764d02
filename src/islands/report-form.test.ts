// The report dialog's rules and body, checked against the server's ReportSchema.
import { describe, expect, it } from 'vitest';
import { CORRECTION_SENT } from '../domain/correction.ts';
import { MESSAGES } from '../domain/messages.ts';
import { ReportSchema } from '../schemas/report.ts';
import { validateForm } from '../schemas/validate.ts';
import { canSubmitReport, reportBody, reportSuccessText, toRating, toReportType } from './report-form.ts';

describe('report dialog rules', () => {
  it('waits for a rating only for a review', () => {
    expect(canSubmitReport('issue', 0)).toBe(true);
    expect(canSubmitReport('review', 0)).toBe(false);
    for (const rating of [1, 5]) expect(canSubmitReport('review', rating)).toBe(true);
    expect(canSubmitReport('review', 6)).toBe(false);
  });

  it('reads the toggle and the stars from form values', () => {
    expect(toReportType('review')).toBe('review');
    expect(toReportType('')).toBe('issue');
    expect(toReportType(undefined)).toBe('issue');
    expect([toRating('4'), toRating(''), toRating('9'), toRating(undefined)]).toEqual([4, 0, 0, 0]);
  });

  it('builds bodies the server schema accepts, the rating only with a review', () => {
    const fields = {
      type: 'review',
      rating: '4',
      content: 'Accueil rapide.',
      email: 'a@example.fr',
      company: '',
      mairie_id: '999',
    };
    const review = reportBody(4, fields);
    expect(review).toEqual({
      mairie_id: 4,
      type: 'review',
      content: 'Accueil rapide.',
      email: 'a@example.fr',
      rating: 4,
      company: '',
    });
    expect(validateForm(ReportSchema, review)).toMatchObject({ success: true, data: { rating: 4 } });
    const issue = reportBody(4, { ...fields, type: 'issue' });
    expect(issue.rating).toBeNull();
    expect(validateForm(ReportSchema, issue)).toMatchObject({ success: true, data: { type: 'issue', rating: null } });
    expect(validateForm(ReportSchema, reportBody(4, { ...fields, rating: '' }))).toEqual({
      success: false,
      fields: { rating: MESSAGES.validation.rating },
    });
  });

  it('waits for a correction to be chosen, and sends its fields with a correction only', () => {
    expect(canSubmitReport('correction', 0, null)).toBe(false);
    expect(canSubmitReport('correction', 0, 'hours')).toBe(true);
    expect(toReportType('correction')).toBe('correction');
    const fields = {
      type: 'correction',
      correction: 'booking',
      rendez_vous: 'https://rdv.example.fr/passeport',
      lundi_matin_debut: '',
      content: '',
      email: 'a@example.fr',
      company: '',
    };
    const body = reportBody(4, fields);
    expect(body).toEqual({
      mairie_id: 4,
      type: 'correction',
      correction: 'booking',
      rendez_vous: 'https://rdv.example.fr/passeport',
      content: '',
      email: 'a@example.fr',
      rating: null,
      company: '',
    });
    expect(validateForm(ReportSchema, body)).toMatchObject({
      success: true,
      data: {
        type: 'correction',
        content: '',
        correction: { kind: 'booking', url: 'https://rdv.example.fr/passeport' },
      },
    });
    expect(reportBody(4, { ...fields, type: 'issue' })).not.toHaveProperty('correction');
    // The access (issue 21) travels with its correction.
    const access = reportBody(4, { ...fields, correction: 'access', rendez_vous: '', acces: 'DEM' });
    expect(validateForm(ReportSchema, access)).toMatchObject({
      success: true,
      data: { correction: { kind: 'access', access: 'DEM' } },
    });
    expect(reportSuccessText('correction')).toBe(CORRECTION_SENT);
  });

  it('says the spec success text of each type', () => {
    expect(reportSuccessText('issue')).toBe('Votre signalement a été envoyé avec succès !');
    expect(reportSuccessText('review')).toBe('Votre avis a été publié avec succès !');
    expect(reportSuccessText('review', 'review')).toBe('Votre avis a été publié avec succès !');
  });

  it('says a review waits for checking when the server held it', () => {
    expect(reportSuccessText('review', 'review-held')).toBe(
      'Merci ! Votre avis sera publié après vérification par notre équipe.',
    );
    expect(reportSuccessText('issue', 'review-held')).toBe('Votre signalement a été envoyé avec succès !');
  });
});
