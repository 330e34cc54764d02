// Island form helpers: the answer mapping of form-post.ts, the report rules and body (checked against
// the server's ReportSchema and ContactMairieSchema), and the nearest form's outcome texts.
import { describe, expect, it } from 'vitest';
import reasons from '../../data/reference/contact-reasons.json' with { type: 'json' };
import { MESSAGES } from '../domain/messages.ts';
import { nearestOutcomeText } from './address-suggest.ts';
import { postJson, readAnswer } from './form-post.ts';
import { canSubmitReport, reportBody, reportSuccessText, toRating, toReportType } from './report-form.ts';
import { ContactMairieSchema } from '../schemas/contact-mairie.ts';
import { NearestSchema } from '../schemas/nearest.ts';
import { ReportSchema } from '../schemas/report.ts';
import { CORRECTION_SENT } from '../domain/correction.ts';
import { validateForm } from '../schemas/validate.ts';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('readAnswer', () => {
  it('reads success with its form, field errors and failures with their code', async () => {
    expect(await readAnswer(json(200, { ok: true, form: 'review-held', message: 'Envoyé' }))).toEqual({
      kind: 'success',
      form: 'review-held',
      message: 'Envoyé',
    });
    expect(
      await readAnswer(
        json(400, {
          ok: false,
          code: 'invalid_fields',
          message: 'Corrigez',
          fields: { email: 'Adresse invalide', n: 3 },
        }),
      ),
    ).toEqual({
      kind: 'invalid',
      code: 'invalid_fields',
      message: 'Corrigez',
      fields: { email: 'Adresse invalide' },
    });
    expect(await readAnswer(json(400, { ok: false, code: 'bad_request', message: 'Requête invalide.' }))).toEqual({
      kind: 'failed',
      status: 400,
      code: 'bad_request',
      message: 'Requête invalide.',
    });
    expect(
      await readAnswer(json(422, { ok: false, code: 'address_not_found', message: 'Adresse non trouvée' })),
    ).toEqual({ kind: 'failed', status: 422, code: 'address_not_found', message: 'Adresse non trouvée' });
    // No code or form, or unknown ones (another server, a proxy's page): null, never guessed from the text.
    expect(await readAnswer(json(200, { ok: true, form: 'autre', message: 'm' }))).toEqual({
      kind: 'success',
      form: null,
      message: 'm',
    });
    expect(await readAnswer(json(422, { ok: false, code: 'autre', message: 'Adresse non trouvée' }))).toEqual({
      kind: 'failed',
      status: 422,
      code: null,
      message: 'Adresse non trouvée',
    });
    expect(await readAnswer(new Response('<html>', { status: 502 }))).toEqual({
      kind: 'failed',
      status: 502,
      code: null,
      message: '',
    });
  });

  it('posts JSON and turns a network failure into status 0', async () => {
    const seen: RequestInit[] = [];
    const ok: typeof fetch = async (_url, init) => (seen.push(init ?? {}), json(200, { ok: true, message: 'm' }));
    expect(await postJson('/api/x', { a: 1 }, ok)).toEqual({ kind: 'success', form: null, message: 'm' });
    expect(seen[0]).toMatchObject({ method: 'POST', body: '{"a":1}' });
    expect(new Headers(seen[0].headers).get('content-type')).toBe('application/json');
    const offline: typeof fetch = async () => {
      throw new TypeError('Failed to fetch');
    };
    expect(await postJson('/api/x', {}, offline)).toEqual({ kind: 'failed', status: 0, code: null, message: '' });
  });
});

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

describe('contact dialog', () => {
  it('offers exactly the reason codes the schema accepts', () => {
    expect(reasons).toHaveLength(6);
    for (const { code } of reasons) {
      const body = {
        mairie_id: 4,
        name: 'Jean',
        email: 'jean@example.fr',
        reason: code,
        message: 'Bonjour',
        company: '',
      };
      expect(validateForm(ContactMairieSchema, body).success).toBe(true);
    }
  });
});

describe('nearest form', () => {
  it('sends coordinates as the schema reads them, or none', () => {
    const base = { email: 'a@example.fr', address: '4 Place du Louvre 75001 Paris', company: '' };
    expect(validateForm(NearestSchema, { ...base, latitude: '48.86', longitude: '2.3412' })).toMatchObject({
      success: true,
      data: { latitude: 48.86, longitude: 2.3412 },
    });
    const typed = validateForm(NearestSchema, { ...base, latitude: '', longitude: '' });
    expect(typed.success && 'latitude' in typed.data).toBe(false);
  });

  it('shows the success text, "Adresse non trouvée" by its code, or the flow error (SPEC §8)', () => {
    expect(nearestOutcomeText({ kind: 'success', form: 'nearest', message: '' })).toEqual({
      ok: true,
      text: MESSAGES.nearestSent,
    });
    expect(nearestOutcomeText({ kind: 'failed', status: 422, code: 'address_not_found', message: '' })).toEqual({
      ok: false,
      text: 'Adresse non trouvée',
    });
    for (const [code, message] of [
      ['no_nearby_mairie', 'Aucune mairie proche trouvée'],
      [null, ''],
      ['rate_limited', 'Trop de demandes. Veuillez réessayer dans quelques minutes.'],
      // The text alone decides nothing.
      [null, 'Adresse non trouvée'],
    ] as const) {
      expect(nearestOutcomeText({ kind: 'failed', status: 422, code, message })).toEqual({
        ok: false,
        text: 'Une erreur est survenue. Veuillez réessayer.',
      });
    }
  });
});
