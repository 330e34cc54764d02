// Scheduled on the platform: sends what the outbox still holds (retries included) and prunes old rate-limit windows.
import { getDeps } from './_lib/deps.ts';
import { runMaintenance } from './_lib/maintenance.ts';

export const config = { schedule: '*/5 * * * *' };

export default async (): Promise<Response> => {
  const report = await runMaintenance(getDeps());
  return new Response(JSON.stringify(report), { headers: { 'Content-Type': 'application/json' } });
};
