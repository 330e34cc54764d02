// Address suggestions, and the nearest form's outcome texts.
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../domain/messages.ts';
import {
  addressSearchUrl,
  fetchSuggestions,
  isAddressQuery,
  nearestOutcomeText,
  readSuggestions,
} from './address-suggest.ts';

describe('address suggestions', () => {
  it('asks the API for 5 autocomplete results', () => {
    expect(addressSearchUrl('https://api-adresse.data.gouv.fr/', ' 8 bd du Port ')).toBe(
      'https://api-adresse.data.gouv.fr/search/?q=8+bd+du+Port&limit=5&autocomplete=1',
    );
    expect(isAddressQuery('8 b')).toBe(true);
    expect(isAddressQuery(' 8 ')).toBe(false);
  });

  it('keeps house numbers and streets with coordinates, once each', () => {
    const feature = (label: unknown, type: string, coordinates: unknown) => ({
      geometry: { coordinates },
      properties: { label, type },
    });
    const body = {
      features: [
        feature('8 Boulevard du Port 80000 Amiens', 'housenumber', [2.29, 49.9]),
        feature('Amiens', 'municipality', [2.3, 49.9]),
        feature('Boulevard du Port 80000 Amiens', 'street', [2.28, 49.89]),
        feature('Lieu-dit', 'locality', [2.2, 49.8]),
        feature('8 Boulevard du Port 80000 Amiens', 'housenumber', [2.29, 49.9]),
        feature('Sans point', 'street', null),
        feature(42, 'street', [1, 2]),
      ],
    };
    expect(readSuggestions(body)).toEqual([
      { label: '8 Boulevard du Port 80000 Amiens', lat: 49.9, lon: 2.29 },
      { label: 'Boulevard du Port 80000 Amiens', lat: 49.89, lon: 2.28 },
    ]);
    expect(readSuggestions(null)).toEqual([]);
    expect(readSuggestions({ features: 'x' })).toEqual([]);
  });

  it('gives no suggestion when the API is unreachable or fails', async () => {
    const offline: typeof fetch = async () => {
      throw new TypeError('Failed to fetch');
    };
    expect(await fetchSuggestions('https://api.example', '8 bd du port', undefined, offline)).toEqual([]);
    expect(
      await fetchSuggestions(
        'https://api.example',
        '8 bd du port',
        undefined,
        async () => new Response('', { status: 503 }),
      ),
    ).toEqual([]);
  });
});

describe('nearest form outcome', () => {
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
