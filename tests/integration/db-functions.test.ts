// The four remote functions of SPEC §7 (data/migrations/002_functions.sql), called directly, and the
// indexes that serve the spec's searches (003_search_indexes.sql). On PGlite, or Postgres with DATABASE_URL.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestDb, type TestDb } from '../helpers/db.ts';

let db: TestDb;
beforeAll(async () => {
  db = await createTestDb();
});
afterAll(async () => db?.close());
beforeEach(async () => db.exec('truncate mairies, cities restart identity cascade'));

async function insert(table: string, row: Record<string, unknown>): Promise<number> {
  const cols = Object.keys(row);
  const sql = `insert into ${table} (${cols.join(', ')}) values (${cols.map((_, i) => `$${i + 1}`).join(', ')}) returning id`;
  return (await db.query<{ id: number }>(sql, Object.values(row))).rows[0].id;
}
let seq = 0;
const mairie = (extra: Record<string, unknown> = {}) =>
  insert('mairies', {
    source_id: `src-${++seq}`,
    slug: `mairie-${seq}`,
    nom: `Mairie ${seq}`,
    ville: 'Test',
    ...extra,
  });
const city = (n: number) =>
  insert('cities', { code_postal: `0100${n}`, commune: `Commune ${n}`, code_commune_insee: `0100${n}` });

/** One visit per instant (UTC, as stored). */
async function visit(mairieId: number, ...instants: string[]) {
  for (const at of instants)
    await db.query('insert into mairie_visits (mairie_id, visited_at) values ($1, $2)', [mairieId, at]);
}
const popular = async (week: number, year: number) =>
  (await db.query('select * from get_popular_mairies($1, $2)', [week, year])).rows;

describe('get_popular_mairies(week_num, year_num)', () => {
  it('counts week 53 of 2026: Monday 28 December 2026 to Sunday 3 January 2027, Paris time (UTC+1)', async () => {
    const a = await mairie();
    await visit(a, '2026-12-27T22:59:59Z'); // Sunday 27 December, 23:59:59 in Paris: week 52
    await visit(a, '2026-12-27T23:00:00Z', '2027-01-03T22:59:59Z'); // first and last second of week 53
    await visit(a, '2027-01-03T23:00:00Z'); // Monday 4 January 2027, 00:00 in Paris: week 1 of 2027
    expect(await popular(53, 2026)).toEqual([{ mairie_id: a, visit_count: 2 }]);
    expect(await popular(52, 2026)).toEqual([{ mairie_id: a, visit_count: 1 }]);
    expect(await popular(1, 2027)).toEqual([{ mairie_id: a, visit_count: 1 }]);
  });

  it('returns nothing for week 53 of a year that has 52, nor for weeks 0 and 54', async () => {
    const a = await mairie();
    // Visits in the weeks a naive date computation would land on: week 53 of 2026, week 1 of 2027 and of 2028.
    await visit(a, '2026-12-30T10:00:00Z', '2027-01-06T10:00:00Z', '2028-01-05T10:00:00Z');
    expect(await popular(53, 2027)).toEqual([]); // "week 53 of 2027" would be Monday 3 January 2028
    expect(await popular(1, 2028)).toEqual([{ mairie_id: a, visit_count: 1 }]);
    expect(await popular(0, 2027)).toEqual([]);
    expect(await popular(54, 2026)).toEqual([]);
    expect(await popular(53, 2025)).toEqual([]);
  });

  it('puts Sunday 23:30 and Monday 00:30 in Paris in consecutive weeks, in winter and in summer', async () => {
    const sunday = await mairie();
    const monday = await mairie();
    // Winter (UTC+1): Sunday 8 February 2026, 23:30 is week 6; Monday 9 February, 00:30 is week 7.
    await visit(sunday, '2026-02-08T22:30:00Z');
    await visit(monday, '2026-02-08T23:30:00Z');
    // Summer (UTC+2): Sunday 14 June 2026, 23:30 is week 24; Monday 15 June, 00:30 is week 25.
    await visit(sunday, '2026-06-14T21:30:00Z');
    await visit(monday, '2026-06-14T22:30:00Z');
    expect(await popular(6, 2026)).toEqual([{ mairie_id: sunday, visit_count: 1 }]);
    expect(await popular(7, 2026)).toEqual([{ mairie_id: monday, visit_count: 1 }]);
    expect(await popular(24, 2026)).toEqual([{ mairie_id: sunday, visit_count: 1 }]);
    expect(await popular(25, 2026)).toEqual([{ mairie_id: monday, visit_count: 1 }]);
  });

  it('crosses the year boundary: Monday 29 December 2025 is in week 1 of 2026', async () => {
    const a = await mairie();
    await visit(a, '2025-12-28T22:30:00Z'); // Sunday 28 December 2025, 23:30 in Paris: week 52 of 2025
    await visit(a, '2025-12-28T23:30:00Z', '2026-01-04T12:00:00Z'); // Monday 29 December 00:30, Sunday 4 January
    expect(await popular(52, 2025)).toEqual([{ mairie_id: a, visit_count: 1 }]);
    expect(await popular(1, 2026)).toEqual([{ mairie_id: a, visit_count: 2 }]);
    expect(await popular(1, 2025)).toEqual([]);
  });

  it('returns mairie_id and visit_count as integers, most visited first, ties by id', async () => {
    const [a, b, c, d] = [await mairie(), await mairie(), await mairie(), await mairie()];
    const wednesday = '2026-03-11T10:00:00Z';
    await visit(a, wednesday);
    await visit(b, wednesday, wednesday, wednesday);
    await visit(d, wednesday, wednesday);
    await visit(c, wednesday, wednesday);
    const rows = await popular(11, 2026);
    expect(Object.keys(rows[0])).toEqual(['mairie_id', 'visit_count']);
    expect(rows).toEqual([
      { mairie_id: b, visit_count: 3 },
      { mairie_id: c, visit_count: 2 },
      { mairie_id: d, visit_count: 2 },
      { mairie_id: a, visit_count: 1 },
    ]);
  });
});

describe('get_random_cities(limit_count)', () => {
  it('returns at most limit_count distinct cities, never more than the table holds', async () => {
    const ids = [await city(1), await city(2), await city(3), await city(4), await city(5)];
    const random = async (n: number) =>
      (await db.query<{ id: number; commune: string }>('select * from get_random_cities($1)', [n])).rows;
    expect(await random(0)).toEqual([]);
    const two = await random(2);
    expect(two).toHaveLength(2);
    expect(new Set(two.map((r) => r.id)).size).toBe(2);
    expect(two[0]).toMatchObject({ code_postal: expect.any(String), commune: expect.any(String) });
    const all = await random(50);
    expect(all.map((r) => r.id).sort((x, y) => x - y)).toEqual(ids);
  });
});

describe('get_departments_with_counts()', () => {
  it('returns dep_name, num_dep and mairie_count per department', async () => {
    await mairie({ num_dep: '01', dep: 'Ain' });
    await mairie({ num_dep: '01', dep: 'Ain' });
    await mairie({ num_dep: '2A', dep: 'Corse-du-Sud' });
    await mairie({ num_dep: null, dep: null }); // no department: left out
    const { rows } = await db.query('select * from get_departments_with_counts()');
    expect(rows).toEqual([
      { dep_name: 'Ain', num_dep: '01', mairie_count: 2 },
      { dep_name: 'Corse-du-Sud', num_dep: '2A', mairie_count: 1 },
    ]);
  });
});

describe('upsert_place_cache(p_place_id, p_mairie_id, p_data)', () => {
  const upsert = (placeId: string, mairieId: number, data: unknown) =>
    db.query('select upsert_place_cache($1, $2, $3)', [placeId, mairieId, JSON.stringify(data)]);
  const cached = async () => (await db.query('select mairie_id, place_id, data from places_cache')).rows;

  it('inserts, then replaces the row of the same town hall', async () => {
    const a = await mairie();
    const first = { schedule: { dimanche: [] }, rating: 4.2, isDefaultSchedule: false };
    await upsert('place-1', a, first);
    expect(await cached()).toEqual([{ mairie_id: a, place_id: 'place-1', data: first }]);
    const second = { schedule: null, rating: 3.5, isDefaultSchedule: true };
    await upsert('place-2', a, second);
    expect(await cached()).toEqual([{ mairie_id: a, place_id: 'place-2', data: second }]);
  });

  it("clears an OpenStreetMap row's provenance when the maps service replaces its hours (014)", async () => {
    const a = await mairie();
    await db.query(
      `insert into places_cache (mairie_id, place_id, data, source, source_date, source_checked)
       values ($1, 'node/1', '{}', 'osm', '2025-03-01', true)`,
      [a],
    );
    await upsert('place-3', a, { schedule: null, rating: 4, isDefaultSchedule: true });
    const { rows } = await db.query('select place_id, source, source_date, source_checked from places_cache');
    expect(rows).toEqual([{ place_id: 'place-3', source: null, source_date: null, source_checked: false }]);
  });

  it('refuses an unknown town hall (foreign key)', async () => {
    await expect(upsert('place-x', 987_654, {})).rejects.toMatchObject({
      code: '23503',
      constraint: 'places_cache_mairie_id_fkey',
    });
    expect(await cached()).toEqual([]);
  });
});

describe('indexes (010_drop_unused_search_indexes.sql)', () => {
  it('keep no GIN index: no application query searches by trigram or full text (the search is static files)', async () => {
    const { rows } = await db.query<{ indexname: string }>(
      `select indexname from pg_indexes where schemaname = 'public' and indexdef ilike '% using gin %' order by 1`,
    );
    expect(rows).toEqual([]);
  });
});
