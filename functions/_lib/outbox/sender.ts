// The outbox sender: claims due messages batch by batch, sends each, and records what became of it.
import type { Queryable } from '../../../src/data/db.ts';
import { claimOutbox, markFailed, markSent, type OutboxRow } from '../../../src/data/queries/email-outbox.ts';
import { OUTBOX_POLICY, sendErrorMessage, type OutboxPolicy } from './outbox.ts';
import type { MailTransport } from './transport.ts';
import { logError, masked, maskEmails } from '../core/log.ts';

/**
 * What one drain did: messages sent; failed (temporarily: retried later); dead (given up: refused for good,
 * or still failing a week after they were queued); and the error text of every message not sent.
 */
export type DrainReport = { sent: number; failed: number; dead: number; errors: string[] };

type Failure = { status: 'failed' | 'dead'; message: string; detail: string };
type Outcome = { status: 'sent' } | Failure;

/**
 * Sends every due message, batch by batch. Stops after a batch with a temporary failure (the server is
 * probably down: the back-off decides when to try again), after `maxBatches`, or once `until` (epoch ms)
 * has passed: no new batch starts then; a message refused for good does not hold the others back.
 */
export async function drainOutbox(
  q: Queryable,
  transport: MailTransport,
  policy: OutboxPolicy = OUTBOX_POLICY,
  until = Infinity,
): Promise<DrainReport> {
  const report: DrainReport = { sent: 0, failed: 0, dead: 0, errors: [] };
  for (let batch = 0; batch < policy.maxBatches && Date.now() < until; batch++) {
    const outcomes = await oneBatchAtATime(transport, () => sendBatch(q, transport, policy));
    const temporary = tally(report, outcomes);
    if (temporary.length) {
      logError(
        `[outbox] ${temporary.length} of ${outcomes.length} messages not sent, retried later, e.g.`,
        masked(temporary[0].detail),
      );
      break;
    }
    if (outcomes.length < policy.batchSize) break;
  }
  return report;
}

/** Adds a batch's outcomes to the report; returns its temporary failures. */
function tally(report: DrainReport, outcomes: Outcome[]): Failure[] {
  const temporary: Failure[] = [];
  for (const outcome of outcomes) {
    report[outcome.status]++;
    if (outcome.status === 'sent') continue;
    report.errors.push(outcome.message);
    if (outcome.status === 'failed') temporary.push(outcome);
  }
  return temporary;
}

const busy = new WeakMap<MailTransport, Promise<unknown>>();

/**
 * Batches of one transport run one after the other, so concurrent drains in a process (after a post, on
 * the server's timer) never queue messages in the pool behind another batch's, past their lock.
 */
function oneBatchAtATime<T>(transport: MailTransport, run: () => Promise<T>): Promise<T> {
  const result = (busy.get(transport) ?? Promise.resolve()).then(run);
  busy.set(
    transport,
    result.catch(() => undefined),
  );
  return result;
}

async function sendBatch(q: Queryable, transport: MailTransport, policy: OutboxPolicy): Promise<Outcome[]> {
  const rows = await claimOutbox(q, policy);
  return Promise.all(rows.map((row) => sendOne(q, transport, row, policy)));
}

async function sendOne(q: Queryable, transport: MailTransport, row: OutboxRow, policy: OutboxPolicy): Promise<Outcome> {
  try {
    await transport.send(row.messageId, row.mail);
  } catch (error) {
    return recordFailure(q, row, error, policy);
  }
  await markSent(q, row.id);
  return { status: 'sent' };
}

async function recordFailure(q: Queryable, row: OutboxRow, error: unknown, policy: OutboxPolicy): Promise<Outcome> {
  // SMTP refusals quote the recipient: neither the outbox row nor the report keeps the address.
  const message = maskEmails(sendErrorMessage(error));
  const permanent = (error as { permanent?: unknown } | null)?.permanent === true;
  const dead = await markFailed(q, row.id, message, permanent, policy);
  // Our own Message-ID, then the error with any address in it masked (an SMTP refusal quotes the recipient).
  const cause = maskEmails((error as Error | null)?.message ?? String(error));
  const detail = `${row.messageId} (attempt ${row.attempts}): ${cause}`;
  if (dead) {
    const why = permanent
      ? 'refused for good'
      : `still failing ${+(policy.giveUpAfterSeconds / 86_400).toFixed(1)} days after it was queued`;
    logError(`[outbox] gave up ${row.kind} message`, masked(detail), `(${why}); it stays unsent in email_outbox`);
  }
  return { status: dead ? 'dead' : 'failed', message, detail };
}
