import { describe, expect, it } from 'vitest';
import { CORRECTION_SENT } from '../../../src/domain/correction.ts';
import { MESSAGES } from '../../../src/domain/messages.ts';
import { answerModeOf, empty, errorResponse, successResponse } from './respond.ts';
import { securityHeaders } from '../../../src/domain/security-headers.ts';

const form = (accept: string, referer?: string) =>
  new Request('https://site.fr/api/contact', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/x-www-form-urlencoded',
      Accept: accept,
      ...(referer && { Referer: referer }),
    },
  });

describe('responses', () => {
  it('answer HTML only to a form post that accepts it', () => {
    expect(answerModeOf(form('text/html,*/*'))).toBe('html');
    expect(answerModeOf(form('*/*'))).toBe('json');
    expect(
      answerModeOf(
        new Request('https://site.fr', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Accept: 'text/html' },
        }),
      ),
    ).toBe('json');
  });

  it('redirect a successful form post to the result page', () => {
    const res = successResponse('html', 'follow-up');
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/message-envoye/follow-up');
    expect(successResponse('html', 'correction').headers.get('location')).toBe('/message-envoye/correction');
  });

  it('answer a success with its form and that form’s one text', async () => {
    expect(await successResponse('json', 'review-held').json()).toEqual({
      ok: true,
      form: 'review-held',
      message: MESSAGES.reviewHeld,
    });
    expect(await successResponse('json', 'correction').json()).toEqual({
      ok: true,
      form: 'correction',
      message: CORRECTION_SENT,
    });
  });

  it('render failures as a French page linking back to the form on this site only', async () => {
    const answer = {
      status: 400,
      code: 'invalid_fields' as const,
      message: 'Veuillez corriger les champs indiqués.',
      fields: { email: 'Veuillez saisir une adresse e-mail valide.' },
    };
    const page = await errorResponse(
      'html',
      answer,
      form('text/html', 'https://site.fr/remboursement-timbre-fiscal?x=1'),
    ).text();
    expect(page).toContain('href="/remboursement-timbre-fiscal?x=1"');
    expect(page).toContain('<li>Adresse e-mail : Veuillez saisir une adresse e-mail valide.</li>');
    const correction = await errorResponse(
      'html',
      { ...answer, fields: { correction: 'a', rendez_vous: 'b', lundi: 'c', dimanche: 'd' } },
      form('text/html'),
    ).text();
    for (const item of [
      '<li>Correction : a</li>',
      '<li>Lien de prise de rendez-vous : b</li>',
      '<li>Lundi : c</li>',
      '<li>Dimanche : d</li>',
    ])
      expect(correction).toContain(item);
    const foreign = await errorResponse('html', answer, form('text/html', 'https://evil.fr/x')).text();
    expect(foreign).toContain('href="/"');
    const json = errorResponse(
      'json',
      { status: 503, code: 'unavailable', message: 'm', headers: { 'Retry-After': '30' } },
      form('*/*'),
    );
    expect(json.status).toBe(503);
    expect(json.headers.get('retry-after')).toBe('30');
    expect(await json.json()).toEqual({ ok: false, code: 'unavailable', message: 'm' });
  });

  it('carry nosniff on every answer, and the site CSP on the HTML error page', () => {
    const answer = { status: 400, code: 'bad_request' as const, message: 'm' };
    const html = errorResponse('html', answer, form('text/html'));
    expect(html.headers.get('content-security-policy')).toBe(securityHeaders()['Content-Security-Policy']);
    expect(html.headers.get('x-frame-options')).toBe('DENY');
    for (const res of [
      html,
      errorResponse('json', answer, form('*/*')),
      successResponse('html', 'contact'),
      successResponse('json', 'contact'),
      empty(204),
    ]) {
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    }
  });
});
