// The published_reports view (migration 009) shows what the spec publishes (issues and reviews resolved or
// auto-approved) on every status, approval and type; the database's rating check and isRated / isValidRating agree
// on every type and rating.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, type TestDb } from '../helpers/db.ts';
import { listMairieReports, listVisibleReports } from '../../src/data/queries/reports.ts';
import { isValidRating } from '../../src/domain/rating.ts';
import { isRated } from '../../src/domain/reports.ts';
import { shownByTheView } from '../fixtures/site-seed.ts';

let db: TestDb;
let mairieId: number;
beforeAll(async () => {
  db = await createTestDb();
  const { rows } = await db.query<{ id: number }>(
    `insert into mairies (source_id, slug, nom, ville) values ('src-vue', 'mairie-vue', 'Mairie de Vue', 'Vue')
     returning id`,
  );
  mairieId = Number(rows[0].id);
});
afterAll(async () => db?.close());

const STATUSES = ['pending', 'resolved', 'rejected'] as const;
const TYPES = ['issue', 'review', 'correction'] as const;

describe('published reports', () => {
  it('the view lists exactly the issues and reviews resolved or auto-approved, for the build and the functions', async () => {
    const reports: { id: number; status: string; auto_approve: boolean; type: string }[] = [];
    for (const status of STATUSES)
      for (const auto_approve of [false, true])
        for (const type of TYPES) {
          const { rows } = await db.query<{ id: number }>(
            `insert into mairie_reports (mairie_id, type, content, email, rating, status, auto_approve, correction)
             values ($1, $2, 'Texte', 'a@b.fr', $3, $4, $5, $6::jsonb) returning id`,
            [
              mairieId,
              type,
              type === 'review' ? 4 : null,
              status,
              auto_approve,
              type === 'correction' ? '{"kind":"equipped"}' : null,
            ],
          );
          reports.push({ id: Number(rows[0].id), status, auto_approve, type });
        }
    const expected = reports
      .filter(shownByTheView)
      .map((r) => r.id)
      .sort((a, b) => a - b);
    expect(expected.length).toBe(8); // issues and reviews resolved (2), or auto-approved whatever their status (6)
    const built = (await listVisibleReports(db)).map((r) => Number(r.id)).sort((a, b) => a - b);
    const served = (await listMairieReports(db, mairieId, null, 100)).map((r) => r.id).sort((a, b) => a - b);
    expect(built).toEqual(expected);
    expect(served).toEqual(expected);
  });

  it('the database accepts a rating exactly when isRated and isValidRating do', async () => {
    for (const type of ['issue', 'review'] as const)
      for (const rating of [null, -1, 0, 1, 3, 5, 6]) {
        const accepted = await db
          .query('insert into mairie_reports (mairie_id, type, content, email, rating) values ($1, $2, $3, $4, $5)', [
            mairieId,
            type,
            'Texte',
            'a@b.fr',
            rating,
          ])
          .then(
            () => true,
            () => false,
          );
        expect({ type, rating, accepted }).toEqual({
          type,
          rating,
          accepted: isRated(type) ? isValidRating(rating) : rating === null,
        });
      }
  });
});
