// One pass of the sender and housekeeping, shared by the scheduled function and `npm run outbox:drain`.
import type { Deps } from './deps.ts';
import { drainOutbox, type DrainReport } from './sender.ts';
import { pruneRateLimits, RATE_LIMIT_RETENTION_SECONDS } from './rate-limit.ts';

/** Drains the outbox (starting no batch after `until`, epoch ms), then deletes rate-limit windows past their retention. */
export async function runMaintenance(
  deps: Deps,
  until = Infinity,
): Promise<DrainReport & { prunedRateLimits: number }> {
  const db = await deps.db();
  const report = await drainOutbox(db, deps.mailer(), deps.outboxPolicy, until);
  const prunedRateLimits = await pruneRateLimits(
    db,
    new Date(deps.now().getTime() - RATE_LIMIT_RETENTION_SECONDS * 1000),
  );
  return { ...report, prunedRateLimits };
}
