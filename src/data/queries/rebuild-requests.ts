// rebuild_requests: rebuilds an accepted decision asked for, kept open until the build hook takes them
// (functions/_lib/rebuild/build-hook.ts).
import type { Queryable } from '../db.ts';

/** Records that an accepted decision needs a rebuild (`reportId` null: not a report's, e.g. a town hall's answer). */
export async function insertRebuildRequest(q: Queryable, reportId: number | null): Promise<void> {
  await q.query('insert into rebuild_requests (report_id) values ($1)', [reportId]);
}

/** Ids of the rebuilds not done yet. */
export async function listOpenRebuildRequests(q: Queryable): Promise<number[]> {
  const { rows } = await q.query<{ id: number }>('select id from rebuild_requests where done_at is null order by id');
  return rows.map((r) => Number(r.id));
}

/** Marks rebuild requests done (the hook answered), or counts a failed attempt with its error. */
export async function settleRebuildRequests(q: Queryable, ids: readonly number[], error: string | null): Promise<void> {
  if (!ids.length) return;
  await q.query(
    error === null
      ? 'update rebuild_requests set done_at = now(), attempts = attempts + 1, last_error = null where id = any($1::int[])'
      : 'update rebuild_requests set attempts = attempts + 1, last_error = $2 where id = any($1::int[])',
    error === null ? [ids] : [ids, error],
  );
}
