// The e-mail outbox's policy: Message-IDs, retries and lock times. Its statements (enqueue, claim, mark) are
// src/data/queries/email-outbox.ts; the sender is sender.ts.
import { MESSAGES } from '../../../src/domain/messages.ts';
import { SMTP_POOL_SIZE, SMTP_SEND_WORST_CASE_SECONDS } from './transport.ts';

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

/** A stable Message-ID: `<kind-id[-part]@domain>`; the same message keeps it across retries. */
export function messageIdFor(kind: string, id: number, domain: string, part?: string): string {
  return `<${kind}-${id}${part ? `-${part}` : ''}@${domain}>`;
}

/** The SMTP server's own reply when there is one, else the spec's worker message. */
export function sendErrorMessage(error: unknown): string {
  const response = (error as { response?: unknown } | null)?.response;
  return typeof response === 'string' && response ? response : MESSAGES.emailWorkerFailed;
}
