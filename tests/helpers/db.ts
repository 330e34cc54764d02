// A fresh, migrated database per test file: a new Postgres database when DATABASE_URL is set
// (created from it and dropped afterwards), otherwise an in-memory PGlite.
import { adminQuery, openPg, openPglite, withDatabase, type Db } from '../../src/data/db.ts';
import { migrate } from '../../src/data/migrate.ts';

export interface TestDb extends Db {
  /** Connection string of this database (Postgres only), for code that opens its own pool. */
  readonly url?: string;
}

export const onPostgres = Boolean(process.env.DATABASE_URL);

/** Creates and migrates a throwaway database; `close()` drops it. */
export async function createTestDb(): Promise<TestDb> {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) {
    const db = await openPglite('memory://');
    await migrate(db);
    return db;
  }
  const name = `t_${process.pid}_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
  await adminQuery(adminUrl, `create database ${name}`);
  const url = withDatabase(adminUrl, name);
  const db = openPg(url, 5);
  await migrate(db);
  return {
    ...db,
    url,
    async close() {
      await db.close();
      await adminQuery(adminUrl, `drop database if exists ${name} with (force)`);
    },
  };
}
