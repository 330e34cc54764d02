// The local server's stand-in for the platform's scheduled function: `run` every `everyMs`, never two at once.
import { logError } from '../../functions/_lib/core/log.ts';

/** Starts the timer (nothing when `everyMs` is 0); the returned function stops it. */
export function startMaintenanceTimer(run: () => Promise<unknown>, everyMs: number): () => void {
  if (!everyMs) return () => {};
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    run()
      .catch((error: unknown) => logError('[serve] outbox maintenance failed:', error))
      .finally(() => (running = false));
  }, everyMs).unref();
  return () => clearInterval(timer);
}
