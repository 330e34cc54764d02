// webhook_nonces: the signatures of the editors' rebuild webhook already received (replays are refused).
import type { Queryable } from '../db.ts';

/** Records a webhook signature; false when it was already seen (a replay). */
export async function claimWebhookNonce(q: Queryable, signature: string): Promise<boolean> {
  const { rows } = await q.query(
    'insert into webhook_nonces (signature) values ($1) on conflict (signature) do nothing returning 1',
    [signature],
  );
  return rows.length === 1;
}

/** Forgets one signature, so the same signed request can be retried (its build hook call failed). */
export async function releaseWebhookNonce(q: Queryable, signature: string): Promise<void> {
  await q.query('delete from webhook_nonces where signature = $1', [signature]);
}

/** Forgets signatures received before `before` (they are stale by then anyway). */
export async function pruneWebhookNonces(q: Queryable, before: Date): Promise<void> {
  await q.query('delete from webhook_nonces where received_at < $1', [before.toISOString()]);
}
