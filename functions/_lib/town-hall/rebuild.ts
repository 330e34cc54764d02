// After a town hall's answer, a withdrawal or an approval: the rebuild recorded in its transaction is asked of the
// build hook now (a failed call stays recorded and is retried, build-hook.ts). Returns what the team's page says.
import type { Queryable } from '../../../src/data/db.ts';
import type { Deps } from '../core/deps.ts';
import { logError } from '../core/log.ts';
import { flushRebuildRequests } from '../rebuild/build-hook.ts';
import { TOWN_HALL_TEXTS as T } from './texts.ts';

export async function flushTownHallRebuild(deps: Deps, db: Queryable): Promise<string> {
  const flushed = await flushRebuildRequests(deps, db).catch((error: unknown) => {
    logError('[town hall] rebuild request not flushed:', error);
    return { open: 1, built: false };
  });
  return flushed.built ? T.rebuildStarted : T.rebuildPending;
}
