// email_outbox: handlers enqueue inside their own transaction; a sender (functions/_lib/outbox/sender.ts) claims due rows
// with `for update skip locked`, counting the attempt in the same statement, and marks each sent once. The retry
// policy is functions/_lib/outbox/outbox.ts's OUTBOX_POLICY.
import type { Queryable } from '../db.ts';

/** A message as stored: everything but the sender, which comes from MAIL_FROM at send time. */
export type OutboxMail = { to: string; subject: string; text: string; html: string; replyTo?: string };

/** A claimed row. */
export type OutboxRow = { id: number; messageId: string; kind: string; mail: OutboxMail; attempts: number };

/** Queues one message; call it inside the transaction that stores the form. */
export async function enqueueMail(q: Queryable, kind: string, messageId: string, mail: OutboxMail): Promise<void> {
  await q.query('insert into email_outbox (message_id, kind, message) values ($1, $2, $3::jsonb)', [
    messageId,
    kind,
    JSON.stringify(mail),
  ]);
}

/** Claims up to `batchSize` due rows for `lockSeconds`, incrementing their attempts in the same statement. */
export async function claimOutbox(
  q: Queryable,
  policy: { batchSize: number; lockSeconds: number },
): Promise<OutboxRow[]> {
  const { rows } = await q.query<{
    id: string;
    message_id: string;
    kind: string;
    message: OutboxMail | string;
    attempts: number;
  }>(
    `update email_outbox o
     set attempts = o.attempts + 1, locked_until = now() + make_interval(secs => $2)
     from (
       select id from email_outbox
       where sent_at is null and next_attempt_at <= now()
         and (locked_until is null or locked_until <= now())
       order by next_attempt_at, id
       limit $1
       for update skip locked
     ) due
     where o.id = due.id
     returning o.id, o.message_id, o.kind, o.message, o.attempts`,
    [policy.batchSize, policy.lockSeconds],
  );
  return rows.map((r) => ({
    id: Number(r.id),
    messageId: r.message_id,
    kind: r.kind,
    mail: typeof r.message === 'string' ? (JSON.parse(r.message) as OutboxMail) : r.message,
    attempts: r.attempts,
  }));
}

/** Marks a row sent; false if it already was (it is then never sent again). */
export async function markSent(q: Queryable, id: number): Promise<boolean> {
  const { rows } = await q.query(
    'update email_outbox set sent_at = now(), locked_until = null, last_error = null where id = $1 and sent_at is null returning 1',
    [id],
  );
  return rows.length === 1;
}

/**
 * Records a failure and when to retry (base × 2^(attempts − 1) seconds, at most the max); true when the message
 * is given up instead: refused for good, or queued more than `giveUpAfterSeconds` ago. A given-up row keeps its
 * error and is never claimed again.
 */
export async function markFailed(
  q: Queryable,
  id: number,
  error: string,
  permanent: boolean,
  policy: { backoffBaseSeconds: number; backoffMaxSeconds: number; giveUpAfterSeconds: number },
): Promise<boolean> {
  const { rows } = await q.query<{ given_up: boolean }>(
    `update email_outbox set last_error = $2, locked_until = null,
       next_attempt_at = case
         when $3::boolean or created_at <= now() - make_interval(secs => $6) then 'infinity'::timestamptz
         else now() + make_interval(secs => least($5::double precision,
           $4::double precision * power(2, least(attempts - 1, 30)))) end
     where id = $1
     returning next_attempt_at = 'infinity'::timestamptz as given_up`,
    [id, error, permanent, policy.backoffBaseSeconds, policy.backoffMaxSeconds, policy.giveUpAfterSeconds],
  );
  return rows[0]?.given_up === true;
}

/** Deletes messages sent, or given up (next attempt 'infinity'), before `before`: nothing will read their body
 * again. Returns how many. */
export async function deleteSettledMailBefore(q: Queryable, before: Date): Promise<number> {
  const { rows } = await q.query(
    `delete from email_outbox
     where (sent_at is not null and sent_at < $1) or (sent_at is null and next_attempt_at = 'infinity' and created_at < $1)
     returning 1`,
    [before.toISOString()],
  );
  return rows.length;
}

/**
 * How many messages are queued, and how many of them were sent (the functions bench's check).
 * @internal only the bench calls it, outside the production graph (knip --production).
 */
export async function countOutbox(q: Queryable): Promise<{ queued: number; sent: number }> {
  const { rows } = await q.query<{ queued: number; sent: number }>(
    'select count(*)::int as queued, (count(*) filter (where sent_at is not null))::int as sent from email_outbox',
  );
  return rows[0];
}
