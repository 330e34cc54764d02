// A database whose connection is lost inside a transaction, right after a chosen statement. On Postgres the
// transaction's backend is terminated from a second, admin connection. PGlite has no connection of its own
// to lose and its close() waits for the running transaction: it is closed there, and the transaction's
// further statements fail as they do on a closed PGlite; the instance is gone once the transaction let go.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { openPg, openPglite, type Db, type Queryable } from '../../src/data/db.ts';
import { migrate } from '../../src/data/migrate.ts';

interface LosingDb {
  /** The database to hand to the code under test. */
  db: Db;
  /** Whether the connection was lost (the statement ran). */
  readonly lost: boolean;
  /** A new connection to the same data, once the lost one is gone. */
  reconnect(): Promise<Db>;
  /** Closes what is still open and drops the PGlite folder. */
  close(): Promise<void>;
}

type Breaker = { inner: Db; lose(tx: Queryable): Promise<void>; failIfLost(): void };

/** Wraps `inner` so that its connection is lost after the first transaction statement matching `after`. */
function losingAfter(after: RegExp, { inner, lose, failIfLost }: Breaker): Db {
  let armed = true;
  const wrap = (tx: Queryable): Queryable => ({
    async query(sql, params) {
      failIfLost();
      const result = await tx.query(sql, params);
      if (armed && after.test(sql)) {
        armed = false;
        await lose(tx);
      }
      return result as never;
    },
    exec: async (sql) => {
      failIfLost();
      await tx.exec(sql);
    },
  });
  return { ...inner, transaction: (fn) => inner.transaction((tx) => fn(wrap(tx))) };
}

/** On Postgres (`url` of a migrated database): terminates the transaction's backend. */
export async function losingPostgres(url: string, after: RegExp): Promise<LosingDb> {
  const inner = openPg(url, 2);
  let lost = false;
  const lose = async (tx: Queryable) => {
    const { rows } = await tx.query<{ pid: number }>('select pg_backend_pid() as pid');
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      // Waits (up to 5 s) until the backend has exited.
      await admin.query('select pg_terminate_backend($1, 5000)', [rows[0].pid]);
    } finally {
      await admin.end();
    }
    lost = true;
  };
  const opened: Db[] = [];
  return {
    db: losingAfter(after, { inner, lose, failIfLost: () => {} }),
    get lost() {
      return lost;
    },
    async reconnect() {
      const db = openPg(url, 1);
      opened.push(db);
      return db;
    },
    async close() {
      await Promise.all([inner, ...opened].map((db) => db.close()));
    },
  };
}

/** On PGlite: a migrated database in a temporary folder, closed inside the transaction. */
export async function losingPglite(after: RegExp): Promise<LosingDb> {
  const dir = await mkdtemp(join(tmpdir(), 'pglite-lost-'));
  const inner = await openPglite(dir);
  await migrate(inner);
  let closing: Promise<void> | undefined;
  let reopened: Db | undefined;
  return {
    db: losingAfter(after, {
      inner,
      lose: async () => {
        closing = inner.close();
      },
      failIfLost: () => {
        if (closing) throw new Error('PGlite is closed');
      },
    }),
    get lost() {
      return closing !== undefined;
    },
    async reconnect() {
      await closing;
      reopened = await openPglite(dir);
      return reopened;
    },
    async close() {
      await (closing ?? inner.close());
      await reopened?.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
