// npm run serve — migrates the configured database, then serves dist/ and the functions on the configured PORT and
// HOST (scripts/server/server.ts), retrying unsent mail every minute. Every setting comes from
// functions/_lib/core/config.ts, which reads them from src/settings/ and stops on a bad one by name.
import { openDatabase } from '../src/data/db.ts';
import { migrate } from '../src/data/migrate.ts';
import { config } from '../functions/_lib/core/config.ts';
import { startServer } from './server/server.ts';

const db = await openDatabase(config.database);
await migrate(db);
const server = await startServer({ db, maintenanceEveryMs: 60_000 });
console.log(
  `Serving dist/ and functions on ${server.url}\n\nOuvrez ${server.url} dans un navigateur (Ctrl+C pour arrêter).`,
);
const stop = async () => {
  await server.close();
  await db.close();
  process.exit(0);
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
