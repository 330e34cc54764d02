// One pass of the sender and housekeeping, shared by the scheduled function and `npm run outbox:drain`:
// sends the outbox, then purges personal data past its retention and old rate-limit windows, and retries the
// rebuilds an accepted correction asked for when the build hook failed (build-hook.ts).
import type { Queryable } from '../../../src/data/db.ts';
import { deleteSettledMailBefore } from '../../../src/data/queries/email-outbox.ts';
import { deleteFormSubmissionsBefore } from '../../../src/data/queries/form-submissions.ts';
import { deleteNearestSubmissionsBefore } from '../../../src/data/queries/nearest-submissions.ts';
import { pruneRateLimits } from '../../../src/data/queries/rate-limits.ts';
import { eraseSettledReportEmails } from '../../../src/data/queries/reports.ts';
import { deleteOldLinksSent } from '../../../src/data/queries/town-hall-statements.ts';
import { eraseVisitHashesBefore } from '../../../src/data/queries/visits.ts';
import type { Retention } from '../../../src/domain/retention.ts';
import { flushRebuildRequests } from '../rebuild/build-hook.ts';
import type { Deps } from './deps.ts';
import { logError } from './log.ts';
import { rateLimitRetentionSeconds } from '../limits/rate-limit.ts';
import { drainOutbox, type DrainReport } from '../outbox/sender.ts';

/** Rows each purge deleted or erased. */
type PurgeReport = {
  forms: number;
  outbox: number;
  nearest: number;
  reviewEmails: number;
  visitHashes: number;
  townHallLinks: number;
};

const DAY_MS = 86_400_000;

/**
 * Deletes or erases personal data older than its retention (days): e-mail form rows, sent or given-up outbox
 * messages, nearest-town-hall requests, the authors' e-mails of settled reviews and reports, the daily
 * visitor hashes of past days, and the record of the town halls' update links after 30 days (their limits'
 * window). Visit counts and the reviews themselves stay.
 */
async function purgePersonalData(q: Queryable, retention: Retention, now: Date): Promise<PurgeReport> {
  const before = (days: number) => new Date(now.getTime() - days * DAY_MS);
  return {
    forms: await deleteFormSubmissionsBefore(q, before(retention.forms)),
    outbox: await deleteSettledMailBefore(q, before(retention.outbox)),
    nearest: await deleteNearestSubmissionsBefore(q, before(retention.nearest)),
    reviewEmails: await eraseSettledReportEmails(q, before(retention.reviewEmails)),
    visitHashes: await eraseVisitHashesBefore(q, before(2)),
    townHallLinks: await deleteOldLinksSent(q, now),
  };
}

/** Drains the outbox (starting no batch after `until`, epoch ms), then purges expired personal data and rate-limit windows. */
export async function runMaintenance(
  deps: Deps,
  until = Infinity,
): Promise<DrainReport & { prunedRateLimits: number; purged: PurgeReport }> {
  const db = await deps.db();
  const report = await drainOutbox(db, deps.mailer(), deps.outboxPolicy, until);
  const now = deps.now();
  const purged = await purgePersonalData(db, deps.config.retention, now);
  const prunedRateLimits = await pruneRateLimits(
    db,
    new Date(now.getTime() - rateLimitRetentionSeconds(deps.limits) * 1000),
  );
  // A rebuild left open by a failed build hook: asked again here (nothing to do, no call, when none is open).
  await flushRebuildRequests(deps, db).catch((error: unknown) => logError('[maintenance] rebuild retry:', error));
  return { ...report, prunedRateLimits, purged };
}
