// Forward-only numbered migrations from data/migrations, each in a transaction, recorded in schema_migrations.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Db } from './db.ts';

export const MIGRATIONS_DIR = new URL('../../data/migrations/', import.meta.url).pathname;

/** Applies the migrations not yet recorded, in file-name order; returns the names applied. */
export async function migrate(db: Db, dir = MIGRATIONS_DIR): Promise<string[]> {
  await db.exec(`create table if not exists schema_migrations (
    name text primary key, applied_at timestamptz not null default now())`);
  const files = readdirSync(dir)
    .filter((f) => /^\d+_.+\.sql$/.test(f))
    .sort();
  const applied: string[] = [];
  for (const name of files) {
    const done = await db.transaction(async (tx) => {
      // Serialises concurrent migrators on Postgres; PGlite has a single connection anyway.
      if (db.kind === 'pg') await tx.query('select pg_advisory_xact_lock(4242)');
      const seen = await tx.query('select 1 from schema_migrations where name = $1', [name]);
      if (seen.rows.length) return false;
      await tx.exec(readFileSync(join(dir, name), 'utf8'));
      await tx.query('insert into schema_migrations (name) values ($1)', [name]);
      return true;
    });
    if (done) applied.push(name);
  }
  return applied;
}
