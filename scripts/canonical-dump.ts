// The canonical dump of what the import writes (the same files give the same dump): tests/helpers/import-dump.ts
// compares it after each import of the import tests; `npm run import:dumps -- --national` prints its hash.
import type { Queryable } from '../src/data/db.ts';

// Every table the import writes, each ordered by a stable key (text keys byte-wise), without the four columns
// set with now().
const TABLES: { table: string; order: string; volatile?: string }[] = [
  { table: 'cities', order: 'code_commune_insee collate "C", code_postal collate "C"' },
  { table: 'mairies', order: 'source_id collate "C"', volatile: 'updated_at' },
  { table: 'mairie_slug_redirects', order: 'old_slug collate "C"', volatile: 'created_at' },
  { table: 'places_cache', order: 'mairie_id', volatile: 'updated_at' },
  { table: 'data_sources', order: 'role collate "C"', volatile: 'imported_at' },
];

/** The canonical dump: per table, a heading line and one JSON object per row. */
export async function canonicalDump(q: Queryable): Promise<string> {
  const parts: string[] = [];
  for (const { table, order, volatile } of TABLES) {
    const row = volatile ? `to_jsonb(t) - '${volatile}'` : 'to_jsonb(t)';
    const { rows } = await q.query<{ r: string }>(`select (${row})::text as r from ${table} t order by ${order}`);
    parts.push(`-- ${table}`, ...rows.map((r) => r.r));
  }
  return `${parts.join('\n')}\n`;
}
