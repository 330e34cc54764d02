// What the enhanced site forms show, read from real answers of the functions' shape (readAnswer) by form and code.
import { describe, expect, it } from 'vitest';
import { SENT_TEXTS } from '../../domain/answers.ts';
import { MESSAGES } from '../../domain/messages.ts';
import { readAnswer } from '../../islands/form-post.ts';
import { formView } from './form-answer.ts';

const answer = async (status: number, body: unknown) =>
  formView(await readAnswer(new Response(JSON.stringify(body), { status })));

describe('formView', () => {
  it("shows the success text of the answer's form, the generic one for an answer without a known form", async () => {
    expect(await answer(200, { ok: true, form: 'add-mairie', message: 'autre texte' })).toEqual({
      kind: 'sent',
      text: SENT_TEXTS['add-mairie'],
    });
    expect(await answer(200, { ok: true, form: 'review-held' })).toEqual({ kind: 'sent', text: MESSAGES.reviewHeld });
    expect(await answer(200, { ok: true })).toEqual({ kind: 'sent', text: MESSAGES.messageSent });
  });

  it('shows the refused fields only for an invalid_fields answer', async () => {
    const fields = { email: 'Adresse e-mail invalide.' };
    expect(await answer(400, { ok: false, code: 'invalid_fields', message: 'Corrigez', fields })).toEqual({
      kind: 'fields',
      fields,
    });
    // A 400 with fields but another code, or none, is not a field refusal the form can show beside its fields.
    for (const code of ['bad_request', undefined]) {
      expect(await answer(400, { ok: false, code, message: 'Corrigez', fields }), String(code)).toEqual({
        kind: 'error',
        text: MESSAGES.sendFailed,
      });
    }
  });

  it('shows the sending-error text for every other refusal or failure, whatever its message', async () => {
    for (const [status, code] of [
      [429, 'rate_limited'],
      [413, 'too_large'],
      [503, 'unavailable'],
      [500, 'server_error'],
    ] as const) {
      expect(await answer(status, { ok: false, code, message: 'Veuillez corriger les champs indiqués.' })).toEqual({
        kind: 'error',
        text: MESSAGES.sendFailed,
      });
    }
    expect(formView({ kind: 'failed', status: 0, code: null, message: '' })).toEqual({
      kind: 'error',
      text: MESSAGES.sendFailed,
    });
  });
});
