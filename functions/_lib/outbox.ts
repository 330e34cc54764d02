// The e-mail outbox: handlers enqueue inside their own transaction; a sender claims due rows with
// `for update skip locked`, counting the attempt in the same statement, and marks each sent once.
import type { Queryable } from '../../src/data/db.ts';
import { MESSAGES } from '../../src/domain/messages.ts';

/** A message as stored: everything but the sender, which comes from MAIL_FROM at send time. */
export type OutboxMail = { to: string; subject: string; text: string; html: string; replyTo?: string };

/** A claimed row. */
export type OutboxRow = { id: number; messageId: string; kind: string; mail: OutboxMail; attempts: number };

/** Retry policy of the sender. */
export type OutboxPolicy = {
  batchSize: number;
  /** A row is given up (left unsent with its error) after this many attempts. */
  maxAttempts: number;
  /** How long a claimed row stays invisible to other senders. */
  lockSeconds: number;
  /** Retry after base × 2^(attempts − 1) seconds, at most `backoffMaxSeconds`. */
  backoffBaseSeconds: number;
  backoffMaxSeconds: number;
  /** Upper bound of batches in one drain, so a scheduled run ends. */
  maxBatches: number;
};

export const OUTBOX_POLICY: OutboxPolicy = {
  batchSize: 20,
  maxAttempts: 10,
  lockSeconds: 120,
  backoffBaseSeconds: 30,
  backoffMaxSeconds: 6 * 3600,
  maxBatches: 50,
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
       where sent_at is null and next_attempt_at <= now() and attempts < $3
         and (locked_until is null or locked_until <= now())
       order by next_attempt_at, id
       limit $1
       for update skip locked
     ) due
     where o.id = due.id
     returning o.id, o.message_id, o.kind, o.message, o.attempts`,
    [policy.batchSize, policy.lockSeconds, policy.maxAttempts],
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

/** Records a failure and when to retry; a permanent failure is never retried. */
export async function markFailed(
  q: Queryable,
  id: number,
  error: string,
  permanent: boolean,
  policy: OutboxPolicy,
): Promise<void> {
  await q.query(
    `update email_outbox set last_error = $2, locked_until = null,
       next_attempt_at = case when $3::boolean then 'infinity'::timestamptz
         else now() + make_interval(secs => least($5::double precision, $4::double precision * power(2, attempts - 1))) end
     where id = $1`,
    [id, error, permanent, policy.backoffBaseSeconds, policy.backoffMaxSeconds],
  );
}

/** The SMTP server's own reply when there is one, else the spec's worker message. */
export function sendErrorMessage(error: unknown): string {
  const response = (error as { response?: unknown } | null)?.response;
  return typeof response === 'string' && response ? response : MESSAGES.emailWorkerFailed;
}

export type DrainReport = { sent: number; failed: number; errors: string[] };

/**
 * Sends every due message, batch by batch; stops after a batch with a failure (the server is
 * probably down: the back-off decides when to try again) or after `maxBatches`.
 */
export async function drainOutbox(
  q: Queryable,
  transport: MailTransport,
  policy: OutboxPolicy = OUTBOX_POLICY,
): Promise<DrainReport> {
  const report: DrainReport = { sent: 0, failed: 0, errors: [] };
  for (let batch = 0; batch < policy.maxBatches; batch++) {
    const rows = await claimOutbox(q, policy);
    const failures = (await Promise.all(rows.map((row) => sendOne(q, transport, row, policy)))).filter(
      (f) => f !== null,
    );
    report.sent += rows.length - failures.length;
    report.failed += failures.length;
    report.errors.push(...failures.map((f) => f.message));
    if (failures.length) {
      console.error(`[outbox] ${failures.length} of ${rows.length} messages not sent, e.g. ${failures[0].detail}`);
      break;
    }
    if (rows.length < policy.batchSize) break;
  }
  return report;
}

type Failure = { message: string; detail: string };

async function sendOne(
  q: Queryable,
  transport: MailTransport,
  row: OutboxRow,
  policy: OutboxPolicy,
): Promise<Failure | null> {
  try {
    await transport.send(row.messageId, row.mail);
  } catch (error) {
    const message = sendErrorMessage(error);
    const permanent = (error as { permanent?: unknown } | null)?.permanent === true;
    await markFailed(q, row.id, message, permanent, policy);
    return {
      message,
      detail: `${row.messageId} (attempt ${row.attempts}): ${(error as Error)?.message ?? String(error)}`,
    };
  }
  await markSent(q, row.id);
  return null;
}
