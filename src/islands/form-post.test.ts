// The answer mapping of form-post.ts.
import { describe, expect, it } from 'vitest';
import { postJson, readAnswer } from './form-post.ts';

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
