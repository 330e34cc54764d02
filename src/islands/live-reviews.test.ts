// Reviews published after the build.
import { describe, expect, it } from 'vitest';
import { fetchNewReports, readReports, reviewsUrl, toLiveReports } from './live-reviews.ts';

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
