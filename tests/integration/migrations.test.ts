import { readdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, type TestDb } from '../helpers/db.ts';
import { migrate } from '../../src/data/migrate.ts';

let db: TestDb;
beforeAll(async () => {
  db = await createTestDb();
});
afterAll(async () => db?.close());

async function insertMairie(slug = 'mairie-de-test', extra: Record<string, unknown> = {}) {
  const row = {
    source_id: `src-${slug}`,
    slug,
    nom: 'Mairie de Test',
    ville: 'Test',
    num_dep: '01',
    dep: 'Ain',
    ...extra,
  };
  const cols = Object.keys(row);
  const { rows } = await db.query<{ id: number }>(
    `insert into mairies (${cols.join(', ')}) values (${cols.map((_, i) => `$${i + 1}`).join(', ')}) returning id`,
    Object.values(row),
  );
  return rows[0].id;
}

describe('migrations', () => {
  it('are recorded and safe to re-run', async () => {
    expect(await migrate(db)).toEqual([]);
    const { rows } = await db.query<{ name: string }>('select name from schema_migrations order by name');
    const files = readdirSync(new URL('../../data/migrations/', import.meta.url)).filter((f) => f.endsWith('.sql'));
    expect(rows.map((r) => r.name)).toEqual(files.sort());
    expect(files.slice(0, 4)).toEqual([
      '001_schema.sql',
      '002_functions.sql',
      '003_search_indexes.sql',
      '004_abuse_limits.sql',
    ]);
  });

  it('refuse a review without a rating, an issue with one, and ratings outside 1–5', async () => {
    const id = await insertMairie('mairie-contraintes');
    const insert = (type: string, rating: number | null) =>
      db.query('insert into mairie_reports (mairie_id, type, content, email, rating) values ($1, $2, $3, $4, $5)', [
        id,
        type,
        'Texte',
        'a@b.fr',
        rating,
      ]);
    await expect(insert('review', null)).rejects.toThrow();
    await expect(insert('review', 0)).rejects.toThrow();
    await expect(insert('review', 6)).rejects.toThrow();
    await expect(insert('issue', 3)).rejects.toThrow();
    await expect(insert('other', null)).rejects.toThrow();
    await expect(insert('review', 5)).resolves.toBeDefined();
    await expect(insert('issue', null)).resolves.toBeDefined();
  });

  it('refuse duplicate slugs, bad slugs, coordinates out of range and unknown town halls', async () => {
    await insertMairie('mairie-unique');
    await expect(insertMairie('mairie-unique', { source_id: 'other' })).rejects.toThrow();
    await expect(insertMairie('Mairie Unique')).rejects.toThrow();
    await expect(insertMairie('mairie-lat', { latitude: 91, longitude: 2 })).rejects.toThrow();
    await expect(insertMairie('mairie-lon', { latitude: 45, longitude: 181 })).rejects.toThrow();
    await expect(insertMairie('mairie-eq', { equipped: 'maybe' })).rejects.toThrow();
    await expect(db.query('insert into mairie_visits (mairie_id) values (999999)')).rejects.toThrow();
    await expect(db.query(`insert into places_cache (mairie_id, data) values (999999, '{}')`)).rejects.toThrow();
    await expect(
      db.query(`insert into mairie_reports (mairie_id, type, content, email) values (999999, 'issue', 'x', 'a@b.fr')`),
    ).rejects.toThrow();
  });

  it('refuse a contact form submission for an unknown town hall, and clear it when the town hall goes', async () => {
    const insert = (mairieId: number | null) =>
      db.query<{ id: number }>(
        'insert into contact_form_submissions (email, address, mairie_id, distance) values ($1, $2, $3, $4) returning id',
        ['a@b.fr', '1 rue de la Paix, Paris', mairieId, 1.5],
      );
    await expect(insert(999999)).rejects.toMatchObject({
      code: '23503',
      constraint: 'contact_form_submissions_mairie_id_fkey',
    });
    await expect(insert(null)).resolves.toBeDefined();
    const id = await insertMairie('mairie-formulaire');
    const { rows } = await insert(id);
    await db.query('delete from mairies where id = $1', [id]);
    const kept = await db.query('select mairie_id from contact_form_submissions where id = $1', [rows[0].id]);
    expect(kept.rows).toEqual([{ mairie_id: null }]);
  });

  it('refuse city coordinates out of range or given by half', async () => {
    let n = 0;
    const insert = (latitude: number | null, longitude: number | null) =>
      db.query(
        'insert into cities (code_postal, commune, code_commune_insee, latitude, longitude) values ($1, $2, $3, $4, $5)',
        ['01400', `Commune ${++n}`, `0100${n}`, latitude, longitude],
      );
    const refused = (constraint: string) => ({ code: '23514', constraint });
    await expect(insert(-90.5, 2)).rejects.toMatchObject(refused('cities_latitude_check'));
    await expect(insert(90.5, 2)).rejects.toMatchObject(refused('cities_latitude_check'));
    await expect(insert(45, -180.5)).rejects.toMatchObject(refused('cities_longitude_check'));
    await expect(insert(45, 180.5)).rejects.toMatchObject(refused('cities_longitude_check'));
    await expect(insert(45, null)).rejects.toMatchObject(refused('cities_check')); // both or neither
    await expect(insert(-90, 180)).resolves.toBeDefined();
    await expect(insert(90, -180)).resolves.toBeDefined();
    await expect(insert(null, null)).resolves.toBeDefined();
  });
});
