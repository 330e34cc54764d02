// The import's batched writes (upsertCities, upsertMairies): one statement per chunk of rows, passed as one jsonb
// parameter; each statement answers how many rows it inserted and updated, the rest were left untouched.
import type { Queryable } from '../db.ts';

export interface WriteCounts {
  inserted: number;
  updated: number;
  unchanged: number;
}

export const DEFAULT_CHUNK_SIZE = 2500;

/** Runs `sql` ($1: a chunk as a jsonb array, then `extra`) over `rows` chunk by chunk and adds up its counts. */
export async function upsertInChunks(
  tx: Queryable,
  sql: string,
  rows: readonly object[],
  extra: unknown[],
  chunkSize: number,
): Promise<WriteCounts> {
  const counts: WriteCounts = { inserted: 0, updated: 0, unchanged: 0 };
  for (let start = 0; start < rows.length; start += chunkSize) {
    const chunk = rows.slice(start, start + chunkSize);
    const {
      rows: [result],
    } = await tx.query<{ inserted: number; updated: number }>(sql, [JSON.stringify(chunk), ...extra]);
    counts.inserted += result.inserted;
    counts.updated += result.updated;
    counts.unchanged += chunk.length - result.inserted - result.updated;
  }
  return counts;
}
