// Embedded PGlite behind the Db interface. Imported only when opened (db.ts), so the deployed functions, which
// require DATABASE_URL (functions/_lib/core/config.ts), never load it and netlify.toml leaves it out.
import type { PGlite } from '@electric-sql/pglite';
import { mkdirSync } from 'node:fs';
import type { Db, Queryable } from './queryable.ts';
import { beforeDeadline, checkDeadline, READ_ONLY, remainingMs } from './deadline.ts';

/** Embedded PGlite (one process at a time per folder), with the extensions the migrations use. */
export async function openPglite(dataDir: string): Promise<Db> {
  const inMemory = dataDir.startsWith('memory://');
  if (!inMemory) mkdirSync(dataDir, { recursive: true });
  const [{ PGlite }, { pg_trgm }, { unaccent }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('@electric-sql/pglite/contrib/pg_trgm'),
    import('@electric-sql/pglite/contrib/unaccent'),
  ]);
  const lite = await PGlite.create(inMemory ? undefined : dataDir, { extensions: { pg_trgm, unaccent } });
  // PGlite runs one statement at a time, in this process: a request's statement is checked against its
  // deadline when its turn comes, and its transaction again before COMMIT.
  const wrap = (q: Pick<PGlite, 'query' | 'exec'>): Queryable => ({
    query: async (sql, params) => {
      checkDeadline('statement');
      const result = await q.query(sql, params as unknown[]);
      return { rows: result.rows as never };
    },
    exec: async (sql) => {
      checkDeadline('statement');
      await q.exec(sql);
    },
  });
  const transaction = <T>(fn: (tx: Queryable) => Promise<T>): Promise<T> =>
    beforeDeadline(
      lite.transaction(async (tx) => {
        checkDeadline('begin');
        const result = await fn(wrap(tx));
        checkDeadline('commit');
        return result;
      }),
      'transaction',
    );
  const direct = wrap(lite);
  return {
    kind: 'pglite',
    query: (sql, params) =>
      remainingMs() === Infinity || READ_ONLY.test(sql)
        ? beforeDeadline(direct.query(sql, params), 'statement')
        : transaction((tx) => tx.query(sql, params)),
    exec: (sql) => (remainingMs() === Infinity ? direct.exec(sql) : transaction((tx) => tx.exec(sql))),
    transaction,
    close: () => lite.close(),
  };
}
