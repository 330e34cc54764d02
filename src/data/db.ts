// One database module: the `pg` pool when DATABASE_URL is set, embedded PGlite otherwise. Both speak the same SQL;
// callers only see `Db`. By concern: db/deadline.ts (a request's deadline), db/postgres.ts and db/pglite.ts (the
// adapters), db/scratch.ts (scratch databases of scripts and tests); what to open and the timeouts are settings
// (src/settings/).
import { settings as currentSettings, type DbSettings } from '../settings/index.ts';
import { openPg } from './db/postgres.ts';
import { openPglite } from './db/pglite.ts';
import type { Db } from './db/queryable.ts';

export type { Db, Queryable, Row } from './db/queryable.ts';

/** Opens the configured database (DATABASE_URL, else PGlite in PGLITE_DIR: src/settings/), or the one given. */
export function openDb(database: DbSettings = currentSettings().database): Promise<Db> {
  return openDatabase(database);
}

/** Opens a Postgres pool when `settings.url` is set, embedded PGlite otherwise. */
export async function openDatabase(settings: DbSettings): Promise<Db> {
  if (settings.url) return openPg(settings.url, settings.poolMax, settings.timeouts);
  return openPglite(settings.pgliteDir);
}

export { openPg, openPglite };
export { remainingMs, runWithDeadline, runWithoutDeadline } from './db/deadline.ts';
export { adminQuery, withDatabase } from './db/scratch.ts';
