// Reports and reviews: POST /api/reports stores them (issues also notify the team); GET /api/reviews
// returns only visible entries, newest first, without e-mails.
import { beforeAll, describe, expect, it } from 'vitest';
import { createHandler as createReports } from '../../functions/reports.ts';
import { createHandler as createReviews } from '../../functions/reviews.ts';
import { MESSAGES } from '../../src/domain/messages.ts';
import { browserPost, countRows, insertMairie, NO_LIMITS, SITE, benchForFile, handler } from '../helpers/functions.ts';

const reports = handler(createReports);
const reviews = handler(createReviews);

const bench = benchForFile();
let mairieId: number;

beforeAll(async () => {
  mairieId = await insertMairie(bench.db, { nom: 'Mairie de Nantes', slug: 'mairie-de-nantes' });
});

const REVIEW = { type: 'review', content: 'Accueil rapide.', email: 'avis@example.fr', rating: 4 };
const ISSUE = { type: 'issue', content: 'Le numéro de téléphone est faux.', email: 'signal@example.fr' };

const getReviews = (query: string) => reviews(new Request(`${SITE}/api/reviews?${query}`));

describe('POST /api/reports', () => {
  it('publishes a review: pending, auto-approved, the spec message, no e-mail', async () => {
    const res = await reports(browserPost('/api/reports', { ...REVIEW, mairie_id: mairieId }));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true, form: 'review', message: MESSAGES.reviewPublished });
    const { rows } = await bench.db.query('select type, rating, status, auto_approve, email from mairie_reports');
    expect(rows).toEqual([
      { type: 'review', rating: 4, status: 'pending', auto_approve: true, email: 'avis@example.fr' },
    ]);
    expect((await countRows(bench.db)).email_outbox).toBe(0);
  });

  it('keeps reviews for moderation when REVIEWS_AUTO_APPROVE is false', async () => {
    bench.use({ config: { ...bench.config, reviewsAutoApprove: false } });
    await reports(browserPost('/api/reports', { ...REVIEW, mairie_id: mairieId }));
    const { rows } = await bench.db.query('select auto_approve from mairie_reports');
    expect(rows).toEqual([{ auto_approve: false }]);
  });

  it('sends an issue: rating dropped, the spec message, the team notified', async () => {
    const res = await reports(
      browserPost('/api/reports', { ...ISSUE, mairie_id: String(mairieId), rating: '' }, { encoding: 'form' }),
    );
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true, form: 'report', message: MESSAGES.reportSent });
    const { rows } = await bench.db.query('select type, rating, auto_approve from mairie_reports');
    expect(rows).toEqual([{ type: 'issue', rating: null, auto_approve: false }]);
    await bench.drain();
    expect(bench.smtp.messages.map((m) => m.parsed.subject)).toEqual(['Signalement : Mairie de Nantes']);
    expect(bench.smtp.messages[0].parsed.text).toContain(`${SITE}/mairie/mairie-de-nantes`);
    expect(bench.smtp.messages[0].parsed.text).not.toContain(`${SITE}/mairie/mairie-de-nantes/`);
  });

  it('redirects a form post without JavaScript to the result page of its type', async () => {
    const res = await reports(
      browserPost('/api/reports', { ...REVIEW, mairie_id: mairieId }, { encoding: 'form', html: true }),
    );
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/message-envoye/review');
    const issue = await reports(
      browserPost('/api/reports', { ...ISSUE, mairie_id: mairieId }, { encoding: 'form', html: true }),
    );
    expect(issue.headers.get('location')).toBe('/message-envoye/report');
  });

  it('refuses a review without a rating, a rating out of range, a missing email or content', async () => {
    for (const rating of [undefined, 0, 6, 2.5, 'cinq']) {
      const res = await reports(browserPost('/api/reports', { ...REVIEW, rating, mairie_id: mairieId }));
      expect(res.status).toBe(400);
      expect((await res.json()).fields).toEqual({ rating: 'Veuillez choisir une note entre 1 et 5.' });
    }
    const res = await reports(browserPost('/api/reports', { type: 'review', mairie_id: mairieId, rating: 3 }));
    expect((await res.json()).fields).toEqual({
      content: 'Ce champ est obligatoire.',
      email: 'Ce champ est obligatoire.',
    });
    const badType = await reports(browserPost('/api/reports', { ...ISSUE, type: 'spam', mairie_id: mairieId }));
    expect((await badType.json()).fields).toEqual({ type: 'Veuillez choisir entre un signalement et un avis.' });
    expect(await countRows(bench.db)).toMatchObject({ mairie_reports: 0, email_outbox: 0 });
  });

  it('unknown town hall → 404 Mairie non trouvée, nothing stored', async () => {
    const res = await reports(browserPost('/api/reports', { ...ISSUE, mairie_id: 424242 }));
    expect(res.status).toBe(404);
    expect((await res.json()).message).toBe(MESSAGES.mairieNotFound);
    expect(await countRows(bench.db)).toMatchObject({ mairie_reports: 0, email_outbox: 0 });
  });
});

describe('finding 6: reviews with contact details wait, one review per town hall, network and day', () => {
  const publicList = async () => (await (await getReviews(`mairie_id=${mairieId}`)).json()).reviews as unknown[];

  it('10 one-star reviews carrying URLs from one network publish nothing at once', async () => {
    // Before: all 10 went public at once. Now each one waits for a moderator, and the network's second
    // review of the day is refused.
    bench.use({ limits: { ...NO_LIMITS, review: { max: 1, windowSeconds: 86_400 } } });
    const statuses = [];
    for (let i = 0; i < 10; i++) {
      const res = await reports(
        browserPost('/api/reports', {
          ...REVIEW,
          rating: 1,
          content: `Arnaque ! Faites votre passeport sur http://passeport-${i}.example`,
          mairie_id: mairieId,
        }),
        { ip: `2001:db8:7:7::${i + 1}` },
      );
      statuses.push(res.status);
      if (i === 0) expect(await res.json()).toEqual({ ok: true, form: 'review-held', message: MESSAGES.reviewHeld });
      if (i === 1)
        expect((await res.json()).message).toBe(
          "Vous avez déjà donné votre avis sur cette mairie aujourd'hui. Merci !",
        );
    }
    expect(statuses).toEqual([200, ...Array(9).fill(429)]);
    const { rows } = await bench.db.query('select status, auto_approve from mairie_reports');
    expect(rows).toEqual([{ status: 'pending', auto_approve: false }]);
    expect(await publicList()).toEqual([]);
  });

  it('an e-mail address or a phone number also waits; a plain review is published at once', async () => {
    const post = (content: string, ip: string) =>
      reports(browserPost('/api/reports', { ...REVIEW, content, mairie_id: mairieId }), { ip });
    expect(await (await post('Écrivez-moi à contact@arnaque.example', '192.0.2.1')).json()).toMatchObject({
      message: MESSAGES.reviewHeld,
    });
    expect(await (await post('Appelez le 06 12 34 56 78', '192.0.2.2')).json()).toMatchObject({
      message: MESSAGES.reviewHeld,
    });
    expect(await (await post('Accueil rapide, 20 minutes.', '192.0.2.3')).json()).toMatchObject({
      message: MESSAGES.reviewPublished,
    });
    expect((await publicList()).map((r) => (r as { content: string }).content)).toEqual([
      'Accueil rapide, 20 minutes.',
    ]);
  });

  it('without JavaScript, a held review lands on its own result text', async () => {
    const res = await reports(
      browserPost(
        '/api/reports',
        { ...REVIEW, content: 'voir www.exemple.fr', mairie_id: mairieId },
        { encoding: 'form', html: true },
      ),
    );
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/message-envoye/review-held');
  });

  it('every review waits, with the honest message, when REVIEWS_AUTO_APPROVE is off', async () => {
    bench.use({ config: { ...bench.config, reviewsAutoApprove: false } });
    const res = await reports(browserPost('/api/reports', { ...REVIEW, mairie_id: mairieId }));
    expect((await res.json()).message).toBe(MESSAGES.reviewHeld);
  });

  it('another town hall or another day is another review; issues are not limited per day', async () => {
    bench.use({ limits: { ...NO_LIMITS, review: { max: 1, windowSeconds: 86_400 } } });
    const other = await insertMairie(bench.db);
    const post = (id: number, body: Record<string, unknown> = REVIEW) =>
      reports(browserPost('/api/reports', { ...body, mairie_id: id }), { ip: '198.51.100.20' }).then((r) => r.status);
    expect([await post(mairieId), await post(other), await post(mairieId)]).toEqual([200, 200, 429]);
    expect([await post(mairieId, ISSUE), await post(mairieId, ISSUE)]).toEqual([200, 200]);
  });
});

describe('GET /api/reviews', () => {
  async function seed() {
    const insert = (status: string, autoApprove: boolean, createdAt: string, type = 'review') =>
      bench.db.query<{ id: number }>(
        `insert into mairie_reports (mairie_id, type, content, email, rating, status, auto_approve, created_at)
         values ($1, $2, $3, 'secret@example.fr', $4, $5, $6, $7) returning id`,
        [
          mairieId,
          type,
          `${status}-${autoApprove}-${createdAt}`,
          type === 'review' ? 5 : null,
          status,
          autoApprove,
          createdAt,
        ],
      );
    await insert('pending', false, '2025-03-01T10:00:00Z'); // hidden
    await insert('rejected', false, '2025-03-02T10:00:00Z'); // hidden
    await insert('resolved', false, '2025-03-03T10:00:00Z', 'issue');
    await insert('pending', true, '2025-03-04T10:00:00Z');
    await insert('pending', true, '2025-02-01T10:00:00Z');
  }

  it('lists visible entries newest first, public fields only, cacheable for a minute', async () => {
    await seed();
    const res = await getReviews(`mairie_id=${mairieId}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=60');
    const { reviews: list } = await res.json();
    expect(list.map((r: { created_at: string }) => r.created_at)).toEqual([
      '2025-03-04T10:00:00.000Z',
      '2025-03-03T10:00:00.000Z',
      '2025-02-01T10:00:00.000Z',
    ]);
    expect(Object.keys(list[0]).sort()).toEqual(['content', 'created_at', 'id', 'rating', 'type']);
    expect(JSON.stringify(list)).not.toContain('secret@example.fr');
  });

  it('keeps only entries newer than `since`', async () => {
    await seed();
    const res = await getReviews(`mairie_id=${mairieId}&since=${encodeURIComponent('2025-03-03T10:00:00Z')}`);
    const { reviews: list } = await res.json();
    expect(list).toHaveLength(1);
    expect(list[0].created_at).toBe('2025-03-04T10:00:00.000Z');
  });

  it('answers an empty list for a known town hall without reviews, 404 for an unknown one', async () => {
    const empty = await getReviews(`mairie_id=${mairieId}`);
    expect(empty.status).toBe(200);
    expect(await empty.json()).toEqual({ reviews: [] });
    const unknown = await getReviews('mairie_id=999999');
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ ok: false, code: 'mairie_not_found', message: MESSAGES.mairieNotFound });
    const since = await getReviews(`mairie_id=999999&since=${encodeURIComponent('2025-03-03T10:00:00Z')}`);
    expect(since.status).toBe(404);
  });

  it('refuses a bad query and other methods', async () => {
    const bad = await getReviews('mairie_id=abc&since=hier');
    expect(bad.status).toBe(400);
    expect((await bad.json()).fields).toEqual({ mairie_id: 'Mairie inconnue.', since: 'Date invalide.' });
    const post = await reviews(new Request(`${SITE}/api/reviews?mairie_id=1`, { method: 'POST', body: '{}' }));
    expect(post.status).toBe(405);
  });
});
