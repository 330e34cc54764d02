// The e-mail outbox: handlers enqueue inside their own transaction; a sender (sender.ts) claims due rows
// with `for update skip locked`, counting the attempt in the same statement, and marks each sent once.
import type { Queryable } from '../../src/data/db.ts';
import { MESSAGES } from '../../src/domain/messages.ts';
import { SMTP_POOL_SIZE, SMTP_SEND_WORST_CASE_SECONDS } from './transport.ts';

/** A message as stored: everything but the sender, which comes from MAIL_FROM at send time. */
export type OutboxMail = { to: string; subject: string; text: string; html: string; replyTo?: string };

/** A claimed row. */
export type OutboxRow = { id: number; messageId: string; kind: string; mail: OutboxMail; attempts: number };

/** Retry policy of the sender. */
export type OutboxPolicy = {
  batchSize: number;
  /** A message still failing this long after it was queued is given up (left unsent with its error). */
  giveUpAfterSeconds: number;
  /** How long a claimed row stays invisible to other senders. */
  lockSeconds: number;
  /** Retry after base × 2^(attempts − 1) seconds, at most `backoffMaxSeconds`. */
  backoffBaseSeconds: number;
  backoffMaxSeconds: number;
  /** Upper bound of batches in one drain, so a scheduled run ends. */
  maxBatches: number;
};

/** Added to a batch's worst case: the database round trips around the sends. */
const LOCK_MARGIN_SECONDS = 60;

/**
 * A claimed row must stay locked until its sender is surely done with it, or another sender could claim
 * and send it again: a batch of `batchSize` goes through the pool in ceil(batchSize / pool size) rounds
 * (batches of one transport never overlap, see sender.ts), each at most one message's worst case.
 */
export function lockSecondsFor(batchSize: number): number {
  return Math.ceil(batchSize / SMTP_POOL_SIZE) * SMTP_SEND_WORST_CASE_SECONDS + LOCK_MARGIN_SECONDS;
}

/** Retries for a week (every 6 h at most once the back-off has grown), in batches that fill the pool once. */
export const OUTBOX_POLICY: OutboxPolicy = {
  batchSize: SMTP_POOL_SIZE,
  giveUpAfterSeconds: 7 * 86_400,
  lockSeconds: lockSecondsFor(SMTP_POOL_SIZE),
  backoffBaseSeconds: 30,
  backoffMaxSeconds: 6 * 3600,
  maxBatches: 250,
};

/** Something that delivers one message with the given Message-ID; throws on failure. */
export interface MailTransport {
  send(messageId: string, mail: OutboxMail): Promise<void>;
  close(): void;
}

/** A stable Message-ID: `<kind-id[-part]@domain>`; the same message keeps it across retries. */
export function messageIdFor(kind: string, id: number, domain: string, part?: string): string {
  return `<${kind}-${id}${part ? `-${part}` : ''}@${domain}>`;
}

/** Queues one message; call it inside the transaction that stores the form. */
export async function enqueueMail(q: Queryable, kind: string, messageId: string, mail: OutboxMail): Promise<void> {
  await q.query('insert into email_outbox (message_id, kind, message) values ($1, $2, $3::jsonb)', [
    messageId,
    kind,
    JSON.stringify(mail),
  ]);
}

/** Claims up to `limit` due rows for `lockSeconds`, incrementing their attempts in the same statement. */
export async function claimOutbox(q: Queryable, policy: OutboxPolicy): Promise<OutboxRow[]> {
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
 * Records a failure and when to retry; true when the message is given up instead: refused for good, or
 * queued more than `giveUpAfterSeconds` ago. A given-up row keeps its error and is never claimed again.
 */
export async function markFailed(
  q: Queryable,
  id: number,
  error: string,
  permanent: boolean,
  policy: OutboxPolicy,
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

/** The SMTP server's own reply when there is one, else the spec's worker message. */
export function sendErrorMessage(error: unknown): string {
  const response = (error as { response?: unknown } | null)?.response;
  return typeof response === 'string' && response ? response : MESSAGES.emailWorkerFailed;
}
