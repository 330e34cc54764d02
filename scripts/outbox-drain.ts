// npm run outbox:drain — sends the queued e-mail that is due (first tries and retries) and prunes old
// rate-limit windows, once; `-- --watch` repeats every minute. Exit code 1 when a message failed or was
// given up (dead: refused for good, or still failing a week after it was queued).
import { createDeps } from '../functions/_lib/core/deps.ts';
import { logError } from '../functions/_lib/core/log.ts';
import { runMaintenance } from '../functions/_lib/core/maintenance.ts';

const WATCH_INTERVAL_MS = 60_000;
const deps = createDeps();

async function once(): Promise<boolean> {
  const report = await runMaintenance(deps);
  const target = deps.config.smtpUrl ? 'SMTP' : `${deps.config.outboxDir}/`;
  console.log(
    `[outbox] sent ${report.sent} to ${target}, failed ${report.failed} (retried later), dead ${report.dead} (given up), pruned ${report.prunedRateLimits} rate-limit windows, purged ${JSON.stringify(report.purged)}`,
  );
  for (const error of new Set(report.errors)) console.error(`[outbox] error: ${error}`);
  return report.failed === 0 && report.dead === 0;
}

try {
  if (process.argv.includes('--watch')) {
    for (;;) {
      await once().catch((error: unknown) => logError('[outbox]', error));
      await new Promise((resolve) => setTimeout(resolve, WATCH_INTERVAL_MS));
    }
  } else if (!(await once())) process.exitCode = 1;
} finally {
  deps.release();
  await (await deps.db()).close();
}
