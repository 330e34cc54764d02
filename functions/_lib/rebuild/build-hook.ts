// The platform's build hook (BUILD_HOOK_URL, with BUILD_HOOK_TOKEN when it needs one): the editors' signed webhook
// (functions/rebuild.ts) and the team's accepted corrections (functions/moderation.ts) call it. A rebuild an
// accepted decision asked for is recorded first (rebuild_requests), so a hook that fails loses nothing: the open
// requests are retried by the next decision and by the scheduled maintenance (flushRebuildRequests).
import type { Queryable } from '../../../src/data/db.ts';
import type { Deps } from '../core/deps.ts';
import { logError } from '../core/log.ts';
import { listOpenRebuildRequests, settleRebuildRequests } from '../../../src/data/queries/rebuild-requests.ts';

// Well within the request deadline (deadline.ts), so a slow hook still leaves time to answer.
const BUILD_HOOK_TIMEOUT_MS = 3_000;

/** POSTs to the build hook; false when it is unreachable or answers an error. */
export async function callBuildHook(deps: Deps, url: string): Promise<boolean> {
  const hook = await deps
    .fetch(url, {
      method: 'POST',
      // Netlify build hooks ignore the body; GitHub's repository_dispatch needs event_type and a token.
      body: JSON.stringify({ event_type: 'rebuild' }),
      headers: {
        'Content-Type': 'application/json',
        Accept: 'application/vnd.github+json',
        ...(deps.config.buildHookToken ? { Authorization: `Bearer ${deps.config.buildHookToken}` } : {}),
      },
      signal: AbortSignal.timeout(BUILD_HOOK_TIMEOUT_MS),
    })
    .catch((error: unknown) => {
      logError('[rebuild] build hook unreachable:', error);
      return null;
    });
  if (hook && !hook.ok) logError(`[rebuild] build hook answered ${hook.status}`);
  return hook?.ok === true;
}

/** What a flush did: requests it found open, and whether the hook took them (null: no hook configured). */
type FlushReport = { open: number; built: boolean | null };

/** Calls the build hook once for every open rebuild request; they are marked done, or their attempt counted. */
export async function flushRebuildRequests(deps: Deps, db: Queryable): Promise<FlushReport> {
  const ids = await listOpenRebuildRequests(db);
  if (!ids.length) return { open: 0, built: null };
  const url = deps.config.buildHookUrl;
  if (!url) return { open: ids.length, built: null }; // kept until a hook is configured
  const built = await callBuildHook(deps, url);
  await settleRebuildRequests(db, ids, built ? null : 'build hook failed');
  return { open: ids.length, built };
}

/** After a decision (a moderation, a town hall's answer, its withdrawal or approval): the rebuild recorded in its
 *  transaction is asked of the hook now; true when a build started. A failure is logged under `label` and the
 *  request stays open (retried by the next decision and the maintenance). */
export async function rebuildAfterDecision(deps: Deps, db: Queryable, label: string): Promise<boolean> {
  const flushed = await flushRebuildRequests(deps, db).catch((error: unknown) => {
    logError(`[${label}] rebuild request not flushed:`, error);
    return { built: false };
  });
  return flushed.built === true;
}
