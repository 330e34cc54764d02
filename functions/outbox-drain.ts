// Scheduled on the platform: sends what the outbox still holds (retries included) and prunes old rate-limit windows.
import { productionDeps, type Deps } from './_lib/core/deps.ts';
import { runMaintenance } from './_lib/core/maintenance.ts';

export const config = { schedule: '*/5 * * * *' };

/**
 * Netlify stops a scheduled function after 30 s: no batch starts after 20 s, so a run ends before it is
 * cut off mid-send (which would leave its rows locked, then sent again with the same Message-ID).
 */
export const SCHEDULED_BUDGET_MS = 20_000;

export function createHandler(deps: Deps): () => Promise<Response> {
  return async () => {
    const report = await runMaintenance(deps, Date.now() + SCHEDULED_BUDGET_MS);
    return new Response(JSON.stringify(report), { headers: { 'Content-Type': 'application/json' } });
  };
}

export default createHandler(productionDeps());
