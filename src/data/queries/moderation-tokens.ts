// moderation_tokens_used: the nonces of the team's links already used (functions/moderation.ts).
import type { Queryable } from '../db.ts';

/** True when the link's nonce was used already. */
export async function isModerationTokenUsed(q: Queryable, nonce: string): Promise<boolean> {
  const { rows } = await q.query('select 1 from moderation_tokens_used where nonce = $1', [nonce]);
  return rows.length === 1;
}

/** Records a link's nonce as used; false when it already was. */
export async function claimModerationToken(
  q: Queryable,
  nonce: string,
  reportId: number,
  action: 'accept' | 'refuse',
): Promise<boolean> {
  const { rows } = await q.query(
    `insert into moderation_tokens_used (nonce, report_id, action) values ($1, $2, $3)
     on conflict (nonce) do nothing returning 1`,
    [nonce, reportId, action],
  );
  return rows.length === 1;
}
