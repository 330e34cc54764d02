// Island data helpers: address suggestions, remembered checklist ticks, reviews published after the build.
import { describe, expect, it } from 'vitest';
import { addressSearchUrl, fetchSuggestions, isAddressQuery, readSuggestions } from './address-suggest.ts';
import { checklistStorageKey, readTicks, writeTicks } from './checklist-storage.ts';
import { fetchNewReports, readReports, reviewsUrl, toLiveReports } from './live-reviews.ts';

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

describe('checklist storage', () => {
  const memory = () => {
    const map = new Map<string, string>();
    return {
      map,
      getItem: (k: string) => map.get(k) ?? null,
      setItem: (k: string, v: string) => void map.set(k, v),
      removeItem: (k: string) => void map.delete(k),
    };
  };
  const ids = ['photo', 'timbre-fiscal', 'predemande'];

  it('remembers ticks per town hall and forgets an empty list', () => {
    const storage = memory();
    const key = checklistStorageKey('mairie-d-ajaccio');
    expect(key).toBe('pm-checklist:mairie-d-ajaccio');
    writeTicks(storage, key, new Set(['photo', 'predemande']));
    expect(readTicks(storage, key, ids)).toEqual(new Set(['photo', 'predemande']));
    expect(readTicks(storage, checklistStorageKey('autre'), ids)).toEqual(new Set());
    writeTicks(storage, key, new Set());
    expect(storage.map.has(key)).toBe(false);
  });

  it('ignores unknown ids, garbage and unavailable storage', () => {
    const storage = memory();
    storage.setItem('k', JSON.stringify(['photo', 'ancien-item', 3]));
    expect(readTicks(storage, 'k', ids)).toEqual(new Set(['photo']));
    storage.setItem('k', '{not json');
    expect(readTicks(storage, 'k', ids)).toEqual(new Set());
    expect(readTicks(null, 'k', ids)).toEqual(new Set());
    const full = {
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {},
    };
    expect(() => writeTicks(full, 'k', new Set(['photo']))).not.toThrow();
  });
});

describe('reviews published after the build', () => {
  const since = '2025-03-12T10:00:00.000Z';

  it('asks for one town hall since the build', () => {
    expect(reviewsUrl(4, since)).toBe('/api/reviews?mairie_id=4&since=2025-03-12T10%3A00%3A00.000Z');
  });

  it('copies only the public fields of valid entries', () => {
    const body = {
      reviews: [
        {
          id: 7,
          type: 'review',
          content: 'Super',
          rating: 5,
          created_at: '2025-03-13T09:00:00.000Z',
          email: 'secret@example.fr',
        },
        { id: 8, type: 'issue', content: 'Horaires faux', rating: 3, created_at: '2025-03-13T10:00:00.000Z' },
        { id: 9, type: 'spam', content: 'x', rating: null, created_at: '2025-03-13T10:00:00.000Z' },
        { id: '10', type: 'review', content: 'x', rating: 4, created_at: '2025-03-13T10:00:00.000Z' },
        { id: 11, type: 'review', content: 'x', rating: 4, created_at: 'hier' },
      ],
    };
    const reports = readReports(body);
    expect(reports).toEqual([
      { id: 7, type: 'review', content: 'Super', rating: 5, created_at: '2025-03-13T09:00:00.000Z' },
      { id: 8, type: 'issue', content: 'Horaires faux', rating: null, created_at: '2025-03-13T10:00:00.000Z' },
    ]);
    expect(JSON.stringify(reports)).not.toContain('@');
    expect(readReports({ ok: false })).toEqual([]);
  });

  it('drops entries already on the page and sorts the rest newest first, with date and stars', () => {
    const reports = readReports({
      reviews: [
        { id: 7, type: 'review', content: 'A', rating: 4, created_at: '2025-03-13T09:00:00.000Z' },
        { id: 8, type: 'issue', content: 'B', rating: null, created_at: '2025-03-14T09:00:00.000Z' },
        { id: 3, type: 'review', content: 'C', rating: 5, created_at: '2025-03-12T11:00:00.000Z' },
      ],
    });
    const live = toLiveReports(reports, [3]);
    expect(live.map((r) => r.id)).toEqual([8, 7]);
    expect(live[1]).toMatchObject({ date: '13 mars 2025', stars: ['full', 'full', 'full', 'full', 'empty'] });
    expect(live[0].stars).toBeNull();
  });

  it('shows nothing more when the endpoint fails', async () => {
    expect(await fetchNewReports(4, since, async () => new Response('', { status: 503 }))).toEqual([]);
    const offline: typeof fetch = async () => {
      throw new TypeError('Failed to fetch');
    };
    expect(await fetchNewReports(4, since, offline)).toEqual([]);
  });
});
