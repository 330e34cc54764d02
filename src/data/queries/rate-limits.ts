// rate_limits: hits per salted key and fixed window; the sliding-window arithmetic is functions/_lib/limits/rate-limit.ts.
import type { Queryable } from '../db/queryable.ts';

/**
 * Counts one hit for `key` in the window starting at `start` and returns the hits of it and of the window starting
 * at `previousStart`, committed without waiting for the disk.
 */
export async function hitRateLimit(
  q: Queryable,
  key: string,
  w: { start: Date; previousStart: Date },
): Promise<{ current: number; previous: number }> {
  const { rows } = await q.query<{ hits: number; previous: number }>(
    `with async_commit as (select set_config('synchronous_commit', 'off', true)),
     hit as (
       insert into rate_limits (key, window_start, hits) select $1::text, $2::timestamptz, 1 from async_commit
       on conflict (key, window_start) do update set hits = rate_limits.hits + 1
       returning hits)
     select hit.hits,
       coalesce((select p.hits from rate_limits p where p.key = $1::text and p.window_start = $3::timestamptz), 0)
         as previous
     from hit`,
    [key, w.start.toISOString(), w.previousStart.toISOString()],
  );
  return { current: Number(rows[0].hits), previous: Number(rows[0].previous) };
}

/** Deletes windows that started before `before`; returns how many. */
export async function pruneRateLimits(q: Queryable, before: Date): Promise<number> {
  const { rows } = await q.query('delete from rate_limits where window_start < $1 returning 1', [before.toISOString()]);
  return rows.length;
}
