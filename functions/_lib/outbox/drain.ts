// Runs the outbox sender in the background after a post; concurrent requests coalesce into one run.
import { runWithoutDeadline } from '../../../src/data/db.ts';
import { DatabaseError } from '../http/errors.ts';
import type { Deps } from '../core/deps.ts';
import { logError } from '../core/log.ts';
import { drainOutbox } from './sender.ts';
import type { FunctionContext } from '../http/visitor.ts';

let running: Promise<void> | null = null;
let again = false;

async function loop(deps: Deps): Promise<void> {
  try {
    do {
      again = false;
      await drainOutbox(await deps.db(), deps.mailer(), deps.outboxPolicy);
    } while (again);
  } catch (error) {
    logError('[outbox] background drain failed:', error instanceof DatabaseError ? error.message : error);
  } finally {
    running = null;
  }
}

/** Starts (or extends) a background drain; the platform is asked to wait for it when it can. */
export function drainSoon(deps: Deps, context?: FunctionContext): Promise<void> {
  if (running) again = true;
  // The sender outlives the post that started it: it runs free of that request's deadline.
  else running = runWithoutDeadline(() => loop(deps));
  context?.waitUntil?.(running);
  return running;
}

/** Resolves once no background drain is running (tests, shutdown). */
export async function drainIdle(): Promise<void> {
  while (running) await running;
}
