// One database module: the `pg` pool when DATABASE_URL is set, embedded PGlite otherwise.
// Both speak the same SQL; callers only see `Db`.
import pg from 'pg';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { mkdirSync } from 'node:fs';

export type Row = Record<string, unknown>;

/** Anything that runs one parameterised statement ($1, $2…). */
export interface Queryable {
  query<T extends Row = Row>(sql: string, params?: unknown[]): Promise<{ rows: T[] }>;
  /** Runs a script of several statements without parameters. */
  exec(sql: string): Promise<void>;
}

export interface Db extends Queryable {
  readonly kind: 'pg' | 'pglite';
  /** Runs `fn` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export const DEFAULT_PGLITE_DIR = '.data/pglite';

/** Opens the configured database: DATABASE_URL (Postgres) or PGLITE_DIR (embedded, default .data/pglite; 'memory://' for RAM). */
export async function openDb(env: NodeJS.ProcessEnv = process.env): Promise<Db> {
  if (env.DATABASE_URL) return openPg(env.DATABASE_URL);
  return openPglite(env.PGLITE_DIR || DEFAULT_PGLITE_DIR);
}

/** A Postgres pool behind the Db interface. */
export function openPg(connectionString: string, max = Number(process.env.PG_POOL_MAX || 10)): Db {
  const pool = new pg.Pool({ connectionString, max });
  pool.on('error', (error) => console.error('[db] idle client error:', error.message));
  return {
    kind: 'pg',
    query: (sql, params) => pool.query(sql, params as unknown[]) as never,
    exec: async (sql) => {
      await pool.query(sql);
    },
    async transaction(fn) {
      const client = await pool.connect();
      // A backend lost mid-transaction emits 'error' on the checked-out client: without a listener it
      // would crash the process. The failing query reports it; the client is then destroyed, not reused.
      let lost: Error | undefined;
      const onError = (error: Error) => (lost = error);
      client.on('error', onError);
      try {
        await client.query('begin');
        const tx: Queryable = {
          query: (sql, params) => client.query(sql, params as unknown[]) as never,
          exec: async (sql) => {
            await client.query(sql);
          },
        };
        const result = await fn(tx);
        await client.query('commit');
        return result;
      } catch (error) {
        await client.query('rollback').catch(() => {});
        throw error;
      } finally {
        client.off('error', onError);
        client.release(lost);
      }
    },
    close: () => pool.end(),
  };
}

/** Embedded PGlite (one process at a time per folder), with the extensions the migrations use. */
export async function openPglite(dataDir: string): Promise<Db> {
  const inMemory = dataDir.startsWith('memory://');
  if (!inMemory) mkdirSync(dataDir, { recursive: true });
  const lite = await PGlite.create(inMemory ? undefined : dataDir, { extensions: { pg_trgm, unaccent } });
  const wrap = (q: Pick<PGlite, 'query' | 'exec'>): Queryable => ({
    query: async (sql, params) => {
      const result = await q.query(sql, params as unknown[]);
      return { rows: result.rows as never };
    },
    exec: async (sql) => {
      await q.exec(sql);
    },
  });
  return {
    kind: 'pglite',
    ...wrap(lite),
    transaction: (fn) => lite.transaction((tx) => fn(wrap(tx))),
    close: () => lite.close(),
  };
}
